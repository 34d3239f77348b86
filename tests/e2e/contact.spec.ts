import { randomBytes } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { defaultOwnerProfile } from '../../content/profile.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

const e2eAdmin = { username: 'owner', password: 'e2e owner password' }
type StoredContact = { id: string; name: string; email: string; subject: string; message: string }

const unique = () => randomBytes(4).toString('hex')

async function contactsInDatabase(request: APIRequestContext): Promise<StoredContact[]> {
  const login = await request.post('/api/admin/login', { data: e2eAdmin })
  expect(login.ok()).toBe(true)
  const { token } = (await login.json()) as { token: string }
  const response = await request.get('/api/contacts', { headers: { authorization: `Bearer ${token}` } })
  expect(response.ok()).toBe(true)
  return response.json()
}

/** Until React has hydrated the form, a click would post it the no-JavaScript way. */
async function waitForHydratedForm(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector('form[method="post"]')
    return form !== null && Object.keys(form).some((key) => key.startsWith('__react'))
  })
}

function messageFields(page: Page) {
  return {
    name: page.getByRole('textbox', { name: 'Name', exact: true }),
    email: page.getByRole('textbox', { name: 'Email', exact: true }),
    subject: page.getByRole('textbox', { name: 'Subject', exact: true }),
    message: page.getByRole('textbox', { name: 'Message', exact: true }),
  }
}

async function fillMessage(page: Page, id = unique()) {
  const fields = messageFields(page)
  const entry = {
    name: `Morgan Ellis ${id}`,
    email: `morgan.${id}@agency.example.gov`,
    subject: `FITARA scorecard help ${id}`,
    message: 'Our office needs a plan for the next FITARA scorecard and an AI use-case inventory.',
  }
  await fields.name.fill(entry.name)
  await fields.email.fill(entry.email)
  await fields.subject.fill(entry.subject)
  await fields.message.fill(entry.message)
  return entry
}

const postsToContact = (url: string, method: string) =>
  method === 'POST' && new URL(url).pathname.startsWith('/contact')

test('the contact page shows the headline, the ways to get in touch, the form and How I Can Help', async ({
  page,
}) => {
  const response = await page.goto('/contact')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(`Contact | ${defaultOwnerProfile.name}`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /IT strategy/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Let's Scale Your Impact with AI & Sustainable Tech",
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)

  const touch = page.getByRole('region', { name: 'Get in Touch' })
  await expect(touch.getByRole('link', { name: defaultOwnerProfile.phone })).toHaveAttribute(
    'href',
    'tel:+13015550142',
  )
  await expect(touch.getByRole('link', { name: defaultOwnerProfile.email })).toHaveAttribute(
    'href',
    `mailto:${defaultOwnerProfile.email}`,
  )
  await expect(touch.getByText('Rockville, MD')).toBeVisible()
  const booking = touch.getByRole('link', { name: /Book a meeting/ })
  await expect(booking).toHaveAttribute('href', '/book/free-consult')
  await expect(booking).not.toHaveAttribute('target', /.*/)
  const linkedin = touch.getByRole('link', { name: /LinkedIn/ })
  await expect(linkedin).toHaveAttribute('href', defaultOwnerProfile.linkedinUrl ?? '')
  await expect(linkedin).toHaveAttribute('target', '_blank')
  // Unset profiles leave no dead links behind.
  await expect(touch.getByRole('link', { name: /X \(Twitter\)/ })).toHaveCount(0)

  const form = page.getByRole('form', { name: 'Send a Message' })
  const fields = messageFields(page)
  for (const field of Object.values(fields)) {
    await expect(field).toHaveAttribute('required', '')
    await expect(field).toHaveAttribute('aria-required', 'true')
  }
  await expect(fields.message).toHaveAttribute('rows', '5')
  await expect(form.getByText('*', { exact: true })).toHaveCount(4)
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()

  const help = page.getByRole('region', { name: 'How I Can Help' })
  for (const title of [
    'IT Strategy & Planning',
    'Compliance & Governance',
    'AI Implementation',
    'Project Leadership',
  ]) {
    await expect(help.getByRole('heading', { level: 3, name: title })).toBeVisible()
  }
  await expect(help.getByText(/FITARA, ATO and Section 508/)).toBeVisible()
})

test('the server HTML already holds the page, the form and the GitHub figures', async ({ request }) => {
  const html = await (await request.get('/contact', { headers: { 'user-agent': 'Googlebot/2.1' } })).text()
  expect(html).toContain('Let&#x27;s Scale Your Impact with AI &amp; Sustainable Tech')
  expect(html).toContain('Send Message')
  expect(html).toContain('How I Can Help')
  expect(html).toMatch(/>432</)
  expect(html.match(/data-date="/g)).toHaveLength(365)
})

test('the GitHub widget shows the demo figures, a 365-day heatmap in 53 weeks and the legend', async ({
  page,
}) => {
  await page.goto('/contact')
  const widget = page.getByRole('region', { name: 'GitHub Activity' })
  const figures = { Contributions: '432', 'Day Streak': '15', Repositories: '12', Followers: '23' }
  for (const [label, value] of Object.entries(figures)) {
    await expect(widget.getByRole('definition').filter({ hasText: value })).toBeVisible()
    await expect(widget.getByRole('term').filter({ hasText: label })).toBeVisible()
  }
  const year = new Date().getUTCFullYear()
  await expect(widget.getByRole('heading', { name: `${year} Activity` })).toBeVisible()
  await expect(widget.getByText('Sample figures for illustration.')).toBeVisible()

  const cells = widget.locator('[data-heatmap] [data-date]')
  await expect(cells).toHaveCount(365)
  const counts = await cells.evaluateAll((elements) =>
    elements.map((cell) => Number(cell.getAttribute('data-count'))),
  )
  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(432)
  const levels = await cells.evaluateAll((elements) =>
    elements.map((cell) => cell.getAttribute('data-level')),
  )
  expect(new Set(levels)).toEqual(new Set(['0', '1', '2', '3', '4']))
  const grid = await cells.evaluateAll((elements) => {
    const boxes = elements.map((cell) => cell.getBoundingClientRect())
    return {
      columns: new Set(boxes.map((box) => Math.round(box.left))).size,
      rows: new Set(boxes.map((box) => Math.round(box.top))).size,
    }
  })
  expect(grid).toEqual({ columns: 53, rows: 7 })
  await expect(cells.last()).toHaveAttribute('title', /contributions? on /)

  // Screen readers get the total and the months instead of the drawn grid.
  await expect(widget.getByText('432 contributions in the last 365 days.')).toBeAttached()
  await expect(widget.getByRole('table', { name: 'Contributions per month' })).toBeAttached()

  const legend = widget.getByRole('img', { name: /Colour scale/ })
  await expect(legend).toHaveAccessibleName(
    'Colour scale, No contributions, 1-2 contributions, 3-4 contributions, 5-6 contributions, 7 or more contributions',
  )
  await expect(legend.getByText('Less')).toBeVisible()
  await expect(legend.getByText('More')).toBeVisible()

  // The button opens the configured account; without one there is no profile to open.
  const username = process.env.GITHUB_USERNAME || defaultOwnerProfile.githubUsername
  const viewOnGithub = widget.getByRole('link', { name: /View on GitHub/ })
  if (username) {
    await expect(viewOnGithub).toHaveAttribute('href', `https://github.com/${username}`)
    await expect(viewOnGithub).toHaveAttribute('target', '_blank')
    await expect(viewOnGithub).toHaveAttribute('rel', /noopener/)
  } else {
    await expect(viewOnGithub).toHaveCount(0)
  }
})

test('a message is sent: Sending..., the Message Sent! toast, an empty form and a stored contact', async ({
  page,
  request,
}) => {
  await page.goto('/contact')
  await waitForHydratedForm(page)
  const entry = await fillMessage(page)

  // Hold the request briefly so the in-flight state can be seen.
  await page.route(
    (url) => url.pathname.startsWith('/contact'),
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      await new Promise((resolve) => setTimeout(resolve, 1000))
      return route.continue()
    },
  )
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled()

  const toast = page.locator('li', { hasText: 'Message Sent!' })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText("Thank you for reaching out. I'll get back to you soon.")
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  await expect(page).toHaveURL(/\/contact$/)
  for (const field of Object.values(messageFields(page))) await expect(field).toHaveValue('')

  const stored = (await contactsInDatabase(request)).find((contact) => contact.subject === entry.subject)
  expect(stored).toMatchObject(entry)
})

test('the form checks the fields in the browser and sends nothing while they are wrong', async ({
  page,
  request,
}) => {
  const posts: string[] = []
  page.on('request', (sent) => {
    if (postsToContact(sent.url(), sent.method())) posts.push(sent.url())
  })
  const before = (await contactsInDatabase(request)).length
  await page.goto('/contact')
  await waitForHydratedForm(page)
  const fields = messageFields(page)

  await page.getByRole('button', { name: 'Send Message' }).click()
  for (const [field, text] of [
    [fields.name, 'Name is required'],
    [fields.email, 'Email is required'],
    [fields.subject, 'Subject is required'],
    [fields.message, 'Message is required'],
  ] as const) {
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(text)
  }
  await expect(fields.name).toBeFocused()

  await fillMessage(page)
  await fields.email.fill('not-an-email')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(fields.email).toHaveAccessibleDescription('Please enter a valid email address')
  await expect(fields.email).toBeFocused()
  await expect(fields.name).not.toHaveAttribute('aria-invalid', 'true')

  // Correcting the field clears its message as the visitor types.
  await fields.email.fill('morgan@agency.example.gov')
  await expect(fields.email).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Please enter a valid email address')).toHaveCount(0)

  expect(posts).toEqual([])
  expect((await contactsInDatabase(request)).length).toBe(before)
})

test('a server or proxy failure shows the destructive toast and the failure inside the form', async ({
  page,
}) => {
  await page.goto('/contact')
  await waitForHydratedForm(page)
  let answer: { status: number; body: string } = {
    status: 503,
    body: JSON.stringify({ message: 'The message service is unavailable' }),
  }
  await page.route(
    (url) => url.pathname.startsWith('/contact'),
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body })
        : route.continue(),
  )

  const entry = await fillMessage(page)
  await page.getByRole('button', { name: 'Send Message' }).click()
  // A proxy's own words are not the visitor's language: the form's failure text is shown.
  const toast = page.locator('li', { hasText: 'Failed to send message. Please try again.' })
  await expect(toast).toBeVisible()
  await expect(toast.getByText('Error', { exact: true })).toBeVisible()
  await expect(page.locator('li.bg-destructive')).toHaveCount(1)
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to send message' })).toBeVisible()
  // The visitor keeps what they wrote.
  await expect(messageFields(page).subject).toHaveValue(entry.subject)

  answer = { status: 500, body: '' }
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.locator('li', { hasText: 'Failed to send message. Please try again.' })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to send message' })).toBeVisible()
  await expect(messageFields(page).subject).toHaveValue(entry.subject)
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts and the page answers with the outcome', async ({ page, request }) => {
    await page.goto('/contact')
    const entry = await fillMessage(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    const outcome = page.getByRole('status').filter({ hasText: 'Message Sent!' })
    await expect(outcome).toBeVisible()
    await expect(outcome).toContainText("Thank you for reaching out. I'll get back to you soon.")
    await expect(messageFields(page).name).toHaveValue('')

    const stored = (await contactsInDatabase(request)).find((contact) => contact.subject === entry.subject)
    expect(stored).toMatchObject(entry)
  })

  test('an invalid post shows the field errors and keeps what was entered', async ({ page, request }) => {
    const before = (await contactsInDatabase(request)).length
    await page.goto('/contact')
    const fields = messageFields(page)
    await fields.name.fill('Morgan Ellis')
    await fields.email.fill('morgan-at-agency')
    await fields.message.fill('A question about ATO timelines.')
    await page.getByRole('button', { name: 'Send Message' }).click()

    await expect(fields.email).toHaveAccessibleDescription('Please enter a valid email address')
    await expect(fields.subject).toHaveAccessibleDescription('Subject is required')
    await expect(fields.subject).toHaveAttribute('aria-invalid', 'true')
    await expect(fields.name).toHaveValue('Morgan Ellis')
    await expect(fields.email).toHaveValue('morgan-at-agency')
    await expect(fields.message).toHaveValue('A question about ATO timelines.')
    await expect(page.getByText('Message Sent!')).toHaveCount(0)
    expect((await contactsInDatabase(request)).length).toBe(before)
  })
})

test('the contact page is translated', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/es/contact')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Escalemos su impacto con IA y tecnología sostenible',
  )
  await expect(page.getByRole('button', { name: 'Enviar mensaje' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Actividad en GitHub' })).toBeVisible()
  await context.close()
})

test('the contact page has no serious accessibility violations in either theme', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/contact')
  await waitForHydratedForm(page)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(messageFields(page).name).toHaveAttribute('aria-invalid', 'true')
  await expectNoSeriousA11yViolations(page, '/contact light, with errors')

  await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL ?? '' }])
  await page.goto('/contact')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expectNoSeriousA11yViolations(page, '/contact dark')
})

test('at 360 px wide the page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/contact')
  await expect(page.locator('[data-heatmap] [data-date]')).toHaveCount(365)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
