import { type Request, type Response, Router } from 'express'
import { escapeXml } from '~/lib/escape.ts'
import { renderMarkdown } from '~/lib/markdown.server.ts'
import type { BlogPost } from '~/lib/models.ts'
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

type SitemapEntry = { loc: string; lastmod?: string }

function urlset(entries: SitemapEntry[]): string {
  const body = entries
    .map(
      (entry) =>
        `  <url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod.slice(0, 10)}</lastmod>` : ''}</url>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`
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
   * The sitemap's entries from `offset`, at most `limit`: the fixed pages first, then every published
   * post, oldest first, so a new post lands in the last file and the others stay as they were.
   */
  async function sitemapEntries(base: string, offset: number, limit: number): Promise<SitemapEntry[]> {
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
      .map((page) => ({ loc: `${base}${page}`, lastmod: lastmod[page] }))
    const postOffset = Math.max(0, offset - staticPages.length)
    const postLimit = limit - fixed.length
    const posts =
      postLimit > 0 ? await services.blogPosts.publishedLinks({ limit: postLimit, offset: postOffset }) : []
    return [
      ...fixed,
      ...posts.map((post) => ({ loc: `${base}/blog/${post.slug}`, lastmod: lastChange(post) })),
    ]
  }

  /** One file when everything fits (50,000 URLs); past that, an index of files of that size each. */
  router.get('/sitemap.xml', async (req: Request, res: Response) => {
    const base = origin(req, runtime)
    const total = staticPages.length + (await services.blogPosts.countPublished())
    res.type('application/xml').set('Cache-Control', 'public, max-age=300')
    if (total <= sitemapSize) return void res.send(urlset(await sitemapEntries(base, 0, sitemapSize)))
    res.send(sitemapIndex(base, Math.ceil(total / sitemapSize)))
  })

  router.get(/^\/sitemap-([1-9]\d{0,5})\.xml$/, async (req: Request, res: Response, next) => {
    const number = Number((req.params as Record<string, string>)[0])
    const total = staticPages.length + (await services.blogPosts.countPublished())
    if (total <= sitemapSize || (number - 1) * sitemapSize >= total) return next()
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=300')
      .send(urlset(await sitemapEntries(origin(req, runtime), (number - 1) * sitemapSize, sitemapSize)))
  })

  router.get('/rss.xml', async (req: Request, res: Response) => {
    const base = origin(req, runtime)
    const [posts, profile] = await Promise.all([
      services.blogPosts.latestPublished(feedItemCount),
      services.settings.getProfile(),
    ])
    const items = posts
      .map(
        (post) => `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${escapeXml(`${base}/blog/${post.slug}`)}</link>
      <guid isPermaLink="true">${escapeXml(`${base}/blog/${post.slug}`)}</guid>
      <pubDate>${new Date(post.createdAt).toUTCString()}</pubDate>
      <category>${escapeXml(post.category)}</category>
      <description>${escapeXml(post.excerpt)}</description>
      <content:encoded><![CDATA[${renderMarkdown(post.content).replaceAll(']]>', ']]]]><![CDATA[>')}]]></content:encoded>
    </item>`,
      )
      .join('\n')
    res
      .type('application/rss+xml')
      .set('Cache-Control', 'public, max-age=300')
      .send(`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${profile.name} — Insights`)}</title>
    <link>${escapeXml(`${base}/blog`)}</link>
    <atom:link href="${escapeXml(`${base}/rss.xml`)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(profile.description)}</description>
    <language>en</language>
${items}
  </channel>
</rss>
`)
  })

  router.get('/feed.json', async (req: Request, res: Response) => {
    const base = origin(req, runtime)
    const [posts, profile] = await Promise.all([
      services.blogPosts.latestPublished(feedItemCount),
      services.settings.getProfile(),
    ])
    res
      .type('application/feed+json')
      .set('Cache-Control', 'public, max-age=300')
      .send(
        JSON.stringify({
          version: 'https://jsonfeed.org/version/1.1',
          title: `${profile.name} — Insights`,
          home_page_url: `${base}/blog`,
          feed_url: `${base}/feed.json`,
          description: profile.description,
          language: 'en',
          authors: [{ name: profile.name, url: base }],
          items: posts.map((post) => ({
            id: `${base}/blog/${post.slug}`,
            url: `${base}/blog/${post.slug}`,
            title: post.title,
            summary: post.excerpt,
            content_html: renderMarkdown(post.content),
            date_published: post.createdAt,
            date_modified: lastChange(post),
            tags: [post.category, ...post.tags],
          })),
        }),
      )
  })

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
