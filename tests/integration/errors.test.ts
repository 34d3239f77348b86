import { describe, expect, it } from 'vitest'
import { buildBlogPost, buildProject, buildTestimonial } from '../factories.ts'
import { type ApiResponse, useTestServer } from '../support/test-server.ts'

const server = useTestServer({}, { signIn: true })

const tables = [
  'contacts',
  'newsletterSubscriptions',
  'demoRequests',
  'blogPosts',
  'projects',
  'testimonials',
  'orders',
] as const

/** How many rows each table holds: a refused request must leave every count alone. */
async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of tables)
    counts[table] = (await server.db.selectFrom(table).select('id').execute()).length
  return counts
}

/** What a client would notice if internals leaked: stack frames, file paths, driver errors. */
function expectCleanJsonError(response: ApiResponse, status: number) {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toContain('application/json')
  expect(response.body).toEqual(expect.objectContaining({ message: expect.any(String) }))
  expect(response.text).not.toMatch(/\bat .*\.[cm]?[tj]s:\d+/)
  expect(response.text).not.toMatch(/node_modules|\/work\/|SQLITE_|sqlite|postgres|stack/i)
}

const writeEndpoints: [path: string, admin: boolean][] = [
  ['/api/contact', false],
  ['/api/newsletter/subscribe', false],
  ['/api/demo-requests', false],
  ['/api/generate-qr-code', false],
  ['/api/create-payment-intent', false],
  ['/api/admin/login', false],
  ['/api/admin/blog-posts', true],
  ['/api/admin/projects', true],
  ['/api/admin/testimonials', true],
]

describe('malformed requests', () => {
  it.each(writeEndpoints)(
    'POST %s with malformed JSON answers 400 with a JSON message',
    async (path, admin) => {
      const response = await server.request(path, {
        method: 'POST',
        token: admin ? server.token : undefined,
        headers: { 'content-type': 'application/json' },
        body: '{"name": "Dana", "email": ',
      })

      expectCleanJsonError(response, 400)
      expect(response.body).toEqual({ message: 'Malformed JSON in request body' })
    },
  )

  it('answers 413 for a body over 100 KB and stores nothing', async () => {
    const before = await rowCounts()

    const response = await server.request('/api/contact', {
      method: 'POST',
      json: { name: 'Big', email: 'big@example.com', subject: 'Big', message: 'x'.repeat(110 * 1024) },
    })

    expectCleanJsonError(response, 413)
    expect(response.body).toEqual({ message: 'Request body is too large (the limit is 100 KB)' })
    expect(await rowCounts()).toEqual(before)
  })

  it('answers 413 for an oversized admin body too', async () => {
    const response = await server.request('/api/admin/blog-posts', {
      method: 'POST',
      token: server.token,
      json: buildBlogPost({ content: 'y'.repeat(120 * 1024) }),
    })

    expectCleanJsonError(response, 413)
  })

  it.each(writeEndpoints)('POST %s with a non-JSON body answers 400', async (path, admin) => {
    const response = await server.request(path, {
      method: 'POST',
      token: admin ? server.token : undefined,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Dana&email=dana%40example.com',
    })

    expectCleanJsonError(response, 400)
  })

  it.each(writeEndpoints)('POST %s with a JSON null body answers 400', async (path, admin) => {
    const response = await server.request(path, {
      method: 'POST',
      token: admin ? server.token : undefined,
      headers: { 'content-type': 'application/json' },
      body: 'null',
    })

    expectCleanJsonError(response, 400)
  })
})

describe('bad input never yields 500 and never writes a row', () => {
  const hostileBodies: [label: string, body: unknown][] = [
    ['an array', [{ name: 'x' }]],
    ['a string', 'hello'],
    ['a number', 42],
    ['an empty object', {}],
    ['objects where text belongs', { name: {}, email: {}, title: {}, contact: 'x', metadata: 'x' }],
    ['arrays where text belongs', { name: ['a'], email: ['a@b.co'], title: ['t'], username: ['u'] }],
    ['nulls everywhere', { name: null, email: null, title: null, content: null, username: null }],
    ['a prototype-pollution key', JSON.parse('{"__proto__": {"admin": true}, "name": "x"}')],
    ['a huge number', { rating: 1e308, projectId: 1e308, amount: 1e308, published: 1e308 }],
  ]

  for (const [path, admin] of writeEndpoints) {
    it.each(hostileBodies)(`POST ${path} with %s answers 400`, async (_label, body) => {
      const before = await rowCounts()

      const response = await server.request(path, {
        method: 'POST',
        token: admin ? server.token : undefined,
        json: body,
      })

      expectCleanJsonError(response, 400)
      expect(await rowCounts()).toEqual(before)
    })
  }

  it.each([
    ['/api/contact', { name: 'Nul\u0000Byte', email: 'nul@example.com', subject: 'Hi', message: 'Hello' }],
    ['/api/demo-requests', { name: 'Nul\u0000Byte', email: 'nul@example.com' }],
    ['/api/admin/login', { username: 'own\u0000er', password: 'x' }],
  ])('POST %s with a NUL character in text answers 400', async (path, json) => {
    const before = await rowCounts()

    const response = await server.request(path, { method: 'POST', json })

    expectCleanJsonError(response, 400)
    expect(await rowCounts()).toEqual(before)
  })

  it('PATCH with a hostile body leaves the row untouched', async () => {
    const created = await server.request<{ id: number; title: string }>('/api/admin/projects', {
      method: 'POST',
      token: server.token,
      json: buildProject(),
    })

    for (const [, body] of hostileBodies.filter(([label]) => label !== 'an empty object')) {
      const response = await server.request(`/api/admin/projects/${created.body.id}`, {
        method: 'PATCH',
        token: server.token,
        json: body,
      })
      expectCleanJsonError(response, 400)
    }
    const row = await server.db
      .selectFrom('projects')
      .selectAll()
      .where('id', '=', created.body.id)
      .executeTakeFirstOrThrow()
    expect(row.title).toBe(created.body.title)
    expect(row.updatedAt).toBeNull()
  })
})

describe('unknown routes and ids', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api/projects/extra/segments'],
    ['POST', '/api/projects'],
    ['DELETE', '/api/contact'],
    ['PUT', '/api/testimonials'],
  ])('%s %s answers 404 JSON', async (method, path) => {
    const response = await server.request(path, { method })

    expectCleanJsonError(response, 404)
  })

  it('answers 404 JSON for an unknown admin path when signed in', async () => {
    const response = await server.request('/api/admin/nope', { token: server.token })

    expectCleanJsonError(response, 404)
  })

  it.each(['blog-posts', 'projects', 'testimonials'])('answers 404 for invalid %s ids', async (resource) => {
    for (const id of [
      'abc',
      '0',
      '-1',
      '1.5',
      '1e3',
      '99999999999999999999',
      '999999999999999',
      '2147483648',
    ]) {
      for (const method of ['PATCH', 'DELETE']) {
        const response = await server.request(`/api/admin/${resource}/${id}`, {
          method,
          token: server.token,
          json: method === 'PATCH' ? { title: 'x' } : undefined,
        })
        expect(response.status, `${method} ${id}`).toBe(404)
        expectCleanJsonError(response, 404)
      }
    }
  })

  it('answers 404 for slugs that cannot exist', async () => {
    for (const slug of ['%00', 'a%00b', encodeURIComponent('漢字'), 'x'.repeat(300)]) {
      const response = await server.request(`/api/blog-posts/${slug}`)
      expect(response.status, slug).toBe(404)
      expectCleanJsonError(response, 404)
    }
  })
})

describe('error bodies', () => {
  it('never carry a stack trace', async () => {
    const responses = [
      await server.request('/api/contact', { method: 'POST', json: { name: 1 } }),
      await server.request('/api/admin/blog-posts', {
        method: 'POST',
        token: server.token,
        json: { title: 1 },
      }),
      await server.request('/api/admin/projects/abc', { method: 'DELETE', token: server.token }),
      await server.request('/api/admin/me'),
      await server.request('/api/admin/login', { method: 'POST', json: { username: 'x', password: 'y' } }),
      await server.request('/api/create-payment-intent', {
        method: 'POST',
        json: { metadata: { service: 'ai-strategy-sprint', tier: 'essentials' } },
      }),
      await server.request('/api/admin/testimonials', {
        method: 'POST',
        token: server.token,
        json: { ...buildTestimonial(), rating: 0 },
      }),
    ]

    for (const response of responses) {
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(600)
      expect(response.text).not.toMatch(/\bat .*\.ts:\d+/)
      expect(response.text).not.toMatch(/\n\s+at /)
      expect(response.text).not.toContain('.ts:')
    }
  })

  it('are never cached', async () => {
    const response = await server.request('/api/nope')

    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })
})
