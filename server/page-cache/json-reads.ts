import type { ServerResponse } from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
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
import { type ContentReads, recordContentReads, trackContentReads } from './content-reads.ts'
import { type ContentCacheOptions, createContentStore, type StoredAnswer } from './content-store.ts'

export type JsonReadCacheOptions = ContentCacheOptions

type CachedJson = StoredAnswer & {
  headers: HeaderTemplate
  etag: string
  identity: Buffer
  gzip?: Buffer
  brotli?: Buffer
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
    maxBytes: options.maxBytes ?? 16 * 1024 * 1024,
    now,
  })

  function send(entry: CachedJson, req: Request, res: ServerResponse, nonce: string) {
    const notModified = matchesEtag(req.headers['if-none-match'], entry.etag)
    const headers = fillHeaders(entry.headers, nonce, notModified ? notModifiedOmits : undefined)
    headers.push('Cache-Control', publicJsonCacheControl, 'Vary', 'Accept-Encoding', 'ETag', entry.etag)
    if (notModified) return writeAnswer(res, 304, headers, undefined)
    const accepted = req.headers['accept-encoding']
    let body = entry.identity
    if (entry.brotli && acceptsEncoding(accepted, 'br')) {
      body = entry.brotli
      headers.push('Content-Encoding', 'br')
    } else if (entry.gzip && acceptsEncoding(accepted, 'gzip')) {
      body = entry.gzip
      headers.push('Content-Encoding', 'gzip')
    }
    writeAnswer(res, 200, headers, { chunks: [body], length: body.length })
  }

  function cachedJson(key: string, value: unknown, reads: ContentReads, res: Response): CachedJson {
    res.setHeader('Content-Type', jsonType)
    const identity = Buffer.from(JSON.stringify(value))
    const compressible = identity.length >= compressionThreshold
    const gzip = compressible ? gzipSync(identity) : undefined
    const brotli = compressible
      ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : undefined
    return {
      key,
      reads,
      headers: headerTemplate(res, res.locals.cspNonce),
      etag: weakEtag(identity),
      identity,
      gzip,
      brotli,
      expiresAt: now() + ttlMs,
      bytes: identity.length + (gzip?.length ?? 0) + (brotli?.length ?? 0),
    }
  }

  return {
    answer(req, res) {
      const key = req.url
      if (key === undefined || readSessionCredential(req)) return false
      const entry = store.get(key)
      if (!entry) return false
      send(entry, req, res, newCspNonce())
      return true
    },
    async respond(req, res, read) {
      const key = req.originalUrl
      const computedAt = store.generation()
      const reads: ContentReads = new Set()
      const value = await recordContentReads(reads, () => read(trackedServices))
      const entry = cachedJson(key, value, reads, res)
      // An answer computed while content changed is sent, but not kept.
      store.add(entry, computedAt)
      send(entry, req, res, res.locals.cspNonce)
    },
    clear: store.clear,
    size: store.size,
    close: store.close,
  }
}
