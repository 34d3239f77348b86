import fs from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { RequestHandler, Response } from 'express'
import { acceptsEncoding } from './accept-encoding.ts'

/** A file of the build and the sizes of the copies written beside it (undefined: no such copy). */
type ClientFile = { file: string; size: number; brotli?: number; gzip?: number }

const yearSeconds = 31_536_000
/** The service worker must be revalidated on every check, or browsers keep an old one for a day. */
const alwaysRevalidated = new Set(['/sw.js', '/sw-article-cleanup.js'])

/** Every file of the browser build by URL path, with the compressed copies scripts/precompress.ts wrote. */
function indexClientFiles(clientDir: string): Map<string, ClientFile> {
  const files = new Map<string, ClientFile>()
  const all = new Set(
    (fs.readdirSync(clientDir, { recursive: true, encoding: 'utf8' }) as string[]).map((name) =>
      name.split(path.sep).join('/'),
    ),
  )
  for (const name of all) {
    if (name.endsWith('.br') || name.endsWith('.gz') || name.split('/').some((part) => part.startsWith('.')))
      continue
    const file = path.join(clientDir, name)
    const stats = fs.statSync(file)
    if (!stats.isFile()) continue
    const sizeOf = (copy: string) =>
      all.has(copy) ? fs.statSync(path.join(clientDir, copy)).size : undefined
    files.set(`/${name}`, {
      file,
      size: stats.size,
      brotli: sizeOf(`${name}.br`),
      gzip: sizeOf(`${name}.gz`),
    })
  }
  return files
}

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return `public, max-age=${yearSeconds}, immutable`
  if (alwaysRevalidated.has(urlPath)) return 'no-cache'
  return 'public, max-age=3600'
}

function decodedPath(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw)
  } catch {
    return undefined
  }
}

/**
 * Serves the browser build from an index made at startup, so page requests cost no file-system lookup,
 * and answers with the brotli or gzip copy the client accepts (hashed assets are never recompressed).
 */
export function clientFiles(clientDir: string): RequestHandler {
  const files = indexClientFiles(clientDir)
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const urlPath = decodedPath(req.path)
    const entry = urlPath === undefined ? undefined : files.get(urlPath)
    if (!entry || urlPath === undefined) {
      // A hashed asset that is not in this build (an old page asking for last release's chunk).
      if (req.path.startsWith('/assets/')) return res.status(404).type('text/plain').send('Not found')
      return next()
    }
    const accepted = req.get('accept-encoding')
    const encoding =
      entry.brotli !== undefined && acceptsEncoding(accepted, 'br')
        ? 'br'
        : entry.gzip !== undefined && acceptsEncoding(accepted, 'gzip')
          ? 'gzip'
          : undefined
    // The build's scripts are ES modules, which browsers always read as UTF-8: no charset parameter.
    if (urlPath.startsWith('/assets/') && urlPath.endsWith('.js'))
      res.setHeader('Content-Type', 'text/javascript')
    else res.type(path.extname(entry.file) || 'application/octet-stream')
    res.set('X-Content-Type-Options', 'nosniff')
    res.set('Cache-Control', cacheControlFor(urlPath))
    if (entry.brotli !== undefined || entry.gzip !== undefined) res.vary('Accept-Encoding')
    if (encoding) res.set('Content-Encoding', encoding)
    const file =
      encoding === 'br' ? `${entry.file}.br` : encoding === 'gzip' ? `${entry.file}.gz` : entry.file
    // A hashed asset never changes under its name, so nothing revalidates it: it goes out without an
    // ETag, a date or ranges (about 100 bytes less on each of a page's script responses).
    if (urlPath.startsWith('/assets/')) {
      const size = encoding === 'br' ? entry.brotli : encoding === 'gzip' ? entry.gzip : entry.size
      res.setHeader('Content-Length', size ?? entry.size)
      if (req.method === 'HEAD') return res.end()
      // A read that fails halfway leaves a truncated body: the connection is closed, not reused.
      pipeline(fs.createReadStream(file), res).catch(() => res.destroy())
      return
    }
    res.sendFile(file, { cacheControl: false }, (error) => {
      if (error && !res.headersSent) {
        resetForNext(res)
        next(error)
      }
    })
  }
}

function resetForNext(res: Response) {
  res.removeHeader('Content-Encoding')
  res.removeHeader('Content-Type')
  res.removeHeader('Cache-Control')
}
