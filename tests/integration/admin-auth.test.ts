import { describe, expect, it } from 'vitest'
import { buildTestimonial } from '../factories.ts'
import { adminCredentials, useTestServer } from '../support/test-server.ts'

const server = useTestServer()

type LoginBody = { token: string; user: Record<string, unknown> }
type ValidationBody = { message: string; issues: { path: string; message: string }[] }

const adminRoutes: [method: string, path: string][] = [
  ['GET', '/api/admin/me'],
  ['GET', '/api/contacts'],
  ['GET', '/api/admin/blog-posts'],
  ['POST', '/api/admin/blog-posts'],
  ['PATCH', '/api/admin/blog-posts/1'],
  ['DELETE', '/api/admin/blog-posts/1'],
  ['GET', '/api/admin/projects'],
  ['POST', '/api/admin/projects'],
  ['PATCH', '/api/admin/projects/1'],
  ['DELETE', '/api/admin/projects/1'],
  ['GET', '/api/admin/testimonials'],
  ['POST', '/api/admin/testimonials'],
  ['PATCH', '/api/admin/testimonials/1'],
  ['DELETE', '/api/admin/testimonials/1'],
]

/** The session cookie from a login response, ready for a Cookie header. */
function sessionCookie(headers: Headers): string {
  const cookie = headers.getSetCookie().find((value) => value.startsWith('session='))
  if (!cookie) throw new Error('no session cookie was set')
  return cookie.split(';')[0]!
}

async function login() {
  return server.request<LoginBody>('/api/admin/login', { method: 'POST', json: adminCredentials })
}

describe('POST /api/admin/login', () => {
  it('answers 200 with a token and the user, without the password hash', async () => {
    const response = await login()

    expect(response.status).toBe(200)
    expect(response.body.token).toEqual(expect.any(String))
    expect(response.body.token.length).toBeGreaterThanOrEqual(32)
    expect(response.body.user).toEqual({
      id: expect.any(Number),
      username: adminCredentials.username,
      email: expect.any(String),
      role: 'admin',
      isActive: 1,
      createdAt: expect.any(String),
    })
    expect(response.body.user).not.toHaveProperty('passwordHash')
    expect(response.text).not.toContain('argon2')
  })

  it('sets an HttpOnly session cookie holding the same token', async () => {
    const response = await login()

    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('session='))
    expect(cookie).toBeDefined()
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*SameSite=Lax/i)
    expect(cookie).toMatch(/;\s*Path=\//i)
    expect(sessionCookie(response.headers)).toBe(`session=${encodeURIComponent(response.body.token)}`)
  })

  it('gives each login its own token', async () => {
    const first = await login()
    const second = await login()

    expect(first.body.token).not.toBe(second.body.token)
  })

  it('answers 401 Invalid credentials for a wrong password', async () => {
    const response = await server.request('/api/admin/login', {
      method: 'POST',
      json: { username: adminCredentials.username, password: 'wrong password' },
    })

    expect(response.status).toBe(401)
    expect(response.body).toEqual({ message: 'Invalid credentials' })
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('answers an unknown user exactly like a wrong password', async () => {
    const wrongPassword = await server.request('/api/admin/login', {
      method: 'POST',
      json: { username: adminCredentials.username, password: 'wrong password' },
    })
    const unknownUser = await server.request('/api/admin/login', {
      method: 'POST',
      json: { username: 'nobody-here', password: 'wrong password' },
    })

    expect(unknownUser.status).toBe(401)
    expect(unknownUser.text).toBe(wrongPassword.text)
    expect(unknownUser.body).toEqual({ message: 'Invalid credentials' })
  })

  it.each([
    ['username is missing', { password: 'x' }, 'username', 'Username is required'],
    ['username is blank', { username: '   ', password: 'x' }, 'username', 'Username is required'],
    ['password is missing', { username: 'owner' }, 'password', 'Password is required'],
    ['password is empty', { username: 'owner', password: '' }, 'password', 'Password is required'],
  ])('answers 400 when %s', async (_case, json, path, message) => {
    const response = await server.request<ValidationBody>('/api/admin/login', { method: 'POST', json })

    expect(response.status).toBe(400)
    expect(response.body.message).toContain(message)
    expect(response.body.issues).toMatchObject([{ path, message }])
  })
})

describe('admin endpoints', () => {
  it.each(adminRoutes)('%s %s answers 401 without a token', async (method, path) => {
    const response = await server.request(path, {
      method,
      json: method === 'POST' || method === 'PATCH' ? { title: 'x' } : undefined,
    })

    expect(response.status).toBe(401)
    expect(response.body).toEqual({ message: 'Authentication required' })
  })

  it.each(adminRoutes)('%s %s answers 401 with a made-up token', async (method, path) => {
    const response = await server.request(path, { method, token: 'not-a-real-session-token' })

    expect(response.status).toBe(401)
    expect(response.body).toEqual({ message: 'Authentication required' })
  })

  it('refuses a made-up session cookie', async () => {
    const response = await server.request('/api/admin/me', { headers: { cookie: 'session=forged' } })

    expect(response.status).toBe(401)
  })

  it('refuses a token that is far too long without looking it up', async () => {
    const response = await server.request('/api/admin/me', { token: 'x'.repeat(500) })

    expect(response.status).toBe(401)
  })

  it('guards every spelling of an admin path', async () => {
    for (const path of ['/api/admin/blog-posts/', '/api/ADMIN/blog-posts', '/api/admin//projects']) {
      const response = await server.request(path)
      expect(response.status, path).toBe(401)
    }
  })

  it('writes nothing when a request is refused', async () => {
    const response = await server.request('/api/admin/testimonials', {
      method: 'POST',
      json: buildTestimonial({ name: 'Unauthorized Person' }),
    })

    expect(response.status).toBe(401)
    const rows = await server.db
      .selectFrom('testimonials')
      .select('id')
      .where('name', '=', 'Unauthorized Person')
      .execute()
    expect(rows).toEqual([])
  })
})

describe('GET /api/admin/me', () => {
  it('returns the signed-in user', async () => {
    const token = await server.login()

    const response = await server.request<{ user: Record<string, unknown> }>('/api/admin/me', { token })

    expect(response.status).toBe(200)
    expect(response.body.user).toMatchObject({ username: adminCredentials.username, role: 'admin' })
    expect(response.body.user).not.toHaveProperty('passwordHash')
  })
})

describe('POST /api/admin/logout', () => {
  it('revokes the token', async () => {
    const token = await server.login()
    expect((await server.request('/api/admin/me', { token })).status).toBe(200)

    const response = await server.request('/api/admin/logout', { method: 'POST', token })

    expect(response.status).toBe(200)
    expect(response.body).toEqual({ message: 'Signed out' })
    expect((await server.request('/api/admin/me', { token })).status).toBe(401)
    expect((await server.request('/api/contacts', { token })).status).toBe(401)
  })

  it('clears the session cookie', async () => {
    const token = await server.login()

    const response = await server.request('/api/admin/logout', { method: 'POST', token })

    const cleared = response.headers.getSetCookie().find((value) => value.startsWith('session='))
    expect(cleared).toMatch(/^session=;/)
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/)
  })

  it('leaves other sessions signed in', async () => {
    const kept = await server.login()
    const ended = await server.login()

    await server.request('/api/admin/logout', { method: 'POST', token: ended })

    expect((await server.request('/api/admin/me', { token: kept })).status).toBe(200)
  })

  it('answers 200 even without a session', async () => {
    const response = await server.request('/api/admin/logout', { method: 'POST' })

    expect(response.status).toBe(200)
  })
})

describe('cookie sessions', () => {
  it('authenticate reads without an Origin header', async () => {
    const cookie = sessionCookie((await login()).headers)

    const response = await server.request('/api/admin/me', { headers: { cookie } })

    expect(response.status).toBe(200)
  })

  it('refuse a state-changing request without an Origin header (403) and write nothing', async () => {
    const cookie = sessionCookie((await login()).headers)
    const input = buildTestimonial()

    const response = await server.request('/api/admin/testimonials', {
      method: 'POST',
      headers: { cookie },
      json: input,
    })

    expect(response.status).toBe(403)
    expect(response.body).toEqual({ message: 'Cross-origin request refused' })
    const rows = await server.db
      .selectFrom('testimonials')
      .select('id')
      .where('name', '=', input.name)
      .execute()
    expect(rows).toEqual([])
  })

  it('refuse a state-changing request from another origin', async () => {
    const cookie = sessionCookie((await login()).headers)

    const response = await server.request('/api/admin/testimonials', {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example' },
      json: buildTestimonial(),
    })

    expect(response.status).toBe(403)
  })

  it('allow a state-changing request whose Origin is this server', async () => {
    const cookie = sessionCookie((await login()).headers)
    const input = buildTestimonial()

    const response = await server.request('/api/admin/testimonials', {
      method: 'POST',
      headers: { cookie, origin: server.url },
      json: input,
    })

    expect(response.status).toBe(201)
    const rows = await server.db
      .selectFrom('testimonials')
      .select('id')
      .where('name', '=', input.name)
      .execute()
    expect(rows).toHaveLength(1)
  })

  it('refuse a request from the same host over another scheme or port', async () => {
    const cookie = sessionCookie((await login()).headers)
    const { host, port } = new URL(server.url)
    for (const origin of [`https://${host}`, `http://${host.replace(`:${port}`, '')}:1`]) {
      const response = await server.request('/api/admin/testimonials', {
        method: 'POST',
        headers: { cookie, origin },
        json: buildTestimonial(),
      })
      expect(response.status, origin).toBe(403)
    }
  })

  it('stop working after logout by cookie', async () => {
    const cookie = sessionCookie((await login()).headers)

    const logout = await server.request('/api/admin/logout', {
      method: 'POST',
      headers: { cookie, origin: server.url },
    })

    expect(logout.status).toBe(200)
    expect((await server.request('/api/admin/me', { headers: { cookie } })).status).toBe(401)
  })

  it('are not signed out by another site: logout by cookie from a foreign Origin answers 403 and keeps the session', async () => {
    const cookie = sessionCookie((await login()).headers)
    for (const headers of [{ cookie, origin: 'https://evil.example' }, { cookie }] as Record<
      string,
      string
    >[]) {
      const logout = await server.request<{ message: string }>('/api/admin/logout', {
        method: 'POST',
        headers,
      })
      expect(logout.status).toBe(403)
      expect(logout.body.message).toBe('Cross-origin request refused')
    }
    expect((await server.request('/api/admin/me', { headers: { cookie } })).status).toBe(200)
  })
})
