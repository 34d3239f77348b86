import { createHash } from 'node:crypto'
import { type NextFunction, type Request, type Response, Router } from 'express'
import { blogPostType } from '~/content-types/index.ts'
import { localize } from '~/content-types/translations.ts'
import {
  fallbackLanguage,
  isLanguage,
  type Language,
  supportedLanguages,
  unlocalizedPath,
} from '~/i18n/config.ts'
import { createI18n } from '~/i18n/i18n.ts'
import { publicProfile } from '~/lib/profile.ts'
import { isOgPageKey } from '~/lib/seo.ts'
import { pageCardText } from '~/lib/static-page-seo.ts'
import { blogCategories } from '~/schemas/categories.ts'
import { slugPattern } from '~/schemas/fields.ts'
import { coverArtOf } from '~/services/covers.server.ts'
import { NotFoundError } from '~/services/errors.ts'
import type { AppRuntime } from '~/services/runtime.server.ts'
import { type OgCard, renderOgCard } from './og-card.ts'

type CachedImage = { png: Buffer; etag: string }

/** Enough for every page card in every language and the recent articles; the oldest entry goes first. */
const maxCachedImages = 300

const cacheControl = 'public, max-age=3600, stale-while-revalidate=86400'

/** Responses that must stay out of search results, whatever the page says in its head. */
function robotsHeader(req: Request): string | undefined {
  if (req.path === '/admin' || req.path.startsWith('/admin/') || req.path.startsWith('/api/')) {
    return 'noindex, nofollow'
  }
  if (unlocalizedPath(req.path).startsWith('/blog/') && req.query.embed === 'true') return 'noindex'
  return undefined
}

/** Sets X-Robots-Tag on the responses search engines must leave out (also on the page-view beacon's). */
export function robotsTag(req: Request, res: Response, next: NextFunction) {
  const rule = robotsHeader(req)
  if (rule) res.set('X-Robots-Tag', rule)
  next()
}

/**
 * The Open Graph images (/og/{slug}.png per published article, /og/pages/{lang}/{page}.png for the
 * other pages) and the X-Robots-Tag header on what crawlers must not index.
 */
export function seoRouter(runtime: AppRuntime): Router {
  const router = Router()
  const { services, config } = runtime
  const cache = new Map<string, CachedImage>()

  services.events.onChange((change) => {
    generation += 1
    if (change.kind === 'settings') cache.clear()
    if (change.kind === 'blogPost')
      for (const slug of change.slugs)
        for (const language of supportedLanguages) cache.delete(`post:${language}:${slug}`)
  })

  router.use(robotsTag)

  // The configured URL, never the request's Host header: the image is cached for every visitor.
  const site = new URL(config.siteUrl).host
  /** Counts content changes, so an image rendered while one happened is not kept. */
  let generation = 0

  async function send(req: Request, res: Response, key: string, card: () => Promise<OgCard | undefined>) {
    let image = cache.get(key)
    if (!image) {
      const renderedAt = generation
      const content = await card()
      if (!content) {
        res.status(404).type('text/plain').send('Not found')
        return
      }
      const png = await renderOgCard(content)
      image = { png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"` }
      if (renderedAt === generation) {
        if (cache.size >= maxCachedImages) cache.delete(cache.keys().next().value as string)
        cache.set(key, image)
      }
    }
    res.set({ 'Cache-Control': cacheControl, ETag: image.etag })
    if (req.fresh) {
      res.status(304).end()
      return
    }
    res.type('image/png').send(image.png)
  }

  router.get('/og/pages/:lang/:file', async (req: Request, res: Response) => {
    const { lang } = req.params
    const key = String(req.params.file).replace(/\.png$/, '')
    if (!isLanguage(lang) || !String(req.params.file).endsWith('.png') || !isOgPageKey(key)) {
      res.status(404).type('text/plain').send('Not found')
      return
    }
    await send(req, res, `page:${lang}:${key}`, async () => {
      const profile = publicProfile(await services.settings.getProfile(), lang)
      const text = pageCardText(key, createI18n(lang).getFixedT(lang), profile, lang)
      return { ...text, name: profile.name, site }
    })
  })

  /** An article's card in a language: its title translated where it is, its category's label. */
  async function sendArticle(req: Request, res: Response, file: string, language: Language) {
    const slug = file.replace(/\.png$/, '')
    if (!file.endsWith('.png') || !slugPattern.test(slug)) {
      res.status(404).type('text/plain').send('Not found')
      return
    }
    await send(req, res, `post:${language}:${slug}`, async () => {
      try {
        const [stored, profile] = await Promise.all([
          services.blogPosts.getPublishedBySlug(slug),
          services.settings.getProfile(),
        ])
        const post = localize(blogPostType, stored, language)
        const t = createI18n(language).getFixedT(language)
        const label = (blogCategories as readonly string[]).includes(post.category)
          ? t(`blog.categories.${post.category}`)
          : post.category
        // The share card wears the article's cover colours and pattern.
        const art = coverArtOf('blogPosts', post)
        return { label, title: post.title, name: publicProfile(profile, language).name, site, art }
      } catch (error) {
        if (error instanceof NotFoundError) return undefined
        throw error
      }
    })
  }

  router.get('/og/:file', (req: Request, res: Response) =>
    sendArticle(req, res, String(req.params.file), fallbackLanguage),
  )
  router.get('/og/:lang/:file', async (req: Request, res: Response) => {
    const { lang } = req.params
    if (!isLanguage(lang) || lang === fallbackLanguage) {
      res.status(404).type('text/plain').send('Not found')
      return
    }
    await sendArticle(req, res, String(req.params.file), lang)
  })

  return router
}
