import { randomBytes } from 'node:crypto'
import type { Locator } from '@playwright/test'
import Stripe from 'stripe'
import { defaultOwnerProfile } from '../../content/profile.ts'
import { type StripeFake, startStripeFake } from '../mocks/stripe-fake.ts'
import { type LocalSmtpServer, type ReceivedEmail, startSmtpServer } from '../support/smtp.ts'
import { signIn } from './admin-helpers.ts'
import { expect, test } from './fixtures.ts'
import { type SiteServer, startSiteServer } from './journey/site-server.ts'
import { serveStripeJs } from './journey/stripe-js.ts'

const ownerEmail = 'owner@consulting.example'
const mailFrom = 'hello@consulting.example'
const webhookSecret = 'whsec_journey_test_secret'
const owner = { username: 'owner', password: 'journey owner password' }

const tag = randomBytes(4).toString('hex')
const visitor = {
  name: `Casey Morgan ${tag}`,
  email: `casey.${tag}@agency.example.gov`,
  subject: `Cloud migration roadmap ${tag}`,
}

type Journey = { smtp: LocalSmtpServer; stripe: StripeFake; site: SiteServer }

/**
 * The journey's own production server, with card payments (against the Stripe API fake) and email
 * (to a local SMTP server) configured; pages and the admin sign-in helper open paths on it.
 */
const journeyTest = test.extend<object, { journey: Journey }>({
  journey: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from its first parameter.
    async ({}, use) => {
      const smtp = await startSmtpServer()
      const stripe = await startStripeFake()
      try {
        const site = await startSiteServer({
          ...stripe.env,
          STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
          STRIPE_WEBHOOK_SECRET: webhookSecret,
          SMTP_URL: smtp.url,
          OWNER_EMAIL: ownerEmail,
          MAIL_FROM: `${defaultOwnerProfile.name} <${mailFrom}>`,
          OUTBOX_POLL_MS: '200',
          ADMIN_USERNAME: owner.username,
          ADMIN_PASSWORD: owner.password,
        })
        try {
          await use({ smtp, stripe, site })
        } finally {
          await site.stop()
        }
      } finally {
        await stripe.close()
        await smtp.stop()
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ journey }, use) => {
    await use(journey.site.url)
  },
})

const to = (address: string) => (email: ReceivedEmail) => email.to.includes(address)

/** Until React has hydrated a control, a click would take the no-JavaScript path or do nothing. */
async function waitForHydration(control: Locator) {
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))))
    .toBe(true)
}

async function deliverWebhook(site: SiteServer, payload: string, signature: string) {
  const response = await fetch(`${site.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** What a replayed webhook could change: the queued emails and the orders. */
function outboxAndOrders(site: SiteServer) {
  return site.readDatabase((db) => ({
    outbox: db.prepare('select id, kind, to_address, status, attempts from outbox order by id').all(),
    orders: db.prepare('select * from orders order by id').all(),
  }))
}

function subscriptionActive(site: SiteServer, email: string) {
  return site.readDatabase(
    (db) =>
      (
        db.prepare('select is_active from newsletter_subscriptions where email = ?').get(email) as
          | { is_active: number }
          | undefined
      )?.is_active,
  )
}

journeyTest(
  'a visitor writes, asks for a demo, subscribes and buys; every email arrives and the order is paid once',
  async ({ page, journey }) => {
    test.setTimeout(90_000)
    const { smtp, stripe, site } = journey
    const inbox = (address: string) => smtp.messages.filter(to(address))

    await test.step('the contact form reaches the owner, and the visitor is thanked', async () => {
      await page.goto('/contact')
      const form = page.getByRole('form', { name: 'Send a Message' })
      await waitForHydration(form)
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill(visitor.name)
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill(visitor.email)
      await form.getByRole('textbox', { name: 'Subject', exact: true }).fill(visitor.subject)
      await form
        .getByRole('textbox', { name: 'Message', exact: true })
        .fill('We are moving 40 applications to the cloud and need a sequenced, fundable plan.')
      await form.getByRole('button', { name: 'Send Message' }).click()
      await expect(page.locator('li', { hasText: 'Message Sent!' })).toBeVisible()

      const notification = await smtp.waitFor(
        (email) => to(ownerEmail)(email) && email.subject === `New message: ${visitor.subject}`,
      )
      expect(notification.header('reply-to')).toContain(visitor.email)
      expect(notification.text).toContain('We are moving 40 applications to the cloud')
      expect(notification.text).toContain(visitor.email)

      const acknowledgement = await smtp.waitFor(
        (email) => to(visitor.email)(email) && email.subject === 'Thanks for reaching out',
      )
      // Fixed text and the first name only: an address typed by someone else never receives their words.
      expect(acknowledgement.text).toContain(`Hi ${visitor.name.split(' ')[0]},`)
      expect(acknowledgement.text).not.toContain(visitor.subject)
      expect(acknowledgement.text).not.toContain('We are moving 40 applications to the cloud')
      expect(acknowledgement.header('reply-to')).toContain(ownerEmail)
    })

    let projectTitle = ''
    await test.step('a demo request reaches the owner, and the visitor hears back within 24 hours', async () => {
      const projects = (await (await fetch(`${site.url}/api/projects`)).json()) as {
        slug: string
        title: string
      }[]
      const project = projects[0]
      if (!project) throw new Error('the site has no seeded projects')
      projectTitle = project.title

      await page.goto(`/demo-request/${project.slug}`)
      const submit = page.getByRole('button', { name: 'Request Demo' })
      await waitForHydration(submit)
      await page.getByLabel('Full Name').fill(visitor.name)
      await page.getByLabel('Email Address').fill(visitor.email)
      await page.getByLabel('Company / Organization').fill('Department of Examples')
      await page
        .getByLabel(`I agree to be contacted by ${defaultOwnerProfile.name} about this request`)
        .check()
      await submit.click()
      await expect(page.locator('li', { hasText: 'Demo request submitted successfully!' })).toBeVisible()
      await expect(page).toHaveURL(`${site.url}/`)

      const notification = await smtp.waitFor(
        (email) =>
          to(ownerEmail)(email) && email.subject === `Demo request: ${projectTitle} from ${visitor.name}`,
      )
      expect(notification.header('reply-to')).toContain(visitor.email)
      expect(notification.text).toContain('Department of Examples')

      const acknowledgement = await smtp.waitFor(
        (email) => to(visitor.email)(email) && email.subject === 'Your demo request',
      )
      expect(acknowledgement.text).toContain('within 24 hours')
      expect(acknowledgement.html).toContain('within 24 hours')
    })

    await test.step('the newsletter subscription is confirmed from the link in the email', async () => {
      await page.goto('/blog')
      const subscribe = page.getByRole('button', { name: 'Subscribe' })
      await waitForHydration(subscribe)
      await page.getByRole('textbox', { name: 'Email address' }).fill(visitor.email)
      await subscribe.click()
      await expect(page.getByText('Thanks for subscribing!', { exact: true })).toBeVisible()
      await expect(page.getByText(/^Check your inbox to confirm your subscription/)).toBeVisible()

      const confirmation = await smtp.waitFor(
        (email) => to(visitor.email)(email) && email.subject === 'Confirm your subscription',
      )
      const link = confirmation.text.match(/https?:\/\/\S+\/newsletter\/confirm\?\S+/)?.[0]
      expect(link, 'the confirmation link in the email').toBeDefined()
      expect(link?.startsWith(`${site.url}/newsletter/confirm?`)).toBe(true)
      expect(confirmation.html).toContain(`href="${link?.replace(/&/g, '&amp;')}"`)

      // Double opt-in: nothing is active until the visitor follows the link.
      expect(subscriptionActive(site, visitor.email)).toBe(0)
      await page.goto(link ?? '')
      await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible()
      await page.getByRole('button', { name: 'Confirm my subscription' }).click()
      await expect(page.getByRole('heading', { level: 1, name: "You're subscribed" })).toBeVisible()
      expect(subscriptionActive(site, visitor.email)).toBe(1)
    })

    let orderId = ''
    let paymentIntent = ''
    await test.step('the visitor buys the Professional sprint and sees it paid', async () => {
      const confirmations = await serveStripeJs(page, stripe)
      await page.goto('/ai-strategy-sprint')
      const choose = page
        .locator('#plans')
        .getByRole('article', { name: 'Professional' })
        .getByRole('button', { name: 'Choose Professional' })
      await waitForHydration(choose)
      await choose.click()
      await expect(page.getByRole('heading', { level: 2, name: 'Complete your purchase' })).toBeFocused()
      await expect(page.getByTestId('checkout-total')).toHaveText('$4,500')

      expect(stripe.intents).toHaveLength(1)
      const intent = stripe.intents[0]
      if (!intent) throw new Error('no payment intent was created')
      paymentIntent = intent.id
      orderId = (intent.metadata as Record<string, string>).orderId ?? ''
      expect(intent).toMatchObject({
        amount: 450000,
        currency: 'usd',
        metadata: { service: 'ai-strategy-sprint', tier: 'professional', orderId: expect.any(String) },
      })

      await page.getByLabel(/Email for your receipt/).fill(visitor.email)
      await page.getByLabel('Card number').fill('4242 4242 4242 4242')
      await page.getByRole('button', { name: 'Pay $4,500' }).click()

      await expect(page).toHaveURL(
        /\/payment-success\?service=ai-strategy-sprint&tier=professional&payment_intent=pi_/,
      )
      expect(confirmations).toEqual([{ paymentIntent, receiptEmail: visitor.email }])
      await expect(page.getByRole('heading', { level: 1, name: 'Payment successful!' })).toBeVisible()
      await expect(page.getByTestId('summary-tier')).toHaveText('Professional')
      await expect(page.getByTestId('summary-price')).toHaveText('$4,500')
      await expect(page.getByTestId('summary-status')).toHaveText('Paid')
    })

    const event = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          ...stripe.intents.find((intent) => intent.id === paymentIntent),
          status: 'succeeded',
          receipt_email: visitor.email,
        },
      },
    }
    const payload = JSON.stringify(event)
    const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
    })

    // Here the buyer is back before Stripe's event, so the return page may already have fulfilled the
    // order; either way the welcome and the owner's notice must each arrive once (checked at the end).
    await test.step("Stripe's webhook confirms the payment: the buyer is welcomed and the owner told", async () => {
      expect(await deliverWebhook(site, payload, signature)).toEqual({
        status: 200,
        body: { received: true, duplicate: false, orderStatus: 'paid' },
      })

      const welcome = await smtp.waitFor(
        (email) =>
          to(visitor.email)(email) && email.subject === 'Welcome to your AI Strategy Sprint (Professional)',
      )
      expect(welcome.text).toContain('What happens next')
      // The kickoff is booked on the site's own booking page.
      expect(welcome.text).toMatch(/Book your kickoff: https?:\/\/\S+\/book\/free-consult\r?\n/)
      expect(welcome.html).toMatch(/href="https?:\/\/[^"]+\/book\/free-consult"/)
      expect(welcome.text).toContain(`${site.url}/ai-strategy-sprint?upgrade=${orderId}&token=`)
      expect(welcome.header('reply-to')).toContain(ownerEmail)

      const notice = await smtp.waitFor(
        (email) => to(ownerEmail)(email) && email.subject === 'New Sprint purchase: Professional ($4,500)',
      )
      expect(notice.text).toContain(visitor.email)
      expect(notice.text).toContain(orderId)
    })

    await test.step('the admin shows the paid order and all three leads', async () => {
      await signIn(page, owner, { redirectTo: '/admin/orders' })
      await expect(page.getByText('1 order, 1 paid')).toBeVisible()
      const order = page.getByTestId('order-row')
      await expect(order).toHaveCount(1)
      await expect(order).toContainText('AI Strategy Sprint, Professional')
      await expect(order).toContainText('Paid')
      await expect(order).toContainText('$4,500')
      await expect(order.getByRole('link', { name: visitor.email, exact: true })).toHaveAttribute(
        'href',
        `mailto:${visitor.email}`,
      )
      await expect(order).toContainText(paymentIntent)
      await expect(order.getByRole('link', { name: /^View in Leads/ })).toHaveAttribute(
        'href',
        `/admin/leads/order/${orderId}`,
      )

      await page.goto(`/admin/leads?q=${tag}`)
      const leads = page.getByTestId('lead-row')
      await expect(leads).toHaveCount(3)
      await expect(leads.nth(0)).toContainText('Sprint order')
      await expect(leads.nth(0)).toContainText(visitor.email)
      await expect(leads.nth(0)).toContainText('AI Strategy Sprint - Professional')
      await expect(leads.nth(1)).toContainText('Demo request')
      await expect(leads.nth(1)).toContainText(visitor.name)
      await expect(leads.nth(1)).toContainText(projectTitle)
      await expect(leads.nth(1)).toContainText('Department of Examples')
      await expect(leads.nth(2)).toContainText('Contact')
      await expect(leads.nth(2)).toContainText(visitor.name)
      await expect(leads.nth(2)).toContainText(visitor.subject)
    })

    await test.step('a replayed webhook changes nothing and sends nothing', async () => {
      const before = outboxAndOrders(site)
      const delivered = smtp.messages.length

      expect(await deliverWebhook(site, payload, signature)).toEqual({
        status: 200,
        body: { received: true, duplicate: true },
      })
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      expect(smtp.messages.length).toBe(delivered)
      expect(outboxAndOrders(site)).toEqual(before)

      await page.reload()
      await expect(page.getByTestId('lead-row')).toHaveCount(3)
      await page.goto('/admin/orders')
      await expect(page.getByText('1 order, 1 paid')).toBeVisible()
      await expect(page.getByTestId('order-row')).toContainText('Paid')
    })

    await test.step('each inbox holds each email once, every one with a plain-text and an HTML part', async () => {
      expect(
        inbox(ownerEmail)
          .map((email) => email.subject)
          .sort(),
      ).toEqual(
        [
          `Demo request: ${projectTitle} from ${visitor.name}`,
          'New Sprint purchase: Professional ($4,500)',
          `New message: ${visitor.subject}`,
        ].sort(),
      )
      expect(
        inbox(visitor.email)
          .map((email) => email.subject)
          .sort(),
      ).toEqual(
        [
          'Confirm your subscription',
          'Thanks for reaching out',
          'Welcome to your AI Strategy Sprint (Professional)',
          'Your demo request',
        ].sort(),
      )
      expect(smtp.messages).toHaveLength(7)
      for (const email of smtp.messages) {
        expect(email.from, email.subject).toBe(mailFrom)
        expect(email.header('content-type'), email.subject).toMatch(/^multipart\/alternative/)
        expect(email.text.trim(), `plain text of "${email.subject}"`).not.toBe('')
        expect(email.hasHtmlPart, `HTML part of "${email.subject}"`).toBe(true)
        expect(email.html, `HTML of "${email.subject}"`).toMatch(/<html[\s>][\s\S]*<\/html>/)
        expect(email.html).toContain(defaultOwnerProfile.name)
      }
      // Nothing is left queued or failed behind the delivered emails.
      const outbox = outboxAndOrders(site).outbox as { status: string }[]
      expect(outbox.map((row) => row.status)).toEqual(Array(7).fill('sent'))
    })
  },
)

journeyTest(
  'a French reader subscribes on the French blog and is answered and confirmed in French',
  async ({ page, journey }) => {
    const { smtp, site } = journey
    const reader = `lectrice.${tag}@example.fr`
    await page.goto('/fr/blog')
    const subscribe = page.getByRole('button', { name: "S'abonner" })
    await waitForHydration(subscribe)
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(reader)
    await subscribe.click()
    await expect(page.getByText(/^Consultez votre boîte de réception/)).toBeVisible()

    const confirmation = await smtp.waitFor(to(reader))
    expect(confirmation.subject).toBe('Confirmez votre abonnement')
    expect(confirmation.html).toContain('<html lang="fr">')
    const link = confirmation.text.match(/https?:\/\/\S+\/newsletter\/confirm\?\S+/)?.[0]
    expect(link?.startsWith(`${site.url}/fr/newsletter/confirm?`), link).toBe(true)

    await page.goto(link ?? '')
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmez votre abonnement' })).toBeVisible()
    await page.getByRole('button', { name: 'Confirmer mon abonnement' }).click()
    await expect(page).toHaveURL(`${site.url}/fr/newsletter/confirm?status=confirmed`)
    await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes abonné' })).toBeVisible()
    expect(subscriptionActive(site, reader)).toBe(1)
  },
)
