import { Writable } from 'node:stream'
import { Secret, TOTP } from 'otpauth'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '~/config.server.ts'
import { hashToken } from '~/services/auth.server.ts'
import { accountDelaySeconds } from '~/services/sign-in-limits.server.ts'
import { createLogger } from '../../server/logger.ts'
import { adminCredentials, startTestServer, type TestServer, useTestServer } from '../support/test-server.ts'

type LoginBody = { token: string; message: string }

const wrongPassword = { username: adminCredentials.username, password: 'not the password' }

function loginAs(server: TestServer, json: object, headers: Record<string, string> = {}) {
  return server.request<LoginBody>('/api/admin/login', { method: 'POST', json, headers })
}

async function failTimes(server: TestServer, times: number, headers: Record<string, string> = {}) {
  for (let i = 0; i < times; i += 1) {
    const response = await loginAs(server, wrongPassword, headers)
    expect(response.status).toBe(401)
  }
}

describe('sign-in limits per address', () => {
  const server = useTestServer()

  it('answers the 6th failure within the hour with 429 and Retry-After >= 600, even for the right password and a rotated X-Forwarded-For, and across a restart', async () => {
    await failTimes(server, 5)

    const sixth = await loginAs(server, wrongPassword)
    expect(sixth.status).toBe(429)
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThanOrEqual(600)
    expect(sixth.body.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes\.$/)

    const rightPassword = await loginAs(server, adminCredentials)
    expect(rightPassword.status).toBe(429)
    expect(rightPassword.headers.getSetCookie()).toEqual([])

    const rotated = await loginAs(server, adminCredentials, { 'x-forwarded-for': '203.0.113.77' })
    expect(rotated.status).toBe(429)

    const restarted = await startTestServer({}, { shareDatabaseWith: server })
    try {
      const afterRestart = await loginAs(restarted, adminCredentials)
      expect(afterRestart.status).toBe(429)
    } finally {
      await restarted.close()
    }
  })

  it('lets the address in again once its failures are older than an hour', async () => {
    await server.db
      .updateTable('loginAttempts')
      .set({ createdAt: new Date(Date.now() - 61 * 60 * 1000).toISOString() })
      .execute()

    expect((await loginAs(server, adminCredentials)).status).toBe(200)
  })
})

describe('sign-in limits behind a trusted proxy', () => {
  const server = useTestServer({ TRUST_PROXY: 'loopback' })

  const from = (ip: string) => ({ 'x-forwarded-for': ip })

  it('counts each forwarded address on its own', async () => {
    await failTimes(server, 5, from('198.51.100.1'))

    expect((await loginAs(server, wrongPassword, from('198.51.100.1'))).status).toBe(429)
    expect((await loginAs(server, adminCredentials, from('198.51.100.2'))).status).toBe(200)
  })

  it('a success from one address does not forgive failures from another', async () => {
    await failTimes(server, 4, from('198.51.100.3'))
    expect((await loginAs(server, adminCredentials, from('198.51.100.4'))).status).toBe(200)
    await failTimes(server, 1, from('198.51.100.3'))

    expect((await loginAs(server, wrongPassword, from('198.51.100.3'))).status).toBe(429)
  })

  it('cannot lock the owner out: 100 guesses from 20 addresses slow guessing, not the owner', async () => {
    await server.db
      .updateTable('loginAttempts')
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString() })
      .execute()
    const deviceLogin = await loginAs(server, adminCredentials, from('192.0.2.200'))
    expect(deviceLogin.status).toBe(200)
    const deviceCookie = deviceLogin.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0]!)
      .find((cookie) => cookie.startsWith('device='))
    expect(deviceCookie).toMatch(/^device=\d+\.[\w-]+\.[\w-]+$/)

    const outcomes: number[] = []
    const retryAfters: number[] = []
    for (let address = 10; address < 30; address += 1) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await loginAs(server, wrongPassword, from(`192.0.2.${address}`))
        outcomes.push(response.status)
        if (response.status === 429) retryAfters.push(Number(response.headers.get('retry-after')))
      }
    }
    // Ten free failures, then each further guess must wait after the last one: most are turned away.
    expect(outcomes.filter((status) => status === 401).length).toBeGreaterThanOrEqual(10)
    expect(outcomes.filter((status) => status === 401).length).toBeLessThan(20)
    expect(outcomes.every((status) => status === 401 || status === 429)).toBe(true)
    expect(Math.max(...retryAfters)).toBeLessThanOrEqual(60)

    // The owner's own browser signs in at once, from an address never seen.
    const fromOwnDevice = await loginAs(server, adminCredentials, {
      ...from('198.51.100.200'),
      cookie: deviceCookie!,
    })
    expect(fromOwnDevice.status).toBe(200)

    // A new browser waits at most a minute, never an hour.
    const newDevice = await loginAs(server, adminCredentials, from('198.51.100.201'))
    if (newDevice.status === 429) {
      expect(Number(newDevice.headers.get('retry-after'))).toBeLessThanOrEqual(60)
      expect(newDevice.body.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ seconds?\.$/)
      await server.db
        .updateTable('loginAttempts')
        .set({ createdAt: new Date(Date.now() - 61_000).toISOString() })
        .where('username', '=', adminCredentials.username)
        .execute()
      expect((await loginAs(server, adminCredentials, from('198.51.100.201'))).status).toBe(200)
    }
  }, 60_000)

  it('does not trust a device cookie that was not issued for this user and password', async () => {
    const forged = 'device=1.abcdefghijklmnop.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
    await server.db
      .updateTable('loginAttempts')
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString() })
      .execute()
    for (let address = 40; address < 50; address += 1) {
      expect((await loginAs(server, wrongPassword, from(`192.0.2.${address}`))).status).toBe(401)
    }
    const refused = await loginAs(server, adminCredentials, { ...from('192.0.2.60'), cookie: forged })
    expect(refused.status).toBe(429)
  })
})

describe('the account delay', () => {
  it('is nothing for ten failures, then doubles each time up to a minute', () => {
    expect([0, 9, 10, 11, 12, 15, 16, 100].map(accountDelaySeconds)).toEqual([0, 0, 1, 2, 4, 32, 60, 60])
  })

  it('lets the next untrusted try in once the delay after the latest failure has passed', async () => {
    const server = await startTestServer()
    try {
      const limits = server.services.auth.limits
      // Twelve failures a minute apart: each came after the delay its predecessors asked for.
      const start = Date.now() - 20 * 60_000
      for (let n = 0; n < 12; n += 1) {
        const id = await limits.begin(`203.0.113.${n}`, 'owner', { now: start + n * 61_000 })
        await limits.finish(id, 'failure')
      }
      const latest = start + 11 * 61_000
      await expect(limits.begin('203.0.113.99', 'owner', { now: latest + 3_000 })).rejects.toMatchObject({
        status: 429,
        retryAfterSeconds: 1,
      })
      const trusted = await limits.begin('203.0.113.98', 'owner', {
        now: latest + 3_001,
        trustedDevice: true,
      })
      await limits.finish(trusted, 'success')
      await expect(limits.begin('203.0.113.99', 'owner', { now: latest + 4_001 })).resolves.toBeGreaterThan(0)
    } finally {
      await server.close()
    }
  })
})

describe('sign-in answers and logs', () => {
  const lines: string[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  })
  const server = useTestServer({}, { logger: createLogger('info', sink) })

  it('answers an unknown user with the same body as a wrong password, in a similar time', async () => {
    const timed = async (json: object) => {
      const started = performance.now()
      const response = await loginAs(server, json)
      return { response, ms: performance.now() - started }
    }
    const wrong = await timed(wrongPassword)
    const unknown = await timed({ username: 'nobody', password: 'not the password' })

    expect(unknown.response.status).toBe(401)
    expect(unknown.response.text).toBe(wrong.response.text)
    // Both verify an argon2id hash; skipping it would make the unknown user several times faster.
    expect(unknown.ms).toBeGreaterThan(wrong.ms / 3)
  })

  it('logs every success and failure with username and address, never the password', async () => {
    const secret = 'a-secret-passphrase-42'
    await loginAs(server, { username: adminCredentials.username, password: secret })
    await loginAs(server, adminCredentials)

    const failure = lines.find((line) => line.includes('sign-in failed') && line.includes('"ip"'))
    const success = lines.find((line) => line.includes('sign-in succeeded'))
    expect(JSON.parse(failure!)).toMatchObject({
      username: adminCredentials.username,
      ip: expect.any(String),
    })
    expect(JSON.parse(success!)).toMatchObject({
      username: adminCredentials.username,
      ip: expect.any(String),
    })
    expect(lines.join('\n')).not.toContain(secret)
    expect(lines.join('\n')).not.toContain(adminCredentials.password)
  })

  it('writes no session token into a log line', async () => {
    const token = await server.login()
    lines.length = 0

    await server.request('/api/admin/me', { token })
    await server.request('/api/admin/me', { headers: { cookie: `session=${token}` } })
    await server.request('/api/admin/logout', { method: 'POST', token })

    expect(lines.length).toBeGreaterThan(0)
    expect(lines.join('\n')).not.toContain(token)
  })
})

describe('passwords', () => {
  const server = useTestServer()

  it('are hashed with argon2id, t=2, m=19456 KiB, p=1', async () => {
    const row = await server.db.selectFrom('adminUsers').select('passwordHash').executeTakeFirstOrThrow()
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })

  it('answers 400 for a password over 1024 bytes, at sign-in and on change', async () => {
    const long = 'é'.repeat(513)
    const signIn = await loginAs(server, { username: adminCredentials.username, password: long })
    expect(signIn.status).toBe(400)
    expect(signIn.text).toContain('Password is too long')

    const token = await server.login()
    const change = await server.request('/api/admin/password', {
      method: 'POST',
      token,
      json: { currentPassword: adminCredentials.password, newPassword: long, confirmPassword: long },
    })
    expect(change.status).toBe(400)
    expect(change.text).toContain('Password is too long')
  })

  it('refuses a new password shorter than 8 characters', async () => {
    const token = await server.login()
    const response = await server.request('/api/admin/password', {
      method: 'POST',
      token,
      json: {
        currentPassword: adminCredentials.password,
        newPassword: 'short12',
        confirmPassword: 'short12',
      },
    })
    expect(response.status).toBe(400)
    expect(response.text).toContain('at least 8 characters')
    expect((await loginAs(server, adminCredentials)).status).toBe(200)
  })
})

describe('sessions', () => {
  const server = useTestServer()

  const row = (token: string) =>
    server.db.selectFrom('sessions').selectAll().where('tokenHash', '=', hashToken(token)).executeTakeFirst()

  it('are 32 random bytes of which only the SHA-256 is stored', async () => {
    const token = await server.login()

    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    const stored = await row(token)
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    const everything = JSON.stringify(await server.db.selectFrom('sessions').selectAll().execute())
    expect(everything).not.toContain(token)
  })

  it('are replaced at sign-in: the token presented with the login stops working', async () => {
    const old = await server.login()

    const again = await server.request<LoginBody>('/api/admin/login', {
      method: 'POST',
      token: old,
      json: adminCredentials,
    })

    expect(again.status).toBe(200)
    expect(again.body.token).not.toBe(old)
    expect((await server.request('/api/admin/me', { token: old })).status).toBe(401)
    expect((await server.request('/api/admin/me', { token: again.body.token })).status).toBe(200)
  })

  it('end after 12 idle hours and are deleted', async () => {
    const fresh = await server.login()
    const idle = await server.login()
    const elevenHoursAgo = new Date(Date.now() - 11 * 3600_000).toISOString()
    const thirteenHoursAgo = new Date(Date.now() - 13 * 3600_000).toISOString()
    await server.db
      .updateTable('sessions')
      .set({ lastSeenAt: elevenHoursAgo })
      .where('tokenHash', '=', hashToken(fresh))
      .execute()
    await server.db
      .updateTable('sessions')
      .set({ lastSeenAt: thirteenHoursAgo })
      .where('tokenHash', '=', hashToken(idle))
      .execute()

    expect((await server.request('/api/admin/me', { token: fresh })).status).toBe(200)
    expect((await server.request('/api/admin/me', { token: idle })).status).toBe(401)
    expect(await row(idle)).toBeUndefined()
  })

  it('end 30 days after sign-in however active', async () => {
    const token = await server.login()
    const stored = await row(token)
    expect(Date.parse(stored!.expiresAt) - Date.parse(stored!.createdAt)).toBe(30 * 24 * 3600_000)
    await server.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('tokenHash', '=', hashToken(token))
      .execute()

    expect((await server.request('/api/admin/me', { token })).status).toBe(401)
    expect(await row(token)).toBeUndefined()
  })

  it('are deleted at logout', async () => {
    const token = await server.login()
    await server.request('/api/admin/logout', { method: 'POST', token })
    expect(await row(token)).toBeUndefined()
  })
})

describe('two-factor sign-in', () => {
  const server = useTestServer({ TRUST_PROXY: 'loopback' })
  let totp: TOTP
  let recoveryCodes: string[]
  beforeAll(async () => {
    const owner = await server.db.selectFrom('adminUsers').select('id').executeTakeFirstOrThrow()
    const enrolment = await server.services.auth.twoFactor.beginEnrolment(owner.id)
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\//)
    expect(enrolment.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/)
    totp = new TOTP({ secret: Secret.fromBase32(enrolment.secret), digits: 6, period: 30 })
    recoveryCodes = await server.services.auth.twoFactor.confirmEnrolment(owner.id, totp.generate())
  })

  const from = (ip: string) => ({ 'x-forwarded-for': ip })
  /** A code from the step after the current one: accepted (window of one step) and not yet used. */
  const nextCode = () => totp.generate({ timestamp: Date.now() + 30_000 })

  it('stores ten recovery codes, hashed', async () => {
    expect(recoveryCodes).toHaveLength(10)
    const stored = JSON.stringify(await server.db.selectFrom('recoveryCodes').selectAll().execute())
    for (const code of recoveryCodes) expect(stored).not.toContain(code)
  })

  it('issues no token without the code', async () => {
    const response = await loginAs(server, adminCredentials, from('198.51.100.20'))

    expect(response.status).toBe(401)
    expect(response.body).toEqual({ message: 'Two-factor code required' })
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('refuses a wrong code and accepts the right one once', async () => {
    const wrong = await loginAs(server, { ...adminCredentials, totp: '000000' }, from('198.51.100.21'))
    expect(wrong.status).toBe(401)
    expect(wrong.body).not.toHaveProperty('token')

    const code = nextCode()
    const right = await loginAs(server, { ...adminCredentials, totp: code }, from('198.51.100.21'))
    expect(right.status).toBe(200)
    expect(right.body.token).toEqual(expect.any(String))

    const replayed = await loginAs(server, { ...adminCredentials, totp: code }, from('198.51.100.22'))
    expect(replayed.status).toBe(401)
  })

  it('accepts each recovery code once', async () => {
    const code = recoveryCodes[0]!
    const first = await loginAs(server, { ...adminCredentials, totp: code }, from('198.51.100.23'))
    const second = await loginAs(server, { ...adminCredentials, totp: code }, from('198.51.100.23'))

    expect(first.status).toBe(200)
    expect(second.status).toBe(401)
  })

  it('counts wrong codes toward the limit', async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await loginAs(server, { ...adminCredentials, totp: '123456' }, from('198.51.100.24'))
      expect(response.status).toBe(401)
    }
    const sixth = await loginAs(server, { ...adminCredentials, totp: nextCode() }, from('198.51.100.24'))
    expect(sixth.status).toBe(429)
  })

  it('is turned off only with a valid code', async () => {
    const owner = await server.db.selectFrom('adminUsers').select('id').executeTakeFirstOrThrow()
    await expect(server.services.auth.twoFactor.disable(owner.id, '000000')).rejects.toThrow('not correct')
    await server.services.auth.twoFactor.disable(owner.id, recoveryCodes[1]!)

    expect((await loginAs(server, adminCredentials, from('198.51.100.25'))).status).toBe(200)
  })
})

describe('the sign-in page', () => {
  const server = useTestServer({}, { pages: true })

  const submit = (password: string) =>
    fetch(`${server.url}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams({ username: adminCredentials.username, password, redirectTo: '' }),
    })

  it('shows the 429 message after five failures, with Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) expect((await submit('not the password')).status).toBe(401)

    const refused = await submit(adminCredentials.password)

    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(600)
    expect(await refused.text()).toMatch(/Too many sign-in attempts\. Try again in \d+ minutes\./)
    expect(refused.headers.getSetCookie()).toEqual([])
  })
})

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['2', 2],
    ['loopback, 10.0.0.0/8', 'loopback, 10.0.0.0/8'],
  ])('%s is read as the Express trust proxy value %s', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected)
  })

  it('refuses a value Express could not read', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'any proxy; please' })).toThrow(/TRUST_PROXY/)
  })
})

describe('where the sign-in page goes next', () => {
  const server = useTestServer({}, { pages: true })

  const signInThenGo = (redirectTo: string) =>
    fetch(`${server.url}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams({ ...adminCredentials, redirectTo }),
    })

  it.each([
    '/admin/../..//evil.com',
    '//evil.com',
    '/\\evil.com',
    '/admin/..\\..\\/evil.com',
    'https://evil.com/admin',
    '/admin@evil.com',
    '/%2e%2e//evil.com',
    '/adminx',
    '/admin/login',
  ])('stays on this site for %s', async (redirectTo) => {
    const response = await signInThenGo(redirectTo)
    expect(response.status).toBe(302)
    const location = response.headers.get('location') ?? ''
    expect(location).toBe('/admin?welcome=1')
  })

  it('follows an admin page on this site, with its query', async () => {
    const response = await signInThenGo('/admin/leads?status=new')
    expect(response.headers.get('location')).toBe('/admin/leads?status=new&welcome=1')
  })

  it('sends someone already signed in to a safe page too', async () => {
    const token = await server.login()
    const response = await fetch(
      `${server.url}/admin/login?redirectTo=${encodeURIComponent('/admin/../..//evil.com')}`,
      {
        redirect: 'manual',
        headers: { cookie: `session=${token}` },
      },
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/admin')
  })
})

describe('admin page actions by cookie', () => {
  const server = useTestServer({}, { pages: true })

  it('are refused from the same host over https or another port, and the session stays', async () => {
    const token = await server.login()
    const { host, port } = new URL(server.url)
    for (const origin of [
      `https://${host}`,
      `http://${host.replace(`:${port}`, ':1')}`,
      'https://evil.example',
    ]) {
      const response = await fetch(`${server.url}/admin/logout`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie: `session=${token}` },
        body: '',
      })
      expect(response.status, origin).toBe(403)
    }
    expect((await server.request('/api/admin/me', { token })).status).toBe(200)

    const fromHere = await fetch(`${server.url}/admin/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: server.url,
        cookie: `session=${token}`,
      },
      body: '',
    })
    expect(fromHere.status).toBe(302)
    expect((await server.request('/api/admin/me', { token })).status).toBe(401)
  })
})
