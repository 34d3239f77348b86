import { randomBytes } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { type SiteServer, startSiteServer } from './journey/site-server.ts'

/**
 * The minimum fill time, longer than the real 3 s: under a loaded CI machine, loading and filling a form
 * can itself take 3 s, and then a submission meant to be too fast would go through.
 */
const minFillMs = 8000

/**
 * A site with a real minimum fill time and limits (five messages an hour per address), so each
 * refusal a visitor can meet happens for real: sent too fast (a password manager fills a form in under
 * a second), over the hourly limit, and a server that fails.
 */
const refusalsTest = test.extend<object, { site: SiteServer }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from its first parameter.
    async ({}, use) => {
      const site = await startSiteServer({ FORM_MIN_FILL_MS: String(minFillMs), FORM_LIMIT_MULTIPLIER: '1' })
      try {
        await use(site)
      } finally {
        await site.stop()
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
})
refusalsTest.describe.configure({ mode: 'serial' })

const contactRows = (site: SiteServer, email: string) =>
  site.readDatabase((db) => db.prepare('SELECT count(*) AS n FROM contacts WHERE email = ?').get(email)) as {
    n: number
  }

async function fillContact(page: Page) {
  const id = randomBytes(4).toString('hex')
  const entry = {
    Name: `Dana Whitfield ${id}`,
    Email: `dana.${id}@agency.example.gov`,
    Subject: `Zero-trust roadmap ${id}`,
    Message: 'We need an outside view of our zero-trust roadmap before the next budget cycle.',
  }
  for (const [label, value] of Object.entries(entry))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value)
  return entry
}

async function expectKept(page: Page, entry: Record<string, string>) {
  for (const [label, value] of Object.entries(entry))
    await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(value)
}

/** A message sent the way a script would: refused as too fast, then sent again with the token it got. */
async function sendThroughApi(request: APIRequestContext, site: SiteServer) {
  const id = randomBytes(4).toString('hex')
  const message = { name: 'Script', email: `script.${id}@example.gov`, subject: 'Hi', message: 'Hello' }
  const issued = await request.get(`${site.url}/api/form-token?form=contact`)
  const { formToken } = (await issued.json()) as { formToken: string }
  const refused = await request.post(`${site.url}/api/contact`, {
    data: { ...message, website: '', formToken },
  })
  expect(refused.status()).toBe(400)
  const { formToken: again } = (await refused.json()) as { formToken: string }
  const sent = await request.post(`${site.url}/api/contact`, {
    data: { ...message, website: '', formToken: again },
  })
  expect(sent.status()).toBe(201)
}

const contactForm = (page: Page) => page.locator('form[method="post"]').filter({ hasText: 'Send Message' })

refusalsTest(
  'a message sent too fast is held back with a message, keeps what was typed, and goes out on the next click',
  async ({ page, site }) => {
    await page.goto(`${site.url}/contact`)
    const entry = await fillContact(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    const alert = contactForm(page).getByRole('alert')
    await expect(alert).toContainText('faster than a person usually types')
    await expectKept(page, entry)
    expect(contactRows(site, entry.Email).n).toBe(0)

    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Message Sent!').first()).toBeVisible()
    await expect(alert).toHaveCount(0)
    expect(contactRows(site, entry.Email).n).toBe(1)
  },
)

refusalsTest(
  'over the hourly limit, the visitor is told when to come back and keeps the message',
  async ({ page, site }) => {
    // The address sent one message in the test before; four more and the hour's five are used.
    for (let sent = 1; sent < 5; sent += 1) await sendThroughApi(page.request, site)
    await page.goto(`${site.url}/contact`)
    await page.waitForTimeout(minFillMs + 200)
    const entry = await fillContact(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(contactForm(page).getByRole('alert')).toContainText(/Please try again in (60|59) minutes/)
    await expectKept(page, entry)
    expect(contactRows(site, entry.Email).n).toBe(0)
  },
)

refusalsTest('a server that fails shows the failure and keeps the message', async ({ page, site }) => {
  await page.goto(`${site.url}/contact`)
  await page.route('**/contact.data*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })
      : route.continue(),
  )
  const entry = await fillContact(page)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(contactForm(page).getByRole('alert')).toContainText(
    'Failed to send message. Please try again.',
  )
  await expectKept(page, entry)
})

refusalsTest.describe('without JavaScript', () => {
  refusalsTest.use({ javaScriptEnabled: false })

  refusalsTest(
    'a newsletter sign-up sent too fast says so and goes through when sent again',
    async ({ page, site }) => {
      await page.goto(`${site.url}/blog`)
      const email = `reader.${randomBytes(4).toString('hex')}@example.gov`
      const form = page.locator('form[action="/blog"]').first()
      await form.getByRole('textbox').fill(email)
      await form.getByRole('button', { name: 'Subscribe' }).click()
      await expect(page.getByText('faster than a person usually types')).toBeVisible()
      const again = page.locator('form[action="/blog"]').first()
      await expect(again.getByRole('textbox')).toHaveValue(email)
      await again.getByRole('button', { name: 'Subscribe' }).click()
      await expect(page.getByText('Thanks for subscribing!')).toBeVisible()
    },
  )
})
