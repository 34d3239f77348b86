import { createHash, randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'

/**
 * The headers of a stored answer, in their original spelling, each value split where the CSP nonce of
 * the response it was taken from stood, so every later answer can carry a nonce of its own.
 */
export type HeaderTemplate = { name: string; parts: string[] }[]

/** Headers that describe one response rather than the content: never stored. */
const perResponseHeaders = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'cache-control',
  'vary',
  'set-cookie',
  'date',
  'connection',
  'keep-alive',
])

/** What `res` would send now (helmet's headers and the handler's), minus what belongs to one response. */
export function headerTemplate(res: ServerResponse, nonce: string): HeaderTemplate {
  const template: HeaderTemplate = []
  // Node has it on every outgoing message; its types declare it on client requests only.
  const names = (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames()
  for (const name of names) {
    if (perResponseHeaders.has(name.toLowerCase())) continue
    const value = res.getHeader(name)
    if (value === undefined) continue
    const text = Array.isArray(value) ? value.join(', ') : String(value)
    template.push({ name, parts: nonce ? text.split(nonce) : [text] })
  }
  return template
}

/**
 * The template's headers with `nonce` in place, as the flat name/value list `writeHead` takes, leaving
 * out the names in `omit` (lower case).
 */
export function fillHeaders(template: HeaderTemplate, nonce: string, omit?: ReadonlySet<string>): string[] {
  const flat: string[] = []
  for (const { name, parts } of template) {
    if (omit?.has(name.toLowerCase())) continue
    flat.push(name, parts.length === 1 ? (parts[0] as string) : parts.join(nonce))
  }
  return flat
}

// Nonces are cut from a larger block of random bytes: one call into the CSPRNG per 256 responses.
const noncesPerBlock = 256
const nonceBytes = 16
let randomBlock = Buffer.alloc(0)
let randomOffset = 0

/** Every nonce's length in characters: 16 bytes in base64. */
export const cspNonceLength = Math.ceil(nonceBytes / 3) * 4

/** A fresh CSP nonce (16 random bytes, base64), unpredictable like `randomBytes(16)` but cheaper. */
export function newCspNonce(): string {
  if (randomOffset + nonceBytes > randomBlock.length) {
    randomBlock = randomBytes(nonceBytes * noncesPerBlock)
    randomOffset = 0
  }
  const nonce = randomBlock.toString('base64', randomOffset, randomOffset + nonceBytes)
  randomOffset += nonceBytes
  return nonce
}

/** Whether an If-None-Match header names `etag` (weak comparison, as for GET and HEAD). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const opaque = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque)
}

/**
 * Sends a whole answer: `headers` replace whatever was set on `res` before, and the body goes out as
 * the given chunks in one write to the socket (none of them copied).
 */
export function writeAnswer(
  res: ServerResponse,
  status: number,
  headers: string[],
  body: { chunks: Buffer[]; length: number } | undefined,
) {
  for (const name of res.getHeaderNames()) res.removeHeader(name)
  if (body) headers.push('Content-Length', String(body.length))
  res.writeHead(status, headers)
  if (!body) {
    res.end()
    return
  }
  res.cork()
  for (const chunk of body.chunks) if (chunk.length > 0) res.write(chunk)
  res.end()
  res.uncork()
}

/** A weak ETag naming a stored body by its content. */
export function weakEtag(body: Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`
}
