import { gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import type { BlogPost, Project, Testimonial } from '~/lib/models.ts'
import type { ContentChange } from '~/services/content-events.server.ts'
import { buildBlogPost, buildProject, buildTestimonial } from '../factories.ts'
import { browserUserAgent } from '../support/browser-user-agent.ts'
import { testDialect } from '../support/databases.ts'
import { type TestServer, useTestServer } from '../support/test-server.ts'

const server = useTestServer({}, { signIn: true, pages: true })

type Page = { status: number; headers: Headers; html: string }

async function page(target: TestServer, path: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(`${target.url}${path}`, {
    headers: { 'accept-language': 'en', 'accept-encoding': 'identity', ...headers },
  })
  return { status: response.status, headers: response.headers, html: await response.text() }
}

const nonceAttributes = (html: string) => [...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1])
const cspNonce = (headers: Headers) => headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]

/** Renames a post behind the services' back: no content event, so only an uncached page shows it. */
async function renameQuietly(slug: string, title: string) {
  await server.db.updateTable('blogPosts').set({ title }).where('slug', '=', slug).execute()
}

describe('caching headers', () => {
  it('lets shared caches keep anonymous public pages, varying on language and cookies', async () => {
    const home = await page(server, '/')
    expect(home.status).toBe(200)
    expect(home.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    )
    expect(home.headers.get('vary')).toMatch(/Accept-Language/)
    expect(home.headers.get('vary')).toMatch(/Cookie/)
    expect(home.headers.get('etag')).toMatch(/^W\/"/)
  })

  it('never lets anything keep the admin, signed-in requests, personal links or unknown pages', async () => {
    expect((await page(server, '/admin/login')).headers.get('cache-control')).toBe('private, no-store')
    const signedIn = await page(server, '/', { cookie: `session=${encodeURIComponent(server.token)}` })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store')
    expect(signedIn.headers.get('etag')).toBeNull()
    const upgrade = await page(server, '/ai-strategy-sprint?upgrade=1&token=abc')
    expect(upgrade.headers.get('cache-control')).toBe('private, no-store')
    const unsubscribe = await page(server, '/newsletter/unsubscribe?id=1&token=abc')
    expect(unsubscribe.headers.get('cache-control')).toBe('private, no-store')
    const missing = await page(server, '/no-such-page')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-cache')
  })

  it('marks public JSON reads revalidate-always and admin or write responses private', async () => {
    const projects = await server.request('/api/projects')
    expect(projects.headers.get('cache-control')).toBe('public, no-cache')
    expect(projects.headers.get('etag')).toMatch(/^W\/"/)
    const me = await server.request('/api/admin/me', { token: server.token })
    expect(me.status).toBe(200)
    expect(me.headers.get('cache-control')).toBe('private, no-store')
    const signedInRead = await server.request('/api/projects', { token: server.token })
    expect(signedInRead.headers.get('cache-control')).toBe('private, no-store')
    const write = await server.request('/api/contact', { method: 'POST', json: {} })
    expect(write.status).toBe(400)
    expect(write.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('conditional requests', () => {
  it('answers 304 to a page whose ETag the browser has, without a new CSP nonce', async () => {
    const first = await page(server, '/blog')
    const etag = first.headers.get('etag') as string
    const again = await page(server, '/blog', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.html).toBe('')
    expect(again.headers.get('content-security-policy')).toBeNull()
    expect(again.headers.get('etag')).toBe(etag)
    expect((await page(server, '/blog', { 'if-none-match': 'W/"other"' })).status).toBe(200)
  })

  it('answers 304 to a JSON read whose ETag the client has, and 200 once it changed', async () => {
    const first = await server.request('/api/blog-posts')
    const etag = first.headers.get('etag') as string
    // fetch adds `Cache-Control: no-cache` to conditional requests unless told otherwise; browsers revalidating do not.
    const revalidation = { 'if-none-match': etag, 'cache-control': 'max-age=0' }
    const unchanged = await server.request('/api/blog-posts', { headers: revalidation })
    expect(unchanged.status).toBe(304)
    expect(unchanged.text).toBe('')
    await server.request('/api/admin/blog-posts', {
      method: 'POST',
      token: server.token,
      json: buildBlogPost(),
    })
    expect((await server.request('/api/blog-posts', { headers: revalidation })).status).toBe(200)
  })
})

describe('the CSP nonce of cached pages', () => {
  it('is fresh on every response and matches that response’s CSP header', async () => {
    const first = await page(server, '/projects')
    const second = await page(server, '/projects')
    for (const response of [first, second]) {
      const nonces = nonceAttributes(response.html)
      expect(nonces.length).toBeGreaterThan(0)
      expect(new Set(nonces)).toEqual(new Set([cspNonce(response.headers)]))
    }
    expect(cspNonce(first.headers)).not.toBe(cspNonce(second.headers))
    expect(second.html.replaceAll(cspNonce(second.headers) as string, 'N')).toBe(
      first.html.replaceAll(cspNonce(first.headers) as string, 'N'),
    )
  })

  it('is spliced into the gzip copy too', async () => {
    const response = await fetch(`${server.url}/projects`, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    // fetch decodes gzip itself; read the raw bytes again to check the gzip file is whole.
    const raw = await new Promise<Buffer>((resolve, reject) => {
      import('node:http').then(({ get }) =>
        get(`${server.url}/projects`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve(Buffer.concat(chunks)))
          res.on('error', reject)
        }).on('error', reject),
      )
    })
    const html = gunzipSync(raw).toString()
    expect(html).toContain('</html>')
    expect(nonceAttributes(html).length).toBeGreaterThan(0)
  })
})

describe('one cache entry per language, theme and query', () => {
  it('keeps the language of each URL and the theme of each visitor', async () => {
    const english = await page(server, '/case-studies', { 'accept-language': 'en-US' })
    const french = await page(server, '/fr/case-studies')
    const dark = await page(server, '/case-studies', { cookie: 'theme=dark' })
    const spanish = await page(server, '/es/case-studies', { cookie: 'lang=fr' })
    expect(french.html).toContain('<html lang="fr"')
    expect(english.html).toContain('<html lang="en"')
    expect(dark.html).toMatch(/<html lang="en" class="[^"]*\bdark\b/)
    expect(english.html).not.toMatch(/<html lang="en" class="[^"]*\bdark\b/)
    expect(spanish.html).toContain('<html lang="es"')
    // Asked again, each comes from memory, still in its own language.
    expect((await page(server, '/fr/case-studies')).html).toContain('<html lang="fr"')
    expect((await page(server, '/case-studies')).html).toContain('<html lang="en"')
  })

  it('sends a visitor who reads Spanish from a cached English page to the Spanish one', async () => {
    await page(server, '/network')
    await page(server, '/network')
    const response = await fetch(`${server.url}/network`, {
      redirect: 'manual',
      headers: { cookie: 'lang=es', 'user-agent': browserUserAgent },
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/es/network')
    expect(response.headers.get('vary')).toContain('Cookie, Accept-Language')
  })

  it('keeps one 404 page per language for every unknown path', async () => {
    for (const [path, lang] of [
      ['/no-such-page', 'en'],
      ['/es/no-such-page', 'es'],
      ['/fr/another-missing-page', 'fr'],
      ['/es/yet-another', 'es'],
      ['/nothing-here', 'en'],
    ] as const) {
      const missing = await page(server, path)
      expect(missing.status, path).toBe(404)
      expect(missing.html, path).toContain(`<html lang="${lang}"`)
    }
  })

  it('keeps the origin each request came to when PUBLIC_URL is not set', async () => {
    const { get } = await import('node:http')
    const htmlFor = (host: string) =>
      new Promise<string>((resolve, reject) => {
        get(`${server.url}/privacy`, { headers: { host, 'accept-language': 'en' } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve(Buffer.concat(chunks).toString()))
        }).on('error', reject)
      })
    expect(await htmlFor('first.example')).toContain('http://first.example')
    const second = await htmlFor('second.example')
    expect(second).toContain('http://second.example')
    expect(second).not.toContain('first.example')
  })

  it('serves campaign-tagged links the page without the tags, and other queries their own page', async () => {
    const post = (await server.services.blogPosts.create(buildBlogPost({ category: 'Strategy' }))) as BlogPost
    const tagged = await page(server, '/blog?utm_source=newsletter&utm_medium=email')
    expect(tagged.html).toContain(post.title)
    expect(tagged.html).not.toContain('newsletter&amp;utm')
    await renameQuietly(post.slug, 'Renamed quietly')
    expect((await page(server, '/blog')).html).toContain(post.title)
    expect((await page(server, '/blog?category=Strategy&utm_campaign=x')).html).toContain('Renamed quietly')
  })
})

describe('a content write', () => {
  it('shows a new, edited, unpublished and deleted post on the next request of every page listing it', async () => {
    const input = buildBlogPost()
    const created = await server.request<BlogPost>('/api/admin/blog-posts', {
      method: 'POST',
      token: server.token,
      json: input,
    })
    expect(created.status).toBe(201)
    for (const path of ['/', '/blog', `/blog/${input.slug}`])
      expect((await page(server, path)).html).toContain(input.title)

    const edited = await server.request<BlogPost>(`/api/admin/blog-posts/${created.body.id}`, {
      method: 'PATCH',
      token: server.token,
      json: { title: 'An edited headline' },
    })
    expect(edited.status).toBe(200)
    for (const path of ['/', '/blog', `/blog/${input.slug}`]) {
      const html = (await page(server, path)).html
      expect(html).toContain('An edited headline')
      expect(html).not.toContain(input.title)
    }

    await server.request(`/api/admin/blog-posts/${created.body.id}`, {
      method: 'PATCH',
      token: server.token,
      json: { published: 0 },
    })
    expect((await page(server, `/blog/${input.slug}`)).status).toBe(404)
    expect((await page(server, '/blog')).html).not.toContain('An edited headline')

    await server.request(`/api/admin/blog-posts/${created.body.id}`, {
      method: 'PATCH',
      token: server.token,
      json: { published: 1 },
    })
    expect((await page(server, `/blog/${input.slug}`)).html).toContain('An edited headline')
    expect((await page(server, '/blog')).html).toContain('An edited headline')

    expect(
      (
        await server.request(`/api/admin/blog-posts/${created.body.id}`, {
          method: 'DELETE',
          token: server.token,
        })
      ).status,
    ).toBe(200)
    expect((await page(server, `/blog/${input.slug}`)).status).toBe(404)
    for (const path of ['/', '/blog'])
      expect((await page(server, path)).html).not.toContain('An edited headline')
  })

  it('leaves cached the pages a write does not touch', async () => {
    const post = (await server.services.blogPosts.create(buildBlogPost())) as BlogPost
    const other = (await server.services.blogPosts.create(buildBlogPost())) as BlogPost
    await page(server, `/blog/${post.slug}`)
    await renameQuietly(post.slug, 'Renamed behind the cache')
    // Another post and a new project: the first post's page is still served from the cache.
    await server.request(`/api/admin/blog-posts/${other.id}`, {
      method: 'PATCH',
      token: server.token,
      json: { excerpt: 'New excerpt.' },
    })
    await server.request('/api/admin/projects', { method: 'POST', token: server.token, json: buildProject() })
    expect((await page(server, `/blog/${post.slug}`)).html).toContain(post.title)
    // A settings change affects every page.
    const profile = await server.request<Record<string, unknown>>('/api/admin/settings/profile', {
      token: server.token,
    })
    await server.request('/api/admin/settings/profile', {
      method: 'PUT',
      token: server.token,
      json: profile.body,
    })
    expect((await page(server, `/blog/${post.slug}`)).html).toContain('Renamed behind the cache')
  })

  it('shows project, testimonial and settings changes on the pages that show them', async () => {
    const project = buildProject({ featured: 1 })
    const created = await server.request<Project>('/api/admin/projects', {
      method: 'POST',
      token: server.token,
      json: project,
    })
    expect(created.status).toBe(201)
    for (const path of ['/', '/projects']) expect((await page(server, path)).html).toContain(project.title)
    await server.request(`/api/admin/projects/${created.body.id}`, {
      method: 'PATCH',
      token: server.token,
      json: { title: 'Renamed project' },
    })
    for (const path of ['/', '/projects'])
      expect((await page(server, path)).html).toContain('Renamed project')
    await server.request(`/api/admin/projects/${created.body.id}`, { method: 'DELETE', token: server.token })
    for (const path of ['/', '/projects'])
      expect((await page(server, path)).html).not.toContain('Renamed project')

    const testimonial = buildTestimonial({ content: 'A testimonial the cache must not hide.' })
    const saved = await server.request<Testimonial>('/api/admin/testimonials', {
      method: 'POST',
      token: server.token,
      json: testimonial,
    })
    expect(saved.status).toBe(201)
    expect((await page(server, '/')).html).toContain(testimonial.content)
    await server.request(`/api/admin/testimonials/${saved.body.id}`, {
      method: 'PATCH',
      token: server.token,
      json: { content: 'Edited testimonial text.' },
    })
    expect((await page(server, '/')).html).toContain('Edited testimonial text.')
    await server.request(`/api/admin/testimonials/${saved.body.id}`, {
      method: 'DELETE',
      token: server.token,
    })
    expect((await page(server, '/')).html).not.toContain('Edited testimonial text.')

    const profile = await server.request<Record<string, unknown>>('/api/admin/settings/profile', {
      token: server.token,
    })
    await server.request('/api/admin/settings/profile', {
      method: 'PUT',
      token: server.token,
      json: { ...profile.body, name: 'Robin Q. Cached' },
    })
    for (const path of ['/', '/blog', '/contact', '/projects'])
      expect((await page(server, path)).html).toContain('Robin Q. Cached')
  })
})

/** The public JSON reads that show a post: the list, the post itself and a search for its slug. */
/** The reads that show a post made by `postWithMarker`: the list, the post, a search for its body. */
const jsonReadsOf = (slug: string) => [
  '/api/blog-posts',
  `/api/blog-posts/${slug}`,
  `/api/search?q=${slug.replaceAll('-', '')}`,
]
const postWithMarker = () => {
  const post = buildBlogPost()
  return { ...post, content: `${post.content}\n\nMarker ${post.slug.replaceAll('-', '')}.` }
}

describe('public JSON reads kept in memory', () => {
  it('answers from memory until a write to what it showed, and reads afresh for the owner', async () => {
    const post = (await server.services.blogPosts.create(postWithMarker())) as BlogPost
    for (const path of jsonReadsOf(post.slug)) expect((await server.request(path)).text).toContain(post.title)
    await renameQuietly(post.slug, 'Renamed behind the JSON cache')
    for (const path of jsonReadsOf(post.slug)) {
      expect((await server.request(path)).text).toContain(post.title)
      // The owner's session is never answered from memory (search has its own index, built from the services).
      if (path.startsWith('/api/search')) continue
      const signedIn = await server.request(path, { token: server.token })
      expect(signedIn.text).toContain('Renamed behind the JSON cache')
      expect(signedIn.headers.get('cache-control')).toBe('private, no-store')
    }
    // Projects and testimonials did not show the post: their answers stay; the post's answers go.
    await server.request('/api/admin/projects', { method: 'POST', token: server.token, json: buildProject() })
    expect((await server.request(`/api/blog-posts/${post.slug}`)).text).toContain(post.title)
    await server.request(`/api/admin/blog-posts/${post.id}`, {
      method: 'PATCH',
      token: server.token,
      json: { excerpt: 'A new excerpt.' },
    })
    for (const path of jsonReadsOf(post.slug)) {
      const answer = await server.request(path)
      expect(answer.text).toContain('Renamed behind the JSON cache')
      expect(answer.text).toContain('A new excerpt.')
    }
  })

  it('sends the same headers as a fresh answer, with a new nonce each time', async () => {
    const signedOut = await fetch(`${server.url}/api/testimonials`)
    await signedOut.arrayBuffer()
    const [first, second] = [
      await fetch(`${server.url}/api/testimonials`),
      await fetch(`${server.url}/api/testimonials`),
    ]
    const fresh = await server.request('/api/testimonials', { token: server.token })
    for (const name of [
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'x-robots-tag',
      'content-type',
    ])
      expect(first.headers.get(name)).toBe(fresh.headers.get(name))
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(cspNonce(first.headers)).toBeDefined()
    expect(cspNonce(first.headers)).not.toBe(cspNonce(second.headers))
    expect(await first.json()).toEqual(fresh.body)
    await second.arrayBuffer()
  })

  it('keeps compressed copies of larger answers that decode to the same JSON', async () => {
    for (let index = 0; index < 6; index += 1) await server.services.projects.create(buildProject())
    const plain = await fetch(`${server.url}/api/projects`, { headers: { 'accept-encoding': 'identity' } })
    const expected = await plain.text()
    expect(expected.length).toBeGreaterThan(1024)
    const { get } = await import('node:http')
    const { brotliDecompressSync } = await import('node:zlib')
    for (const [accept, coding, decode] of [
      ['gzip', 'gzip', gunzipSync],
      ['gzip, deflate, br', 'br', brotliDecompressSync],
    ] as const) {
      const { encoding, raw } = await new Promise<{ encoding?: string; raw: Buffer }>((resolve, reject) => {
        get(`${server.url}/api/projects`, { headers: { 'accept-encoding': accept } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], raw: Buffer.concat(chunks) }),
          )
        }).on('error', reject)
      })
      expect(encoding).toBe(coding)
      expect(decode(raw).toString()).toBe(expected)
    }
    const head = await fetch(`${server.url}/api/projects`, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'identity' },
    })
    expect(head.status).toBe(200)
    expect(Number(head.headers.get('content-length'))).toBe(Buffer.byteLength(expected))
    expect(await head.text()).toBe('')
  })

  it('keeps neither errors nor the per-visitor form token', async () => {
    const slug = `not-yet-${Date.now()}`
    expect((await server.request(`/api/blog-posts/${slug}`)).status).toBe(404)
    await server.services.blogPosts.create(buildBlogPost({ slug }))
    expect((await server.request(`/api/blog-posts/${slug}`)).status).toBe(200)
    expect((await server.request('/api/search?q=x&limit=1000')).status).toBe(400)
    // A token names the millisecond it was issued in: a cached one would come back unchanged later.
    const first = await server.request('/api/form-token?form=contact')
    await new Promise((resolve) => setTimeout(resolve, 5))
    const second = await server.request('/api/form-token?form=contact')
    expect(second.text).not.toBe(first.text)
  })
})

describe.runIf(testDialect === 'postgres')('a second instance on the same PostgreSQL database', () => {
  const second = useTestServer({}, { pages: true, shareDatabaseWith: server })

  function nextRemoteChange(kind: ContentChange['kind']): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${kind} change reached the second instance`)),
        5_000,
      )
      const stop = second.services.events.onChange((change) => {
        if (change.kind !== kind) return
        clearTimeout(timer)
        stop()
        resolve()
      })
    })
  }

  it('drops its cached pages when the first instance writes', async () => {
    const input = postWithMarker()
    const created = await server.request<BlogPost>('/api/admin/blog-posts', {
      method: 'POST',
      token: server.token,
      json: input,
    })
    for (const path of ['/', '/blog', `/blog/${input.slug}`])
      expect((await page(second, path)).html).toContain(input.title)
    for (const path of jsonReadsOf(input.slug))
      expect((await second.request(path)).text).toContain(input.title)

    const heard = nextRemoteChange('blogPost')
    await server.request(`/api/admin/blog-posts/${created.body.id}`, {
      method: 'PATCH',
      token: server.token,
      json: { title: 'Edited on the first instance' },
    })
    await heard
    for (const path of ['/', '/blog', `/blog/${input.slug}`])
      expect((await page(second, path)).html).toContain('Edited on the first instance')
    for (const path of jsonReadsOf(input.slug))
      expect((await second.request(path)).text).toContain('Edited on the first instance')

    const settingsHeard = nextRemoteChange('settings')
    const profile = await server.request<Record<string, unknown>>('/api/admin/settings/profile', {
      token: server.token,
    })
    await server.request('/api/admin/settings/profile', {
      method: 'PUT',
      token: server.token,
      json: { ...profile.body, name: 'Sam Second-Instance' },
    })
    await settingsHeard
    expect((await page(second, '/contact')).html).toContain('Sam Second-Instance')
  })
})

describe('what makes a new copy', () => {
  it('is only what the page reads: no other query string ever does', async () => {
    const post = (await server.services.blogPosts.create(buildBlogPost())) as BlogPost
    expect((await page(server, '/blog')).html).toContain(post.title)
    expect((await server.request('/api/blog-posts')).text).toContain(post.title)
    await renameQuietly(post.slug, 'Renamed under the one copy')
    const spellings = [
      ...Array.from({ length: 30 }, (_, index) => `?x=${index}`),
      '?page=1',
      '?page=01',
      '?page=0',
      '?category=Nope',
      '?utm_source=mail&x=1',
      '?category=all',
      // Names that make another page personal (a signed link's id and token) are noise here.
      '?id=1',
      '?token=2',
      '?payment_intent=3&upgrade=4',
    ]
    for (const spelling of spellings) {
      expect((await page(server, `/blog${spelling}`)).html, spelling).toContain(post.title)
    }
    for (const path of [
      '/api/blog-posts?x=1',
      '/api/blog-posts?page=1&limit=50',
      '/api/BLOG-POSTS/',
      '/api/blog-posts?category=all',
    ]) {
      expect((await server.request(path)).text, path).toContain(post.title)
    }
  })

  it('is not a session the site never issued: a forged cookie or token gets the public copy', async () => {
    const post = (await server.services.blogPosts.create(buildBlogPost())) as BlogPost
    expect((await page(server, '/blog')).html).toContain(post.title)
    expect((await page(server, '/api/blog-posts')).html).toContain(post.title)
    await renameQuietly(post.slug, 'Renamed behind a forged session')
    const forgeries: Record<string, string>[] = [
      { cookie: 'session=forged-1' },
      { authorization: 'Bearer forged-2' },
    ]
    for (const forged of forgeries) {
      const blog = await page(server, '/blog?x=9', forged)
      expect(blog.html).toContain(post.title)
      expect(blog.headers.get('cache-control')).toMatch(/^public/)
      const posts = await page(server, '/api/blog-posts', forged)
      expect(posts.html).toContain(post.title)
      expect(posts.headers.get('cache-control')).toBe('public, no-cache')
    }
    // The owner's own session still reads afresh, and privately.
    const owner = await page(server, '/blog', { cookie: `session=${encodeURIComponent(server.token)}` })
    expect(owner.html).toContain('Renamed behind a forged session')
    expect(owner.headers.get('cache-control')).toBe('private, no-store')
    const ownerPosts = await page(server, '/api/blog-posts', { authorization: `Bearer ${server.token}` })
    expect(ownerPosts.html).toContain('Renamed behind a forged session')
  })
})

describe('rendering a page once for everyone', () => {
  const slow = useTestServer({}, { pages: true })
  let calls = 0
  let gate: Promise<void> = Promise.resolve()
  let open: () => void = () => undefined
  const close = () => {
    gate = new Promise((resolve) => {
      open = resolve
    })
  }

  beforeAll(() => {
    const service = slow.services.blogPosts
    const original = service.publishedPage.bind(service)
    service.publishedPage = async (options) => {
      calls += 1
      await gate
      return original(options)
    }
  })

  it('renders a page twenty visitors ask for at once one time, a missing page too', async () => {
    close()
    calls = 0
    const visits = Array.from({ length: 20 }, () => page(slow, '/blog?category=Leadership'))
    await new Promise((resolve) => setTimeout(resolve, 300))
    open()
    const answered = await Promise.all(visits)
    expect(answered.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    expect(calls).toBe(1)

    close()
    calls = 0
    const missing = Array.from({ length: 20 }, () => page(slow, '/blog?page=99'))
    await new Promise((resolve) => setTimeout(resolve, 300))
    open()
    expect((await Promise.all(missing)).map((answer) => answer.status)).toEqual(Array(20).fill(404))
    expect(calls).toBe(1)
  })

  it('reads a JSON list twenty clients ask for at once one time', async () => {
    close()
    calls = 0
    const reads = Array.from({ length: 20 }, (_, index) =>
      slow.request(`/api/blog-posts?category=Technology&utm_source=${index}`),
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    open()
    const answered = await Promise.all(reads)
    expect(answered.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    expect(new Set(answered.map((answer) => answer.text)).size).toBe(1)
    expect(calls).toBe(1)
  })

  it('renders the 404 page once for every unknown path, and an unknown article on its own', async () => {
    const forms = slow.services.forms
    const issueToken = forms.issueToken.bind(forms)
    let tokens = 0
    forms.issueToken = (...args) => {
      tokens += 1
      return issueToken(...args)
    }
    try {
      const first = await page(slow, '/no-such-page-a')
      expect(first.status).toBe(404)
      expect(first.headers.get('cache-control')).toBe('no-cache')
      const perRender = tokens
      expect(perRender).toBeGreaterThan(0)
      for (const path of ['/no-such-page-b', '/wp-login.php', '/a/b/c?x=1']) {
        const answer = await page(slow, path)
        expect(answer.status, path).toBe(404)
        expect(answer.html, path).toContain('404 Page Not Found')
        expect(answer.html, path).not.toContain(path.split('?')[0])
        expect(answer.headers.get('cache-control'), path).toBe('no-cache')
        expect(answer.headers.get('etag'), path).toBeNull()
      }
      expect(tokens).toBe(perRender)
      // The one copy stands for pages the router does not know, never for what the server answers itself.
      for (const path of ['/robots.txt', '/sitemap.xml', '/rss.xml', '/feed.json', '/healthz']) {
        const answer = await page(slow, path)
        expect(answer.status, path).toBe(200)
        expect(answer.html, path).not.toContain('404 Page Not Found')
      }
      const article = await page(slow, '/blog/no-such-article')
      expect(article.status).toBe(404)
      expect(tokens).toBe(perRender * 2)
    } finally {
      forms.issueToken = issueToken
    }
  })

  it('serves the copy from before a write while the fresh one renders, then the fresh one', async () => {
    expect((await page(slow, '/blog')).status).toBe(200)
    const post = (await slow.services.blogPosts.create(buildBlogPost())) as BlogPost
    close()
    const leader = page(slow, '/blog')
    await new Promise((resolve) => setTimeout(resolve, 200))
    const during = await page(slow, '/blog')
    expect(during.status).toBe(200)
    expect(during.html).not.toContain(post.title)
    open()
    expect((await leader).html).toContain(post.title)
    expect((await page(slow, '/blog')).html).toContain(post.title)
  })
})
