import { Parser } from 'htmlparser2'
import { describe, expect, it } from 'vitest'
import { buildBlogPost, buildProject } from '../factories.ts'
import { useTestServer } from '../support/test-server.ts'

const server = useTestServer({ PUBLIC_URL: 'https://consulting.example' }, { signIn: true })

type Translations = { translations?: Record<string, Record<string, string>> }

async function createPost({
  translations,
  ...overrides
}: Parameters<typeof buildBlogPost>[0] & Translations = {}) {
  const response = await server.request<{ slug: string }>('/api/admin/blog-posts', {
    method: 'POST',
    token: server.token,
    json: { ...buildBlogPost(overrides), translations },
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
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
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

  it('lists each page in each language, each naming its alternates and English as the default', async () => {
    const post = await createPost()
    const document = parseXml((await server.request('/sitemap.xml')).text)
    const urlset = child(document, 'urlset')
    expect(urlset?.attributes['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml')
    const urls = children(urlset, 'url')
    const base = 'https://consulting.example'
    for (const path of ['/', '/projects', `/blog/${post.slug}`]) {
      const inEach = { en: `${base}${path}`, es: `${base}/es${path}`, fr: `${base}/fr${path}` }
      for (const loc of Object.values(inEach)) {
        const entry = urls.find((url) => child(url, 'loc')?.text === loc)
        expect(entry, loc).toBeDefined()
        const alternates = Object.fromEntries(
          children(entry, 'xhtml:link').map((link) => [link.attributes.hreflang, link.attributes.href]),
        )
        expect(alternates, loc).toEqual({ ...inEach, 'x-default': inEach.en })
        expect(children(entry, 'xhtml:link').every((link) => link.attributes.rel === 'alternate')).toBe(true)
      }
    }
  })
})

describe('rss.xml and feed.json', () => {
  it('carry published posts with their sanitized content and follow changes at once', async () => {
    const post = await createPost({ content: '# Heading\n\nSafe **text**.\n\n<script>alert(1)</script>' })
    const rss = await server.request('/rss.xml')
    expect(rss.status).toBe(200)
    expect(rss.headers.get('content-type')).toContain('application/rss+xml')
    expect(rss.text).toContain(`<link>https://consulting.example/blog/${post.slug}</link>`)
    expect(rss.text).toContain('<h1 id="heading">Heading</h1>')
    expect(rss.text).not.toContain('<script>')
    const items = rss.text.match(/<item>/g) ?? []
    const published = await server.services.blogPosts.countPublished()
    expect(items).toHaveLength(Math.min(published, 50))

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
    await server.request(`/api/admin/blog-posts/${id}`, {
      method: 'PATCH',
      token: server.token,
      json: { published: 0 },
    })
    expect((await server.request('/rss.xml')).text).not.toContain(post.slug)
  })

  it('carry code, tables and images, every image at its absolute address on the site', async () => {
    const post = await createPost({
      content: [
        '## Cost by service',
        '![Monthly cost by service](/uploads/0b7c2d1e-0000-4000-8000-000000000001.png)',
        '*Figure 1: cost by service, last quarter*',
        '',
        'Inline ![logo](/og/logo.png) too, and `kubectl top` for the numbers.',
        '',
        '```sql\nSELECT service, SUM(cost) FROM billing GROUP BY service;\n```',
        '',
        '| Service | Cost |\n|---|--:|\n| Compute | $1,200 |',
        '',
        'Back to [the top](#cost-by-service).',
      ].join('\n'),
    })
    const rss = parseXml((await server.request('/rss.xml')).text)
    const item = children(child(child(rss, 'rss'), 'channel'), 'item').find(
      (entry) => child(entry, 'link')?.text === `https://consulting.example/blog/${post.slug}`,
    )
    const feed = JSON.parse((await server.request('/feed.json')).text) as {
      items: Array<{ url: string; content_html: string }>
    }
    const jsonItem = feed.items.find((entry) => entry.url === `https://consulting.example/blog/${post.slug}`)
    for (const html of [child(item, 'content:encoded')?.text ?? '', jsonItem?.content_html ?? '']) {
      expect(html).toContain(
        '<img src="https://consulting.example/uploads/0b7c2d1e-0000-4000-8000-000000000001.png" alt="Monthly cost by service"',
      )
      expect(html).toContain('<figcaption>Figure 1: cost by service, last quarter</figcaption>')
      expect(html).toContain('<img src="https://consulting.example/og/logo.png" alt="logo"')
      expect(html).not.toMatch(/src="\/|srcset=/)
      expect(html).toContain('<code>kubectl top</code>')
      expect(html).toMatch(
        /<pre tabindex="0"><code class="language-sql"><span class="hljs-keyword">SELECT<\/span>/,
      )
      expect(html).toMatch(/<th>Service<\/th>\s*<th align="right">Cost<\/th>/)
      // A link to a heading has no page to land on in a feed reader: its words stay, the link goes.
      expect(html).toContain('Back to the top.')
      expect(html).toContain('<h2 id="cost-by-service">Cost by service</h2>')
    }
  })

  it('exist in each language, linking to the pages in that language', async () => {
    const post = await createPost()
    for (const [prefix, language, title] of [
      ['', 'en', 'Insights'],
      ['/es', 'es', 'Perspectivas'],
      ['/fr', 'fr', 'Analyses'],
    ] as const) {
      const rss = parseXml((await server.request(`${prefix}/rss.xml`)).text)
      const channel = child(child(rss, 'rss'), 'channel')
      expect(child(channel, 'language')?.text).toBe(language)
      expect(child(channel, 'title')?.text).toContain(title)
      expect(child(channel, 'link')?.text).toBe(`https://consulting.example${prefix}/blog`)
      expect(child(channel, 'atom:link')?.attributes.href).toBe(`https://consulting.example${prefix}/rss.xml`)
      const links = children(channel, 'item').map((item) => child(item, 'link')?.text)
      expect(links).toContain(`https://consulting.example${prefix}/blog/${post.slug}`)

      const feed = JSON.parse((await server.request(`${prefix}/feed.json`)).text) as {
        language: string
        feed_url: string
        items: Array<{ url: string }>
      }
      expect(feed.language).toBe(language)
      expect(feed.feed_url).toBe(`https://consulting.example${prefix}/feed.json`)
      expect(feed.items.map((item) => item.url)).toContain(
        `https://consulting.example${prefix}/blog/${post.slug}`,
      )
    }
  })

  it('carry each post in the feed’s language, the English where it has no translation', async () => {
    const post = await createPost({
      title: 'Budgeting for cloud exits',
      excerpt: 'What leaving a cloud provider costs.',
      content: '## Why exits matter\n\nPlan the exit first.',
      category: 'Strategy',
      translations: {
        es: {
          title: 'Presupuestar la salida de la nube',
          excerpt: 'Lo que cuesta dejar un proveedor de nube.',
          content: '## Por qué importan las salidas\n\nPlanifique primero la salida.',
        },
      },
    })
    const spanish = parseXml((await server.request('/es/rss.xml')).text)
    const item = children(child(child(spanish, 'rss'), 'channel'), 'item').find(
      (entry) => child(entry, 'link')?.text === `https://consulting.example/es/blog/${post.slug}`,
    )
    expect(child(item, 'title')?.text).toBe('Presupuestar la salida de la nube')
    expect(child(item, 'description')?.text).toBe('Lo que cuesta dejar un proveedor de nube.')
    expect(child(item, 'category')?.text).toBe('Estrategia')
    expect(child(item, 'content:encoded')?.text).toContain('Por qué importan las salidas')

    type JsonFeed = {
      description: string
      items: Array<{ url: string; title: string; summary: string; content_html: string; tags: string[] }>
    }
    const json = JSON.parse((await server.request('/es/feed.json')).text) as JsonFeed
    const entry = json.items.find((each) => each.url.endsWith(`/es/blog/${post.slug}`))
    expect(entry?.title).toBe('Presupuestar la salida de la nube')
    expect(entry?.summary).toBe('Lo que cuesta dejar un proveedor de nube.')
    expect(entry?.content_html).toContain('Por qué importan las salidas')
    expect(entry?.tags[0]).toBe('Estrategia')

    // No French yet: the French feed keeps the English words.
    const french = JSON.parse((await server.request('/fr/feed.json')).text) as JsonFeed
    expect(french.items.find((each) => each.url.endsWith(`/fr/blog/${post.slug}`))?.title).toBe(
      'Budgeting for cloud exits',
    )
    const english = JSON.parse((await server.request('/feed.json')).text) as JsonFeed
    expect(english.description).not.toBe(json.description)
  })
})

type XmlElement = { name: string; attributes: Record<string, string>; text: string; children: XmlElement[] }

/** A well-formedness-minded XML reader: the tree, or an error when a tag is left open or closed twice. */
function parseXml(xml: string): XmlElement {
  const root: XmlElement = { name: '#document', attributes: {}, text: '', children: [] }
  const stack = [root]
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element = { name, attributes, text: '', children: [] }
        stack.at(-1)?.children.push(element)
        stack.push(element)
      },
      ontext(text) {
        const current = stack.at(-1)
        if (current) current.text += text
      },
      oncdatastart() {},
      onclosetag(name) {
        const closed = stack.pop()
        if (closed?.name !== name) throw new Error(`<${closed?.name}> closed by </${name}>`)
      },
    },
    { xmlMode: true, recognizeCDATA: true, decodeEntities: true },
  )
  parser.write(xml)
  parser.end()
  expect(stack).toHaveLength(1)
  return root
}

const child = (element: XmlElement | undefined, name: string) =>
  element?.children.find((entry) => entry.name === name)
const children = (element: XmlElement | undefined, name: string) =>
  element?.children.filter((entry) => entry.name === name) ?? []

/** W3C Datetime as the sitemap protocol allows it: a date, or a date and time with a zone. */
const w3cDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/
/** RFC 822 date-time as RSS 2.0 requires (four-digit years allowed, as every reader does). */
const rfc822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/

describe('feed formats', () => {
  it('sitemap.xml follows the sitemap protocol', async () => {
    const post = await createPost()
    await server.services.projects.create(buildProject())
    const document = parseXml((await server.request('/sitemap.xml')).text)
    const urlset = child(document, 'urlset')
    expect(urlset?.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    const urls = children(urlset, 'url')
    expect(urls.length).toBeGreaterThan(10)
    expect(urls.length).toBeLessThanOrEqual(50_000)
    const locs = urls.map((url) => child(url, 'loc')?.text ?? '')
    for (const url of urls) {
      expect(
        url.children.every((entry) =>
          ['loc', 'lastmod', 'changefreq', 'priority', 'xhtml:link'].includes(entry.name),
        ),
      ).toBe(true)
      expect(new URL(child(url, 'loc')?.text ?? '').origin).toBe('https://consulting.example')
      const lastmod = child(url, 'lastmod')?.text
      if (lastmod !== undefined) expect(lastmod).toMatch(w3cDate)
    }
    expect(new Set(locs).size).toBe(locs.length)
    expect(locs).toContain('https://consulting.example/demo-request')
    const entry = urls.find(
      (url) => child(url, 'loc')?.text === `https://consulting.example/blog/${post.slug}`,
    )
    expect(child(entry, 'lastmod')?.text).toMatch(w3cDate)
    for (const page of [
      'https://consulting.example/',
      'https://consulting.example/blog',
      'https://consulting.example/projects',
    ]) {
      expect(
        child(
          urls.find((url) => child(url, 'loc')?.text === page),
          'lastmod',
        )?.text,
        page,
      ).toMatch(w3cDate)
    }
  })

  it('rss.xml is RSS 2.0 with the required channel and item elements', async () => {
    const post = await createPost({ title: 'Tom & Jerry <on> "governance"' })
    const document = parseXml((await server.request('/rss.xml')).text)
    const rss = child(document, 'rss')
    expect(rss?.attributes.version).toBe('2.0')
    const channel = child(rss, 'channel')
    expect(child(channel, 'title')?.text).toMatch(/\S/)
    expect(child(channel, 'link')?.text).toBe('https://consulting.example/blog')
    expect(child(channel, 'description')?.text).toMatch(/\S/)
    const items = children(channel, 'item')
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) {
      expect(child(item, 'title')?.text).toMatch(/\S/)
      expect(child(item, 'link')?.text).toMatch(/^https:\/\/consulting\.example\/blog\/[a-z0-9-]+$/)
      expect(child(item, 'guid')?.text).toBe(child(item, 'link')?.text)
      expect(child(item, 'pubDate')?.text).toMatch(rfc822)
    }
    const mine = items.find((item) => child(item, 'link')?.text.endsWith(`/blog/${post.slug}`))
    expect(child(mine, 'title')?.text).toBe('Tom & Jerry <on> "governance"')
  })

  it('feed.json is JSON Feed 1.1', async () => {
    await createPost()
    const feed = JSON.parse((await server.request('/feed.json')).text) as {
      version: string
      title: string
      items: Array<{ id: string; url: string; content_html: string; date_published: string }>
    }
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1')
    expect(feed.title).toMatch(/\S/)
    expect(feed.items.length).toBeGreaterThan(0)
    for (const item of feed.items) {
      expect(item.id).toMatch(/\S/)
      expect(item.url).toMatch(/^https:\/\/consulting\.example\/blog\//)
      expect(item.content_html).toMatch(/<\w+/)
      expect(Number.isNaN(Date.parse(item.date_published))).toBe(false)
    }
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
