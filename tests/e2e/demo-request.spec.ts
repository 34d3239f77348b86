import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { defaultOwnerProfile } from '../../content/profile.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

type StoredDemoRequest = {
  project_id: number | null
  project_title: string | null
  name: string
  email: string
  company: string | null
  job_title: string | null
  message: string | null
  phone_number: string | null
  preferred_contact_method: string
}

/**
 * The server's SQLite file. playwright.config.ts names the data directory after the runner's process
 * id, and the test workers are the runner's children.
 */
function databaseFile(): string {
  const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `site-e2e-${process.ppid}`)
  const file = path.join(dataDir, 'site.db')
  if (!existsSync(file)) throw new Error(`The e2e server's database is not at ${file}; set E2E_DATA_DIR`)
  return file
}

function demoRequestsFrom(email: string): StoredDemoRequest[] {
  const db = new Database(databaseFile(), { readonly: true, fileMustExist: true })
  try {
    return db.prepare('select * from demo_requests where email = ?').all(email) as StoredDemoRequest[]
  } finally {
    db.close()
  }
}

type ProjectSummary = { id: number; slug: string; title: string }

async function aSeededProject(request: APIRequestContext): Promise<ProjectSummary> {
  const projects = (await (await request.get('/api/projects')).json()) as ProjectSummary[]
  const project = projects[0]
  if (!project) throw new Error('the e2e server has no seeded projects')
  return project
}

/** Until React has hydrated the form, a click would post it the no-JavaScript way. */
async function waitForHydratedForm(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector('form[method="post"]')
    return form !== null && Object.keys(form).some((key) => key.startsWith('__react'))
  })
}

const unique = () => randomBytes(4).toString('hex')
const consentLabel = `I agree to be contacted by ${defaultOwnerProfile.name} about this request`

async function fillRequest(page: Page, options: { consent?: boolean } = {}) {
  const id = unique()
  const entry = { name: `Riley Chen ${id}`, email: `riley.${id}@example.gov` }
  await page.getByLabel('Full Name').fill(entry.name)
  await page.getByLabel('Email Address').fill(entry.email)
  if (options.consent ?? true) await page.getByLabel(consentLabel).check()
  return entry
}

const postsToDemoRequest = (url: string, method: string) =>
  method === 'POST' && new URL(url).pathname.startsWith('/demo-request')

test('the page has the three sections, the consent box and the links onward', async ({ page }) => {
  const response = await page.goto('/demo-request')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(`Request a Demo | ${defaultOwnerProfile.name}`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /within 24 hours/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a Demo')
  for (const section of ['Contact Information', 'Organization Details', 'Demo Details']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible()
  }
  await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-required', 'true')
  await expect(page.getByLabel('Email Address')).toHaveAttribute('aria-required', 'true')
  await expect(page.getByLabel('Phone Number')).not.toHaveAttribute('required', '')
  const method = page.getByRole('group', { name: 'Preferred Contact Method' })
  await expect(method.getByRole('radio', { name: 'Email' })).toBeChecked()
  await expect(method.getByRole('radio', { name: 'Phone' })).not.toBeChecked()
  await expect(method.getByRole('radio', { name: 'Both' })).not.toBeChecked()
  await expect(page.getByLabel('Company / Organization')).toBeVisible()
  await expect(page.getByLabel('Job Title')).toBeVisible()
  const message = page.getByLabel('What would you like to see?')
  expect(await message.evaluate((element) => getComputedStyle(element).minHeight)).toBe('120px')
  await expect(page.getByLabel(consentLabel)).not.toBeChecked()
  await expect(page.locator('input[name="projectId"]')).toHaveCount(0)

  await expect(page.getByRole('link', { name: 'Contact me directly' })).toHaveAttribute('href', '/contact')
  const profileLink = page.getByRole('link', { name: /View my professional profile/ })
  await expect(profileLink).toHaveAttribute('href', defaultOwnerProfile.linkedinUrl ?? '')
  await expect(profileLink).toHaveAttribute('target', '_blank')
})

test('a request is sent: the toast, then home, and a stored request without the consent flag', async ({
  page,
  request,
}) => {
  const project = await aSeededProject(request)
  await page.goto(`/demo-request/${project.slug}`)
  await waitForHydratedForm(page)
  const entry = await fillRequest(page)
  await page.getByLabel('Phone Number').fill('+1 (202) 555-0187')
  await page.getByRole('radio', { name: 'Both' }).check()
  await page.getByLabel('Company / Organization').fill('Department of Examples')
  await page.getByLabel('Job Title').fill('Chief Data Officer')
  await page.getByLabel('What would you like to see?').fill('How the triage assistant handles FOIA backlogs.')
  await page.getByRole('button', { name: 'Request Demo' }).click()

  const toast = page.locator('li', { hasText: 'Demo request submitted successfully!' })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText("We'll contact you within 24 hours to schedule your personalized demo.")
  await expect(page).toHaveURL(/\/$/)

  const rows = demoRequestsFrom(entry.email)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    project_id: project.id,
    project_title: project.title,
    name: entry.name,
    company: 'Department of Examples',
    job_title: 'Chief Data Officer',
    phone_number: '+1 (202) 555-0187',
    preferred_contact_method: 'both',
    message: 'How the triage assistant handles FOIA backlogs.',
  })
  expect(Object.keys(rows[0] ?? {})).not.toContain('consent')
})

test('without consent nothing is sent and the box says why', async ({ page }) => {
  const posts: string[] = []
  page.on('request', (sent) => {
    if (postsToDemoRequest(sent.url(), sent.method())) posts.push(sent.url())
  })
  await page.goto('/demo-request')
  await waitForHydratedForm(page)
  await page.getByRole('button', { name: 'Request Demo' }).click()
  await expect(page.getByLabel('Full Name')).toHaveAccessibleDescription('Name is required')
  await expect(page.getByLabel('Email Address')).toHaveAccessibleDescription('Email is required')
  await expect(page.getByLabel('Full Name')).toBeFocused()

  const entry = await fillRequest(page, { consent: false })
  await page.getByLabel('Phone Number').fill('call me')
  await page.getByRole('button', { name: 'Request Demo' }).click()
  const consent = page.getByLabel(consentLabel)
  await expect(consent).toHaveAttribute('aria-invalid', 'true')
  await expect(consent).toHaveAccessibleDescription('You must agree to be contacted')
  await expect(page.getByLabel('Phone Number')).toHaveAccessibleDescription('Enter a valid phone number')

  await page.getByLabel('Phone Number').fill('')
  await consent.check()
  await expect(page.getByText('You must agree to be contacted')).toHaveCount(0)
  await expect(page).toHaveURL(/\/demo-request$/)
  expect(posts).toEqual([])
  expect(demoRequestsFrom(entry.email)).toEqual([])
})

test.describe('the project is named', () => {
  test('by its slug', async ({ page, request }) => {
    const project = await aSeededProject(request)
    await page.goto(`/demo-request/${project.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Request a Demo of ${project.title}`)
    await expect(page.getByText(`Interested in ${project.title}?`)).toBeVisible()
    await expect(page).toHaveTitle(`Request a Demo: ${project.title} | ${defaultOwnerProfile.name}`)
    await expect(page.locator('input[name="projectId"]')).toHaveValue(String(project.id))
    await expect(page.locator('input[name="projectTitle"]')).toHaveValue(project.title)
  })

  test('by both the project and title query parameters, and not by one alone', async ({ page, request }) => {
    const project = await aSeededProject(request)
    const title = encodeURIComponent(project.title)
    await page.goto(`/demo-request?project=${project.id}&title=${title}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Request a Demo of ${project.title}`)
    await expect(page.locator('input[name="projectId"]')).toHaveValue(String(project.id))

    for (const query of [`?project=${project.id}`, `?title=${title}`]) {
      await page.goto(`/demo-request${query}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a Demo')
      await expect(page.getByText(project.title)).toHaveCount(0)
      await expect(page.locator('input[name="projectId"]')).toHaveCount(0)
    }
  })

  test('not at all for an unknown slug or id, which still leave a working page', async ({ page }) => {
    for (const path of ['/demo-request/no-such-project', '/demo-request?project=999999&title=Made%20up']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a Demo')
      await expect(page.getByText('Made up')).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Request Demo' })).toBeVisible()
    }
  })
})

test('a failed request shows the destructive toast and keeps the visitor on the page', async ({ page }) => {
  await page.goto('/demo-request')
  await waitForHydratedForm(page)
  await page.route(
    (url) => url.pathname.startsWith('/demo-request'),
    (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
  )
  const entry = await fillRequest(page)
  await page.getByRole('button', { name: 'Request Demo' }).click()
  const toast = page.locator('li', { hasText: 'Error submitting request' })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText('Please try again or contact us directly.')
  await expect(page.locator('li.bg-destructive')).toHaveCount(1)
  await expect(page).toHaveURL(/\/demo-request$/)
  await expect(page.getByLabel('Full Name')).toHaveValue(entry.name)
  await expect(page.getByRole('button', { name: 'Request Demo' })).toBeEnabled()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the request posts and the visitor lands on the home page', async ({ page, request }) => {
    const project = await aSeededProject(request)
    await page.goto(`/demo-request?project=${project.id}&title=${encodeURIComponent(project.title)}`)
    const entry = await fillRequest(page)
    await page.getByRole('button', { name: 'Request Demo' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect(demoRequestsFrom(entry.email)).toMatchObject([
      { project_id: project.id, project_title: project.title, preferred_contact_method: 'email' },
    ])
  })

  test('an invalid post shows the errors and keeps what was entered', async ({ page }) => {
    await page.goto('/demo-request')
    const entry = await fillRequest(page, { consent: false })
    await page.getByRole('radio', { name: 'Phone' }).check()
    await page.getByLabel('Job Title').fill('Program Manager')
    await page.getByRole('button', { name: 'Request Demo' }).click()

    await expect(page.getByLabel(consentLabel)).toHaveAccessibleDescription('You must agree to be contacted')
    await expect(page.getByLabel('Full Name')).toHaveValue(entry.name)
    await expect(page.getByLabel('Email Address')).toHaveValue(entry.email)
    await expect(page.getByLabel('Job Title')).toHaveValue('Program Manager')
    await expect(page.getByRole('radio', { name: 'Phone' })).toBeChecked()
    expect(demoRequestsFrom(entry.email)).toEqual([])
  })
})

test('the demo request page has no serious accessibility violations in either theme', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const project = await aSeededProject(request)
  await page.goto(`/demo-request/${project.slug}`)
  await waitForHydratedForm(page)
  await page.getByRole('button', { name: 'Request Demo' }).click()
  await expect(page.getByLabel(consentLabel)).toHaveAttribute('aria-invalid', 'true')
  await expectNoSeriousA11yViolations(page, '/demo-request light, with errors')

  await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL ?? '' }])
  await page.goto('/demo-request')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expectNoSeriousA11yViolations(page, '/demo-request dark')
})

test('at 360 px wide the page does not scroll sideways', async ({ page, request }) => {
  const project = await aSeededProject(request)
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto(`/demo-request/${project.slug}`)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})
