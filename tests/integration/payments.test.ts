import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type StripeFake, startStripeFake } from '../mocks/stripe-fake.ts'
import { useTestServer } from '../support/test-server.ts'

type IntentBody = { clientSecret: string; orderId: string; amount: number; tier: string }
type ValidationBody = { message: string; issues: { path: string; message: string }[] }

const sprint = (tier: string, amount?: number) => ({
  ...(amount === undefined ? {} : { amount }),
  description: `AI Strategy Sprint - ${tier}`,
  metadata: { service: 'ai-strategy-sprint', tier },
})

describe('POST /api/create-payment-intent without Stripe configured', () => {
  const server = useTestServer()

  it('answers 503 and records no order', async () => {
    const response = await server.request('/api/create-payment-intent', {
      method: 'POST',
      json: sprint('professional', 4500),
    })

    expect(response.status).toBe(503)
    expect(response.body).toEqual({ message: 'Online payment is not configured' })
    expect(await server.db.selectFrom('orders').selectAll().execute()).toEqual([])
  })

  it('still refuses an unknown tier with 400', async () => {
    const response = await server.request<ValidationBody>('/api/create-payment-intent', {
      method: 'POST',
      json: sprint('platinum'),
    })

    expect(response.status).toBe(400)
    expect(response.body.issues).toMatchObject([{ path: 'metadata.tier', message: 'Unknown tier' }])
  })
})

describe('POST /api/create-payment-intent with Stripe', () => {
  let stripe: StripeFake

  beforeAll(async () => {
    stripe = await startStripeFake()
  })

  afterAll(async () => {
    await stripe?.close()
  })

  const server = useTestServer(() => stripe.env)

  beforeEach(() => {
    stripe.reset()
  })

  it('creates a payment intent for the Essentials tier priced in cents', async () => {
    const response = await server.request<IntentBody>('/api/create-payment-intent', {
      method: 'POST',
      json: sprint('essentials', 2500),
    })

    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/),
      orderId: expect.any(String),
      amount: 2500,
      tier: 'essentials',
    })
    expect(stripe.requests).toHaveLength(1)
    const [sent] = stripe.requests
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/payment_intents' })
    expect(sent?.authorization).toBe('Bearer sk_test_fake')
    expect(sent?.body).toMatchObject({
      amount: '250000',
      currency: 'usd',
      metadata: { service: 'ai-strategy-sprint', tier: 'essentials', orderId: response.body.orderId },
    })
  })

  it('sends an idempotency key tied to the order', async () => {
    const response = await server.request<IntentBody>('/api/create-payment-intent', {
      method: 'POST',
      json: sprint('enterprise', 7500),
    })

    expect(response.status).toBe(200)
    expect(stripe.requests[0]?.body).toMatchObject({ amount: '750000' })
    expect(stripe.requests[0]?.idempotencyKey).toEqual(expect.stringContaining(response.body.orderId))
  })

  it('uses a different idempotency key for each order', async () => {
    await server.request('/api/create-payment-intent', { method: 'POST', json: sprint('essentials') })
    await server.request('/api/create-payment-intent', { method: 'POST', json: sprint('essentials') })

    const keys = stripe.requests.map((request) => request.idempotencyKey)
    expect(keys).toHaveLength(2)
    expect(keys[0]).toEqual(expect.any(String))
    expect(keys[0]).not.toBe(keys[1])
  })

  it('records a pending order with the amount in cents and the payment intent id', async () => {
    const response = await server.request<IntentBody>('/api/create-payment-intent', {
      method: 'POST',
      json: sprint('professional', 4500),
    })

    expect(response.status).toBe(200)
    expect(stripe.requests[0]?.body).toMatchObject({
      amount: '450000',
      currency: 'usd',
      metadata: { service: 'ai-strategy-sprint', tier: 'professional', orderId: response.body.orderId },
    })
    const order = await server.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', response.body.orderId)
      .executeTakeFirstOrThrow()
    expect(order).toMatchObject({
      service: 'ai-strategy-sprint',
      tier: 'professional',
      amountCents: 450000,
      currency: 'usd',
      status: 'pending',
      paymentIntentId: expect.stringMatching(/^pi_/),
    })
    expect(response.body.clientSecret.startsWith(`${order.paymentIntentId}_secret_`)).toBe(true)
  })

  it('prices the tier itself when no amount is sent', async () => {
    const response = await server.request<IntentBody>('/api/create-payment-intent', {
      method: 'POST',
      json: sprint('professional'),
    })

    expect(response.status).toBe(200)
    expect(response.body.amount).toBe(4500)
    expect(stripe.requests[0]?.body).toMatchObject({ amount: '450000' })
  })

  it.each(['Professional', 'PROFESSIONAL', ' professional '])(
    'matches the tier %j case-insensitively',
    async (tier) => {
      const response = await server.request<IntentBody>('/api/create-payment-intent', {
        method: 'POST',
        json: sprint(tier, 4500),
      })

      expect(response.status).toBe(200)
      expect(response.body.tier).toBe('professional')
      expect(stripe.requests[0]?.body).toMatchObject({ amount: '450000', metadata: { tier: 'professional' } })
    },
  )

  it('answers 400 for an unknown tier without calling Stripe', async () => {
    const ordersBefore = (await server.db.selectFrom('orders').select('id').execute()).length

    const response = await server.request<ValidationBody>('/api/create-payment-intent', {
      method: 'POST',
      json: sprint('platinum', 9999),
    })

    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      message: 'Unknown tier',
      issues: [{ path: 'metadata.tier', message: 'Unknown tier' }],
    })
    expect(stripe.requests).toEqual([])
    expect((await server.db.selectFrom('orders').select('id').execute()).length).toBe(ordersBefore)
  })

  it('answers 400 when the amount disagrees with the tier, without calling Stripe', async () => {
    const ordersBefore = (await server.db.selectFrom('orders').select('id').execute()).length

    const response = await server.request<ValidationBody>('/api/create-payment-intent', {
      method: 'POST',
      json: sprint('professional', 100),
    })

    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      message: 'The Professional tier costs $4500',
      issues: [{ path: 'amount', message: 'Must be 4500 for the Professional tier' }],
    })
    expect(stripe.requests).toEqual([])
    expect((await server.db.selectFrom('orders').select('id').execute()).length).toBe(ordersBefore)
  })

  it.each([
    ['another service', { metadata: { service: 'consulting-hour', tier: 'essentials' } }, 'metadata.service'],
    ['no metadata', { amount: 2500 }, 'metadata'],
    ['an empty tier', { metadata: { service: 'ai-strategy-sprint', tier: '' } }, 'metadata.tier'],
    [
      'an amount as text',
      { amount: '2500', metadata: { service: 'ai-strategy-sprint', tier: 'essentials' } },
      'amount',
    ],
    ['an unknown field', { ...sprint('essentials'), coupon: 'FREE' }, ''],
  ])('answers 400 for %s', async (_case, json, path) => {
    const response = await server.request<ValidationBody>('/api/create-payment-intent', {
      method: 'POST',
      json,
    })

    expect(response.status).toBe(400)
    expect(response.body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path })]))
    expect(stripe.requests).toEqual([])
  })

  it('answers 502 when Stripe fails and marks the order failed without an intent id', async () => {
    stripe.fail()
    const ordersBefore = await server.db.selectFrom('orders').select('id').execute()

    const response = await server.request<{ message: string }>('/api/create-payment-intent', {
      method: 'POST',
      json: sprint('essentials', 2500),
    })

    expect(response.status).toBe(502)
    expect(response.body).toEqual({ message: 'Failed to initialize payment. Please try again.' })
    expect(stripe.requests).toHaveLength(1)
    const knownIds = ordersBefore.map((order) => order.id)
    const newOrders = (await server.db.selectFrom('orders').selectAll().execute()).filter(
      (order) => !knownIds.includes(order.id),
    )
    expect(newOrders).toEqual([
      expect.objectContaining({
        tier: 'essentials',
        amountCents: 250000,
        status: 'failed',
        paymentIntentId: null,
      }),
    ])
  })

  it('retries a retryable Stripe failure with the same idempotency key', async () => {
    stripe.fail({ retryable: true })

    const response = await server.request('/api/create-payment-intent', {
      method: 'POST',
      json: sprint('essentials'),
    })

    expect(response.status).toBe(502)
    expect(stripe.requests).toHaveLength(3)
    const keys = new Set(stripe.requests.map((request) => request.idempotencyKey))
    expect(keys.size).toBe(1)
    expect([...keys][0]).toEqual(expect.any(String))
  })

  it('works again once Stripe recovers', async () => {
    stripe.fail()
    const failed = await server.request('/api/create-payment-intent', {
      method: 'POST',
      json: sprint('essentials'),
    })
    stripe.succeed()

    const response = await server.request<IntentBody>('/api/create-payment-intent', {
      method: 'POST',
      json: sprint('essentials'),
    })

    expect(failed.status).toBe(502)
    expect(response.status).toBe(200)
    const order = await server.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', response.body.orderId)
      .executeTakeFirstOrThrow()
    expect(order.status).toBe('pending')
    expect(order.paymentIntentId).toMatch(/^pi_/)
  })
})
