import { describe, expect, it } from 'vitest'
import { buildTestimonial } from '../factories.ts'
import { adminCredentials, useTestServer } from '../support/test-server.ts'

const server = useTestServer({}, { pages: true })

const apiSpellings = [
  '/api/admin/blog-posts/',
  '/api/admin//blog-posts',
  '/api//admin/blog-posts',
  '/API/ADMIN/blog-posts',
  '/api/Admin/Blog-Posts',
  '/api/%61dmin/blog-posts',
  '/api/%2561dmin/blog-posts',
  '/api/admin%2Fblog-posts',
  '/api/ADMIN/leads.csv',
  '/api/admin/subscribers.csv/',
  '/api/CONTACTS',
  '/api/%63ontacts/',
  '/api/admin/%E0%A4%A',
]

/** Fetches without following redirects, as a client that wants to see the first answer. */
function raw(path: string, init: RequestInit = {}) {
  return fetch(`${server.url}${path}`, { redirect: 'manual', ...init })
}

describe('admin API paths in any spelling', () => {
  it.each(apiSpellings)('GET %s answers 401 without a session', async (path) => {
    const response = await raw(path)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Authentication required' })
  })

  it.each(apiSpellings)('POST %s answers 401 without a session and writes nothing', async (path) => {
    const input = buildTestimonial({ name: `Spelling ${path}` })
    const response = await raw(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    })
    expect(response.status).toBe(401)
    const rows = await server.db
      .selectFrom('testimonials')
      .select('id')
      .where('name', '=', input.name)
      .execute()
    expect(rows).toEqual([])
  })

  it.each(['/api/ADMIN/testimonials', '/api/admin//testimonials/', '/api/%61dmin/testimonials'])(
    'refuses a cookie-authenticated POST %s without a same-origin Origin',
    async (path) => {
      const login = await server.request('/api/admin/login', { method: 'POST', json: adminCredentials })
      const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!
      const input = buildTestimonial({ name: `Cross-site ${path}` })

      for (const origin of [undefined, 'https://evil.example', 'null']) {
        const response = await raw(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, ...(origin ? { origin } : {}) },
          body: JSON.stringify(input),
        })
        expect(response.status, String(origin)).toBe(403)
      }
      const rows = await server.db
        .selectFrom('testimonials')
        .select('id')
        .where('name', '=', input.name)
        .execute()
      expect(rows).toEqual([])
    },
  )

  it('a GET to the logout endpoint signs nobody out', async () => {
    const token = await server.login()
    const response = await raw('/api/admin/logout', { headers: { authorization: `Bearer ${token}` } })

    expect(response.status).not.toBe(200)
    expect((await server.request('/api/admin/me', { token })).status).toBe(200)
  })
})

describe('admin pages in any spelling', () => {
  it.each([
    '/admin',
    '/admin/',
    '/Admin',
    '/ADMIN/blog-posts',
    '/admin/leads/',
    '/admin//account',
    '/%61dmin',
    '/admin/%61ccount',
    '/admin/contacts?x=1',
  ])('%s sends the visitor to the sign-in page without showing anything', async (path) => {
    const response = await raw(path)
    const body = await response.text()

    expect(response.status, body.slice(0, 200)).toBeGreaterThanOrEqual(300)
    expect(response.status).toBeLessThan(500)
    if (response.status < 400) expect(response.headers.get('location')).toMatch(/^\/admin\/login(\?|$)/)
    expect(body).not.toContain('Signed in as')
    expect(body).not.toContain(`${adminCredentials.username}@localhost`)
  })

  it('a GET to the logout page signs nobody out', async () => {
    const login = await server.request('/api/admin/login', { method: 'POST', json: adminCredentials })
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!
    const token = decodeURIComponent(cookie.slice('session='.length))

    await raw('/admin/logout', { headers: { cookie } })

    expect((await server.request('/api/admin/me', { token })).status).toBe(200)
  })
})
