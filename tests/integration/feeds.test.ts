import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildBlogPost } from '../factories.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://consulting.example' })
  token = await server.login()
})

afterAll(async () => {
  await server?.close()
})

async function createPost(overrides: Parameters<typeof buildBlogPost>[0] = {}) {
  const response = await server.request<{ slug: string }>('/api/admin/blog-posts', {
    method: 'POST',
    token,
    json: buildBlogPost(overrides),
  })
  expect(response.status).toBe(201)
  return response.body
}

describe('robots.txt', () => {
  it('keeps crawlers out of the admin and the API and points at the sitemap', async () => {
    const response = await server.request('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.text).toContain('Disallow: /admin')
    expect(response.text).toContain('Disallow: /api/')
    expect(response.text).toContain('Sitemap: https://consulting.example/sitemap.xml')
  })
})

describe('sitemap.xml', () => {
  it('lists the public pages and every published post with its last change, never a draft', async () => {
    const published = await createPost()
    const draft = await createPost({ published: 0 })
    const response = await server.request('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/xml')
    expect(response.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    for (const page of [
      '/',
      '/projects',
      '/case-studies',
      '/blog',
      '/contact',
      '/network',
      '/ai-strategy-sprint',
    ]) {
      expect(response.text).toContain(`<loc>https://consulting.example${page}</loc>`)
    }
    expect(response.text).toMatch(
      new RegExp(
        `<loc>https://consulting.example/blog/${published.slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`,
      ),
    )
    expect(response.text).not.toContain(draft.slug)
    expect(response.text).not.toContain('/admin')
  })
})

describe('rss.xml and feed.json', () => {
  it('carry published posts with their sanitized content and follow changes at once', async () => {
    const post = await createPost({ content: '# Heading\n\nSafe **text**.\n\n<script>alert(1)</script>' })
    const rss = await server.request('/rss.xml')
    expect(rss.status).toBe(200)
    expect(rss.headers.get('content-type')).toContain('application/rss+xml')
    expect(rss.text).toContain(`<link>https://consulting.example/blog/${post.slug}</link>`)
    expect(rss.text).toContain('<h1>Heading</h1>')
    expect(rss.text).not.toContain('<script>')
    const items = rss.text.match(/<item>/g) ?? []
    const published = await server.services.blogPosts.listPublished()
    expect(items).toHaveLength(Math.min(published.length, 50))

    const json = await server.request<{
      version: string
      items: Array<{ id: string; content_html: string }>
    }>('/feed.json')
    expect(json.status).toBe(200)
    const feed = JSON.parse(json.text) as {
      version: string
      items: Array<{ id: string; content_html: string }>
    }
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1')
    const item = feed.items.find((entry) => entry.id === `https://consulting.example/blog/${post.slug}`)
    expect(item?.content_html).toContain('<strong>text</strong>')
    expect(item?.content_html).not.toContain('script')

    const id = (await server.services.blogPosts.listAll()).find((entry) => entry.slug === post.slug)!.id
    await server.request(`/api/admin/blog-posts/${id}`, { method: 'PATCH', token, json: { published: 0 } })
    expect((await server.request('/rss.xml')).text).not.toContain(post.slug)
  })
})

describe('security.txt', () => {
  it('names the owner as the contact', async () => {
    const response = await server.request('/.well-known/security.txt')
    expect(response.status).toBe(200)
    expect(response.text).toMatch(/^Contact: mailto:\S+@\S+$/m)
    expect(response.text).toMatch(/^Expires: \d{4}-\d{2}-\d{2}T/m)
  })
})
