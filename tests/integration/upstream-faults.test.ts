import { randomUUID } from 'node:crypto'
import net from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { type StripeFake, startStripeFake } from '../mocks/stripe-fake.ts'
import { asSubmitted } from '../support/forms.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/** A loopback port nothing listens on (connections to it are refused). */
async function closedPort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

const servers: TestServer[] = []
let stripe: StripeFake | undefined
let forwarder: net.Server | undefined

afterAll(async () => {
  for (const server of servers) await server.close()
  forwarder?.close()
  await stripe?.close()
})

describe('SMTP unreachable', () => {
  it('stores the lead and answers at once; the email waits in the outbox for a retry', async () => {
    const server = await startTestServer({
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
      OWNER_EMAIL: 'owner@example.org',
      OUTBOX_POLL_MS: '50',
    })
    servers.push(server)
    const email = `unreachable.${randomUUID()}@example.org`
    const started = Date.now()
    const response = await server.request('/api/contact', {
      method: 'POST',
      json: asSubmitted(server, 'contact', {
        name: 'Ada',
        email,
        subject: 'Hello',
        message: 'Is the mail server down?',
      }),
    })
    expect(response.status).toBe(201)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(
      await server.db.selectFrom('contacts').select('id').where('email', '=', email).execute(),
    ).toHaveLength(1)

    let waiting: { status: string; attempts: number; lastError: string | null } | undefined
    for (let tries = 0; tries < 50 && !waiting?.lastError; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      waiting = await server.db
        .selectFrom('outbox')
        .select(['status', 'attempts', 'lastError'])
        .where('toAddress', '=', 'owner@example.org')
        .executeTakeFirst()
    }
    expect(waiting).toEqual({ status: 'queued', attempts: 1, lastError: expect.any(String) })
  })
})

describe('Stripe unreachable', () => {
  it('answers 502 within a bounded time and marks nothing paid; checkout works again once Stripe is back', async () => {
    stripe = await startStripeFake()
    const port = await closedPort()
    const server = await startTestServer({ ...stripe.env, STRIPE_API_PORT: String(port) })
    servers.push(server)
    const checkout = () => ({
      checkoutId: randomUUID(),
      description: 'AI Strategy Sprint - professional',
      metadata: { service: 'ai-strategy-sprint', tier: 'professional' },
    })

    const refused = checkout()
    const started = Date.now()
    const down = await server.request<{ message: string }>('/api/create-payment-intent', {
      method: 'POST',
      json: refused,
    })
    expect(down.status).toBe(502)
    expect(down.body.message).toMatch(/try again/i)
    expect(Date.now() - started).toBeLessThan(10_000)
    const order = await server.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', refused.checkoutId)
      .executeTakeFirst()
    expect(order).toEqual(expect.objectContaining({ status: 'failed', paymentIntentId: null }))

    // Stripe comes back on the same address.
    const upstreamPort = stripe.port
    forwarder = net.createServer((socket) => {
      const upstream = net.connect(upstreamPort, '127.0.0.1')
      socket.pipe(upstream).pipe(socket)
      socket.on('error', () => upstream.destroy())
      upstream.on('error', () => socket.destroy())
    })
    await new Promise<void>((resolve) => forwarder?.listen(port, '127.0.0.1', resolve))

    const accepted = checkout()
    const up = await server.request<{ orderId: string }>('/api/create-payment-intent', {
      method: 'POST',
      json: accepted,
    })
    expect(up.status).toBe(200)
    expect(stripe.requests.map((request) => request.idempotencyKey)).toEqual([`order-${accepted.checkoutId}`])
    const orders = await server.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .orderBy('createdAt')
      .execute()
    expect(orders).toEqual([
      { id: refused.checkoutId, status: 'failed' },
      { id: accepted.checkoutId, status: 'pending' },
    ])
  })
})
