import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { isbot } from 'isbot'
import { detectRequestLanguage } from '~/i18n/config.ts'
import { themeFromRequest } from '~/lib/theme.ts'
import { acceptsEncoding } from '../accept-encoding.ts'
import {
  beforeHeadersSent,
  privateNoStore,
  publicPageCacheControl,
  publicPageVary,
} from '../cache-control.ts'
import { readSessionCredential } from '../middleware/auth.ts'
import {
  cspNonceLength,
  fillHeaders,
  type HeaderTemplate,
  headerTemplate,
  matchesEtag,
  newCspNonce,
  weakEtag,
  writeAnswer,
} from './cached-response.ts'
import { type ContentReads, recordContentReads } from './content-reads.ts'
import { type ContentCacheOptions, createContentStore, type StoredAnswer } from './content-store.ts'
import { createSplicedGzip, type SplicedGzip, spliceGzip } from './spliced-gzip.ts'

export type PageCacheOptions = ContentCacheOptions & {
  /** When the site's origin is configured, the request's host and protocol do not change the HTML. */
  publicUrl?: string
}

type CachedPage = StoredAnswer & {
  pathname: string
  /** Every header of the answer (security headers included) but those of one response. */
  headers: HeaderTemplate
  /** The HTML split where the nonce goes. */
  parts: Buffer[]
  gzip: SplicedGzip
  etag: string
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
/**
 * Left out of a 304: the browser keeps its stored page, nonce included, and takes the headers of the
 * 304, so a new CSP there would block the stored page's scripts.
 */
const notModifiedOmits = new Set(['content-security-policy', 'content-type'])

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
  /**
   * Answers a request from memory when it holds the page (server/fast-lane.ts calls it before Express);
   * false when it does not.
   */
  answer: (req: Request, res: ServerResponse) => boolean
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
  const ttlMs = options.ttlMs ?? 10 * 60 * 1000
  const now = options.now ?? Date.now
  // Pages are rendered with this in place of the nonce, which each response then puts back.
  const placeholder = randomBytes(12).toString('hex')
  const placeholderBytes = Buffer.from(placeholder)

  // How many cached pages each path has: most requests for other paths are turned away on this alone.
  const pathnames = new Map<string, number>()
  const store = createContentStore<CachedPage>({
    events: options.events,
    maxEntries: options.maxEntries ?? 500,
    maxBytes: options.maxBytes ?? 48 * 1024 * 1024,
    now,
    onAdd: (entry) => pathnames.set(entry.pathname, (pathnames.get(entry.pathname) ?? 0) + 1),
    onRemove: (entry) => {
      const count = (pathnames.get(entry.pathname) ?? 1) - 1
      if (count === 0) pathnames.delete(entry.pathname)
      else pathnames.set(entry.pathname, count)
    },
  })
  const rendering = new Map<string, Promise<unknown>>()

  /** The cache key of an anonymous public page request; undefined when it must not be shared. */
  function keyOf(req: Request, pathname: string): string | undefined {
    if (!isDocumentPath(pathname) || isPersonal(req, pathname)) return undefined
    const query = normalisedQuery(req.originalUrl ?? req.url)
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

  function send(entry: CachedPage, req: Request, res: ServerResponse, nonce: string) {
    const notModified = matchesEtag(req.headers['if-none-match'], entry.etag)
    const headers = fillHeaders(entry.headers, nonce, notModified ? notModifiedOmits : undefined)
    headers.push('Cache-Control', publicPageCacheControl, 'Vary', publicPageVary, 'ETag', entry.etag)
    if (notModified) return writeAnswer(res, 304, headers, undefined)
    const nonceBytes = Buffer.from(nonce)
    const gzip =
      nonceBytes.length === entry.gzip.holeLength && acceptsEncoding(req.headers['accept-encoding'], 'gzip')
    const chunks = gzip ? spliceGzip(entry.gzip, nonceBytes) : joinWith(entry.parts, nonceBytes)
    if (gzip) headers.push('Content-Encoding', 'gzip')
    const length = chunks.reduce((total, chunk) => total + chunk.length, 0)
    writeAnswer(res, 200, headers, { chunks, length })
  }

  /** Sends a rendered response that was not cached, with the nonce of this response put back. */
  function sendRendered(rendered: RenderedPage, res: Response) {
    const nonce = Buffer.from(res.locals.cspNonce)
    res.status(rendered.status)
    res.removeHeader('Content-Length')
    res.end(Buffer.concat(joinWith(splitAt(rendered.body, placeholderBytes), nonce)))
  }

  function isStorable(rendered: RenderedPage): boolean {
    if (rendered.status !== 200) return false
    const header = (name: string) => rendered.headers.find(([key]) => key === name)?.[1]
    const type = header('content-type')
    return (
      typeof type === 'string' &&
      type.startsWith('text/html') &&
      header('set-cookie') === undefined &&
      header('cache-control') === undefined
    )
  }

  /** The rendered page as the cache keeps it, with the headers `res` carries (helmet's with `nonce`). */
  function cachedPage(
    key: string,
    pathname: string,
    rendered: RenderedPage,
    reads: ContentReads,
    res: Response,
    nonce: string,
  ): CachedPage {
    const parts = splitAt(rendered.body, placeholderBytes)
    const gzip = createSplicedGzip(parts, cspNonceLength)
    const etag = weakEtag(rendered.body)
    return {
      key,
      pathname,
      headers: headerTemplate(res, nonce),
      parts,
      gzip,
      etag,
      reads,
      expiresAt: now() + ttlMs,
      bytes: rendered.body.length + gzip.compressedBytes,
    }
  }

  function answer(req: Request, res: ServerResponse): boolean {
    if (!isPageMethod(req.method) || !pathnames.has(req.path)) return false
    const key = keyOf(req, req.path)
    const entry = key === undefined ? undefined : store.get(key)
    if (!entry) return false
    send(entry, req, res, newCspNonce())
    return true
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

      const nonce = res.locals.cspNonce
      // Followers of a render already under way wait for it rather than render the same page again.
      const pending = rendering.get(key)
      if (pending) {
        await pending.catch(() => undefined)
        const entry = store.get(key)
        if (entry) return send(entry, req, res, nonce)
      }

      const reads: ContentReads = new Set()
      const renderedAt = store.generation()
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
      if (isStorable(rendered)) {
        const entry = cachedPage(key, pathname, rendered, reads, res, nonce)
        // A page rendered while content changed is sent as it is, but not kept.
        store.add(entry, renderedAt)
        send(entry, req, res, nonce)
      } else {
        sendRendered(rendered, res)
      }
    }
  }

  return {
    answer,
    pages,
    clear: store.clear,
    size: store.size,
    close: store.close,
  }
}
