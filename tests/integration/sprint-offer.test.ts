import { randomUUID } from 'node:crypto'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sprintOffer, sprintQuestions, sprintTiers } from '../../content/sprint.ts'
import { type StripeFake, startStripeFake } from '../mocks/stripe-fake.ts'
import { useTestServer } from '../support/test-server.ts'

type Tier = {
  id: number
  slug: string
  name: string
  price: number
  recommended: 0 | 1
  translations: Record<string, Record<string, unknown>>
}
type Question = { id: number; question: string; answer: string }
type Issues = { message: string; issues: { path: string; message: string }[] }

const webhookSecret = 'whsec_sprint_offer_test'
let fake: StripeFake

beforeAll(async () => {
  fake = await startStripeFake()
})

afterAll(async () => {
  await fake?.close()
})

const server = useTestServer(() => ({ ...fake.env, STRIPE_WEBHOOK_SECRET: webhookSecret }), {
  pages: true,
  signIn: true,
})

const admin = <T = unknown>(method: string, path: string, json?: unknown) =>
  server.request<T>(path, { method, token: server.token, json })

const plans = async () => (await admin<Tier[]>('GET', '/api/admin/sprint-plans?limit=100')).body
const planBySlug = async (slug: string) => (await plans()).find((tier) => tier.slug === slug)!

async function checkout(tier: string, amount?: number) {
  return server.request<{ clientSecret: string; orderId: string; amount: number }>(
    '/api/create-payment-intent',
    {
      method: 'POST',
      json: {
        checkoutId: randomUUID(),
        ...(amount === undefined ? {} : { amount }),
        metadata: { service: 'ai-strategy-sprint', tier },
      },
    },
  )
}

async function deliverSucceeded(orderId: string) {
  const intent = fake.intents.find((each) => (each.metadata as Record<string, string>).orderId === orderId)!
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: { ...intent, status: 'succeeded', receipt_email: `buyer.${orderId.slice(0, 8)}@agency.gov` },
    },
  })
  const signature = new Stripe('sk_test_fake').webhooks.generateTestHeaderString({
    payload,
    secret: webhookSecret,
  })
  const response = await fetch(`${server.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  })
  expect(response.status).toBe(200)
  fake.setIntentStatus(intent.id, 'succeeded')
  return intent
}

const emailsAbout = async (orderId: string) =>
  server.db
    .selectFrom('outbox')
    .select(['subject', 'textBody'])
    .where('textBody', 'like', `%${orderId}%`)
    .execute()

describe('the Sprint offer as stored content', () => {
  it('starts with the plans, the offer and the FAQ the site showed, in three languages', async () => {
    const stored = await plans()
    expect(stored.map((tier) => [tier.slug, tier.name, tier.price, tier.recommended])).toEqual(
      sprintTiers.map((tier) => [tier.slug, tier.name, tier.price, tier.recommended]),
    )
    expect(stored[0]?.translations.es?.description).toBe(sprintTiers[0]?.translations.es.description)

    const offers = (await admin<{ bestFor: string }[]>('GET', '/api/admin/sprint-offer')).body
    expect(offers.map((offer) => offer.bestFor)).toEqual([sprintOffer.bestFor])
    const questions = (await admin<Question[]>('GET', '/api/admin/sprint-faq')).body
    expect(questions.map((item) => item.question)).toEqual(sprintQuestions.map((item) => item.question))

    const spanish = await server.request('/es/ai-strategy-sprint')
    expect(spanish.status).toBe(200)
    expect(spanish.text).toContain(sprintOffer.translations.es.bestFor!)
    expect(spanish.text).toContain(sprintQuestions[0]!.translations.es.question!)
    expect(spanish.text).toContain('4500\u00a0US$')
    expect(spanish.text).not.toContain(sprintOffer.bestFor)
  })

  it('guards its admin API: sign-in, validation with a message, 404, a taken slug, one offer only', async () => {
    expect((await server.request('/api/admin/sprint-plans')).status).toBe(401)
    expect((await server.request('/api/admin/sprint-faq', { method: 'POST', json: {} })).status).toBe(401)

    const free = await admin<Issues>('POST', '/api/admin/sprint-plans', {
      name: 'Pilot',
      price: 0,
      description: 'A trial run.',
    })
    expect(free.status).toBe(400)
    expect(free.body.issues).toContainEqual({
      path: 'price',
      message: 'Price (US dollars) must be at least 1',
      code: expect.any(String),
      params: expect.anything(),
    })
    const cents = await admin<Issues>('POST', '/api/admin/sprint-plans', {
      name: 'Pilot',
      price: 99.5,
      description: 'A trial run.',
    })
    expect(cents.status).toBe(400)
    expect(cents.body.issues.map((issue) => issue.message)).toContain(
      'Price (US dollars) must be a whole number',
    )
    const noAnswer = await admin<Issues>('POST', '/api/admin/sprint-faq', { question: 'Is travel included?' })
    expect(noAnswer.status).toBe(400)
    expect(noAnswer.body.issues.map((issue) => issue.path)).toEqual(['answer'])

    expect((await admin('PATCH', '/api/admin/sprint-plans/99999', { price: 10 })).status).toBe(404)
    expect((await admin('DELETE', '/api/admin/sprint-faq/99999')).status).toBe(404)
    expect((await admin('POST', '/api/admin/sprint-plans/99999/move', { direction: 'up' })).status).toBe(404)

    const twin = await admin<Issues>('POST', '/api/admin/sprint-plans', {
      name: 'Essentials again',
      slug: 'essentials',
      price: 100,
      description: 'Same key as another plan.',
    })
    expect(twin.status).toBe(409)

    const second = await admin<Issues>('POST', '/api/admin/sprint-offer', {
      whatYouGet: [{ text: 'More' }],
      bestFor: 'Everyone',
      guarantee: [],
    })
    expect(second.status).toBe(409)
    expect(second.body.message).toMatch(/offer/i)
  })

  it('reorders plans, keeps one recommended, and keeps a plan’s key when it is renamed', async () => {
    const enterprise = await planBySlug('enterprise')
    expect(
      (await admin('POST', `/api/admin/sprint-plans/${enterprise.id}/move`, { direction: 'up' })).status,
    ).toBe(200)
    expect((await plans()).map((tier) => tier.slug)).toEqual(['essentials', 'enterprise', 'professional'])
    await admin('POST', `/api/admin/sprint-plans/${enterprise.id}/move`, { direction: 'down' })
    expect((await plans()).map((tier) => tier.slug)).toEqual(['essentials', 'professional', 'enterprise'])

    const marked = await admin<Tier>('PATCH', `/api/admin/sprint-plans/${enterprise.id}`, { recommended: 1 })
    expect(marked.status).toBe(200)
    expect((await plans()).filter((tier) => tier.recommended === 1).map((tier) => tier.slug)).toEqual([
      'enterprise',
    ])
    const professional = await planBySlug('professional')
    await admin('PATCH', `/api/admin/sprint-plans/${professional.id}`, { recommended: 1 })
    expect((await plans()).filter((tier) => tier.recommended === 1).map((tier) => tier.slug)).toEqual([
      'professional',
    ])

    const renamed = await admin<Tier>('PATCH', `/api/admin/sprint-plans/${enterprise.id}`, {
      name: 'Agency-wide',
    })
    expect(renamed.body).toMatchObject({ name: 'Agency-wide', slug: 'enterprise' })
    await admin('PATCH', `/api/admin/sprint-plans/${enterprise.id}`, { name: 'Enterprise' })
  })

  it('charges the stored price: a price changed in the admin reaches Stripe, the success page and the emails', async () => {
    const professional = await planBySlug('professional')
    const changed = await admin<Tier>('PATCH', `/api/admin/sprint-plans/${professional.id}`, { price: 5200 })
    expect(changed.status).toBe(200)

    const page = await server.request('/ai-strategy-sprint')
    expect(page.text).toContain('$5,200')
    // A browser still showing the old price is refused, not charged it.
    const stale = await checkout('professional', 4500)
    expect(stale.status).toBe(400)
    expect((stale.body as unknown as Issues).message).toBe('The Professional tier costs $5200')

    fake.reset()
    const bought = await checkout('professional')
    expect(bought.status).toBe(200)
    expect(bought.body.amount).toBe(5200)
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0]?.body).toMatchObject({ amount: '520000', currency: 'usd' })

    const intent = await deliverSucceeded(bought.body.orderId)
    const emails = await emailsAbout(bought.body.orderId)
    expect(emails.map((email) => email.subject)).toContain('New Sprint purchase: Professional ($5,200)')

    // Later changes leave the order as it was bought.
    await admin('PATCH', `/api/admin/sprint-plans/${professional.id}`, {
      price: 6100,
      name: 'Professional Plus',
    })
    const order = await server.db
      .selectFrom('orders')
      .select(['tierName', 'amountCents'])
      .where('id', '=', bought.body.orderId)
      .executeTakeFirstOrThrow()
    expect(order).toEqual({ tierName: 'Professional', amountCents: 520000 })

    const success = await server.request(
      `/payment-success?service=ai-strategy-sprint&tier=professional&payment_intent=${intent.id}&payment_intent_client_secret=${intent.client_secret}`,
    )
    expect(success.status).toBe(200)
    expect(success.text).toMatch(/data-testid="summary-price"[^>]*>\$5,200</)
    expect(success.text).toMatch(/data-testid="summary-tier"[^>]*>Professional</)

    const unverified = await server.request(
      '/fr/payment-success?service=ai-strategy-sprint&tier=professional',
    )
    expect(unverified.text).toMatch(/data-testid="summary-price"[^>]*>6\u202f100\u00a0\$US</)
    await admin('PATCH', `/api/admin/sprint-plans/${professional.id}`, { price: 4500, name: 'Professional' })
  })

  it('names the bought plan on the French success page as the French pages name it', async () => {
    const professional = await planBySlug('professional')
    const translations = professional.translations
    const renamed = await admin('PATCH', `/api/admin/sprint-plans/${professional.id}`, {
      translations: { ...translations, fr: { ...translations.fr, name: 'Professionnelle' } },
    })
    expect(renamed.status).toBe(200)
    const bought = await checkout('professional')
    const intent = await deliverSucceeded(bought.body.orderId)
    const query = `service=ai-strategy-sprint&tier=professional&payment_intent=${intent.id}&payment_intent_client_secret=${intent.client_secret}`

    const french = await server.request(`/fr/payment-success?${query}`)
    expect(french.text).toMatch(/data-testid="summary-tier"[^>]*>Professionnelle</)
    const english = await server.request(`/payment-success?${query}`)
    expect(english.text).toMatch(/data-testid="summary-tier"[^>]*>Professional</)
    await admin('PATCH', `/api/admin/sprint-plans/${professional.id}`, { translations })
  })

  it('answers a deleted plan with a 4xx, never a 5xx, and keeps its past orders', async () => {
    const created = await admin<Tier>('POST', '/api/admin/sprint-plans', {
      name: 'Board Briefing',
      price: 900,
      description: 'One session for a board.',
      features: [{ text: 'One 90-minute session' }],
    })
    expect(created.status).toBe(201)
    expect(created.body.slug).toBe('board-briefing')
    const bought = await checkout('board-briefing')
    expect(bought.status).toBe(200)

    expect((await admin('DELETE', `/api/admin/sprint-plans/${created.body.id}`)).status).toBe(200)
    const gone = await checkout('board-briefing')
    expect(gone.status).toBe(400)
    expect((gone.body as unknown as Issues).issues).toEqual([
      { path: 'metadata.tier', message: 'Unknown tier' },
    ])
    const page = await server.request('/payment-success?service=ai-strategy-sprint&tier=board-briefing')
    expect(page.status).toBe(200)
    expect(page.text).not.toContain('Board Briefing')

    const intent = await deliverSucceeded(bought.body.orderId)
    const emails = await emailsAbout(bought.body.orderId)
    expect(emails.map((email) => email.subject)).toContain('New Sprint purchase: Board Briefing ($900)')
    const success = await server.request(
      `/payment-success?service=ai-strategy-sprint&tier=board-briefing&payment_intent=${intent.id}&payment_intent_client_secret=${intent.client_secret}`,
    )
    expect(success.status).toBe(200)
    expect(success.text).toMatch(/data-testid="summary-tier"[^>]*>Board Briefing</)
  })
})
