import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { isbot } from 'isbot'
import { languageOfPath } from '~/i18n/config.ts'
import { canonicalPageQuery } from '~/lib/page-queries.ts'
import { themeFromRequest } from '~/lib/theme.ts'
import type { AuthService } from '~/services/auth.server.ts'
import { acceptsEncoding } from '../accept-encoding.ts'
import {
  beforeHeadersSent,
  privateNoStore,
  publicPageCacheControl,
  publicPageVary,
} from '../cache-control.ts'
import { languageRedirect, languageRedirectVary } from '../language-redirect.ts'
import { isSignedIn, readSessionCredential } from '../middleware/auth.ts'
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
import { type ContentReads, freshUntil, recordContentReads } from './content-reads.ts'
import { type ContentCacheOptions, createContentStore, type StoredAnswer } from './content-store.ts'
import {
  createSharedText,
  createSplicedGzip,
  recompress,
  type SharedText,
  type SplicedGzip,
  spliceGzip,
  splitAt,
  textPartsOf,
} from './spliced-gzip.ts'
import { workLater } from './work-later.ts'

export type PageCacheOptions = ContentCacheOptions & {
  /** When the site's origin is configured, the request's host and protocol do not change the HTML. */
  publicUrl?: string
  /** Paths only the catch-all 404 page answers (server/page-cache/catch-all.ts): one copy for them all. */
  isCatchAll?: (pathname: string) => boolean
  /** Tells a live session from a made-up one, which gets the public page like any visitor. */
  auth: Pick<AuthService, 'authenticate'>
}

type CachedPage = StoredAnswer & {
  /** The page's path, or `catchAllPage` for the 404 page every unknown path shows. */
  pathname: string
  /** 200, or 404 for the catch-all page. */
  status: number
  /** Every header of the answer (security headers included) but those of one response. */
  headers: HeaderTemplate
  /**
   * The HTML, gzipped in parts around the nonce: only the compressed copy is kept (a client that
   * takes no gzip, rare, gets it inflated), so the cache holds five times as many pages.
   */
  gzip: SplicedGzip
  /** The HTML split where the nonce goes, kept once a client that takes no gzip has asked for it. */
  parts?: Buffer[]
  /** How often it was sent from memory: the second time, it is deflated again, smaller. */
  hits: number
  etag: string
}

type RenderedPage = {
  status: number
  headers: [string, string | string[]][]
  body: Buffer
}

/** What a render made, for the requests that waited for it: the stored page when it could be kept. */
type SharedRender = { rendered: RenderedPage; entry?: CachedPage }

/**
 * Left out of a 304: the browser keeps its stored page, nonce included, and takes the headers of the
 * 304, so a new CSP there would block the stored page's scripts.
 */
const notModifiedOmits = new Set(['content-security-policy', 'content-type'])

const isPageMethod = (method: string) => method === 'GET' || method === 'HEAD'

/** Deflate levels: quick for a page first kept (most are asked for once), best once it is asked for again. */
const firstLevel = 1
const popularLevel = 9

/**
 * A form's answer, the admin, or anything asked for with the owner's session (`signedIn`; until it is
 * checked, any session credential counts).
 */
function isPersonal(
  req: Request,
  pathname: string,
  signedIn = readSessionCredential(req) !== undefined,
): boolean {
  return !isPageMethod(req.method) || pathname === '/admin' || pathname.startsWith('/admin/') || signedIn
}

/** Where the 404 page of every unknown path is kept: no real path can be spelt so. */
const catchAllPage = '\u0000catch-all'

/** The page handler passed the request on (next() without an error): nothing to send here. */
class PassedOn extends Error {}

/** Requests the page handler answers with something other than a document: data, route manifests. */
function isDocumentPath(pathname: string): boolean {
  return !pathname.endsWith('.data') && pathname !== '/__manifest'
}

/**
 * The part of the query that decides the page (app/lib/page-queries.ts): what the page does not read
 * (campaign tags, `?x=1`) is left out; undefined when a parameter makes the page personal.
 */
function decidingQuery(pathname: string, originalUrl: string): string | undefined {
  const start = originalUrl.indexOf('?')
  return canonicalPageQuery(pathname, new URLSearchParams(start === -1 ? '' : originalUrl.slice(start + 1)))
}

/** The root loader's inputs, read from Express's request with the same functions. */
function asFetchRequest(req: Request): globalThis.Request {
  return { headers: { get: (name: string) => req.get(name) ?? null } } as unknown as globalThis.Request
}

const styleOpening = Buffer.from('<style')
const styleClosing = Buffer.from('</style>')
/** Below this a stylesheet costs less to compress with its page than to look for in the next one. */
const sharedStylesheetMinBytes = 4096

/** The text of the page's first inline stylesheet, if it is large enough to be worth sharing. */
function inlineStylesheetOf(body: Buffer): Buffer | undefined {
  const opening = body.indexOf(styleOpening)
  if (opening === -1) return undefined
  const start = body.indexOf(0x3e, opening) + 1
  const end = body.indexOf(styleClosing, start)
  if (start === 0 || end - start < sharedStylesheetMinBytes) return undefined
  return body.subarray(start, end)
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
 * The rendered HTML of anonymous public pages, per (path and query, the path's language, theme, bot or
 * not, host),
 * kept until a content write affects it (docs/decisions/011-page-cache.md).
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const ttlMs = options.ttlMs ?? 10 * 60 * 1000
  const now = options.now ?? Date.now
  // Pages are rendered with this in place of the nonce, which each response then puts back.
  const placeholder = randomBytes(12).toString('hex')
  const placeholderBytes = Buffer.from(placeholder)
  // The stylesheet every page inlines, about half of each: deflated once, and each kept page refers to it.
  let stylesheet: SharedText | undefined
  function sharedStylesheet(body: Buffer): SharedText | undefined {
    const text = inlineStylesheetOf(body)
    if (!text) return undefined
    if (!stylesheet?.text.equals(text)) stylesheet = createSharedText(text)
    return stylesheet
  }

  // How many cached pages each path has: most requests for other paths are turned away on this alone.
  const pathnames = new Map<string, number>()
  const store = createContentStore<CachedPage>({
    events: options.events,
    maxEntries: options.maxEntries ?? 2000,
    maxBytes: options.maxBytes ?? 6 * 1024 * 1024,
    now,
    onAdd: (entry) => pathnames.set(entry.pathname, (pathnames.get(entry.pathname) ?? 0) + 1),
    onRemove: (entry) => {
      const count = (pathnames.get(entry.pathname) ?? 1) - 1
      if (count === 0) pathnames.delete(entry.pathname)
      else pathnames.set(entry.pathname, count)
    },
  })
  /**
   * Shareable renders the cache does not keep (a 404 page), for a moment after they were made: the
   * requests that asked for them meanwhile may still be waiting their turn (server/admission.ts).
   */
  const justShared = new Map<string, { rendered: RenderedPage; generation: number; at: number }>()
  const justSharedMs = 2000
  function keepShared(key: string, rendered: RenderedPage, generation: number) {
    justShared.delete(key)
    justShared.set(key, { rendered, generation, at: now() })
    if (justShared.size > 20) justShared.delete(justShared.keys().next().value as string)
  }
  function recentlyShared(key: string): RenderedPage | undefined {
    const kept = justShared.get(key)
    if (!kept) return undefined
    if (kept.generation === store.generation() && now() - kept.at < justSharedMs) return kept.rendered
    justShared.delete(key)
    return undefined
  }
  /** Renders under way, by key: what each will have made, for the requests that wait for it. */
  const rendering = new Map<string, Promise<SharedRender | undefined>>()

  /** The path a page is kept under: its own, or the one copy of the 404 page for unknown paths. */
  function pageOf(pathname: string): string {
    return options.isCatchAll?.(pathname) ? catchAllPage : pathname
  }

  /** The cache key of an anonymous public page request; undefined when it must not be shared. */
  function keyOf(req: Request, pathname: string, signedIn?: boolean): string | undefined {
    if (!isDocumentPath(pathname) || isPersonal(req, pathname, signedIn)) return undefined
    const query = decidingQuery(pathname, req.originalUrl ?? req.url)
    if (query === undefined) return undefined
    const page = pageOf(pathname)
    const request = asFetchRequest(req)
    const userAgent = req.get('user-agent')
    return [
      // The path already tells the pages apart; the one copy of the 404 page is kept per language.
      languageOfPath(pathname),
      themeFromRequest(request) ?? '',
      userAgent && isbot(userAgent) ? 'bot' : '',
      // The origin React Router builds the request URL from (X-Forwarded-* when the proxy is trusted).
      options.publicUrl ? '' : `${req.protocol}://${req.hostname}|${req.get('host') ?? ''}`,
      page,
      query,
    ].join('\n')
  }

  function send(entry: CachedPage, req: Request, res: ServerResponse, nonce: string) {
    const found = entry.status === 200
    const notModified = found && matchesEtag(req.headers['if-none-match'], entry.etag)
    const headers = fillHeaders(entry.headers, nonce, notModified ? notModifiedOmits : undefined)
    if (found)
      headers.push('Cache-Control', publicPageCacheControl, 'Vary', publicPageVary, 'ETag', entry.etag)
    else headers.push('Cache-Control', 'no-cache', 'Vary', publicPageVary)
    if (notModified) return writeAnswer(res, 304, headers, undefined)
    const nonceBytes = Buffer.from(nonce)
    const gzip = acceptsEncoding(req.headers['accept-encoding'], 'gzip')
    const chunks = gzip ? spliceGzip(entry.gzip, nonceBytes) : joinWith(textParts(entry), nonceBytes)
    if (gzip) headers.push('Content-Encoding', 'gzip')
    const length = chunks.reduce((total, chunk) => total + chunk.length, 0)
    writeAnswer(res, entry.status, headers, { chunks, length })
    entry.hits += 1
    if (entry.hits === 2 && entry.gzip.level < popularLevel) workLater(() => makeSmaller(entry))
  }

  /** The page's text in parts, inflated the first time a client takes no gzip, then kept. */
  function textParts(entry: CachedPage): Buffer[] {
    if (!entry.parts) {
      entry.parts = textPartsOf(entry.gzip)
      store.resize(entry, entry.bytes + entry.gzip.partLengths.reduce((total, length) => total + length, 0))
    }
    return entry.parts
  }

  /** A page asked for again is deflated again at the best level, once, after it was sent. */
  function makeSmaller(entry: CachedPage) {
    if (!store.holds(entry)) return
    const smaller = recompress(entry.gzip, popularLevel)
    const textBytes = entry.bytes - entry.gzip.compressedBytes
    entry.gzip = smaller
    store.resize(entry, entry.gzip.compressedBytes + textBytes)
  }

  /**
   * A render another request may be answered with: a document, the same for everyone (no cookie, no
   * private caching), such as a 404 page.
   */
  function isShareable(rendered: RenderedPage): boolean {
    const header = (name: string) => rendered.headers.find(([key]) => key === name)?.[1]
    const type = header('content-type')
    return (
      typeof type === 'string' &&
      type.startsWith('text/html') &&
      header('set-cookie') === undefined &&
      header('cache-control') === undefined &&
      rendered.status < 500
    )
  }

  /** Sends another request's render with that render's headers and this response's nonce. */
  function sendShared(rendered: RenderedPage, res: Response) {
    for (const [name, value] of rendered.headers) res.setHeader(name, value)
    sendRendered(rendered, res)
  }

  /** Sends a rendered response that was not cached, with the nonce of this response put back. */
  function sendRendered(rendered: RenderedPage, res: Response) {
    const nonce = Buffer.from(res.locals.cspNonce)
    res.status(rendered.status)
    res.removeHeader('Content-Length')
    res.end(Buffer.concat(joinWith(splitAt(rendered.body, placeholderBytes), nonce)))
  }

  /**
   * A shareable render the cache keeps: a 200, or the catch-all 404 page, kept once for every unknown
   * path (another path's 404, an unknown article, would take one entry per made-up path).
   */
  function isStorable(rendered: RenderedPage, page: string): boolean {
    const status = page === catchAllPage ? 404 : 200
    return rendered.status === status && isShareable(rendered)
  }

  /** The rendered page as the cache keeps it, with the headers `res` carries (helmet's with `nonce`). */
  async function cachedPage(
    key: string,
    pathname: string,
    rendered: RenderedPage,
    reads: ContentReads,
    res: Response,
    nonce: string,
  ): Promise<CachedPage> {
    const headers = headerTemplate(res, nonce)
    const gzip = createSplicedGzip(
      splitAt(rendered.body, placeholderBytes),
      cspNonceLength,
      firstLevel,
      sharedStylesheet(rendered.body),
    )
    const etag = weakEtag(rendered.body)
    return {
      key,
      pathname,
      status: rendered.status,
      headers,
      gzip,
      hits: 0,
      etag,
      reads,
      expiresAt: freshUntil(reads, now() + ttlMs),
      bytes: gzip.compressedBytes,
    }
  }

  function answer(req: Request, res: ServerResponse): boolean {
    if (!isPageMethod(req.method)) return false
    // Most requests for paths the cache holds nothing for are turned away here, before any parsing. The
    // shared 404 copy is not answered here: files, feeds and probes the server answers before the pages
    // are unknown to the router too, and only Express's routes can tell them apart.
    if (!pathnames.has(req.path)) return false
    // A visitor who reads another language is sent to that page's URL by the page handler's wrapper.
    if (languageRedirect(req) !== undefined) return false
    const key = keyOf(req, req.path)
    // After a write, one request goes to render the page again; the others get its stale copy at once.
    const entry = key === undefined ? undefined : store.answerNow(key, rendering.has(key))
    if (!entry) return false
    send(entry, req, res, newCspNonce())
    return true
  }

  function pages(handler: RequestHandler): RequestHandler {
    return async (req, res, next) => {
      const redirect = languageRedirect(req)
      if (redirect !== undefined) {
        res.set({ Vary: languageRedirectVary, 'Cache-Control': 'no-cache' })
        return res.redirect(302, redirect)
      }
      const pathname = req.path
      const signedIn = readSessionCredential(req) !== undefined && (await isSignedIn(req, options.auth))
      const shareable = keyOf(req, pathname, signedIn)
      const key = req.method === 'GET' ? shareable : undefined
      beforeHeadersSent(res, (): Record<string, string> => {
        if (isPersonal(req, pathname, signedIn) || res.hasHeader('set-cookie'))
          return { 'Cache-Control': privateNoStore }
        if (!isDocumentPath(pathname)) return {}
        if (shareable === undefined) return { 'Cache-Control': privateNoStore }
        if (res.statusCode !== 200) return { 'Cache-Control': 'no-cache' }
        return { 'Cache-Control': publicPageCacheControl, Vary: publicPageVary }
      })
      if (key === undefined) return handler(req, res, next)

      const nonce = res.locals.cspNonce
      // A page is rendered once for all who ask for it meanwhile: later requests wait for the render
      // under way (or, after a write, get the stale copy at once) instead of rendering it again.
      for (let waits = 0; ; waits += 1) {
        const fresh = store.get(key)
        if (fresh) return send(fresh, req, res, nonce)
        const recent = recentlyShared(key)
        if (recent) return sendShared(recent, res)
        const pending = rendering.get(key)
        if (!pending || waits === 2) break
        const stale = store.get(key, { stale: true })
        if (stale) return send(stale, req, res, nonce)
        const shared = await pending
        if (shared?.entry) return send(shared.entry, req, res, nonce)
        if (shared && isShareable(shared.rendered)) return sendShared(shared.rendered, res)
      }

      let settle: (result: SharedRender | undefined) => void = () => undefined
      const shared = new Promise<SharedRender | undefined>((resolve) => {
        settle = resolve
      })
      rendering.set(key, shared)
      const reads: ContentReads = new Set()
      const renderedAt = store.generation()
      res.locals.cspNonce = placeholder
      // A visitor who leaves mid-render aborts it (React Router's request signal): never keep that page.
      let abandoned = false
      res.once('close', () => {
        abandoned = true
      })
      let rendered: RenderedPage
      try {
        // How many renders run at once is the admission's to decide (server/admission.ts).
        rendered = await recordContentReads(reads, () => captureResponse(req, res, next, handler))
      } catch (error) {
        settle(undefined)
        res.locals.cspNonce = nonce
        if (error instanceof PassedOn) return
        return next(error)
      } finally {
        if (rendering.get(key) === shared) rendering.delete(key)
        store.refreshed(key)
      }
      res.locals.cspNonce = nonce
      if (abandoned) return settle(undefined)
      const page = pageOf(pathname)
      if (isStorable(rendered, page)) {
        const entry = await cachedPage(key, page, rendered, reads, res, nonce)
        // A page rendered while content changed is kept as stale: it stands in until the next render.
        store.add(entry, renderedAt)
        settle({ rendered, entry })
        send(entry, req, res, nonce)
      } else {
        settle({ rendered })
        if (isShareable(rendered)) keepShared(key, rendered, renderedAt)
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
