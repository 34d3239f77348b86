import { type Request, type Response, Router } from 'express'
import { metaTranslator } from '~/components/blog/meta-translator.ts'
import { blogPostType } from '~/content-types/blog-posts.ts'
import { localizeAll } from '~/content-types/translations.ts'
import { type Language, localizedPath, supportedLanguages } from '~/i18n/config.ts'
import { escapeXml } from '~/lib/escape.ts'
import { renderMarkdown } from '~/lib/markdown.server.ts'
import type { BlogPost } from '~/lib/models.ts'
import { publicProfile } from '~/lib/profile.ts'
import { blogCategories } from '~/schemas/categories.ts'
import type { AppRuntime } from '~/services/runtime.server.ts'

/**
 * Public pages that exist whatever the content. Projects have no page of their own (they are shown on
 * /projects and the home page), so they count in those pages' lastmod instead of being listed.
 */
const staticPages = [
  '/',
  '/projects',
  '/case-studies',
  '/blog',
  '/contact',
  '/demo-request',
  '/network',
  '/ai-strategy-sprint',
  '/privacy',
  '/terms',
  '/capability-statement',
  '/accessibility',
]

/** The sitemap protocol's limit for one file. */
export const maxSitemapUrls = 50_000
/** What the feeds carry: the newest posts, however many there are. */
export const feedItemCount = 50

/** PUBLIC_URL, or the origin the request came to (its Host already checked: server/request-guard.ts). */
function origin(req: Request, runtime: AppRuntime): string {
  return runtime.config.publicUrl ?? `${req.protocol}://${req.get('host')}`
}

const lastChange = (post: Pick<BlogPost, 'createdAt' | 'updatedAt'>) => post.updatedAt ?? post.createdAt

/** A page of the site (its English path) with its last change. */
type SitemapPage = { path: string; lastmod?: string }

/** One URL of the sitemap: one page in one language, naming the page in every language. */
type SitemapEntry = SitemapPage & { language: Language }

/** Each page is listed once per language (docs/decisions/027-language-urls.md). */
const languageCount = supportedLanguages.length

function urlset(base: string, entries: SitemapEntry[]): string {
  const body = entries
    .map((entry) => {
      const loc = `${base}${localizedPath(entry.path, entry.language)}`
      const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.slice(0, 10)}</lastmod>` : ''
      const alternates = [
        ...supportedLanguages.map((language) => ({ language, path: localizedPath(entry.path, language) })),
        { language: 'x-default', path: entry.path },
      ]
        .map(
          (alternate) =>
            `<xhtml:link rel="alternate" hreflang="${alternate.language}" href="${escapeXml(`${base}${alternate.path}`)}"/>`,
        )
        .join('')
      return `  <url><loc>${escapeXml(loc)}</loc>${lastmod}${alternates}</url>`
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`
}

function sitemapIndex(base: string, files: number): string {
  const body = Array.from(
    { length: files },
    (_, index) => `  <sitemap><loc>${escapeXml(`${base}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
  ).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`
}

/** sitemap.xml, robots.txt, rss.xml and feed.json, built from the published content on each request. */
export function feedsRouter(runtime: AppRuntime, { sitemapSize = maxSitemapUrls } = {}): Router {
  const router = Router()
  const { services } = runtime

  router.get('/robots.txt', (req: Request, res: Response) => {
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /payment-success\n\nSitemap: ${origin(req, runtime)}/sitemap.xml\n`,
      )
  })

  /**
   * The sitemap's pages from `offset`, at most `limit`: the fixed pages first, then every published
   * post, oldest first, so a new post lands in the last file and the others stay as they were.
   */
  async function sitemapPages(offset: number, limit: number): Promise<SitemapPage[]> {
    const [newest] = await services.blogPosts.latestPublished(1)
    const newestPost = newest ? lastChange(newest) : undefined
    const [newestProject, newestCaseStudy, newestPrinciple] = await Promise.all([
      services.projects.lastChange(),
      services.caseStudies.lastChange(),
      services.workPrinciples.lastChange(),
    ])
    const lastmod: Record<string, string | undefined> = {
      '/': [newestPost, newestProject].filter(Boolean).sort().at(-1),
      '/blog': newestPost,
      '/projects': newestProject,
      '/case-studies': [newestCaseStudy, newestPrinciple].filter(Boolean).sort().at(-1),
    }
    const fixed = staticPages
      .slice(offset, offset + limit)
      .map((page) => ({ path: page, lastmod: lastmod[page] }))
    const postOffset = Math.max(0, offset - staticPages.length)
    const postLimit = limit - fixed.length
    const posts =
      postLimit > 0 ? await services.blogPosts.publishedLinks({ limit: postLimit, offset: postOffset }) : []
    return [...fixed, ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastmod: lastChange(post) }))]
  }

  /** The sitemap's URLs from `offset`, at most `limit`: each page in each language, in turn. */
  async function sitemapEntries(offset: number, limit: number): Promise<SitemapEntry[]> {
    const firstPage = Math.floor(offset / languageCount)
    const pages = await sitemapPages(firstPage, Math.ceil((offset + limit) / languageCount) - firstPage)
    const entries = pages.flatMap((page) => supportedLanguages.map((language) => ({ ...page, language })))
    const skipped = offset - firstPage * languageCount
    return entries.slice(skipped, skipped + limit)
  }

  const sitemapUrlCount = async () =>
    (staticPages.length + (await services.blogPosts.countPublished())) * languageCount

  /** One file when everything fits (50,000 URLs); past that, an index of files of that size each. */
  router.get('/sitemap.xml', async (req: Request, res: Response) => {
    const base = origin(req, runtime)
    const total = await sitemapUrlCount()
    res.type('application/xml').set('Cache-Control', 'public, max-age=300')
    if (total <= sitemapSize) return void res.send(urlset(base, await sitemapEntries(0, sitemapSize)))
    res.send(sitemapIndex(base, Math.ceil(total / sitemapSize)))
  })

  router.get(/^\/sitemap-([1-9]\d{0,5})\.xml$/, async (req: Request, res: Response, next) => {
    const number = Number((req.params as Record<string, string>)[0])
    const total = await sitemapUrlCount()
    if (total <= sitemapSize || (number - 1) * sitemapSize >= total) return next()
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=300')
      .send(urlset(origin(req, runtime), await sitemapEntries((number - 1) * sitemapSize, sitemapSize)))
  })

  /**
   * The newest posts and the feed's texts in a language, as that language's pages show them (each
   * post's translation, or its English): the title, the owner's description, where the pages are.
   */
  async function feedOf(req: Request, language: Language) {
    const base = origin(req, runtime)
    const [posts, profile] = await Promise.all([
      services.blogPosts.latestPublished(feedItemCount),
      services.settings.getProfile(),
    ])
    const t = metaTranslator(language)
    const url = (path: string) => `${base}${localizedPath(path, language)}`
    return {
      posts: localizeAll(blogPostType, posts, language),
      profile: publicProfile(profile, language),
      url,
      // Feed readers show the body away from the site: its images need the site's address.
      body: (post: BlogPost) => renderMarkdown(post.content, { origin: base }),
      title: `${profile.name} — ${t('blog.eyebrow')}`,
      postUrl: (post: BlogPost) => url(`/blog/${post.slug}`),
      categoryLabel: (category: string) =>
        (blogCategories as readonly string[]).includes(category)
          ? t(`blog.categories.${category}`)
          : category,
    }
  }

  // Each language has its feeds beside its pages: /rss.xml, /es/rss.xml, /fr/feed.json…
  for (const language of supportedLanguages) {
    router.get(localizedPath('/rss.xml', language), async (req: Request, res: Response) => {
      const { posts, profile, url, title, postUrl, categoryLabel, body } = await feedOf(req, language)
      const items = posts
        .map(
          (post) => `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${escapeXml(postUrl(post))}</link>
      <guid isPermaLink="true">${escapeXml(postUrl(post))}</guid>
      <pubDate>${new Date(post.createdAt).toUTCString()}</pubDate>
      <category>${escapeXml(categoryLabel(post.category))}</category>
      <description>${escapeXml(post.excerpt)}</description>
      <content:encoded><![CDATA[${body(post).replaceAll(']]>', ']]]]><![CDATA[>')}]]></content:encoded>
    </item>`,
        )
        .join('\n')
      res
        .type('application/rss+xml')
        .set('Cache-Control', 'public, max-age=300')
        .send(`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(title)}</title>
    <link>${escapeXml(url('/blog'))}</link>
    <atom:link href="${escapeXml(url('/rss.xml'))}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(profile.description)}</description>
    <language>${language}</language>
${items}
  </channel>
</rss>
`)
    })

    router.get(localizedPath('/feed.json', language), async (req: Request, res: Response) => {
      const { posts, profile, url, title, postUrl, categoryLabel, body } = await feedOf(req, language)
      res
        .type('application/feed+json')
        .set('Cache-Control', 'public, max-age=300')
        .send(
          JSON.stringify({
            version: 'https://jsonfeed.org/version/1.1',
            title,
            home_page_url: url('/blog'),
            feed_url: url('/feed.json'),
            description: profile.description,
            language,
            authors: [{ name: profile.name, url: url('/') }],
            items: posts.map((post) => ({
              id: postUrl(post),
              url: postUrl(post),
              title: post.title,
              summary: post.excerpt,
              content_html: body(post),
              date_published: post.createdAt,
              date_modified: lastChange(post),
              tags: [categoryLabel(post.category), ...post.tags],
            })),
          }),
        )
    })
  }

  router.get('/.well-known/security.txt', async (req: Request, res: Response) => {
    const profile = await services.settings.getProfile()
    const expires = new Date(Date.now() + 180 * 24 * 60 * 60 * 1000).toISOString()
    res
      .type('text/plain')
      .send(
        `Contact: mailto:${profile.email}\nExpires: ${expires}\nPreferred-Languages: en, es, fr\nCanonical: ${origin(req, runtime)}/.well-known/security.txt\n`,
      )
  })
  return router
}
