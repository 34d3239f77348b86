import { randomBytes, randomUUID } from 'node:crypto'
import { Writable } from 'node:stream'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../../server/logger.ts'
import { type StripeFake, startStripeFake } from '../mocks/stripe-fake.ts'
import { adminCredentials, useTestServer } from '../support/test-server.ts'

/**
 * Issue 8: "Logs never contain a password, a bearer token, sk_ or whsec_". Every log line of a server
 * at the most verbose level is collected while sign-ins, password changes, bearer and cookie requests,
 * payments (Stripe answering and failing) and webhooks (signed, forged, unsigned) go through it.
 */
describe('secrets never reach the logs', () => {
  const probe = randomBytes(6).toString('hex')
  const stripeKey = `sk_test_logprobe${probe}`
  const webhookSecret = `whsec_logprobe${probe}`
  const wrongPassword = `wrong-passphrase-${probe}`
  const newPassword = `new-passphrase-${probe}`
  const lines: string[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  })
  let stripe: StripeFake

  beforeAll(async () => {
    stripe = await startStripeFake()
  })
  afterAll(async () => {
    await stripe?.close()
  })
  const server = useTestServer(
    () => ({ ...stripe.env, STRIPE_SECRET_KEY: stripeKey, STRIPE_WEBHOOK_SECRET: webhookSecret }),
    { logger: createLogger('trace', sink) },
  )

  it('holds no password, bearer or session token, Stripe key or webhook secret', async () => {
    const tokens: string[] = []
    const login = (password: string) =>
      server.request<{ token: string }>('/api/admin/login', {
        method: 'POST',
        json: { username: adminCredentials.username, password },
      })

    expect((await login(wrongPassword)).status).toBe(401)
    const signedIn = await login(adminCredentials.password)
    expect(signedIn.status).toBe(200)
    const token = signedIn.body.token
    tokens.push(token)

    expect((await server.request('/api/admin/me', { token })).status).toBe(200)
    expect((await server.request('/api/admin/me', { headers: { cookie: `session=${token}` } })).status).toBe(
      200,
    )
    const forged = `${token.slice(0, -4)}abcd`
    expect((await server.request('/api/admin/me', { token: forged })).status).toBe(401)
    const changed = await server.request('/api/admin/password', {
      method: 'POST',
      token,
      json: { currentPassword: adminCredentials.password, newPassword, confirmPassword: newPassword },
    })
    expect(changed.status).toBeLessThan(300)
    const again = await login(newPassword)
    expect(again.status).toBe(200)
    tokens.push(again.body.token)
    expect(
      (await server.request('/api/admin/logout', { method: 'POST', token: again.body.token })).status,
    ).toBe(200)

    const checkout = () => ({
      checkoutId: randomUUID(),
      metadata: { service: 'ai-strategy-sprint', tier: 'professional' },
    })
    expect(
      (await server.request('/api/create-payment-intent', { method: 'POST', json: checkout() })).status,
    ).toBe(200)
    // Stripe's request carried the key; the fake saw it, so it was there to be logged.
    expect(stripe.requests.at(-1)?.authorization).toBe(`Bearer ${stripeKey}`)
    stripe.fail({ status: 500 })
    const failed = await server.request('/api/create-payment-intent', { method: 'POST', json: checkout() })
    expect(failed.status).toBeGreaterThanOrEqual(500)
    stripe.succeed()

    const payload = JSON.stringify({
      id: `evt_${probe}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: `pi_${probe}`, object: 'payment_intent', metadata: {} } },
    })
    const signer = new Stripe(stripeKey)
    for (const signature of [
      signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
      signer.webhooks.generateTestHeaderString({ payload, secret: `whsec_other${probe}` }),
      undefined,
    ]) {
      const response = await fetch(`${server.url}/api/stripe/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        body: payload,
      })
      expect(response.status).toBeLessThan(500)
    }

    const log = lines.join('\n')
    // The run was logged (requests, sign-ins, the Stripe failure), so there was something to leak.
    expect(log).toContain('sign-in failed')
    expect(log).toContain('/api/stripe/webhook')
    expect(lines.length).toBeGreaterThan(15)
    for (const secret of [
      wrongPassword,
      adminCredentials.password,
      newPassword,
      ...tokens,
      forged,
      stripeKey,
    ]) {
      expect(log).not.toContain(secret)
    }
    expect(log).not.toMatch(/\bsk_(test|live)_/)
    expect(log).not.toContain('whsec_')
    expect(log).not.toMatch(/bearer\s+\S{8,}/i)
  })
})
