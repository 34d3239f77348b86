import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BrowserContext, Page } from '@playwright/test'
import { type StripeFake, startStripeFake } from '../mocks/stripe-fake.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { faqQuestion, tierCard } from './sprint-page.ts'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const stripeJsFake = path.join(repoRoot, 'tests/mocks/stripe-js-fake.js')
// The Sprint's call buttons lead to the site's own booking page of the discovery call.
const bookingUrl = '/book/sprint-discovery-call'

/** Records every script the page loads, to tell when Stripe's loader or Stripe.js itself arrives. */
function recordScripts(page: Page) {
  const scripts: { url: string; code: string }[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.push({ url: response.url(), code: await response.text().catch(() => '') })
  })
  return scripts
}

test.describe('without card payments configured', () => {
  test('shows the offer and the three tiers, and offers the discovery call instead of a payment form', async ({
    page,
  }) => {
    const scripts = recordScripts(page)
    await page.goto('/ai-strategy-sprint')

    await expect(
      page.getByRole('heading', { level: 1, name: '2 weeks to a practical roadmap' }),
    ).toBeVisible()
    await expect(page.getByText('Limited-time offer')).toBeVisible()
    const bookCall = page.getByRole('link', { name: /^Book a Discovery Call/ }).first()
    await expect(bookCall).toHaveAttribute('href', bookingUrl)
    await expect(bookCall).not.toHaveAttribute('target', '_blank')

    const unavailable = page.getByTestId('payment-unavailable')
    await expect(unavailable).toContainText('Online payment is unavailable right now')
    await expect(unavailable.getByRole('link', { name: /Book a Discovery Call/ })).toHaveAttribute(
      'href',
      bookingUrl,
    )

    for (const [name, price, feature] of [
      ['Essentials', '$2,500', 'Top-5 quick-wins backlog'],
      ['Professional', '$4,500', 'Implementation resource guide'],
      ['Enterprise', '$7,500', 'Follow-up session'],
    ] as const) {
      const card = tierCard(page, name)
      await expect(card).toContainText(price)
      await expect(card).toContainText(feature)
      await expect(card.getByRole('link', { name: new RegExp(`Discuss ${name} on a call`) })).toHaveAttribute(
        'href',
        bookingUrl,
      )
    }
    await expect(tierCard(page, 'Professional')).toContainText('Recommended')
    await expect(tierCard(page, 'Essentials')).not.toContainText('Recommended')
    await expect(page.getByRole('button', { name: /^Choose / })).toHaveCount(0)

    await page.waitForLoadState('networkidle')
    expect(scripts.some((script) => script.url.includes('stripe.com'))).toBe(false)
    expect(scripts.some((script) => script.code.includes('js.stripe.com'))).toBe(false)
  })

  test("speaks the visitor's language, prices included", async ({ page }) => {
    await page.goto('/es/ai-strategy-sprint')
    await expect(
      page.getByRole('heading', { level: 1, name: '2 semanas para una hoja de ruta práctica' }),
    ).toBeVisible()
    await expect(tierCard(page, 'Professional')).toContainText('Taller de 4 horas')
    // Prices are written the Spanish way: no grouping under 10,000, the currency after.
    await expect(tierCard(page, 'Professional')).toContainText(/4500\sUS\$/)
    await expect(tierCard(page, 'Professional')).toContainText('Recomendado')
    await expect(page.getByTestId('sprint-guarantee')).toContainText('Garantía de devolución')
    await expect(faqQuestion(page, '¿Qué ocurre durante las dos semanas?')).toBeVisible()
  })

  test('lists what you get, who it is for and the guarantee', async ({ page }) => {
    await page.goto('/ai-strategy-sprint')
    await expect(page.getByRole('heading', { level: 2, name: 'What you get' })).toBeVisible()
    await expect(page.getByText('A prioritized backlog of AI use cases')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Best for' })).toBeVisible()
    const guarantee = page.getByTestId('sprint-guarantee')
    await expect(guarantee).toContainText('Money-back guarantee')
    await expect(guarantee).toContainText('100% of the sprint fee is credited toward implementation')
    await expect(guarantee).toContainText('paying only the difference')
    await expect(guarantee).toContainText('within 24 hours of purchase')
  })

  test('the FAQ opens one answer at a time and is described for search engines', async ({ page }) => {
    await page.goto('/ai-strategy-sprint')
    const first = faqQuestion(page, 'What happens during the two weeks?')
    const second = faqQuestion(page, 'Can we start with Essentials and upgrade later?')
    const isOpen = (summary: typeof first) => summary.evaluate((element) => element.closest('details')?.open)
    expect(await isOpen(first)).toBe(false)
    await expect(page.getByText('We start with a kickoff workshop')).toBeHidden()

    await first.click()
    await expect(page.getByText('We start with a kickoff workshop')).toBeVisible()
    expect(await isOpen(first)).toBe(true)

    await second.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('paying only the difference between your plan')).toBeVisible()
    await expect(page.getByText('We start with a kickoff workshop')).toBeHidden()
    expect(await isOpen(first)).toBe(false)

    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')))
    const structured = blocks.find((block) => block['@type'] === 'FAQPage')
    expect(structured).toBeDefined()
    expect(structured.mainEntity).toHaveLength(7)
    expect(structured.mainEntity[0]).toMatchObject({
      '@type': 'Question',
      name: 'What happens during the two weeks?',
      acceptedAnswer: { '@type': 'Answer' },
    })
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`the sprint and success pages have no serious accessibility violations (${theme})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL }])
      await page.goto('/ai-strategy-sprint')
      await faqQuestion(page, 'What happens during the two weeks?').click()
      await expectNoSeriousA11yViolations(page, `/ai-strategy-sprint (${theme})`)
      await page.goto('/payment-success?service=ai-strategy-sprint&tier=professional')
      await expectNoSeriousA11yViolations(page, `/payment-success (${theme})`)
    })
  }

  test('the success page confirms the tier from the return URL without claiming the payment', async ({
    page,
  }) => {
    const response = await page.goto('/payment-success?service=ai-strategy-sprint&tier=enterprise')
    expect(response?.headers()['cache-control']).toBe('no-store')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible()
    await expect(page.getByTestId('summary-service')).toHaveText('AI Strategy Sprint')
    await expect(page.getByTestId('summary-tier')).toHaveText('Enterprise')
    await expect(page.getByTestId('summary-price')).toHaveText('$7,500')
    await expect(page.getByTestId('summary-status')).toHaveText('Awaiting confirmation')
    await expect(page.getByText('Payment successful!')).toHaveCount(0)

    const next = page.getByRole('region', { name: 'What happens next' })
    await expect(next).toContainText('Welcome email within 24 hours')
    await expect(next).toContainText('Kickoff workshop')
    await expect(next).toContainText('Two weeks of focused work')
    await expect(next).toContainText('Your roadmap')
    await expect(page.getByRole('region', { name: 'Your guarantee' })).toContainText('100% of the sprint fee')

    await page.getByRole('link', { name: 'Contact Me' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await page.goBack()
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('an unknown tier falls back to Professional', async ({ page }) => {
    await page.goto('/payment-success?service=ai-strategy-sprint&tier=platinum')
    await expect(page.getByTestId('summary-tier')).toHaveText('Professional')
    await expect(page.getByTestId('summary-price')).toHaveText('$4,500')
  })

  test('an unknown service shows Service Purchase, tier Standard and price N/A', async ({ page }) => {
    await page.goto('/payment-success?service=website-audit&tier=gold')
    await expect(page.getByTestId('summary-service')).toHaveText('Service Purchase')
    await expect(page.getByTestId('summary-tier')).toHaveText('Standard')
    await expect(page.getByTestId('summary-price')).toHaveText('N/A')
  })

  test('a payment reference cannot be checked without Stripe, so nothing is claimed', async ({ page }) => {
    await page.goto(
      '/payment-success?service=ai-strategy-sprint&tier=essentials&payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc&redirect_status=succeeded',
    )
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible()
    await expect(page.getByTestId('summary-status')).toHaveText('Awaiting confirmation')
  })
})

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The payments server exited early:\n${output()}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The payments server did not become healthy:\n${output()}`)
}

test.describe('with card payments configured', () => {
  let stripe: StripeFake
  let server: ChildProcess
  let serverOutput = ''
  let dataDir: string
  let siteUrl: string

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    stripe = await startStripeFake()
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'sprint-e2e-'))
    const port = await freePort()
    siteUrl = `http://127.0.0.1:${port}`
    server = spawn('node', ['index.js'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...stripe.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server.stdout?.on('data', (chunk: Buffer) => {
      serverOutput += chunk.toString()
    })
    server.stderr?.on('data', (chunk: Buffer) => {
      serverOutput += chunk.toString()
    })
    await waitForHealth(siteUrl, server, () => serverOutput)
  })

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    await stripe?.close()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  test.beforeEach(async ({ context }) => {
    stripe.reset()
    await serveStripeJsFake(context)
  })

  async function serveStripeJsFake(context: BrowserContext) {
    await context.route('https://js.stripe.com/**', (route) =>
      route.fulfill({ path: stripeJsFake, contentType: 'text/javascript; charset=utf-8' }),
    )
  }

  async function chooseTier(page: Page, name: string) {
    await tierCard(page, name)
      .getByRole('button', { name: `Choose ${name}` })
      .click()
    await expect(page.getByRole('heading', { level: 2, name: 'Complete your purchase' })).toBeFocused()
    await expect(page.getByLabel('Card number')).toBeVisible()
  }

  test('the page allows Stripe.js to load and to show its payment frames', async ({ page }) => {
    const response = await page.goto(`${siteUrl}/ai-strategy-sprint`)
    const policy = response?.headers()['content-security-policy'] ?? ''
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `)) ?? ''
    expect(directive('script-src')).toContain('https://js.stripe.com')
    expect(directive('frame-src')).toContain('https://js.stripe.com')
    expect(directive('connect-src')).toContain('https://api.stripe.com')
  })

  test.describe('checkout', () => {
    // The flows below check the page's own behaviour; the policy itself is checked just above.
    test.use({ bypassCSP: true })

    test('Stripe.js stays off the page until a tier is chosen', async ({ page }) => {
      const scripts = recordScripts(page)
      await page.goto(`${siteUrl}/ai-strategy-sprint`)
      await expect(page.getByTestId('payment-unavailable')).toHaveCount(0)
      await page.waitForLoadState('networkidle')
      expect(scripts.some((script) => script.url.includes('js.stripe.com'))).toBe(false)
      expect(scripts.some((script) => script.code.includes('js.stripe.com'))).toBe(false)

      await chooseTier(page, 'Essentials')
      expect(scripts.some((script) => script.url.startsWith('https://js.stripe.com/'))).toBe(true)
    })

    test('choosing Professional creates its payment intent, and paying leads to the paid confirmation', async ({
      page,
    }) => {
      await page.goto(`${siteUrl}/ai-strategy-sprint`)
      await chooseTier(page, 'Professional')

      expect(stripe.intents).toHaveLength(1)
      const [intent] = stripe.intents
      expect(intent).toMatchObject({
        amount: 450000,
        currency: 'usd',
        metadata: { service: 'ai-strategy-sprint', tier: 'professional' },
      })
      await expect(page.getByTestId('checkout-total')).toHaveText('$4,500')
      await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(
        'AI Strategy Sprint – Professional',
      )

      await page.getByLabel('Card number').fill('4242 4242 4242 4242')
      // What Stripe records once the browser confirms the card.
      stripe.setIntentStatus(intent!.id, 'succeeded')
      await page.getByLabel(/Email for your receipt/).fill('buyer@agency.example.gov')
      await page.getByRole('button', { name: 'Pay $4,500' }).click()

      await expect(page).toHaveURL(
        /\/payment-success\?service=ai-strategy-sprint&tier=professional&payment_intent=pi_/,
      )
      expect(new URL(page.url()).searchParams.get('redirect_status')).toBe('succeeded')
      await expect(page.getByRole('heading', { level: 1, name: 'Payment successful!' })).toBeVisible()
      await expect(page.getByTestId('summary-tier')).toHaveText('Professional')
      await expect(page.getByTestId('summary-price')).toHaveText('$4,500')
      await expect(page.getByTestId('summary-status')).toHaveText('Paid')
      expect(
        stripe.requests.some((request) => request.method === 'GET' && request.path.endsWith(intent!.id)),
      ).toBe(true)
    })

    test('Back to Plans clears the selection and the secret', async ({ page }) => {
      await page.goto(`${siteUrl}/ai-strategy-sprint`)
      await chooseTier(page, 'Essentials')
      await expect(page.getByTestId('checkout-total')).toHaveText('$2,500')

      await page.getByRole('button', { name: 'Back to Plans' }).click()
      await expect(page.getByRole('heading', { level: 2, name: 'Choose your sprint' })).toBeFocused()
      await expect(page.getByRole('heading', { name: 'Complete your purchase' })).toHaveCount(0)
      await expect(page.getByLabel('Card number')).toHaveCount(0)
      await expect(
        tierCard(page, 'Essentials').getByRole('button', { name: 'Choose Essentials' }),
      ).toBeEnabled()

      await chooseTier(page, 'Enterprise')
      expect(stripe.intents.map((intent) => intent.amount)).toEqual([250000, 750000])
      await expect(page.getByTestId('checkout-total')).toHaveText('$7,500')
      await expect(page.getByRole('button', { name: 'Pay $7,500' })).toBeVisible()
    })

    test('a payment intent failure shows the Error toast and stays on the plans', async ({ page }) => {
      await page.goto(`${siteUrl}/ai-strategy-sprint`)
      stripe.fail()
      await tierCard(page, 'Professional').getByRole('button', { name: 'Choose Professional' }).click()

      await expect(
        page.getByText('Failed to initialize payment. Please try again.', { exact: true }),
      ).toBeVisible()
      await expect(page.getByText('Error', { exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Complete your purchase' })).toHaveCount(0)
      await expect(
        tierCard(page, 'Professional').getByRole('button', { name: 'Choose Professional' }),
      ).toBeEnabled()
    })

    test("a declined card shows Payment Failed with Stripe's message", async ({ page }) => {
      await page.goto(`${siteUrl}/ai-strategy-sprint`)
      await chooseTier(page, 'Professional')
      await page.getByLabel('Card number').fill('4000 0000 0000 0002')
      await page.getByLabel(/Email for your receipt/).fill('buyer@agency.example.gov')
      await page.getByRole('button', { name: 'Pay $4,500' }).click()

      await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible()
      await expect(page.getByText('Your card was declined.', { exact: true })).toBeVisible()
      await expect(page).toHaveURL(/\/ai-strategy-sprint$/)
      await expect(page.getByRole('button', { name: 'Pay $4,500' })).toBeEnabled()
    })

    test('an unexpected error while paying shows Payment Error', async ({ page }) => {
      await page.goto(`${siteUrl}/ai-strategy-sprint`)
      await chooseTier(page, 'Essentials')
      await page.getByLabel('Card number').fill('4242 4242 4242 4242')
      await page.evaluate(() => {
        ;(window as unknown as { stripeFake: { throwOnConfirm: boolean } }).stripeFake = {
          throwOnConfirm: true,
        }
      })
      await page.getByLabel(/Email for your receipt/).fill('buyer@agency.example.gov')
      await page.getByRole('button', { name: 'Pay $2,500' }).click()

      await expect(page.getByText('Payment Error', { exact: true })).toBeVisible()
      await expect(
        page.getByText('An unexpected error occurred. Please try again.', { exact: true }),
      ).toBeVisible()
    })

    test('the checkout step fits a 360 px screen without sideways scrolling', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 })
      await page.goto(`${siteUrl}/ai-strategy-sprint`)
      await chooseTier(page, 'Enterprise')
      await expect(page.getByRole('button', { name: 'Pay $7,500' })).toBeVisible()
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }))
      expect(widths.scroll).toBeLessThanOrEqual(widths.client)
    })

    for (const theme of ['light', 'dark'] as const) {
      test(`the checkout step has no serious accessibility violations (${theme})`, async ({
        page,
        context,
      }) => {
        await context.addCookies([{ name: 'theme', value: theme, url: siteUrl }])
        await page.goto(`${siteUrl}/ai-strategy-sprint`)
        await expectNoSeriousA11yViolations(page, `/ai-strategy-sprint with payments (${theme})`)
        await chooseTier(page, 'Professional')
        await expectNoSeriousA11yViolations(page, `checkout (${theme})`)
      })
    }
  })

  test('the success page reports what Stripe says: processing, failed, or nothing when unsure', async ({
    page,
    request,
  }) => {
    const created = await request.post(`${siteUrl}/api/create-payment-intent`, {
      data: { amount: 7500, metadata: { service: 'ai-strategy-sprint', tier: 'enterprise' } },
    })
    expect(created.status()).toBe(200)
    const { clientSecret } = (await created.json()) as { clientSecret: string }
    const intentId = clientSecret.split('_secret_')[0]!
    const returnUrl = (secret: string) =>
      `${siteUrl}/payment-success?service=ai-strategy-sprint&tier=enterprise&payment_intent=${intentId}&payment_intent_client_secret=${secret}&redirect_status=succeeded`

    stripe.setIntentStatus(intentId, 'processing')
    await page.goto(returnUrl(clientSecret))
    await expect(page.getByRole('heading', { level: 1, name: 'Your payment is processing' })).toBeVisible()
    await expect(page.getByTestId('summary-status')).toHaveText('Processing')

    stripe.setIntentStatus(intentId, 'requires_payment_method')
    await page.goto(returnUrl(clientSecret))
    await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible()
    await expect(page.getByTestId('summary-status')).toHaveText('Not completed')
    await expect(page.getByRole('region', { name: 'What happens next' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute(
      'href',
      '/ai-strategy-sprint#plans',
    )

    stripe.setIntentStatus(intentId, 'succeeded')
    await page.goto(returnUrl(`${intentId}_secret_guessed`))
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible()
    await expect(page.getByTestId('summary-status')).toHaveText('Awaiting confirmation')

    stripe.fail()
    await page.goto(returnUrl(clientSecret))
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible()
    await expect(page.getByTestId('summary-tier')).toHaveText('Enterprise')
    await expect(page.getByTestId('summary-status')).toHaveText('Awaiting confirmation')
  })
})
