import { Readable } from 'node:stream'
import type { Request, RequestHandler } from 'express'

/**
 * Bounds on what a page action (a form post) may send. The largest real form is a blog post: 60,000
 * characters of Markdown, up to about 540 KB once every character is percent-encoded. Page forms use
 * flat field names (no `a[b]`), a few dozen at most.
 */
export const pageBodyLimits = {
  maxBytes: 1024 * 1024,
  maxParameters: 500,
  /** Bracket levels in one field name: `a[b][c]` is 2. */
  maxDepth: 4,
}

export type PageBodyLimits = typeof pageBodyLimits

function refuse(res: Parameters<RequestHandler>[1], status: number, message: string) {
  // The rest of the body is not read, so the connection cannot carry another request.
  res.set('Connection', 'close')
  res.status(status).type('text/plain').send(message)
}

/** The request as the page handler reads it, with the stream replaced by the body already read. */
function withBody(req: Request, body: Buffer): Request {
  const replay = Readable.from(body.length > 0 ? [body] : [])
  return new Proxy(req, {
    get(target, key) {
      // Stream members (on, once, pause, resume, readableHighWaterMark…) come from the replay;
      // request members (method, headers, url, ip, app…) from the request itself.
      if (!(key in replay)) return Reflect.get(target, key)
      const value = Reflect.get(replay, key)
      return typeof value === 'function' ? value.bind(replay) : value
    },
  })
}

type BodyProblem = { status: number; message: string }

const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i

/**
 * A page action reads its body as a form: anything else (JSON, text, a multipart body without a
 * boundary or cut short) would fail inside the action. Refused here with what is wrong instead.
 */
export async function formBodyProblem(type: string, body: Buffer): Promise<BodyProblem | undefined> {
  if (body.length === 0 && type === '') return undefined
  const kind = formTypes.exec(type)?.[1]?.toLowerCase()
  if (!kind) {
    return {
      status: 415,
      message: 'A form must be sent as application/x-www-form-urlencoded or multipart/form-data',
    }
  }
  if (kind !== 'multipart/form-data') return undefined
  if (!/;\s*boundary=/i.test(type)) return { status: 400, message: 'The multipart form has no boundary' }
  try {
    await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData()
    return undefined
  } catch {
    return { status: 400, message: 'The multipart form could not be read: it is malformed or cut short' }
  }
}

/** The problem with a urlencoded body's shape, or undefined when it is within the limits. */
export function urlencodedProblem(
  text: string,
  limits: PageBodyLimits = pageBodyLimits,
): BodyProblem | undefined {
  let parameters = text === '' ? 0 : 1
  for (let index = text.indexOf('&'); index !== -1; index = text.indexOf('&', index + 1)) {
    parameters += 1
    if (parameters > limits.maxParameters) break
  }
  if (parameters > limits.maxParameters) {
    return { status: 413, message: `Too many form fields (the limit is ${limits.maxParameters})` }
  }
  for (const key of new URLSearchParams(text).keys()) {
    let depth = 0
    for (const character of key) if (character === '[') depth += 1
    if (depth > limits.maxDepth) {
      return { status: 400, message: `Form field names nest too deeply (the limit is ${limits.maxDepth})` }
    }
  }
  return undefined
}

/**
 * Reads a page request's body before the page handler does, within `maxBytes` (413 beyond), checks that
 * it is a readable form (415, 400), a urlencoded one's field count (413) and nesting (400), and hands
 * the handler the same bytes. React
 * Router reads the body into memory with no limit of its own, so without this a form post could be
 * any size. Reads (GET, HEAD) pass straight through.
 */
export function limitPageBodies(
  handler: RequestHandler,
  limits: PageBodyLimits = pageBodyLimits,
): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return handler(req, res, next)
    const declared = Number(req.headers['content-length'])
    if (Number.isFinite(declared) && declared > limits.maxBytes) {
      return refuse(res, 413, `Request body is too large (the limit is ${limits.maxBytes / 1024} KB)`)
    }
    const chunks: Buffer[] = []
    let received = 0
    let refused = false
    const onData = (chunk: Buffer) => {
      received += chunk.length
      if (received > limits.maxBytes) {
        refused = true
        req.off('data', onData)
        req.pause()
        refuse(res, 413, `Request body is too large (the limit is ${limits.maxBytes / 1024} KB)`)
        return
      }
      chunks.push(chunk)
    }
    req.on('data', onData)
    req.once('error', (error) => {
      if (!refused) next(error)
      refused = true
    })
    req.once('end', async () => {
      if (refused) return
      const body = Buffer.concat(chunks)
      const type = req.headers['content-type'] ?? ''
      const problem =
        (await formBodyProblem(type, body)) ??
        (/^application\/x-www-form-urlencoded\b/i.test(type)
          ? urlencodedProblem(body.toString('latin1'), limits)
          : undefined)
      if (problem) return refuse(res, problem.status, problem.message)
      handler(withBody(req, body), res, next)
    })
  }
}
