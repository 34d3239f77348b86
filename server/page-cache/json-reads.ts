import type { ServerResponse } from 'node:http'
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib'
import type { Request, Response } from 'express'
import type { Services } from '~/services/runtime.server.ts'
import { acceptsEncoding } from '../accept-encoding.ts'
import { publicJsonCacheControl } from '../cache-control.ts'
import { readSessionCredential } from '../middleware/auth.ts'
import {
  fillHeaders,
  type HeaderTemplate,
  headerTemplate,
  matchesEtag,
  newCspNonce,
  weakEtag,
  writeAnswer,
} from './cached-response.ts'
import { type ContentReads, freshUntil, recordContentReads, trackContentReads } from './content-reads.ts'
import { type ContentCacheOptions, createContentStore, type StoredAnswer } from './content-store.ts'
import { exact } from './spliced-gzip.ts'
import { workLater } from './work-later.ts'

export type JsonReadCacheOptions = ContentCacheOptions & {
  /** The key of a shared read: its route and canonical query (api/routes.ts); undefined: not kept. */
  keyOf: (pathname: string, query: unknown) => string | undefined
}

/**
 * A small answer is kept as it is; a larger one gzipped, quickly at first, and again at the best level
 * with a brotli copy once it is asked for again. Its text is kept too once a client takes no compression.
 */
type CachedJson = StoredAnswer & {
  headers: HeaderTemplate
  etag: string
  identity?: Buffer
  gzip?: Buffer
  brotli?: Buffer
  hits: number
}

/** Smaller answers go out as they are, as with the compression middleware. */
const compressionThreshold = 1024
const notModifiedOmits = new Set(['content-type'])
const jsonType = 'application/json; charset=utf-8'

export type JsonReadCache = {
  /** Answers a request from memory when it holds the answer (server/fast-lane.ts); false when not. */
  answer: (req: Request, res: ServerResponse) => boolean
  /**
   * Runs a public read with services that note what it reads, then keeps and sends its answer. The
   * read must give everyone the same answer; a thrown error is passed on and nothing is kept.
   */
  respond: (req: Request, res: Response, read: (services: Services) => Promise<unknown>) => Promise<void>
  clear: () => void
  size: () => number
  close: () => void
}

/**
 * The JSON answers of the public reads (projects, posts, testimonials, search), serialised and
 * compressed once and kept, per URL, until a content write affects them: the same mechanism as the page
 * cache (docs/decisions/011-page-cache.md). Requests with the owner's session always read afresh.
 */
export function createJsonReadCache(services: Services, options: JsonReadCacheOptions): JsonReadCache {
  const now = options.now ?? Date.now
  const ttlMs = options.ttlMs ?? 10 * 60 * 1000
  const trackedServices = trackContentReads(services)
  const store = createContentStore<CachedJson>({
    events: options.events,
    maxEntries: options.maxEntries ?? 2000,
    maxBytes: options.maxBytes ?? 6 * 1024 * 1024,
    now,
  })

  function send(entry: CachedJson, req: Request, res: ServerResponse, nonce: string) {
    const notModified = matchesEtag(req.headers['if-none-match'], entry.etag)
    const headers = fillHeaders(entry.headers, nonce, notModified ? notModifiedOmits : undefined)
    headers.push('Cache-Control', publicJsonCacheControl, 'Vary', 'Accept-Encoding', 'ETag', entry.etag)
    if (notModified) return writeAnswer(res, 304, headers, undefined)
    const accepted = req.headers['accept-encoding']
    let body: Buffer
    if (entry.brotli && acceptsEncoding(accepted, 'br')) {
      body = entry.brotli
      headers.push('Content-Encoding', 'br')
    } else if (entry.gzip && acceptsEncoding(accepted, 'gzip')) {
      body = entry.gzip
      headers.push('Content-Encoding', 'gzip')
    } else {
      body = identityOf(entry)
    }
    writeAnswer(res, 200, headers, { chunks: [body], length: body.length })
    entry.hits += 1
    if (entry.hits === 2 && entry.gzip) workLater(() => makeSmaller(entry))
  }

  /** The answer's text, inflated the first time a client takes no compression, then kept. */
  function identityOf(entry: CachedJson): Buffer {
    if (!entry.identity) {
      entry.identity = exact(gunzipSync(entry.gzip as Buffer))
      store.resize(entry, entry.bytes + entry.identity.length)
    }
    return entry.identity
  }

  function makeSmaller(entry: CachedJson) {
    if (!entry.gzip || !store.holds(entry)) return
    const identity = entry.identity ?? gunzipSync(entry.gzip)
    entry.gzip = exact(gzipSync(identity, { level: 9 }))
    entry.brotli = exact(brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }))
    store.resize(entry, entry.gzip.length + entry.brotli.length + (entry.identity?.length ?? 0))
  }

  function cachedJson(key: string, value: unknown, reads: ContentReads, res: Response): CachedJson {
    res.setHeader('Content-Type', jsonType)
    // A small text is a slice of a shared allocation, which a kept slice would keep whole.
    const identity = exact(Buffer.from(JSON.stringify(value)))
    const compressible = identity.length >= compressionThreshold
    const gzip = compressible ? exact(gzipSync(identity, { level: 1 })) : undefined
    return {
      key,
      reads,
      headers: headerTemplate(res, res.locals.cspNonce),
      etag: weakEtag(identity),
      identity: compressible ? undefined : identity,
      gzip,
      hits: 0,
      expiresAt: freshUntil(reads, now() + ttlMs),
      bytes: gzip ? gzip.length : identity.length,
    }
  }

  /** Answers being computed, by key: later requests wait for them instead of reading again. */
  const computing = new Map<string, Promise<CachedJson | undefined>>()
  const keyOf = (req: Request) => options.keyOf(req.path.replace(/^\/api(?=\/)/, ''), req.query)

  return {
    answer(req, res) {
      if (readSessionCredential(req)) return false
      const key = keyOf(req)
      if (key === undefined) return false
      // After a write, one request goes to compute the answer again; the others get its stale copy.
      const entry = store.answerNow(key, computing.has(key))
      if (!entry) return false
      send(entry, req, res, newCspNonce())
      return true
    },
    async respond(req, res, read) {
      const key = keyOf(req)
      const nonce = res.locals.cspNonce
      if (key !== undefined) {
        const ready = store.get(key) ?? (computing.has(key) ? store.get(key, { stale: true }) : undefined)
        if (ready) return send(ready, req, res, nonce)
        // A read that failed (a 404, say) is read again here and fails for this request on its own.
        const shared = await computing.get(key)?.catch(() => undefined)
        if (shared) return send(shared, req, res, nonce)
      }
      const computedAt = store.generation()
      const reads: ContentReads = new Set()
      const work = recordContentReads(reads, () => read(trackedServices)).then((value) =>
        cachedJson(key ?? req.originalUrl, value, reads, res),
      )
      if (key !== undefined) computing.set(key, work)
      let entry: CachedJson
      try {
        entry = await work
      } finally {
        if (key !== undefined && computing.get(key) === work) computing.delete(key)
        if (key !== undefined) store.refreshed(key)
      }
      // An answer computed while content changed is kept as stale: it stands in until the next one.
      if (key !== undefined) store.add(entry, computedAt)
      send(entry, req, res, nonce)
    },
    clear: store.clear,
    size: store.size,
    close: store.close,
  }
}
