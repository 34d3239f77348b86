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

/** An answer that is not the file the address names: never cached, and without the file's ETag. */
function noCover(res: Response) {
  res.removeHeader('ETag')
  return res.set('Cache-Control', 'no-store')
}

const notFound = (res: Response) => noCover(res).status(404).type('text/plain').send('Not found')

/**
 * `/covers/{projects|blog}/{lang}/{slug}/{hash}[-{width}].{avif|webp|jpg}`: an item's generated cover
 * (docs/decisions/035). Each file is drawn the first time it is asked for, one image at a time with
 * the uploads' work, and kept in DATA_DIR/covers under the hash of what it shows; an edited item gets
 * a new hash, so a kept file is never stale and is cached by browsers for a year; an old hash is sent
 * on (302) to the cover the item shows now.
 */
export function coversRouter(runtime: AppRuntime, logger: Logger): Router {
  const router = Router()
  const { services } = runtime
  const directory = path.join(runtime.config.dataDir, 'covers')
  const drawing = new Map<string, ReturnType<typeof draw>>()

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

  /**
   * Draws the cover `file` names, if it is the one its item shows now. Otherwise answers where the
   * item's cover of today is (an old or made-up hash), or `undefined` when there is no such item.
   */
  async function draw(
    req: Request,
    file: string,
    hash: string,
    widthText: string | undefined,
    format: 'jpg' | 'avif' | 'webp',
  ): Promise<{ drawn: true } | { current: string } | undefined> {
    const { type: typePath, lang, slug } = req.params as Record<string, string>
    if (!isLanguage(lang)) return undefined
    const found = await currentDrawing(String(typePath), lang, String(slug))
    if (!found) return undefined
    const source = { slug: found.item.slug, title: found.item.title, category: found.item.category }
    const { src } = coverAssetOf(found.type, source, lang)
    // Only the cover the item shows now is drawn: an old hash, or one made up, is not.
    if (!src.endsWith(`/${hash}.jpg`)) {
      return { current: widthText ? src.replace(/\.jpg$/, `-${widthText}.${format}`) : src }
    }
    const width = widthText ? Number(widthText) : coverWidths.at(-1)!
    const image = await oneImageAtATime(() =>
      renderCover(coverDrawingOf(found.type, source, lang), width, format),
    )
    await fs.mkdir(directory, { recursive: true })
    const staging = path.join(directory, `.${file}.${randomUUID()}`)
    await fs.writeFile(staging, image)
    await fs.rename(staging, path.join(directory, file))
    return { drawn: true }
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
        pending = draw(req, file, hash, widthText, format as 'jpg' | 'avif' | 'webp').finally(() =>
          drawing.delete(file),
        )
        drawing.set(file, pending)
      }
      try {
        const outcome = await pending
        if (!outcome) return notFound(res)
        // A page kept from before an edit still names the old cover: it gets today's, in its size.
        if ('current' in outcome) return noCover(res).redirect(302, outcome.current)
        image = await fs.readFile(kept)
      } catch (error) {
        logger.error({ err: error, file }, 'cover could not be drawn')
        return noCover(res).status(500).type('text/plain').send('The cover could not be drawn')
      }
    }
    res.type(format === 'jpg' ? 'image/jpeg' : `image/${format}`).send(image)
  })

  return router
}
