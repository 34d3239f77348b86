import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { signIn } from './admin-helpers.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { formGuardFor } from './form-guard.ts'
import { newsletterConfirmationPath } from './server-data.ts'

const unique = () => randomBytes(4).toString('hex')

type Created = { id: string; name: string; email: string }

async function createContact(
  request: APIRequestContext,
  tag: string,
  extra: { message?: string; source?: unknown } = {},
): Promise<Created> {
  const contact = {
    name: `Riley Contact ${tag}`,
    email: `riley.${tag}@agency.example.gov`,
    subject: `Zero-trust roadmap ${tag}`,
    message: extra.message ?? `We need help with our zero-trust migration plan (${tag}).`,
    ...(extra.source ? { source: extra.source } : {}),
  }
  const response = await request.post('/api/contact', {
    data: { ...(await formGuardFor(request, 'contact')), ...contact },
  })
  expect(response.status()).toBe(201)
  const { id } = (await response.json()) as { id: string }
  return { id: String(id), name: contact.name, email: contact.email }
}

async function createDemoRequest(request: APIRequestContext, tag: string): Promise<Created> {
  const demo = {
    projectId: null,
    projectTitle: `Benefits Chatbot ${tag}`,
    name: `Dana Demo ${tag}`,
    email: `dana.${tag}@county.example.org`,
    company: `Harbor County ${tag}`,
    jobTitle: 'Chief Information Officer',
    message: 'Could we see the chatbot handle eligibility questions?',
    phoneNumber: '+1 301 555 0142',
    preferredContactMethod: 'both',
  }
  const response = await request.post('/api/demo-requests', {
    data: { ...(await formGuardFor(request, 'demo-request')), ...demo },
  })
  expect(response.status()).toBe(201)
  const { id } = (await response.json()) as { id: number }
  return { id: String(id), name: demo.name, email: demo.email }
}

function toastWith(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text })
}

function leadRows(page: Page) {
  return page.getByTestId('lead-row')
}

async function setDarkTheme(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL ?? 'http://127.0.0.1' }])
}

/** Until React has hydrated, a click would take the no-JavaScript path (and skip confirm()). */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector('main form')
    return form !== null && Object.keys(form).some((key) => key.startsWith('__react'))
  })
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0)
}

test('the leads pages need a session and come back after sign-in', async ({ page }) => {
  await page.goto('/admin/leads?kind=demo')
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/admin/login' && url.searchParams.get('redirectTo') === '/admin/leads?kind=demo',
  )
})

test('the leads list shows contact messages and demo requests newest first, with search and filters', async ({
  page,
  request,
}) => {
  const tag = unique()
  const contact = await createContact(request, tag)
  const demo = await createDemoRequest(request, tag)

  await signIn(page)
  await page.goto('/admin/leads')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible()
  await waitForHydration(page)

  // Typing searches after a pause, without pressing Enter.
  await page.getByLabel('Search').fill(tag)
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === tag)
  await expect(leadRows(page)).toHaveCount(2)
  await expect(page.getByText('2 leads match these filters')).toBeVisible()
  await expect(leadRows(page).nth(0)).toContainText(demo.name)
  await expect(leadRows(page).nth(0)).toContainText('Demo request')
  await expect(leadRows(page).nth(0)).toContainText(`Harbor County ${tag}`)
  await expect(leadRows(page).nth(0)).toContainText(`Benefits Chatbot ${tag}`)
  await expect(leadRows(page).nth(1)).toContainText(contact.name)
  await expect(leadRows(page).nth(1)).toContainText('Contact')
  await expect(leadRows(page).nth(1)).toContainText(contact.email)
  await expect(leadRows(page).nth(1)).toContainText(`Zero-trust roadmap ${tag}`)
  await expect(leadRows(page).nth(1)).toContainText('New')

  // Search reaches the organization and the message text too.
  await page.getByLabel('Search').fill(`Harbor County ${tag}`)
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === `Harbor County ${tag}`)
  await expect(leadRows(page)).toHaveCount(1)
  await expect(leadRows(page).first()).toContainText(demo.name)
  await page.getByLabel('Search').fill(`migration plan (${tag})`)
  await expect(leadRows(page)).toHaveCount(1)
  await expect(leadRows(page).first()).toContainText(contact.name)

  await page.getByLabel('Search').fill(tag)
  await expect(leadRows(page)).toHaveCount(2)
  await page.getByLabel('Kind').selectOption('contact')
  await expect(page).toHaveURL((url) => url.searchParams.get('kind') === 'contact')
  await expect(leadRows(page)).toHaveCount(1)
  await expect(leadRows(page).first()).toContainText(contact.name)
  await page.getByLabel('Kind').selectOption('demo')
  await expect(leadRows(page)).toHaveCount(1)
  await expect(leadRows(page).first()).toContainText(demo.name)

  await page.getByLabel('Kind').selectOption('')
  await page.getByLabel('Status').selectOption('new')
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('status') === 'new' && !url.searchParams.has('kind'),
  )
  await expect(leadRows(page)).toHaveCount(2)
  await page.getByLabel('Status').selectOption('won')
  await expect(leadRows(page)).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'No leads match these filters' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('link', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/admin/leads' && url.search === '')
  await expect(page.getByLabel('Search')).toHaveValue('')
  await expect(page.getByLabel('Status')).toHaveValue('')
  await expect(leadRows(page).first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('the filter form works without JavaScript', async ({ browser, page, request, baseURL }) => {
  const tag = unique()
  const contact = await createContact(request, tag)
  await createDemoRequest(request, tag)
  await signIn(page)

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  await context.addCookies(await page.context().cookies())
  const noScript = await context.newPage()
  await noScript.goto('/admin/leads')
  await noScript.getByLabel('Search').fill(tag)
  await noScript.getByLabel('Kind').selectOption('contact')
  await noScript.getByRole('button', { name: 'Apply' }).click()
  await expect(noScript).toHaveURL(
    (url) => url.searchParams.get('q') === tag && url.searchParams.get('kind') === 'contact',
  )
  await expect(noScript.getByTestId('lead-row')).toHaveCount(1)
  await expect(noScript.getByTestId('lead-row').first()).toContainText(contact.name)
  await context.close()
})

test('a lead shows its whole message as text and keeps status changes, notes and follow-up', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const tag = unique()
  const message = `First line about our data platform ${tag}\n<b>not bold</b>\n\nLast line after a blank one.`
  const contact = await createContact(request, tag, {
    message,
    source: {
      page: '/es/blog/zero-trust',
      referrer: 'https://www.linkedin.com/feed/update/123?trk=share',
      utm: { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: `spring-${tag}` },
    },
  })

  await signIn(page)
  await page.goto(`/admin/leads?q=${tag}`)
  await leadRows(page).getByRole('link', { name: contact.name }).click()
  await expect(page).toHaveURL((url) => url.pathname === `/admin/leads/contact/${contact.id}`)
  await expect(page.getByRole('heading', { level: 1, name: contact.name })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

  const body = page.getByTestId('lead-message')
  await expect(body).toContainText('<b>not bold</b>')
  await expect(body.locator('b')).toHaveCount(0)
  expect(await body.textContent()).toBe(message)
  await expect(page.getByText(`Zero-trust roadmap ${tag}`).first()).toBeVisible()
  await expect(page.getByRole('link', { name: contact.email })).toHaveAttribute(
    'href',
    `mailto:${contact.email}`,
  )

  const source = page.getByRole('region', { name: 'Source' })
  await expect(source).toContainText('/es/blog/zero-trust')
  // Written from a Spanish page: the owner knows to answer in Spanish.
  await expect(source.getByText('Spanish', { exact: true })).toBeVisible()
  await expect(source).toContainText('https://www.linkedin.com/feed/update/123')
  await expect(source).not.toContainText('trk=share')
  await expect(source).toContainText('utm_source: linkedin')
  await expect(source).toContainText(`utm_campaign: spring-${tag}`)
  await expect(page.getByRole('region', { name: 'Status history' })).toContainText('No status changes yet.')
  await expectNoSeriousA11yViolations(page)

  await waitForHydration(page)
  const manage = page.getByRole('region', { name: 'Manage lead' })
  await manage.getByLabel('Status').selectOption('qualified')
  await manage.getByRole('button', { name: 'Save changes' }).click()
  await expect(toastWith(page, 'Lead updated')).toBeVisible()
  await expect(page.getByTestId('status-change')).toHaveCount(1)

  await manage.getByLabel('Status').selectOption('proposal')
  await manage.getByLabel('Private notes').fill(`Send the proposal draft ${tag}.\nBudget approved for Q3.`)
  await manage.getByLabel('Next follow-up').fill('2024-03-15')
  await manage.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByTestId('status-change')).toHaveCount(2)
  await expect(toastWith(page, 'Lead updated')).toBeVisible()

  await page.reload()
  const history = page.getByTestId('status-change')
  await expect(history).toHaveCount(2)
  await expect(history.nth(0)).toContainText(/New\s*→?\s*to\s*Qualified/)
  await expect(history.nth(1)).toContainText(/Qualified\s*→?\s*to\s*Proposal/)
  await expect(history.nth(0).locator('time')).toHaveText(/UTC$/)
  await expect(page.getByRole('region', { name: 'Manage lead' }).getByLabel('Private notes')).toHaveValue(
    `Send the proposal draft ${tag}.\nBudget approved for Q3.`,
  )
  await expect(page.getByRole('region', { name: 'Manage lead' }).getByLabel('Next follow-up')).toHaveValue(
    '2024-03-15',
  )
  await expect(page.getByText('Follow up Mar 15, 2024 (overdue)').first()).toBeVisible()

  await page.goto(`/admin/leads?q=${tag}`)
  await expect(leadRows(page).first()).toContainText('Proposal')
  await expect(leadRows(page).first()).toContainText('(overdue)')
  // Notes are searchable too.
  await page.goto(`/admin/leads?q=${encodeURIComponent(`proposal draft ${tag}`)}`)
  await expect(leadRows(page)).toHaveCount(1)

  await page.goto('/admin')
  const followUps = page.getByRole('region', { name: 'Follow-ups due' })
  await expect(followUps.getByRole('link', { name: contact.name })).toBeVisible()

  await setDarkTheme(context, baseURL)
  await page.goto(`/admin/leads/contact/${contact.id}`)
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expectNoSeriousA11yViolations(page)
  await page.goto(`/admin/leads?q=${tag}`)
  await expectNoSeriousA11yViolations(page)
})

test('a demo request shows its project, organization and contact details', async ({ page, request }) => {
  const tag = unique()
  const demo = await createDemoRequest(request, tag)
  await signIn(page)
  await page.goto(`/admin/leads/demo/${demo.id}`)
  await expect(page.getByRole('heading', { level: 1, name: demo.name })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Message' })).toContainText(
    `Project: Benefits Chatbot ${tag}`,
  )
  await expect(page.getByTestId('lead-message')).toHaveText(
    'Could we see the chatbot handle eligibility questions?',
  )
  const details = page.getByRole('region', { name: 'Contact details' })
  await expect(details).toContainText(`Harbor County ${tag}`)
  await expect(details.getByRole('link', { name: demo.email })).toHaveAttribute(
    'href',
    `mailto:${demo.email}`,
  )
  const source = page.getByRole('region', { name: 'Source' })
  await expect(source.getByText('Not recorded')).toHaveCount(4)
})

test('the CSV export downloads the filtered list with a header row', async ({ page, request }) => {
  const tag = unique()
  const contact = await createContact(request, tag)
  const demo = await createDemoRequest(request, tag)
  await signIn(page)
  await page.goto(`/admin/leads?q=${tag}&kind=contact`)
  const link = page.getByRole('link', { name: 'Export CSV' })
  await expect(link).toHaveAttribute('href', `/api/admin/leads.csv?q=${tag}&kind=contact`)

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toBe('leads.csv')
  const path = await download.path()
  const csv = await readFile(path, 'utf8')
  const lines = csv.trimEnd().split('\r\n')
  expect(lines[0]).toBe(
    'kind,id,created_at,status,name,email,organization,summary,message,follow_up_on,notes,source_page,referrer,utm_source,utm_medium,utm_campaign',
  )
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(`contact,${contact.id},`)
  expect(lines[1]).toContain(contact.email)
  expect(csv).not.toContain(demo.email)
})

test('deleting a lead asks first, then removes it and returns to the list', async ({ page, request }) => {
  const tag = unique()
  const demo = await createDemoRequest(request, tag)
  await signIn(page)
  await page.goto(`/admin/leads/demo/${demo.id}`)
  await waitForHydration(page)

  const prompts: string[] = []
  page.once('dialog', async (dialog) => {
    prompts.push(dialog.message())
    await dialog.dismiss()
  })
  await page.getByRole('button', { name: 'Delete lead' }).click()
  await expect.poll(() => prompts).toEqual(['Are you sure you want to delete this lead?'])
  await expect(page).toHaveURL((url) => url.pathname === `/admin/leads/demo/${demo.id}`)

  page.once('dialog', (dialog) => dialog.accept())
  await page.getByRole('button', { name: 'Delete lead' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/admin/leads')
  await expect(toastWith(page, 'Lead deleted')).toBeVisible()
  await expect(page.getByRole('link', { name: demo.name })).toHaveCount(0)

  await page.goto(`/admin/leads?q=${tag}`)
  await expect(page.getByRole('heading', { name: 'No leads match these filters' })).toBeVisible()

  const response = await page.goto(`/admin/leads/demo/${demo.id}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Lead not found' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Admin' }).first()).toBeAttached()
  const unknownKind = await page.goto('/admin/leads/invoice/1')
  expect(unknownKind?.status()).toBe(404)
})

test('the contacts page lists contact messages and links to the leads view', async ({ page, request }) => {
  const tag = unique()
  const contact = await createContact(request, tag)
  const demo = await createDemoRequest(request, tag)
  await signIn(page)
  await page.goto('/admin/contacts')
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible()
  const row = leadRows(page).filter({ hasText: contact.name })
  await expect(row).toContainText(contact.email)
  await expect(row).toContainText(`Zero-trust roadmap ${tag}`)
  await expect(row).toContainText('We need help with our zero-trust migration plan')
  await expect(page.getByRole('link', { name: demo.name })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  await row.getByRole('link', { name: contact.name }).click()
  await expect(page).toHaveURL((url) => url.pathname === `/admin/leads/contact/${contact.id}`)
  await page.goBack()
  await page.getByRole('link', { name: 'Open in Leads' }).click()
  await expect(page).toHaveURL(
    (url) => url.pathname === '/admin/leads' && url.searchParams.get('kind') === 'contact',
  )
  await expect(page.getByLabel('Kind')).toHaveValue('contact')
})

test('subscribers: list, awaiting confirmation, active count, deactivate and the CSV of active emails', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const tag = unique()
  const first = `first.${tag}@example.com`
  const second = `second.${tag}@example.com`
  await signIn(page)
  await page.goto('/admin/subscribers')
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible()
  const count = page.getByTestId('active-count')
  const activeCount = async () => Number((await count.textContent())?.match(/^(\d+) active/)?.[1])
  const activeBefore = await activeCount()

  for (const email of [first, second]) {
    const response = await request.post('/api/newsletter/subscribe', {
      data: { ...(await formGuardFor(request, 'newsletter')), email },
    })
    expect(response.ok()).toBe(true)
  }
  await page.reload()
  const firstRow = page.getByTestId('subscriber-row').filter({ hasText: first })
  const secondRow = page.getByTestId('subscriber-row').filter({ hasText: second })
  // Double opt-in: a new address waits for its owner's confirmation and cannot be switched on here.
  await expect(firstRow).toContainText('Awaiting confirmation')
  await expect(firstRow.getByRole('button')).toHaveCount(0)
  expect(await activeCount()).toBe(activeBefore)

  // Each visitor follows the link in their confirmation email, as a subscriber would.
  for (const email of [first, second]) {
    const visitor = await page.context().browser()!.newPage()
    await visitor.goto(newsletterConfirmationPath(email))
    await visitor.getByRole('button', { name: 'Confirm my subscription' }).click()
    await expect(visitor.getByRole('heading', { level: 1, name: "You're subscribed" })).toBeVisible()
    await visitor.close()
  }
  await page.reload()
  await expect(firstRow).toContainText('Active')
  await expect(secondRow).toContainText('Active')
  expect(await activeCount()).toBe(activeBefore + 2)
  await expectNoSeriousA11yViolations(page)

  await waitForHydration(page)
  await firstRow.getByRole('button', { name: `Deactivate ${first}` }).click()
  await expect(toastWith(page, 'Subscriber deactivated')).toBeVisible()
  await expect(firstRow.getByRole('button', { name: `Deactivate ${first}` })).toHaveCount(0)
  await expect(firstRow).not.toContainText('Active')
  await expect(count).toContainText(`${activeBefore + 1} active subscriber`)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export active emails (CSV)' }).click(),
  ])
  const csv = await readFile(await download.path(), 'utf8')
  expect(csv.split('\r\n')[0]).toBe('email,subscribed_at')
  expect(csv).toContain(second)
  expect(csv).not.toContain(first)

  await setDarkTheme(context, baseURL)
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expectNoSeriousA11yViolations(page)
})

test('the orders page shows its empty state without a payment provider', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page)
  await page.goto('/admin/orders')
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await setDarkTheme(context, baseURL)
  await page.reload()
  await expectNoSeriousA11yViolations(page)
})

test('the pipeline pages fit a 360 px screen', async ({ page, request }) => {
  const tag = unique()
  const contact = await createContact(request, tag, {
    message: `A long unbroken reference ${'x'.repeat(120)} and ${tag}`,
  })
  await request.post('/api/newsletter/subscribe', {
    data: {
      ...(await formGuardFor(request, 'newsletter')),
      email: `narrow.${tag}.${'y'.repeat(40)}@example.com`,
    },
  })
  await signIn(page)
  await page.setViewportSize({ width: 360, height: 740 })
  for (const path of [
    '/admin/leads',
    `/admin/leads?q=${tag}`,
    `/admin/leads/contact/${contact.id}`,
    '/admin/contacts',
    '/admin/subscribers',
    '/admin/orders',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoHorizontalScroll(page)
  }
})
