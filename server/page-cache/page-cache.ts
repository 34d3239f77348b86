import { createHash, randomBytes } from 'node:crypto'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { isbot } from 'isbot'
import { detectRequestLanguage } from '~/i18n/config.ts'
import { themeFromRequest } from '~/lib/theme.ts'
import type { ContentChange, ContentEvents } from '~/services/content-events.server.ts'
import { acceptsEncoding } from '../accept-encoding.ts'
import {
  beforeHeadersSent,
  privateNoStore,
  publicPageCacheControl,
  publicPageVary,
} from '../cache-control.ts'
import { readSessionCredential } from '../middleware/auth.ts'
import { type ContentReads, isAffectedBy, recordContentReads } from './content-reads.ts'
import { createSplicedGzip, type SplicedGzip, spliceGzip } from './spliced-gzip.ts'

export type PageCacheOptions = {
  events: ContentEvents
  /** When the site's origin is configured, the request's host and protocol do not change the HTML. */
  publicUrl?: string
  maxEntries?: number
  maxBytes?: number
  /** A safety net for what no content event announces (the GitHub figures on /contact). */
  ttlMs?: number
  now?: () => number
}

type CachedPage = {
  key: string
  pathname: string
  headers: [string, string][]
  /** The HTML split where the nonce goes. */
  parts: Buffer[]
  gzip: SplicedGzip
  etag: string
  reads: ContentReads
  expiresAt: number
  bytes: number
}

type RenderedPage = {
  status: number
  headers: [string, string | string[]][]
  body: Buffer
}

/** Query parameters only the browser reads (campaign tags): the same HTML with or without them. */
const trackingParameter = /^(utm_[a-z]+|gclid|fbclid|msclkid|mc_cid|mc_eid)$/i
/** Query parameters that make a page personal (signed links, a payment's return). */
const personalParameters = new Set(['token', 'upgrade', 'payment_intent', 'payment_intent_client_secret'])
/** Headers that describe one response, not the page. */
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

const isPageMethod = (method: string) => method === 'GET' || method === 'HEAD'

/** A form's answer, the admin, or anything asked for with the owner's session. */
function isPersonal(req: Request, pathname: string): boolean {
  return (
    !isPageMethod(req.method) ||
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    readSessionCredential(req) !== undefined
  )
}

/** The page handler passed the request on (next() without an error): nothing to send here. */
class PassedOn extends Error {}

/** Requests the page handler answers with something other than a document: data, route manifests. */
function isDocumentPath(pathname: string): boolean {
  return !pathname.endsWith('.data') && pathname !== '/__manifest'
}

/** Sorted, without campaign tags; undefined when a parameter makes the page personal. */
function normalisedQuery(originalUrl: string): string | undefined {
  const start = originalUrl.indexOf('?')
  if (start === -1) return ''
  const params = new URLSearchParams(originalUrl.slice(start + 1))
  const kept: [string, string][] = []
  for (const [name, value] of params) {
    if (personalParameters.has(name)) return undefined
    if (!trackingParameter.test(name)) kept.push([name, value])
  }
  if (kept.length === 0) return ''
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return new URLSearchParams(kept).toString()
}

/** The root loader's inputs, read from Express's request with the same functions. */
function asFetchRequest(req: Request): globalThis.Request {
  return { headers: { get: (name: string) => req.get(name) ?? null } } as unknown as globalThis.Request
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const opaque = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque)
}

function splitAt(body: Buffer, marker: Buffer): Buffer[] {
  const parts: Buffer[] = []
  let from = 0
  for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, from)) {
    parts.push(body.subarray(from, at))
    from = at + marker.length
  }
  parts.push(body.subarray(from))
  return parts
}

/** The parts with `value` between each two, as chunks to write in order (no copy of the page). */
function joinWith(parts: Buffer[], value: Buffer): Buffer[] {
  const chunks: Buffer[] = []
  parts.forEach((part, index) => {
    if (index > 0) chunks.push(value)
    chunks.push(part)
  })
  return chunks
}

function endWith(res: Response, chunks: Buffer[]) {
  res.cork()
  for (const chunk of chunks) if (chunk.length > 0) res.write(chunk)
  res.end()
  res.uncork()
}

/**
 * Renders a response into memory: the handler writes to `res` as usual, but nothing reaches the
 * socket until the caller sends the result.
 */
function captureResponse(
  req: Request,
  res: Response,
  next: NextFunction,
  handler: RequestHandler,
): Promise<RenderedPage> {
  const headersBefore = new Map(Object.entries(res.getHeaders()))
  const { write, end, flushHeaders } = res
  return new Promise<RenderedPage>((resolve, reject) => {
    const chunks: Buffer[] = []
    const restore = () => {
      res.write = write
      res.end = end
      res.flushHeaders = flushHeaders
    }
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (typeof chunk === 'string')
        chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'))
      else if (chunk instanceof Uint8Array)
        chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length))
    }
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      collect(chunk, encoding)
      const done = [encoding, callback].find((value) => typeof value === 'function') as
        | (() => void)
        | undefined
      done?.()
      return true
    }) as Response['write']
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      if (typeof chunk !== 'function') collect(chunk, encoding)
      restore()
      const headers: [string, string | string[]][] = []
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value === undefined || headersBefore.get(name) === value) continue
        headers.push([name, typeof value === 'number' ? String(value) : value])
      }
      resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks) })
      const done = [chunk, encoding, callback].find((value) => typeof value === 'function') as
        | (() => void)
        | undefined
      done?.()
      return res
    }) as Response['end']
    res.flushHeaders = () => undefined
    const fail = (error?: unknown) => {
      restore()
      if (error === undefined || error === 'route' || error === 'router') {
        next(error)
        reject(new PassedOn())
      } else reject(error)
    }
    try {
      const result = handler(req, res, fail) as unknown
      if (result instanceof Promise) result.catch(fail)
    } catch (error) {
      fail(error)
    }
  })
}

export type PageCache = {
  /** Answers from memory; mounted after the headers every response gets, before anything slow. */
  serveCached: RequestHandler
  /** Wraps the page handler: caches what it renders and sets the caching headers of every page. */
  pages: (handler: RequestHandler) => RequestHandler
  /** Drops every page (tests, or after a restore). */
  clear: () => void
  size: () => number
  close: () => void
}

/**
 * The rendered HTML of anonymous public pages, per (path and query, language, theme, bot or not, host),
 * kept until a content write affects it (docs/decisions/011-page-cache.md).
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const maxEntries = options.maxEntries ?? 500
  const maxBytes = options.maxBytes ?? 48 * 1024 * 1024
  const ttlMs = options.ttlMs ?? 10 * 60 * 1000
  const now = options.now ?? Date.now
  // Pages are rendered with this in place of the nonce, which each response then puts back.
  const placeholder = randomBytes(12).toString('hex')
  const placeholderBytes = Buffer.from(placeholder)

  const entries = new Map<string, CachedPage>()
  const pathnames = new Map<string, number>()
  const rendering = new Map<string, Promise<unknown>>()
  let totalBytes = 0
  let generation = 0

  function remove(entry: CachedPage) {
    entries.delete(entry.key)
    totalBytes -= entry.bytes
    const count = (pathnames.get(entry.pathname) ?? 1) - 1
    if (count === 0) pathnames.delete(entry.pathname)
    else pathnames.set(entry.pathname, count)
  }

  function add(entry: CachedPage) {
    const existing = entries.get(entry.key)
    if (existing) remove(existing)
    entries.set(entry.key, entry)
    totalBytes += entry.bytes
    pathnames.set(entry.pathname, (pathnames.get(entry.pathname) ?? 0) + 1)
    for (const oldest of entries.values()) {
      if (entries.size <= maxEntries && totalBytes <= maxBytes) break
      remove(oldest)
    }
  }

  function lookup(key: string): CachedPage | undefined {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= now()) {
      remove(entry)
      return undefined
    }
    // Most recently used last, so eviction takes the oldest first.
    entries.delete(key)
    entries.set(key, entry)
    return entry
  }

  function invalidate(change: ContentChange) {
    generation += 1
    for (const entry of [...entries.values()]) {
      if (isAffectedBy(entry.reads, change)) remove(entry)
    }
  }
  const stopListening = options.events.onChange(invalidate)

  /** The cache key of an anonymous public page request; undefined when it must not be shared. */
  function keyOf(req: Request, pathname: string): string | undefined {
    if (!isDocumentPath(pathname) || isPersonal(req, pathname)) return undefined
    const query = normalisedQuery(req.originalUrl)
    if (query === undefined) return undefined
    const request = asFetchRequest(req)
    const userAgent = req.get('user-agent')
    return [
      detectRequestLanguage(request),
      themeFromRequest(request) ?? '',
      userAgent && isbot(userAgent) ? 'bot' : '',
      // The origin React Router builds the request URL from (X-Forwarded-* when the proxy is trusted).
      options.publicUrl ? '' : `${req.protocol}://${req.hostname}|${req.get('host') ?? ''}`,
      pathname,
      query,
    ].join('\n')
  }

  function send(entry: CachedPage, req: Request, res: Response) {
    res.status(200)
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    res.setHeader('Cache-Control', publicPageCacheControl)
    res.setHeader('Vary', publicPageVary)
    res.setHeader('ETag', entry.etag)
    if (matchesEtag(req.get('if-none-match'), entry.etag)) {
      // The browser keeps its stored page, nonce included; a new CSP here would block its scripts.
      res.removeHeader('Content-Security-Policy')
      res.removeHeader('Content-Type')
      res.status(304).end()
      return
    }
    const nonce = Buffer.from(res.locals.cspNonce)
    const gzip = acceptsEncoding(req.get('accept-encoding'), 'gzip')
    const chunks = gzip ? spliceGzip(entry.gzip, nonce) : joinWith(entry.parts, nonce)
    if (gzip) res.setHeader('Content-Encoding', 'gzip')
    res.setHeader(
      'Content-Length',
      chunks.reduce((total, chunk) => total + chunk.length, 0),
    )
    if (req.method === 'HEAD') res.end()
    else endWith(res, chunks)
  }

  /** Sends a rendered response that was not cached, with the nonce of this response put back. */
  function sendRendered(rendered: RenderedPage, res: Response) {
    const nonce = Buffer.from(res.locals.cspNonce)
    res.status(rendered.status)
    res.removeHeader('Content-Length')
    res.end(Buffer.concat(joinWith(splitAt(rendered.body, placeholderBytes), nonce)))
  }

  function isStorable(rendered: RenderedPage, renderedAt: number): boolean {
    if (renderedAt !== generation || rendered.status !== 200) return false
    const header = (name: string) => rendered.headers.find(([key]) => key === name)?.[1]
    const type = header('content-type')
    return (
      typeof type === 'string' &&
      type.startsWith('text/html') &&
      header('set-cookie') === undefined &&
      header('cache-control') === undefined
    )
  }

  function store(key: string, pathname: string, rendered: RenderedPage, reads: ContentReads) {
    const parts = splitAt(rendered.body, placeholderBytes)
    const gzip = createSplicedGzip(parts)
    const headers = rendered.headers
      .filter(([name]) => !perResponseHeaders.has(name))
      .map(([name, value]): [string, string] => [name, Array.isArray(value) ? value.join(', ') : value])
    const etag = `W/"${createHash('sha256').update(rendered.body).digest('base64url').slice(0, 32)}"`
    const entry: CachedPage = {
      key,
      pathname,
      headers,
      parts,
      gzip,
      etag,
      reads,
      expiresAt: now() + ttlMs,
      bytes: rendered.body.length + gzip.compressedBytes,
    }
    add(entry)
    return entry
  }

  const serveCached: RequestHandler = (req, res, next) => {
    if (!isPageMethod(req.method) || !pathnames.has(req.path)) return next()
    const key = keyOf(req, req.path)
    const entry = key === undefined ? undefined : lookup(key)
    if (!entry) return next()
    send(entry, req, res)
  }

  function pages(handler: RequestHandler): RequestHandler {
    return async (req, res, next) => {
      const pathname = req.path
      const shareable = keyOf(req, pathname)
      const key = req.method === 'GET' ? shareable : undefined
      beforeHeadersSent(res, (): Record<string, string> => {
        if (isPersonal(req, pathname) || res.hasHeader('set-cookie'))
          return { 'Cache-Control': privateNoStore }
        if (!isDocumentPath(pathname)) return {}
        if (shareable === undefined) return { 'Cache-Control': privateNoStore }
        if (res.statusCode !== 200) return { 'Cache-Control': 'no-cache' }
        return { 'Cache-Control': publicPageCacheControl, Vary: publicPageVary }
      })
      if (key === undefined) return handler(req, res, next)

      // Followers of a render already under way wait for it rather than render the same page again.
      const pending = rendering.get(key)
      if (pending) {
        await pending.catch(() => undefined)
        const entry = lookup(key)
        if (entry) return send(entry, req, res)
      }

      const nonce = res.locals.cspNonce
      const reads: ContentReads = new Set()
      const renderedAt = generation
      res.locals.cspNonce = placeholder
      // A visitor who leaves mid-render aborts it (React Router's request signal): never keep that page.
      let abandoned = false
      res.once('close', () => {
        abandoned = true
      })
      const render = recordContentReads(reads, () => captureResponse(req, res, next, handler))
      if (!pending) rendering.set(key, render)
      let rendered: RenderedPage
      try {
        rendered = await render
      } catch (error) {
        res.locals.cspNonce = nonce
        if (error instanceof PassedOn) return
        return next(error)
      } finally {
        if (rendering.get(key) === render) rendering.delete(key)
      }
      res.locals.cspNonce = nonce
      if (abandoned) return
      if (isStorable(rendered, renderedAt)) {
        send(store(key, pathname, rendered, reads), req, res)
      } else {
        sendRendered(rendered, res)
      }
    }
  }

  return {
    serveCached,
    pages,
    clear: () => {
      for (const entry of [...entries.values()]) remove(entry)
    },
    size: () => entries.size,
    close: stopListening,
  }
}
