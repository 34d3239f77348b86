import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { type Request, type Response, Router } from 'express'
import { blogPostType, projectType } from '~/content-types/index.ts'
import { localize } from '~/content-types/translations.ts'
import { isLanguage, type Language } from '~/i18n/config.ts'
import { slugPattern } from '~/schemas/fields.ts'
import { coverAssetOf, coverDrawingOf, coverTypeOfPath, coverWidths } from '~/services/covers.server.ts'
import { NotFoundError } from '~/services/errors.ts'
import type { AppRuntime } from '~/services/runtime.server.ts'
import { oneImageAtATime } from '~/services/uploads.server.ts'
import type { Logger } from './logger.ts'
import { renderCover } from './og-card.ts'

/** `<hash>.jpg` (the `src`) or `<hash>-<width>.avif|webp` (a variant), as coverAssetOf names them. */
const coverFile = /^([0-9a-f]{16})(?:-(\d{3,4}))?\.(jpg|avif|webp)$/

const notFound = (res: Response) =>
  res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found')

/**
 * `/covers/{projects|blog}/{lang}/{slug}/{hash}[-{width}].{avif|webp|jpg}`: an item's generated cover
 * (docs/decisions/035). Each file is drawn the first time it is asked for, one image at a time with
 * the uploads' work, and kept in DATA_DIR/covers under the hash of what it shows; an edited item gets
 * a new hash, so a kept file is never stale and is cached by browsers for a year.
 */
export function coversRouter(runtime: AppRuntime, logger: Logger): Router {
  const router = Router()
  const { services } = runtime
  const directory = path.join(runtime.config.dataDir, 'covers')
  const drawing = new Map<string, Promise<void>>()

  async function currentDrawing(typePath: string, language: Language, slug: string) {
    const type = coverTypeOfPath(typePath)
    try {
      if (type === 'projects') {
        const item = localize(projectType, await services.projects.getBySlug(slug), language)
        return { type, item }
      }
      if (type === 'blogPosts') {
        const item = localize(blogPostType, await services.blogPosts.getPublishedBySlug(slug), language)
        return { type, item }
      }
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error
    }
    return undefined
  }

  async function draw(
    req: Request,
    file: string,
    hash: string,
    width: number,
    format: 'jpg' | 'avif' | 'webp',
  ) {
    const { type: typePath, lang, slug } = req.params as Record<string, string>
    if (!isLanguage(lang)) return false
    const found = await currentDrawing(String(typePath), lang, String(slug))
    if (!found) return false
    const source = { slug: found.item.slug, title: found.item.title, category: found.item.category }
    // Only the cover the item shows now is drawn: an old hash, or one made up, is not.
    if (!coverAssetOf(found.type, source, lang).src.endsWith(`/${hash}.jpg`)) return false
    const image = await oneImageAtATime(() =>
      renderCover(coverDrawingOf(found.type, source, lang), width, format),
    )
    await fs.mkdir(directory, { recursive: true })
    const staging = path.join(directory, `.${file}.${randomUUID()}`)
    await fs.writeFile(staging, image)
    await fs.rename(staging, path.join(directory, file))
    return true
  }

  router.get('/covers/:type/:lang/:slug/:file', async (req: Request, res: Response) => {
    const match = coverFile.exec(String(req.params.file))
    if (!match || !slugPattern.test(String(req.params.slug))) return notFound(res)
    const [file, hash, widthText, format] = match as unknown as [string, string, string?, string?]
    const width = widthText ? Number(widthText) : coverWidths.at(-1)!
    if ((format === 'jpg') !== (widthText === undefined) || !coverWidths.includes(width)) return notFound(res)
    const kept = path.join(directory, file)
    // The name says what the file shows, so it is the ETag every instance gives the same file.
    res.set({ 'Cache-Control': 'public, max-age=31536000, immutable', ETag: `"${file}"` })
    if (req.fresh) return res.status(304).end()
    let image = await fs.readFile(kept).catch(() => undefined)
    if (!image) {
      // Several visitors asking for the same new cover wait for one drawing of it.
      let pending = drawing.get(file)
      if (!pending) {
        pending = draw(req, file, hash, width, format as 'jpg' | 'avif' | 'webp')
          .then((drawn) => {
            if (!drawn) throw new NotFoundError('No such cover')
          })
          .finally(() => drawing.delete(file))
        drawing.set(file, pending)
      }
      try {
        await pending
        image = await fs.readFile(kept)
      } catch (error) {
        res.removeHeader('ETag')
        if (error instanceof NotFoundError) return notFound(res)
        logger.error({ err: error, file }, 'cover could not be drawn')
        return res
          .status(500)
          .set('Cache-Control', 'no-store')
          .type('text/plain')
          .send('The cover could not be drawn')
      }
    }
    res.type(format === 'jpg' ? 'image/jpeg' : `image/${format}`).send(image)
  })

  return router
}
