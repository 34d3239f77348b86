import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { e2eOwner, sessionToken, signIn } from './admin-helpers.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { formGuardFor } from './form-guard.ts'

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

function toastWith(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text })
}

async function setDarkTheme(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL ?? 'http://127.0.0.1' }])
}

/** A separate session for API calls, so a test can restore what it changed even if the browser's is gone. */
async function apiToken(request: APIRequestContext, password = e2eOwner.password): Promise<string> {
  const response = await request.post('/api/admin/login', { data: { username: e2eOwner.username, password } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { token: string }).token
}

type Dated = { createdAt: string }

test('an admin page without a session goes to sign-in and comes back there after signing in', async ({
  page,
}) => {
  await page.goto('/admin/blog-posts?view=all')
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/admin/login' && url.searchParams.get('redirectTo') === '/admin/blog-posts?view=all',
  )
  await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

  await page.getByLabel('Username').fill(e2eOwner.username)
  await page.getByLabel('Password').fill(e2eOwner.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(toastWith(page, 'Login successful')).toContainText('Welcome to the admin dashboard')
  await expect(page).toHaveURL((url) => url.pathname === '/admin/blog-posts' && url.search === '?view=all')

  // Signed in, the sign-in page sends the owner straight on.
  await page.goto('/admin/login')
  await expect(page).toHaveURL((url) => url.pathname === '/admin')
})

test('the sign-in form asks for both fields before sending anything', async ({ page }) => {
  await page.goto('/admin/login')
  let posted = false
  page.on('request', (request) => {
    if (request.method() === 'POST') posted = true
  })
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('Username is required')).toBeVisible()
  await expect(page.getByText('Password is required')).toBeVisible()
  await expect(page.getByLabel('Username')).toBeFocused()
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Username')).toHaveAttribute('autocomplete', 'username')
  await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'current-password')

  await page.getByLabel('Username').fill(e2eOwner.username)
  await expect(page.getByText('Username is required')).toBeHidden()
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('Password is required')).toBeVisible()
  await expect(page.getByLabel('Password')).toBeFocused()
  expect(posted).toBe(false)
})

test('a wrong password shows the Login failed toast with Invalid credentials', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel('Username').fill(e2eOwner.username)
  await page.getByLabel('Password').fill('not the password')
  await page.getByRole('button', { name: 'Log in' }).click()
  const failure = toastWith(page, 'Login failed')
  await expect(failure).toBeVisible()
  await expect(failure).toContainText('Invalid credentials')
  await expect(page).toHaveURL((url) => url.pathname === '/admin/login')
  await expect(page.getByLabel('Password')).toHaveValue('')
  await expect(page.getByLabel('Password')).toBeFocused()
})

test('signing in shows the dashboard with the site figures', async ({ page }) => {
  await signIn(page)
  await expect(toastWith(page, 'Login successful')).toContainText('Welcome to the admin dashboard')
  await expect(page).toHaveURL((url) => url.pathname === '/admin' && url.search === '')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByText(`Signed in as ${e2eOwner.username}`)).toBeVisible()

  const api = page.request
  const [posts, projects, testimonials, contacts] = await Promise.all([
    api
      .get('/api/admin/blog-posts')
      .then((r) => r.json() as Promise<Array<Dated & { title: string; published: number }>>),
    api.get('/api/admin/projects').then((r) => r.json() as Promise<Array<Dated & { title: string }>>),
    api.get('/api/admin/testimonials').then((r) => r.json() as Promise<Array<Dated & { rating: number }>>),
    api.get('/api/contacts').then((r) => r.json() as Promise<Dated[]>),
  ])
  const totals = page.getByRole('list', { name: 'Site totals' })
  const expected = { 'Blog Posts': posts, Projects: projects, Testimonials: testimonials, Contacts: contacts }
  // The four totals and the meetings booked ahead (none on a fresh site).
  await expect(totals.getByRole('listitem')).toHaveCount(5)
  for (const [label, items] of Object.entries(expected)) {
    const card = totals.getByRole('listitem', { name: label })
    await expect(card.getByText(String(items.length), { exact: true })).toBeVisible()
  }
  await expect(
    totals.getByRole('listitem', { name: 'Upcoming Meetings' }).getByText('0', { exact: true }),
  ).toBeVisible()
  expect(posts.length).toBeGreaterThan(0)

  const activity = page.getByRole('list', { name: 'Recent Activity' }).getByRole('listitem')
  await expect(activity).toHaveCount(5)
  const newestPost = [...posts].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!
  const newestProject = [...projects].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!
  const newestTitle = newestPost.createdAt > newestProject.createdAt ? newestPost.title : newestProject.title
  if (![...testimonials, ...contacts].some((item) => item.createdAt > newestPost.createdAt)) {
    await expect(activity.first()).toContainText(newestTitle)
  }
  await expect(activity.first().getByRole('link')).toHaveAttribute('href', /^\/admin\//)

  const quickStats = page.getByRole('region', { name: 'Quick Stats' })
  const stat = (label: string) =>
    quickStats.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd')
  const average =
    testimonials.length === 0
      ? 'N/A'
      : (
          Math.round((testimonials.reduce((sum, t) => sum + t.rating, 0) / testimonials.length) * 10) / 10
        ).toFixed(1)
  const now = new Date()
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString()
  const thisMonth = [...posts, ...projects, ...testimonials, ...contacts].filter(
    (item) => item.createdAt >= monthStart,
  )
  const published = posts.filter((post) => post.published === 1).length
  await expect(stat('Average rating')).toHaveText(average)
  await expect(stat('This Month')).toHaveText(String(thisMonth.length))
  await expect(stat('Published articles')).toHaveText(String(published))
  await expect(stat('Drafts')).toHaveText(String(posts.length - published))

  const followUps = page.getByRole('region', { name: 'Follow-ups due' })
  const due = (await (await api.get('/api/admin/leads')).json()) as Array<{ followUpOn: string | null }>
  if (!due.some((lead) => lead.followUpOn)) await expect(followUps).toContainText('No follow-ups due')

  // The figures agree with the dashboard endpoint of the API as well.
  const figures = (await (await api.get('/api/admin/dashboard')).json()) as { counts: Record<string, number> }
  expect(figures.counts).toEqual({
    blogPosts: posts.length,
    projects: projects.length,
    testimonials: testimonials.length,
    contacts: contacts.length,
    upcomingMeetings: 0,
  })
})

test('a lead due for follow-up is listed on the dashboard with a link to its detail page', async ({
  page,
  request,
}) => {
  const token = await apiToken(request)
  const created = await request.post('/api/contact', {
    data: {
      ...(await formGuardFor(request, 'contact')),
      name: 'Follow Up Tester',
      email: 'follow.up@example.com',
      subject: 'Renewal',
      message: 'Call me back.',
    },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  try {
    const updated = await request.patch(`/api/admin/leads/contact/${id}`, {
      headers: bearer(token),
      data: { followUpOn: '2020-01-15' },
    })
    expect(updated.status()).toBe(200)
    await signIn(page)
    const followUps = page.getByRole('region', { name: 'Follow-ups due' })
    const lead = followUps.getByRole('link', { name: 'Follow Up Tester' })
    await expect(lead).toHaveAttribute('href', `/admin/leads/contact/${id}`)
    await expect(followUps).toContainText('Renewal')
    await expect(followUps).toContainText('Jan 15, 2020')
  } finally {
    await request.delete(`/api/admin/leads/contact/${id}`, { headers: bearer(token) })
  }
})

test('on a phone the drawer opens, closes and navigates', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await signIn(page)
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden()
  const menuButton = page.getByRole('button', { name: 'Open menu' })
  await menuButton.click()
  const drawer = page.getByRole('dialog')
  await expect(drawer).toBeVisible()
  await expect(drawer.getByRole('navigation', { name: 'Admin' })).toBeVisible()
  await expect(drawer.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible()
  await expect(drawer.getByText(`Signed in as ${e2eOwner.username}`)).toBeVisible()

  await drawer.getByRole('button', { name: 'Close menu' }).click()
  await expect(drawer).toBeHidden()
  await expect(menuButton).toBeFocused()

  await menuButton.click()
  await expect(drawer).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()

  await menuButton.click()
  await drawer.getByRole('link', { name: 'Settings' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/admin/settings')
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('the desktop sidebar lists every section and marks the current one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page)
  const nav = page.getByRole('navigation', { name: 'Admin' })
  await expect(nav).toBeVisible()
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
  for (const [label, path] of [
    ['Dashboard', '/admin'],
    ['Blog Posts', '/admin/blog-posts'],
    ['Projects', '/admin/projects'],
    ['Testimonials', '/admin/testimonials'],
    ['Contacts', '/admin/contacts'],
    ['Leads', '/admin/leads'],
    ['Subscribers', '/admin/subscribers'],
    ['Orders', '/admin/orders'],
    ['Settings', '/admin/settings'],
    ['Account', '/admin/account'],
  ] as const) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', path)
  }
  await nav.getByRole('link', { name: 'Account' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/admin/account')
  await expect(nav.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page')
  await page.reload()
  await expect(page.getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

  // The skip link is the first stop on the keyboard and lands in the main content.
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main#main')).toBeFocused()
})

test('logout lands on sign-in and the old session token is refused by the API', async ({ page, request }) => {
  await signIn(page)
  const token = await sessionToken(page)
  expect(token).toBeTruthy()
  const before = await request.get('/api/admin/me', { headers: bearer(token!) })
  expect(before.status()).toBe(200)

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/admin/login')
  expect(await sessionToken(page)).toBeUndefined()

  const after = await request.get('/api/admin/me', { headers: bearer(token!) })
  expect(after.status()).toBe(401)
  await page.goto('/admin')
  await expect(page).toHaveURL((url) => url.pathname === '/admin/login')
})

test('the owner changes the password, signs in with the new one and changes it back', async ({
  page,
  request,
}) => {
  const newPassword = 'a changed e2e password'
  let changed = false
  try {
    const otherSession = await apiToken(request)
    await signIn(page)
    await page.goto('/admin/account')
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
    const current = page.getByLabel('Current password')
    const next = page.getByLabel(/^New password/)
    const confirm = page.getByLabel('Confirm new password')
    const submit = page.getByRole('button', { name: 'Change password' })

    await submit.click()
    await expect(page.getByText('Current password is required')).toBeVisible()
    await current.fill(e2eOwner.password)
    await next.fill('short')
    await confirm.fill('short')
    await submit.click()
    await expect(page.getByText('Use at least 8 characters')).toBeVisible()
    await next.fill(newPassword)
    await confirm.fill(`${newPassword} typo`)
    await submit.click()
    await expect(page.getByText('The passwords do not match')).toBeVisible()

    await current.fill('not the current password')
    await confirm.fill(newPassword)
    await submit.click()
    await expect(page.getByText('The current password is not correct').first()).toBeVisible()
    await expect(current).toHaveAttribute('aria-invalid', 'true')

    await current.fill(e2eOwner.password)
    await submit.click()
    await expect(toastWith(page, 'Password changed')).toBeVisible()
    changed = true
    await expect(current).toHaveValue('')
    // Other sessions are signed out; this one stays.
    expect((await request.get('/api/admin/me', { headers: bearer(otherSession) })).status()).toBe(401)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()

    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/admin/login')
    await page.getByLabel('Username').fill(e2eOwner.username)
    await page.getByLabel('Password').fill(e2eOwner.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(toastWith(page, 'Login failed')).toContainText('Invalid credentials')
    await signIn(page, { username: e2eOwner.username, password: newPassword })

    await page.goto('/admin/account')
    await page.getByLabel('Current password').fill(newPassword)
    await page.getByLabel(/^New password/).fill(e2eOwner.password)
    await page.getByLabel('Confirm new password').fill(e2eOwner.password)
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(toastWith(page, 'Password changed')).toBeVisible()
    changed = false
    await apiToken(request)
  } finally {
    if (changed) {
      const token = await apiToken(request, newPassword)
      await request.post('/api/admin/password', {
        headers: bearer(token),
        data: {
          currentPassword: newPassword,
          newPassword: e2eOwner.password,
          confirmPassword: e2eOwner.password,
        },
      })
    }
  }
})

test('saved settings show on the public pages at once', async ({ page, request }) => {
  const token = await apiToken(request)
  const original = (await (
    await request.get('/api/admin/settings/profile', { headers: bearer(token) })
  ).json()) as Record<string, unknown>
  const newName = 'Riley Morgan'
  const newLinkedIn = 'https://www.linkedin.com/in/riley-morgan-e2e'
  try {
    await signIn(page)
    await page.goto('/admin/settings')
    const name = page.getByLabel(/^Name/)
    await expect(name).toHaveValue(String(original.name))
    await expect(page.getByLabel('External scheduling page')).toHaveValue(String(original.bookingUrl))

    await name.fill('')
    await page.getByLabel('LinkedIn URL').fill('not a link')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByText('Name is required')).toBeVisible()
    await expect(page.getByText('Enter a full web address (https://...)')).toBeVisible()
    await expect(name).toBeFocused()

    await name.fill(newName)
    await page.getByLabel('LinkedIn URL').fill(newLinkedIn)
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(toastWith(page, 'Settings saved')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeEnabled()

    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(newName)
    await expect(page.locator(`footer a[href="${newLinkedIn}"]`)).toBeVisible()
  } finally {
    const restored = await request.put('/api/admin/settings/profile', {
      headers: bearer(token),
      data: original,
    })
    expect(restored.status()).toBe(200)
  }
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(original.name))
})

test('a photo uploaded on the settings page fills the photo address', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/settings')
  const photo = page.getByLabel('Photo URL')
  const before = await photo.inputValue()
  // A 1x1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  )
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png })
  await expect(toastWith(page, 'Photo uploaded')).toBeVisible()
  await expect(photo).toHaveValue(/^\/uploads\/.+\.(jpg|png)$/)
  expect(await photo.inputValue()).not.toBe(before)
  const preview = page.locator('img[src^="/uploads/"]')
  await expect(preview).toBeVisible()
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

  await page.locator('input[type="file"]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  })
  await expect(toastWith(page, 'Upload failed')).toContainText('Upload a JPEG, PNG or WebP image')
})

for (const theme of ['light', 'dark'] as const) {
  test(`sign-in, dashboard, settings, account and the drawer pass axe in the ${theme} theme`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    if (theme === 'dark') await setDarkTheme(context, baseURL)
    await page.goto('/admin/login')
    await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible()
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
    await expectNoSeriousA11yViolations(page, `login (${theme})`)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByText('Username is required')).toBeVisible()
    await expectNoSeriousA11yViolations(page, `login with errors (${theme})`)

    await signIn(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await expectNoSeriousA11yViolations(page, `dashboard (${theme})`)
    await page.goto('/admin/settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    await expectNoSeriousA11yViolations(page, `settings (${theme})`)
    await page.goto('/admin/account')
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
    await expectNoSeriousA11yViolations(page, `account (${theme})`)

    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/admin')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoSeriousA11yViolations(page, `drawer (${theme})`)
  })
}
