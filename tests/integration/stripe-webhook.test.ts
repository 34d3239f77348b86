import { randomUUID } from 'node:crypto'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StripeFake, startStripeFake } from '../mocks/stripe-fake.ts'
import { type LocalSmtpServer, startSmtpServer } from '../support/smtp.ts'
import { spacingFaults } from '../support/spacing-faults.ts'
import { startTestServer, useTestServer } from '../support/test-server.ts'

const webhookSecret = 'whsec_test_secret_for_the_fake'
const ownerEmail = 'owner@consulting.example'
const stripe = new Stripe('sk_test_fake')

let fake: StripeFake
let smtp: LocalSmtpServer

beforeAll(async () => {
  fake = await startStripeFake()
  smtp = await startSmtpServer()
})

afterAll(async () => {
  await smtp?.stop()
  await fake?.close()
})

const server = useTestServer(
  () => ({
    ...fake.env,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    SMTP_URL: smtp.url,
    OWNER_EMAIL: ownerEmail,
    OUTBOX_POLL_MS: '100',
    PUBLIC_URL: 'https://consulting.example',
  }),
  { signIn: true },
)

/** Starts a checkout as the Sprint page does: `fromPage` is the page it is sent from (its language). */
async function buy(tier: string, checkoutId = randomUUID(), fromPage = '/ai-strategy-sprint') {
  const response = await server.request<{ clientSecret: string; orderId: string }>(
    '/api/create-payment-intent',
    {
      method: 'POST',
      headers: { referer: `${server.url}${fromPage}` },
      json: { checkoutId, metadata: { service: 'ai-strategy-sprint', tier } },
    },
  )
  expect(response.status).toBe(200)
  return response.body
}

function intentOf(orderId: string) {
  const intent = fake.intents.find(
    (candidate) => (candidate.metadata as Record<string, string>).orderId === orderId,
  )
  if (!intent) throw new Error(`no intent for order ${orderId}`)
  return intent
}

function eventPayload(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${randomUUID().replace(/-/g, '')}`,
) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  })
}

async function deliver(
  payload: string,
  signature = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
) {
  const response = await fetch(`${server.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

function succeeded(orderId: string, overrides: Record<string, unknown> = {}) {
  const intent = intentOf(orderId)
  return {
    ...intent,
    status: 'succeeded',
    receipt_email: `buyer.${orderId.slice(0, 8)}@agency.example.gov`,
    ...overrides,
  }
}

async function orderStatus(orderId: string) {
  return (
    await server.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()
  ).status
}

describe('creating the payment intent', () => {
  it('is idempotent per checkout: a double click gets the same order and intent', async () => {
    const checkoutId = randomUUID()
    const [first, second] = await Promise.all([
      buy('professional', checkoutId),
      buy('professional', checkoutId),
    ])
    expect(second.clientSecret).toBe(first.clientSecret)
    expect(second.orderId).toBe(checkoutId)
    const orders = await server.db.selectFrom('orders').selectAll().where('id', '=', checkoutId).execute()
    expect(orders).toHaveLength(1)
    expect(
      fake.intents.filter((intent) => (intent.metadata as Record<string, string>).orderId === checkoutId),
    ).toHaveLength(1)
    const creates = fake.requests.filter(
      (request) =>
        request.method === 'POST' &&
        (request.body.metadata as Record<string, string>)?.orderId === checkoutId,
    )
    expect(new Set(creates.map((request) => request.idempotencyKey))).toEqual(
      new Set([`order-${checkoutId}`]),
    )
  })
})

describe('the webhook', () => {
  it('rejects a bad or stale signature with 400 and changes nothing', async () => {
    const { orderId } = await buy('essentials')
    const payload = eventPayload('payment_intent.succeeded', succeeded(orderId))
    expect((await deliver(payload, 't=1,v1=deadbeef')).status).toBe(400)
    const stale = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    })
    expect((await deliver(payload, stale)).status).toBe(400)
    const otherSecret = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' })
    expect((await deliver(payload, otherSecret)).status).toBe(400)
    expect(await orderStatus(orderId)).toBe('pending')
  })

  it('marks the order paid, emails the buyer and the owner, and a replay changes nothing', async () => {
    const { orderId } = await buy('professional')
    const intent = succeeded(orderId)
    const payload = eventPayload('payment_intent.succeeded', intent)
    const first = await deliver(payload)
    expect(first).toEqual({ status: 200, body: { received: true, duplicate: false, orderStatus: 'paid' } })
    const order = await server.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
    expect(order).toMatchObject({ status: 'paid', customerEmail: intent.receipt_email, amountCents: 450000 })

    const welcome = await smtp.waitFor((email) => email.to.includes(intent.receipt_email as string))
    expect(welcome.subject).toBe('Welcome to your AI Strategy Sprint (Professional)')
    expect(welcome.text).toContain('What happens next')
    // The kickoff is booked on the site's own booking page.
    expect(welcome.text).toContain('Book your kickoff: https://consulting.example/book/free-consult')
    expect(welcome.text).toMatch(
      /upgrade to a higher tier by paying only the difference: https:\/\/consulting\.example\/ai-strategy-sprint\?upgrade=/,
    )
    const notice = await smtp.waitFor(
      (email) => email.to.includes(ownerEmail) && email.subject.includes('New Sprint purchase'),
    )
    expect(notice.subject).toBe('New Sprint purchase: Professional ($4,500)')

    const replay = await deliver(payload)
    expect(replay).toEqual({ status: 200, body: { received: true, duplicate: true } })
    const sameIntentNewEvent = await deliver(eventPayload('payment_intent.succeeded', intent))
    expect(sameIntentNewEvent.body.duplicate).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(smtp.messages.filter((email) => email.to.includes(intent.receipt_email as string))).toHaveLength(1)
    const queued = await server.db
      .selectFrom('outbox')
      .select('id')
      .where('kind', 'like', 'order-%')
      .where('toAddress', '=', intent.receipt_email as string)
      .execute()
    expect(queued).toHaveLength(1)
  })

  it('sends the welcome email when the webhook brings the address after the success page marked the order paid', async () => {
    const { orderId } = await buy('essentials')
    const intent = intentOf(orderId)
    fake.setIntentStatus(intent.id, 'succeeded')
    const check = await server.services.payments.checkPayment(intent.id, intent.client_secret)
    expect(check.state).toBe('paid')
    expect(
      await server.db
        .selectFrom('orders')
        .select(['status', 'customerEmail'])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      status: 'paid',
      customerEmail: null,
    })
    const buyer = `late.${orderId.slice(0, 8)}@agency.example.gov`
    await deliver(eventPayload('payment_intent.succeeded', succeeded(orderId, { receipt_email: buyer })))
    const welcome = await smtp.waitFor((email) => email.to.includes(buyer))
    expect(welcome.subject).toBe('Welcome to your AI Strategy Sprint (Essentials)')
    await deliver(eventPayload('payment_intent.succeeded', succeeded(orderId, { receipt_email: buyer })))
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(smtp.messages.filter((email) => email.to.includes(buyer))).toHaveLength(1)
    const ownerNotices = smtp.messages.filter(
      (email) => email.to.includes(ownerEmail) && email.text.includes(orderId),
    )
    expect(ownerNotices).toHaveLength(1)
  })

  it('does not fulfil a payment whose amount or currency differs from the price', async () => {
    const { orderId } = await buy('enterprise')
    expect(
      (await deliver(eventPayload('payment_intent.succeeded', succeeded(orderId, { amount: 100 })))).status,
    ).toBe(200)
    expect(await orderStatus(orderId)).toBe('pending')
    expect(
      (await deliver(eventPayload('payment_intent.succeeded', succeeded(orderId, { currency: 'eur' }))))
        .status,
    ).toBe(200)
    expect(await orderStatus(orderId)).toBe('pending')
  })

  it('moves orders to failed and refunded', async () => {
    const failing = await buy('essentials')
    await deliver(
      eventPayload('payment_intent.payment_failed', {
        ...intentOf(failing.orderId),
        status: 'requires_payment_method',
      }),
    )
    expect(await orderStatus(failing.orderId)).toBe('failed')

    const refunded = await buy('essentials')
    await deliver(eventPayload('payment_intent.succeeded', succeeded(refunded.orderId)))
    expect(await orderStatus(refunded.orderId)).toBe('paid')
    await deliver(
      eventPayload('charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        refunded: true,
        payment_intent: intentOf(refunded.orderId).id,
      }),
    )
    expect(await orderStatus(refunded.orderId)).toBe('refunded')
  })

  it('answers 503 when no webhook secret is configured', async () => {
    const unconfigured = await startTestServer(fake.env)
    try {
      const response = await fetch(`${unconfigured.url}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        body: '{}',
      })
      expect(response.status).toBe(503)
    } finally {
      await unconfigured.close()
    }
  })
})

describe('a purchase from the French page', () => {
  it('welcomes the buyer in French, with the plan and the price as that page states them', async () => {
    const tier = await server.services.sprintTiers.getBySlug('professional')
    const renameInFrench = (translations: unknown) =>
      server.request(`/api/admin/sprint-plans/${tier.id}`, {
        method: 'PATCH',
        token: server.token,
        json: { translations },
      })
    const renamed = await renameInFrench({
      ...tier.translations,
      fr: { ...tier.translations.fr, name: 'Professionnelle' },
    })
    expect(renamed.status).toBe(200)
    const { orderId } = await buy('professional', randomUUID(), '/fr/ai-strategy-sprint')
    const intent = succeeded(orderId)
    expect((await deliver(eventPayload('payment_intent.succeeded', intent))).status).toBe(200)
    const order = await server.db
      .selectFrom('orders')
      .select(['language', 'tierName'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
    // The order keeps the plan's English name for the owner, and the buyer's language.
    expect(order).toEqual({ language: 'fr', tierName: 'Professional' })

    const welcome = await smtp.waitFor((email) => email.to.includes(intent.receipt_email as string))
    expect(welcome.subject).toBe('Bienvenue dans votre sprint de stratégie IA (Professionnelle)')
    expect(welcome.html).toContain('<html lang="fr">')
    expect(welcome.text).toContain('formule Professionnelle (4\u202f500\u00a0$US)')
    expect(welcome.text).toContain('Les prochaines étapes')
    expect(welcome.text).toContain(
      'Réserver la réunion de lancement\u00a0: https://consulting.example/fr/book/free-consult',
    )
    expect(welcome.text).toMatch(/https:\/\/consulting\.example\/fr\/ai-strategy-sprint\?upgrade=/)
    expect(welcome.text).not.toContain('What happens next')
    expect(spacingFaults('fr', welcome.text)).toEqual([])

    const notice = await smtp.waitFor(
      (email) => email.to.includes(ownerEmail) && email.text.includes(orderId),
    )
    expect(notice.subject).toBe('New Sprint purchase: Professional ($4,500)')
    expect(notice.text).toContain('Language: French')
    await renameInFrench(tier.translations)
  })
})

describe('upgrading a paid order', () => {
  it('charges the difference to a higher tier with the link from the welcome email', async () => {
    const { orderId } = await buy('professional')
    await deliver(eventPayload('payment_intent.succeeded', succeeded(orderId)))
    const order = await server.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
    const link = new URL((await server.services.payments.upgradeUrl(order))!)
    const token = link.searchParams.get('token')!

    const lower = await server.request('/api/orders/upgrade', {
      method: 'POST',
      json: { orderId, token, tier: 'essentials' },
    })
    expect(lower.status).toBe(400)
    const forged = await server.request('/api/orders/upgrade', {
      method: 'POST',
      json: { orderId, token: 'forged', tier: 'enterprise' },
    })
    expect(forged.status).toBe(404)

    const upgrade = await server.request<{ orderId: string; amount: number; upgradeOf: string }>(
      '/api/orders/upgrade',
      {
        method: 'POST',
        json: { orderId, token, tier: 'enterprise' },
      },
    )
    expect(upgrade.status).toBe(200)
    expect(upgrade.body).toMatchObject({ amount: 3000, upgradeOf: orderId })
    const intent = intentOf(upgrade.body.orderId)
    expect(intent.amount).toBe(300000)
    expect(intent.metadata).toMatchObject({ tier: 'enterprise', upgradeOf: orderId })

    await deliver(eventPayload('payment_intent.succeeded', succeeded(upgrade.body.orderId)))
    expect(await orderStatus(upgrade.body.orderId)).toBe('paid')
    const confirmation = await smtp.waitFor(
      (email) => email.subject === 'Your AI Strategy Sprint is now Enterprise',
    )
    expect(confirmation.text).toContain('$3,000 paid for the difference')
  })
})
