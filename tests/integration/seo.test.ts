import { Parser } from 'htmlparser2'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Language, localizedPath } from '~/i18n/config.ts'
import { buildBlogPost } from '../factories.ts'
import { browserUserAgent } from '../support/browser-user-agent.ts'
import { useTestServer } from '../support/test-server.ts'

const origin = 'https://consulting.example'
const server = useTestServer({ PUBLIC_URL: origin }, { pages: true, signIn: true })
let post: { id: number; slug: string; title: string }
let draft: { id: number; slug: string }

async function createPost(overrides: Parameters<typeof buildBlogPost>[0] = {}) {
  const response = await server.request<{ id: number; slug: string; title: string }>(
    '/api/admin/blog-posts',
    { method: 'POST', token: server.token, json: buildBlogPost(overrides) },
  )
  expect(response.status).toBe(201)
  return response.body
}

beforeAll(async () => {
  post = await createPost({ title: 'Zero trust in ninety days', category: 'Technology' })
  draft = await createPost({ published: 0 })
})

type Head = {
  status: number
  headers: Headers
  lang: string | undefined
  title: string
  /** name= and property= metas, each with every value it has on the page. */
  meta: Map<string, string[]>
  canonical: string[]
  /** hreflang → href of the page's language alternates. */
  alternates: Record<string, string>
  /** The feeds the page advertises, by type. */
  feeds: Record<string, string>
  jsonLd: string[]
}

/** The page's head (at its URL in `lang`) as the server sends it, read with a real HTML parser. */
async function readHead(path: string, lang: Language = 'en'): Promise<Head> {
  const response = await fetch(`${server.url}${localizedPath(path, lang)}`, { redirect: 'manual' })
  const html = await response.text()
  const head: Head = {
    status: response.status,
    headers: response.headers,
    lang: undefined,
    title: '',
    meta: new Map(),
    canonical: [],
    alternates: {},
    feeds: {},
    jsonLd: [],
  }
  let inHead = false
  let text: 'title' | 'ld' | undefined
  let buffer = ''
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'html') head.lang = attributes.lang
      if (name === 'head') inHead = true
      if (!inHead) return
      if (name === 'meta' && (attributes.name || attributes.property)) {
        const key = (attributes.name ?? attributes.property) as string
        head.meta.set(key, [...(head.meta.get(key) ?? []), attributes.content ?? ''])
      }
      if (name === 'link' && attributes.rel === 'canonical') head.canonical.push(attributes.href ?? '')
      if (name === 'link' && attributes.rel === 'alternate' && attributes.hreflang)
        head.alternates[attributes.hreflang] = attributes.href ?? ''
      if (name === 'link' && attributes.rel === 'alternate' && attributes.type)
        head.feeds[attributes.type] = attributes.href ?? ''
      if (name === 'title') text = 'title'
      if (name === 'script' && attributes.type === 'application/ld+json') text = 'ld'
      buffer = ''
    },
    ontext(chunk) {
      if (text) buffer += chunk
    },
    onclosetag(name) {
      if (name === 'head') inHead = false
      if (text === 'title' && name === 'title') head.title = buffer
      if (text === 'ld' && name === 'script') head.jsonLd.push(buffer)
      if (name === 'title' || name === 'script') text = undefined
    },
  })
  parser.write(html)
  parser.end()
  return head
}

const one = (head: Head, key: string) => {
  const values = head.meta.get(key) ?? []
  expect(values, key).toHaveLength(1)
  return values[0] as string
}

type LdNode = Record<string, unknown>
function ldBlocks(head: Head): LdNode[] {
  return head.jsonLd.map((block) => JSON.parse(block) as LdNode)
}
function ldOfType(head: Head, type: string): LdNode {
  const found = ldBlocks(head).filter((block) => block['@type'] === type)
  expect(found, `${type} JSON-LD`).toHaveLength(1)
  expect(found[0]?.['@context']).toBe('https://schema.org')
  return found[0] as LdNode
}

const ogLocales = { en: 'en_US', es: 'es_ES', fr: 'fr_FR' }

const indexable = () => [
  '/',
  '/projects',
  '/case-studies',
  '/blog',
  `/blog/${post.slug}`,
  '/contact',
  '/demo-request',
  '/network',
  '/ai-strategy-sprint',
  '/privacy',
  '/terms',
  '/capability-statement',
  '/accessibility',
]
const noindexed = ['/payment-success', '/newsletter/confirm', '/newsletter/unsubscribe', '/no-such-page']

/** `url` undefined: a page that is the same at every URL (the 404 of unknown paths) names none. */
function expectSocialTags(head: Head, lang: keyof typeof ogLocales, url: string | undefined) {
  expect(head.lang).toBe(lang)
  expect(head.title).toContain('Jordan Avery')
  expect(one(head, 'description').length).toBeGreaterThan(20)
  expect(['website', 'article']).toContain(one(head, 'og:type'))
  expect(one(head, 'og:site_name')).toBe('Jordan Avery')
  expect(one(head, 'og:title').length).toBeGreaterThan(2)
  expect(one(head, 'og:description')).toBe(one(head, 'description'))
  if (url === undefined) expect(head.meta.get('og:url')).toBeUndefined()
  else expect(one(head, 'og:url')).toBe(url)
  expect(one(head, 'og:image')).toMatch(new RegExp(`^${origin}/og/[a-z0-9/-]+\\.png$`))
  expect(one(head, 'og:image:width')).toBe('1200')
  expect(one(head, 'og:image:height')).toBe('630')
  expect(one(head, 'og:image:alt').length).toBeGreaterThan(2)
  expect(one(head, 'og:locale')).toBe(ogLocales[lang])
  expect(head.meta.get('og:locale:alternate')?.sort()).toEqual(
    Object.entries(ogLocales)
      .filter(([code]) => code !== lang)
      .map(([, locale]) => locale)
      .sort(),
  )
  expect(one(head, 'twitter:card')).toBe('summary_large_image')
  expect(one(head, 'twitter:title')).toBe(one(head, 'og:title'))
  expect(one(head, 'twitter:description')).toBe(one(head, 'description'))
  expect(one(head, 'twitter:image')).toBe(one(head, 'og:image'))
}

describe('head tags in the server HTML', () => {
  // Thirteen pages in three languages each, rendered one after the other.
  it('every indexable public page has its own title, description, canonical, Open Graph and Twitter tags, in each language at its own URL', async () => {
    const titles = new Set<string>()
    for (const path of indexable()) {
      const english = await readHead(path, 'en')
      const spanish = await readHead(path, 'es')
      const french = await readHead(path, 'fr')
      const urls = { en: `${origin}${path}`, es: `${origin}/es${path}`, fr: `${origin}/fr${path}` }
      expect(english.status, path).toBe(200)
      expect(spanish.status, path).toBe(200)
      expect(french.status, path).toBe(200)
      expectSocialTags(english, 'en', urls.en)
      expectSocialTags(spanish, 'es', urls.es)
      expectSocialTags(french, 'fr', urls.fr)
      expect(english.canonical, path).toEqual([urls.en])
      expect(spanish.canonical, path).toEqual([urls.es])
      expect(french.canonical, path).toEqual([urls.fr])
      // Each language names all three, and English for any other language.
      for (const head of [english, spanish, french]) {
        expect(head.alternates, path).toEqual({ ...urls, 'x-default': urls.en })
      }
      expect(english.meta.has('robots'), path).toBe(false)
      expect(english.headers.get('x-robots-tag'), path).toBeNull()
      if (!path.startsWith('/blog/')) {
        expect(one(spanish, 'description'), path).not.toBe(one(english, 'description'))
        expect(one(spanish, 'og:image'), path).toContain('/og/pages/es/')
      }
      titles.add(english.title)
    }
    expect(titles.size).toBe(indexable().length)
  }, 60_000)

  it('speaks French to a French browser, at the French URL', async () => {
    const response = await fetch(`${server.url}/projects`, {
      headers: { 'accept-language': 'fr-FR,fr;q=0.9', 'user-agent': browserUserAgent },
    })
    expect(response.url).toBe(`${server.url}/fr/projects`)
    expect(await response.text()).toMatch(/<html lang="fr"[\s\S]*<meta property="og:locale" content="fr_FR"/)
  })

  it("advertises the blog's feeds in the page's language", async () => {
    for (const lang of ['en', 'es', 'fr'] as const) {
      const head = await readHead('/blog', lang)
      const prefix = lang === 'en' ? '' : `/${lang}`
      expect(head.feeds).toEqual({
        'application/rss+xml': `${origin}${prefix}/rss.xml`,
        'application/feed+json': `${origin}${prefix}/feed.json`,
      })
    }
  })

  it('points the canonical link of a filtered or tagged list at the list itself', async () => {
    for (const path of [
      '/blog?category=Strategy&utm_source=newsletter',
      '/projects?category=productivity-ai',
    ]) {
      const head = await readHead(path)
      const list = `${origin}${path.split('?')[0]}`
      expect(head.canonical).toEqual([list])
      expect(one(head, 'og:url')).toBe(list)
    }
  })

  it('gives an article its own share card and article tags', async () => {
    const head = await readHead(`/blog/${post.slug}`)
    expect(head.title).toBe(`${post.title} | Jordan Avery`)
    expect(one(head, 'og:type')).toBe('article')
    expect(one(head, 'og:image')).toBe(`${origin}/og/${post.slug}.png`)
    expect(one(head, 'article:section')).toBe('Technology')
    expect(one(head, 'article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })
})

describe('language URLs', () => {
  const visit = (path: string, headers: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      redirect: 'manual',
      headers: { 'user-agent': browserUserAgent, ...headers },
    })

  it("sends a visitor to the page in the language they chose, or their browser's when they chose none", async () => {
    for (const [headers, target] of [
      [{ cookie: 'lang=es' }, '/es/projects?category=productivity-ai'],
      [{ cookie: 'theme=dark; lang=fr', 'accept-language': 'es' }, '/fr/projects?category=productivity-ai'],
      [{ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' }, '/fr/projects?category=productivity-ai'],
    ] as const) {
      const response = await visit('/projects?category=productivity-ai', headers)
      expect(response.status, JSON.stringify(headers)).toBe(302)
      expect(response.headers.get('location')).toBe(target)
      expect(response.headers.get('vary')).toContain('Cookie, Accept-Language')
    }
    const home = await visit('/', { cookie: 'lang=es' })
    expect(home.status).toBe(302)
    expect(home.headers.get('location')).toBe('/es/')
  })

  it('shows the English page to whoever chose English or reads no other language, and to every bot', async () => {
    for (const headers of [
      { cookie: 'lang=en', 'accept-language': 'es' },
      { 'accept-language': 'de-DE,de;q=0.9' },
      {},
      {
        cookie: 'lang=es',
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
      { 'accept-language': 'fr', 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' },
    ] as Record<string, string>[]) {
      const response = await visit('/projects', headers)
      expect(response.status, JSON.stringify(headers)).toBe(200)
      expect(await response.text()).toContain('<html lang="en"')
    }
  })

  it('never moves a page that has its language in its URL, the admin, files or feeds', async () => {
    const spanish = await visit('/es/projects', { cookie: 'lang=fr' })
    expect(spanish.status).toBe(200)
    expect(await spanish.text()).toContain('<html lang="es"')
    for (const path of ['/admin/login', '/rss.xml', '/sitemap.xml', '/case-studies-summary.pdf']) {
      expect((await visit(path, { cookie: 'lang=es' })).status, path).not.toBe(302)
    }
  })

  it("answers an unknown path under a language with that language's 404 page", async () => {
    const response = await visit('/fr/no-such-page', {})
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('<html lang="fr"')
  })
})

describe('JSON-LD', () => {
  it('describes the owner on the home page as a Person and a ProfessionalService', async () => {
    for (const lang of ['en', 'es'] as const) {
      const head = await readHead('/', lang)
      const person = ldOfType(head, 'Person')
      expect(person.name).toBe('Jordan Avery')
      expect(person.url).toBe(`${origin}/`)
      expect(person.sameAs).toContain('https://www.linkedin.com/in/jordan-avery-consulting')
      const service = ldOfType(head, 'ProfessionalService')
      expect(service.name).toBe('Jordan Avery')
      expect(service.url).toBe(`${origin}/`)
      expect(service.address).toMatchObject({
        '@type': 'PostalAddress',
        addressLocality: 'Rockville',
        addressRegion: 'MD',
      })
      expect(service.areaServed).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'United States' })]),
      )
      const offers = (
        service.hasOfferCatalog as { itemListElement: Array<{ itemOffered: { name: string } }> }
      ).itemListElement
      expect(offers).toHaveLength(4)
      expect(offers.every((offer) => offer.itemOffered.name.length > 3)).toBe(true)
    }
  })

  it('follows the owner profile from the site settings', async () => {
    const current = await server.services.settings.getProfile()
    const before = {
      name: current.name,
      title: current.title,
      description: current.description,
      experience: current.experience,
      location: current.location,
      email: current.email,
      phone: current.phone,
      website: current.website,
      photoUrl: current.photoUrl,
      bookingUrl: current.bookingUrl,
      bookingMode: current.bookingMode,
      linkedinUrl: current.linkedinUrl ?? null,
      twitterUrl: current.twitterUrl ?? null,
      githubUsername: current.githubUsername ?? null,
      translations: current.translations,
    }
    await server.services.settings.updateProfile({
      ...before,
      name: 'Jordan A. Avery',
      githubUsername: 'javery',
    })
    try {
      const head = await readHead('/')
      const person = ldOfType(head, 'Person')
      expect(person.name).toBe('Jordan A. Avery')
      expect(person.sameAs).toContain('https://github.com/javery')
      expect(one(head, 'og:site_name')).toBe('Jordan A. Avery')
    } finally {
      await server.services.settings.updateProfile(before)
    }
  })

  it('marks up an article as a BlogPosting with its breadcrumb', async () => {
    const head = await readHead(`/blog/${post.slug}`)
    const article = ldOfType(head, 'BlogPosting')
    expect(article.headline).toBe(post.title)
    expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(article.author).toMatchObject({ '@type': 'Person', name: 'Jordan Avery' })
    expect(article.image).toMatchObject({ url: `${origin}/og/${post.slug}.png`, width: 1200, height: 630 })
    const crumbs = ldOfType(head, 'BreadcrumbList').itemListElement as Array<Record<string, unknown>>
    expect(crumbs).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${origin}/blog` },
      { '@type': 'ListItem', position: 3, name: post.title, item: `${origin}/blog/${post.slug}` },
    ])
  })

  it('gives the inner pages a breadcrumb, in the visitor language', async () => {
    for (const path of [
      '/projects',
      '/case-studies',
      '/blog',
      '/contact',
      '/network',
      '/ai-strategy-sprint',
    ]) {
      for (const lang of ['en', 'es'] as const) {
        const head = await readHead(path, lang)
        const crumbs = ldOfType(head, 'BreadcrumbList').itemListElement as Array<Record<string, unknown>>
        expect(
          crumbs.map((crumb) => crumb.position),
          path,
        ).toEqual([1, 2])
        expect(crumbs[0]).toMatchObject({
          name: lang === 'en' ? 'Home' : 'Inicio',
          item: `${origin}${localizedPath('/', lang)}`,
        })
        expect(crumbs[1]?.item).toBe(`${origin}${localizedPath(path, lang)}`)
        expect(crumbs[1]?.name).toBe(one(head, 'og:title'))
      }
    }
  })

  it('answers the sprint page questions as a FAQPage', async () => {
    const faq = ldOfType(await readHead('/ai-strategy-sprint'), 'FAQPage')
    const questions = faq.mainEntity as Array<Record<string, unknown>>
    expect(questions.length).toBeGreaterThan(2)
    for (const question of questions) {
      expect(question['@type']).toBe('Question')
      expect(String(question.name)).toMatch(/\?$/)
      expect(question.acceptedAnswer).toMatchObject({
        '@type': 'Answer',
        text: expect.stringMatching(/\w{3}/),
      })
    }
  })

  it('puts no JSON-LD where it does not belong', async () => {
    expect((await readHead('/privacy')).jsonLd).toEqual([])
  })
})

describe('Open Graph images', () => {
  it('serves a 1200x630 PNG per published article, cached with an ETag', async () => {
    const response = await fetch(`${server.url}/og/${post.slug}.png`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/)
    const etag = response.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]+"$/)
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(metadata).toMatchObject({ format: 'png', width: 1200, height: 630 })

    // fetch() would add "Cache-Control: no-cache" to a conditional request; a browser revalidating sends max-age=0.
    const again = await fetch(`${server.url}/og/${post.slug}.png`, {
      headers: { 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' },
    })
    expect(again.status).toBe(304)
  })

  it('serves page cards per language where no article slug can reach', async () => {
    const english = await fetch(`${server.url}/og/pages/en/home.png`)
    const spanish = await fetch(`${server.url}/og/pages/es/projects.png`)
    for (const response of [english, spanish]) {
      expect(response.status).toBe(200)
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
      expect(metadata).toMatchObject({ format: 'png', width: 1200, height: 630 })
    }
  })

  it('answers 404 for drafts, unknown slugs and malformed names', async () => {
    for (const path of [
      `/og/${draft.slug}.png`,
      '/og/no-such-post.png',
      `/og/${post.slug}.jpg`,
      '/og/..%2Fsecret.png',
      '/og/pages/de/home.png',
      '/og/pages/en/admin.png',
    ]) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status, path).toBe(404)
    }
  })

  it('draws an article card per language, from its translation, and names it on that language’s page', async () => {
    const translated = await server.request<{ id: number; slug: string }>('/api/admin/blog-posts', {
      method: 'POST',
      token: server.token,
      json: {
        ...buildBlogPost({ title: 'Cloud exit plans' }),
        translations: { es: { title: 'Planes de salida de la nube con una frase bastante larga' } },
      },
    })
    const png = async (path: string) => {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status, path).toBe(200)
      return Buffer.from(await response.arrayBuffer())
    }
    const english = await png(`/og/${translated.body.slug}.png`)
    const spanish = await png(`/og/es/${translated.body.slug}.png`)
    expect(spanish.equals(english)).toBe(false)
    expect((await fetch(`${server.url}/og/de/${translated.body.slug}.png`)).status).toBe(404)
    expect((await fetch(`${server.url}/og/en/${translated.body.slug}.png`)).status).toBe(404)

    const head = await readHead(`/blog/${translated.body.slug}`, 'es')
    expect(one(head, 'og:image')).toBe(`${origin}/og/es/${translated.body.slug}.png`)
  })

  it('redraws an article card when the article changes and drops it when unpublished', async () => {
    const created = await createPost({ title: 'Before the change' })
    const first = await fetch(`${server.url}/og/${created.slug}.png`)
    const firstTag = first.headers.get('etag')
    await server.request(`/api/admin/blog-posts/${created.id}`, {
      method: 'PATCH',
      token: server.token,
      json: { title: 'After the change, a longer title' },
    })
    const second = await fetch(`${server.url}/og/${created.slug}.png`)
    expect(second.status).toBe(200)
    expect(second.headers.get('etag')).not.toBe(firstTag)

    await server.request(`/api/admin/blog-posts/${created.id}`, {
      method: 'PATCH',
      token: server.token,
      json: { published: 0 },
    })
    expect((await fetch(`${server.url}/og/${created.slug}.png`)).status).toBe(404)
  })
})

describe('noindex', () => {
  it('keeps the admin and the API out of search engines with a header and a meta tag', async () => {
    const login = await readHead('/admin/login')
    expect(login.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(one(login, 'robots')).toContain('noindex')
    const dashboard = await fetch(`${server.url}/admin`, { redirect: 'manual' })
    expect(dashboard.headers.get('x-robots-tag')).toContain('noindex')
    const api = await fetch(`${server.url}/api/projects`)
    expect(api.status).toBe(200)
    expect(api.headers.get('x-robots-tag')).toBe('noindex, nofollow')
  })

  it('keeps the embed view out of the index', async () => {
    const head = await readHead(`/blog/${post.slug}?embed=true`)
    expect(head.status).toBe(200)
    expect(one(head, 'robots')).toBe('noindex')
    expect(head.headers.get('x-robots-tag')).toBe('noindex')
    expect(head.canonical).toEqual([])
  })

  it('marks the 404 page, the payment confirmation and the newsletter links noindex, without a canonical', async () => {
    for (const path of noindexed) {
      for (const lang of ['en', 'es'] as const) {
        const head = await readHead(path, lang)
        expect(one(head, 'robots'), path).toBe('noindex')
        expect(head.canonical, path).toEqual([])
        expect(head.alternates, path).toEqual({})
        expectSocialTags(
          head,
          lang,
          path === '/no-such-page' ? undefined : `${origin}${localizedPath(path, lang)}`,
        )
      }
    }
    expect((await readHead('/no-such-page')).status).toBe(404)
  })

  it('does not serve a draft as an article', async () => {
    const head = await readHead(`/blog/${draft.slug}`)
    expect(head.status).toBe(404)
    expect(one(head, 'robots')).toBe('noindex')
  })
})
