import express, { type RequestHandler } from 'express'
import type { UploadStorage } from '~/services/upload-storage.server.ts'
import type { Logger } from './logger.ts'

/** A fallback (`<id>.jpg|png`) or a variant (`<id>-<width>.avif|webp`): nothing else is ever asked of the bucket. */
const uploadName = /^\/([0-9a-f-]{36}(?:-\d{1,4})?\.(?:jpg|png|webp|avif))$/

/**
 * `/uploads/...`: files on disk through express.static, or objects streamed from the bucket with the
 * same caching, ETag, conditional and range answers.
 */
export function uploadsHandler(storage: UploadStorage, logger: Logger): RequestHandler {
  if (storage.kind === 'directory') {
    return express.static(storage.directory, {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
    })
  }
  return async (req, res) => {
    const name = uploadName.exec(req.path)?.[1]
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !name) {
      res.status(404).type('text/plain').send('Not found')
      return
    }
    try {
      const object = await storage.get(name, {
        range: req.get('range'),
        ifNoneMatch: req.get('if-none-match'),
      })
      if (object.status === 404 || object.status === 412) {
        res.status(404).type('text/plain').send('Not found')
        return
      }
      if (object.status === 416) {
        res.status(416).type('text/plain').send('Range not satisfiable')
        return
      }
      res.status(object.status).set(object.headers)
      if (object.status === 304 || req.method === 'HEAD' || !object.body) {
        object.body?.destroy()
        res.end()
        return
      }
      object.body.on('error', () => res.destroy())
      object.body.pipe(res)
    } catch (error) {
      logger.warn({ err: error, file: name }, 'upload could not be read from the bucket')
      res
        .status(502)
        .set('Cache-Control', 'no-store')
        .type('text/plain')
        .send('The image store is unavailable')
    }
  }
}
