import { describe, expect, it } from 'vitest'
import { formGuard } from '../support/forms.ts'
import { useTestServer } from '../support/test-server.ts'

let sequence = 0
const unique = () => {
  sequence += 1
  return `${Date.now()}${sequence}`
}

// The real limits and the real minimum fill time.
const server = useTestServer({ FORM_LIMIT_MULTIPLIER: '1', FORM_MIN_FILL_MS: '3000' })

const contact = (email = `visitor.${unique()}@example.com`) => ({
  name: 'Pat Quinn',
  email,
  subject: 'Hello',
  message: 'Can we talk?',
})
const count = async (table: 'contacts' | 'formSubmissions') =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('public form checks', () => {
  it.each([
    ['a missing honeypot', () => ({ formToken: formGuard(server, 'contact').formToken })],
    ['a filled honeypot', () => ({ ...formGuard(server, 'contact'), website: 'https://spam.example' })],
    ['no render-time token', () => ({ website: '' })],
    ['a forged token', () => ({ website: '', formToken: `${Date.now() - 60_000}.forged` })],
  ])('refuses %s with 400 and stores nothing', async (_case, guard) => {
    const before = await count('contacts')
    const response = await server.request('/api/contact', {
      method: 'POST',
      json: { ...contact(), ...guard() },
    })
    expect(response.status).toBe(400)
    expect(await count('contacts')).toBe(before)
  })

  it('refuses a form sent sooner than the minimum fill time, with a clear message', async () => {
    const before = await count('contacts')
    const email = `fast.${unique()}@example.com`
    const response = await server.request<{ message: string; reason: string; formToken: string }>(
      '/api/newsletter/subscribe',
      { method: 'POST', json: { email, ...formGuard(server, 'newsletter', 500) } },
    )
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(/faster than a person/)
    expect(response.body.reason).toBe('too-fast')
    expect(await count('contacts')).toBe(before)
    // The refusal carries a token to send the same form again at once, for this form only.
    const again = await server.request('/api/newsletter/subscribe', {
      method: 'POST',
      json: { email, ...formGuard(server, 'newsletter', 500), formToken: response.body.formToken },
    })
    expect(again.status).toBe(200)
    const elsewhere = await server.request('/api/contact', {
      method: 'POST',
      json: { ...contact(), ...formGuard(server, 'contact'), formToken: response.body.formToken },
    })
    expect(elsewhere.status).toBe(400)
    const patient = await server.request('/api/newsletter/subscribe', {
      method: 'POST',
      json: { email: `patient.${unique()}@example.com`, ...formGuard(server, 'newsletter', 3500) },
    })
    expect(patient.status).toBe(200)
  })

  it('hands out a fresh token for the form it names', async () => {
    const issued = await server.request<{ formToken: string }>('/api/form-token?form=newsletter')
    expect(issued.status).toBe(200)
    expect(issued.headers.get('cache-control')).toBe('no-store')
    const [time, form] = issued.body.formToken.split('.')
    expect(Math.abs(Number(time) - Date.now())).toBeLessThan(5000)
    expect(form).toBe('newsletter')
    for (const query of ['', '?form=signup']) {
      const refused = await server.request<{ message: string }>(`/api/form-token${query}`)
      expect(refused.status).toBe(400)
      expect(refused.body.message).toMatch(
        /form must be contact, demo-request, newsletter, booking or accessibility/,
      )
    }
  })

  it("refuses one form's token on another form, however fresh", async () => {
    const before = await count('contacts')
    const response = await server.request<{ message: string }>('/api/contact', {
      method: 'POST',
      json: { ...contact(), ...formGuard(server, 'newsletter') },
    })
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(/This form has expired/)
    expect(await count('contacts')).toBe(before)
  })

  it('refuses a token older than two hours, and takes one just inside that', async () => {
    const before = await count('contacts')
    const stale = await server.request<{ message: string }>('/api/contact', {
      method: 'POST',
      json: { ...contact(), ...formGuard(server, 'contact', 2 * 60 * 60 * 1000 + 60_000) },
    })
    expect(stale.status).toBe(400)
    expect(stale.body.message).toBe('This form has expired. Please send it again.')
    expect(await count('contacts')).toBe(before)
    const fresh = await server.request('/api/contact', {
      method: 'POST',
      json: { ...contact(), ...formGuard(server, 'contact', 2 * 60 * 60 * 1000 - 60_000) },
    })
    expect(fresh.status).toBe(201)
  })
})

describe('public form limits', () => {
  it('lets exactly five of twelve parallel newsletter sign-ups from one address through', async () => {
    await server.db.deleteFrom('formSubmissions').execute()
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        server.request('/api/newsletter/subscribe', {
          method: 'POST',
          json: { email: `parallel.${unique()}@example.com`, ...formGuard(server, 'newsletter') },
        }),
      ),
    )
    expect(responses.filter((response) => response.status === 200)).toHaveLength(5)
    expect(responses.filter((response) => response.status === 429)).toHaveLength(7)
    expect(await count('formSubmissions')).toBe(5)
  })

  it('answers the 6th demo request from one address within the hour with 429 and Retry-After, storing nothing', async () => {
    for (let i = 0; i < 5; i += 1) {
      const ok = await server.request('/api/demo-requests', {
        method: 'POST',
        json: { name: 'Riley', email: `riley.${unique()}@example.com`, ...formGuard(server, 'demo-request') },
      })
      expect(ok.status).toBe(201)
    }
    const before = await count('formSubmissions')
    const refused = await server.request<{ message: string }>('/api/demo-requests', {
      method: 'POST',
      json: { name: 'Riley', email: `riley.${unique()}@example.com`, ...formGuard(server, 'demo-request') },
    })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000)
    expect(refused.body.message).toMatch(/Too many submissions/)
    expect(await count('formSubmissions')).toBe(before)
    // Another form from the same address has its own count.
    const other = await server.request('/api/contact', {
      method: 'POST',
      json: { ...contact(), ...formGuard(server, 'contact') },
    })
    expect(other.status).toBe(201)
  })

  it('answers the 6th submission for one email within the hour with 429, whatever the address', async () => {
    const email = `same.${unique()}@example.com`
    await server.db
      .insertInto('formSubmissions')
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          form: 'newsletter' as const,
          ip: `192.0.2.${i + 1}`,
          email,
          createdAt: new Date().toISOString(),
        })),
      )
      .execute()
    const before = await count('contacts')
    const refused = await server.request('/api/contact', {
      method: 'POST',
      json: { ...contact(email.toUpperCase()), ...formGuard(server, 'contact') },
    })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBeTruthy()
    expect(await count('contacts')).toBe(before)
  })
})
