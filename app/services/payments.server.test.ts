import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type StripeFake, startStripeFake } from '../../tests/mocks/stripe-fake.ts'
import { useTestServer } from '../../tests/support/test-server.ts'
import { NotFoundError, ServiceUnavailableError, UpstreamError, ValidationError } from './errors.ts'
import { paymentStateOf } from './payments.server.ts'

describe('paymentStateOf', () => {
  it.each([
    ['succeeded', 'paid'],
    ['processing', 'processing'],
    ['requires_capture', 'processing'],
    ['requires_payment_method', 'failed'],
    ['requires_confirmation', 'failed'],
    ['requires_action', 'failed'],
    ['canceled', 'failed'],
  ] as const)('reads %s as %s', (status, state) => {
    expect(paymentStateOf(status)).toBe(state)
  })
})

describe('checkPayment without Stripe configured', () => {
  const server = useTestServer()

  it('refuses, so the page claims nothing', async () => {
    await expect(server.services.payments.checkPayment('pi_123', 'pi_123_secret_abc')).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    )
  })
})

describe('checkPayment with Stripe', () => {
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

  async function createProfessionalIntent() {
    const created = await server.services.payments.createIntent({
      amount: 4500,
      metadata: { service: 'ai-strategy-sprint', tier: 'professional' },
    })
    const intent = stripe.intents.at(-1)
    if (!intent) throw new Error('no intent reached the fake')
    return { ...created, intentId: intent.id }
  }

  it('reports a succeeded payment as paid, with its tier and amount, and marks the order paid', async () => {
    const { clientSecret, orderId, intentId } = await createProfessionalIntent()
    stripe.setIntentStatus(intentId, 'succeeded')

    const check = await server.services.payments.checkPayment(intentId, clientSecret)

    expect(check).toEqual({ state: 'paid', tier: 'professional', tierName: 'Professional', amount: 4500 })
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${intentId}` })
    const order = await server.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
    expect(order.status).toBe('paid')
  })

  it('reports processing and failed payments as such', async () => {
    const { clientSecret, orderId, intentId } = await createProfessionalIntent()
    stripe.setIntentStatus(intentId, 'processing')
    expect((await server.services.payments.checkPayment(intentId, clientSecret)).state).toBe('processing')

    stripe.setIntentStatus(intentId, 'requires_payment_method')
    expect((await server.services.payments.checkPayment(intentId, clientSecret)).state).toBe('failed')
    const order = await server.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
    expect(order.status).toBe('failed')
  })

  it('tells nothing when the client secret does not belong to the payment', async () => {
    const { intentId } = await createProfessionalIntent()
    stripe.setIntentStatus(intentId, 'succeeded')

    await expect(
      server.services.payments.checkPayment(intentId, `${intentId}_secret_guessed`),
    ).rejects.toBeInstanceOf(NotFoundError)
  })

  it('answers not found for a payment Stripe does not know', async () => {
    await expect(
      server.services.payments.checkPayment('pi_unknown', 'pi_unknown_secret_x'),
    ).rejects.toBeInstanceOf(NotFoundError)
  })

  it('refuses a malformed payment reference without calling Stripe', async () => {
    await expect(server.services.payments.checkPayment('../v1/charges', 'secret')).rejects.toBeInstanceOf(
      ValidationError,
    )
    expect(stripe.requests).toEqual([])
  })

  it('reports an upstream error when Stripe fails', async () => {
    const { clientSecret, intentId } = await createProfessionalIntent()
    stripe.fail()

    await expect(server.services.payments.checkPayment(intentId, clientSecret)).rejects.toBeInstanceOf(
      UpstreamError,
    )
  })
})
