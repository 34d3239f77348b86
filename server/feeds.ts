import { type Request, type Response, Router } from 'express'
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
const maxSitemapUrls = 50_000

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

function origin(req: Request, runtime: AppRuntime): string {
  return runtime.config.publicUrl ?? `${req.protocol}://${req.get('host')}`
}

const lastChange = (post: BlogPost) => post.updatedAt ?? post.createdAt

/** sitemap.xml, robots.txt, rss.xml and feed.json, built from the published content on each request. */
export function feedsRouter(runtime: AppRuntime): Router {
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

  router.get('/sitemap.xml', async (req: Request, res: Response) => {
    const base = origin(req, runtime)
    const [posts, projects] = await Promise.all([
      services.blogPosts.listPublished(),
      services.projects.list(),
    ])
    const newestPost = posts[0] ? lastChange(posts[0]) : undefined
    const newestProject = projects
      .map((project) => project.updatedAt ?? project.createdAt)
      .sort()
      .at(-1)
    const newestContent = [newestPost, newestProject].filter(Boolean).sort().at(-1)
    const lastmod: Record<string, string | undefined> = {
      '/': newestContent,
      '/blog': newestPost,
      '/projects': newestProject,
    }
    const entries = [
      ...staticPages.map((page) => ({ loc: `${base}${page}`, lastmod: lastmod[page] })),
      ...posts.map((post) => ({ loc: `${base}/blog/${post.slug}`, lastmod: lastChange(post) })),
    ].slice(0, maxSitemapUrls)
    const body = entries
      .map(
        (entry) =>
          `  <url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod.slice(0, 10)}</lastmod>` : ''}</url>`,
      )
      .join('\n')
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=300')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
      )
  })

  router.get('/rss.xml', async (req: Request, res: Response) => {
    const base = origin(req, runtime)
    const [posts, profile] = await Promise.all([
      services.blogPosts.listPublished(),
      services.settings.getProfile(),
    ])
    const items = posts
      .slice(0, 50)
      .map(
        (post) => `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${base}/blog/${post.slug}</link>
      <guid isPermaLink="true">${base}/blog/${post.slug}</guid>
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
    <link>${base}/blog</link>
    <atom:link href="${base}/rss.xml" rel="self" type="application/rss+xml"/>
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
      services.blogPosts.listPublished(),
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
          items: posts.slice(0, 50).map((post) => ({
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
