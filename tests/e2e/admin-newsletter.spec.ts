import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { signIn } from './admin-helpers.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { formGuardFor } from './form-guard.ts'
import { newsletterConfirmationPath, readServerDatabase, serverDatabaseFile } from './server-data.ts'

/** Letters only, so it reads as one word no seeded text contains. */
function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  return `qz${Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`
}

/**
 * A toast on screen. Its live-region copy lasts only a second, so the toast itself is looked up; an
 * open modal dialog hides the rest of the page from assistive technology, hence includeHidden.
 */
function toastWith(page: Page, text: string | RegExp): Locator {
  return page
    .getByRole('region', { name: /Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: text })
}

/** Answers the next browser confirm() after checking its text; fails if none comes. */
function answerNextConfirm(page: Page, message: string, accept: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no confirm("${message}") appeared`)), 15_000)
    page.once('dialog', (dialog) => {
      clearTimeout(timer)
      const text = dialog.message()
      const answer = accept ? dialog.accept() : dialog.dismiss()
      void answer.then(() => (text === message ? resolve() : reject(new Error(`confirm said "${text}"`))))
    })
  })
}

async function setDarkTheme(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL ?? 'http://127.0.0.1' }])
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `sideways scrolling on ${page.url()}`).toBeLessThanOrEqual(0)
}

/** A visitor subscribes through the API and confirms from the link in their email, in a browser of their own. */
async function subscribeAndConfirm(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  email: string,
) {
  const response = await request.post('/api/newsletter/subscribe', {
    data: { ...(await formGuardFor(request, 'newsletter')), email },
  })
  expect(response.ok()).toBe(true)
  const visitor = await browser.newContext({ baseURL })
  try {
    const page = await visitor.newPage()
    await page.goto(newsletterConfirmationPath(email))
    await page.getByRole('button', { name: 'Confirm my subscription' }).click()
    await expect(page.getByRole('heading', { level: 1, name: "You're subscribed" })).toBeVisible()
  } finally {
    await visitor.close()
  }
}

function activeSubscribers(): string[] {
  return readServerDatabase((db) =>
    (
      db
        .prepare('select email from newsletter_subscriptions where is_active = 1 order by email')
        .all() as Array<{
        email: string
      }>
    ).map((row) => row.email),
  )
}

function plural(count: number): string {
  return count === 1 ? '1 subscriber' : `${count} subscribers`
}

test('the owner writes an issue with a live preview, saves it, sends a test, then sends it to subscribers', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const word = uniqueWord()
  const subscriber = `reader-${word}@example.com`
  await subscribeAndConfirm(browser, request, baseURL ?? '', subscriber)
  const active = activeSubscribers()
  expect(active).toContain(subscriber)

  await signIn(page)
  await page
    .getByRole('navigation', { name: 'Admin' })
    .first()
    .getByRole('link', { name: 'Newsletter' })
    .click()
  await expect(page).toHaveURL(/\/admin\/newsletter$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible()
  await expect(page.getByTestId('newsletter-summary')).toContainText(
    active.length === 1 ? '1 active subscriber' : `${active.length} active subscribers`,
  )

  // A new issue: markdown in, the sanitized rendering beside it.
  await page.getByRole('button', { name: 'New issue' }).click()
  const dialog = page.getByRole('dialog', { name: 'New issue' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByTestId('issue-preview')).toContainText('The formatted email appears here')
  const subject = `Monthly insights ${word}`
  await dialog.getByLabel('Subject').fill(subject)
  // Blank text passes the browser's check; the server's answer is shown on the field and in a toast.
  await dialog.getByLabel('Body').fill('   ')
  await dialog.getByRole('button', { name: 'Save issue' }).click()
  await expect(toastWith(page, 'Write the body of the issue')).toBeVisible()
  await expect(dialog.getByLabel('Body')).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByText('Write the body of the issue')).toBeVisible()
  await dialog
    .getByLabel('Body')
    .fill(
      `# Heading ${word}\n\nSome **bold words** here.\n\n<script>window.injected = true</script>\n\nThe end.`,
    )
  const preview = dialog.getByTestId('issue-preview')
  await expect(preview.locator('h1')).toHaveText(`Heading ${word}`)
  await expect(preview.locator('strong')).toHaveText('bold words')
  await expect(preview).toContainText('The end.')
  await expect(preview.locator('script')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined()
  await expectNoSeriousA11yViolations(page, 'new issue dialog')

  await dialog.getByRole('button', { name: 'Save issue' }).click()
  await expect(toastWith(page, 'Issue saved')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/newsletter\/\d+$/)
  const issueUrl = new URL(page.url())
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible()
  await expect(page.getByText('Draft', { exact: true })).toBeVisible()

  // Editing the draft: sending waits for the save.
  const body = page.getByLabel('Body')
  await body.fill(`# Heading ${word}\n\nSome **bold words** here.\n\nA second paragraph ${word}.`)
  await expect(page.getByTestId('unsaved-note')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send test to me' })).toBeDisabled()
  await expect(page.getByTestId('issue-preview')).toContainText(`A second paragraph ${word}.`)
  await page.getByRole('button', { name: 'Save issue' }).click()
  await expect(toastWith(page, 'Issue saved')).toBeVisible()
  await expect(page.getByTestId('unsaved-note')).toHaveCount(0)
  await page.reload()
  await expect(page.getByLabel('Body')).toHaveValue(new RegExp(`A second paragraph ${word}`))

  // The test goes to the owner; the e2e server has no SMTP, so it waits in the outbox.
  await page.getByRole('button', { name: 'Send test to me' }).click()
  await expect(toastWith(page, /^Test queued for \S+@\S+/)).toBeVisible()
  await expect(toastWith(page, 'SMTP is not configured')).toBeVisible()
  const testEmail = readServerDatabase(
    (db) =>
      db
        .prepare("select subject from outbox where kind = 'newsletter-test' order by id desc limit 1")
        .get() as { subject: string },
  )
  expect(testEmail.subject).toBe(`[Test] ${subject}`)

  // Sending asks first; saying no sends nothing.
  const recipients = activeSubscribers()
  const sendButton = page.getByRole('button', { name: `Send to ${plural(recipients.length)}` })
  const question = `Send this issue to ${plural(recipients.length)}? This cannot be undone.`
  let answered = answerNextConfirm(page, question, false)
  await sendButton.click()
  await answered
  await expect(sendButton).toBeVisible()
  await expect(page.getByText('Draft', { exact: true })).toBeVisible()

  answered = answerNextConfirm(page, question, true)
  await sendButton.click()
  await answered
  await expect(toastWith(page, `Issue queued for ${plural(recipients.length)}`)).toBeVisible()

  // Sent: read only, with one delivery row per active subscriber, all queued.
  await expect(page.getByText(`Sent to ${plural(recipients.length)} on`).first()).toBeVisible()
  const rows = page.getByTestId('delivery-row')
  await expect(rows).toHaveCount(recipients.length)
  const ours = rows.filter({ hasText: subscriber })
  await expect(ours).toHaveCount(1)
  await expect(ours).toContainText('Queued')
  await expect(page.getByTestId('delivery-summary')).toContainText(`${recipients.length} queued`)
  await expect(page.getByLabel('Subject')).toHaveCount(0)
  await expect(page.getByLabel('Body')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Send to / })).toHaveCount(0)
  await expect(page.getByText('A sent issue can no longer be edited.')).toBeVisible()
  await expect(page.getByTestId('sent-body').locator('h1')).toHaveText(`Heading ${word}`)

  // Refreshed on load, and the server refuses an edit all the same.
  await page.reload()
  await expect(page.getByTestId('delivery-row')).toHaveCount(recipients.length)
  const refused = await page.request.post(issueUrl.pathname, {
    form: { intent: 'save', subject: 'Changed after sending', body: 'Changed' },
    headers: { Origin: issueUrl.origin },
  })
  expect(refused.status()).toBe(400)
  const stored = readServerDatabase(
    (db) =>
      db
        .prepare('select subject, sent_at from newsletter_issues where id = ?')
        .get(Number(issueUrl.pathname.split('/').pop())) as { subject: string; sent_at: string | null },
  )
  expect(stored.subject).toBe(subject)
  expect(stored.sent_at).not.toBeNull()

  await expectNoSeriousA11yViolations(page, 'sent issue')
  await setDarkTheme(page.context(), baseURL)
  await page.reload()
  await expect(page.getByTestId('delivery-row').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'sent issue (dark)')

  // The issue list shows it as sent.
  await page.goto('/admin/newsletter')
  const listed = page.getByTestId('issue-row').filter({ hasText: subject })
  await expect(listed).toContainText(`Sent to ${plural(recipients.length)} on`)
})

test('an issue started from a published post, the list page, and an unknown issue', async ({
  page,
  request,
  baseURL,
}) => {
  // Without a session every page and action sends the visitor to the sign-in page.
  for (const path of ['/admin/newsletter', '/admin/newsletter/1', '/admin/outbox']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBeGreaterThanOrEqual(300)
    expect(response.status(), path).toBeLessThan(400)
    expect(response.headers().location).toContain('/admin/login?redirectTo=')
  }
  const anonymousRetry = await request.post('/admin/outbox', {
    form: { intent: 'retry', id: '1' },
    headers: { Origin: baseURL ?? '' },
    maxRedirects: 0,
  })
  expect(anonymousRetry.headers().location ?? '').toContain('/admin/login')

  await signIn(page)
  await page.goto('/admin/newsletter')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expectNoSeriousA11yViolations(page, 'newsletter list')

  const select = page.getByLabel('Published post')
  const options = await select.locator('option').allTextContents()
  expect(options.length).toBeGreaterThan(0)
  const title = options[0] ?? ''
  await select.selectOption({ label: title })
  await page.getByRole('button', { name: 'Create issue from post' }).click()
  await expect(toastWith(page, 'Issue created from the post')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/newsletter\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByLabel('Subject')).toHaveValue(title)
  await expect(page.getByLabel('Body')).toHaveValue(/Read it on the site: http\S+\/blog\//)
  // The saved body's rendering is in the page as served, before any preview request.
  await expect(page.getByTestId('issue-preview').locator('p').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'draft issue')

  await setDarkTheme(page.context(), baseURL)
  await page.reload()
  await expectNoSeriousA11yViolations(page, 'draft issue (dark)')
  await page.goto('/admin/newsletter')
  await expect(page.getByTestId('issue-row').filter({ hasText: title }).first()).toContainText('Draft')
  await expectNoSeriousA11yViolations(page, 'newsletter list (dark)')

  // An unknown issue is a 404 inside the admin shell.
  const response = await page.goto('/admin/newsletter/987654')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible()
  await expect(page.locator('nav[aria-label="Admin"]').first()).toBeAttached()

  // Phone width: no sideways scrolling on any of the three pages.
  await page.setViewportSize({ width: 360, height: 800 })
  for (const path of ['/admin/newsletter', '/admin/outbox']) {
    await page.goto(path)
    await expectNoHorizontalScroll(page)
  }
  await page.goto('/admin/newsletter')
  await page.getByTestId('issue-row').first().getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/newsletter\/\d+$/)
  await expectNoHorizontalScroll(page)
})

test('the outbox lists queued emails, filters by status, shows text bodies literally and retries failed ones', async ({
  page,
  request,
  baseURL,
}) => {
  const word = uniqueWord()
  const visitor = `visitor-${word}@example.com`
  const contact = await request.post('/api/contact', {
    data: {
      ...(await formGuardFor(request, 'contact')),
      name: `Visitor ${word}`,
      email: visitor,
      subject: `Question ${word}`,
      message: `Hello, can you help with <b>x</b> and more? ${word}`,
    },
  })
  expect(contact.status()).toBe(201)

  // An email the worker gave up on, as it leaves one after its last attempt.
  const failedAddress = `bounce-${word}@example.com`
  const db = new Database(serverDatabaseFile())
  try {
    const now = new Date().toISOString()
    db.prepare(
      `insert into outbox (kind, to_address, subject, text_body, html_body, status, attempts, next_attempt_at, last_error, created_at)
       values ('contact-acknowledgement', ?, ?, 'Thanks', null, 'failed', 8, ?, 'Connection refused', ?)`,
    ).run(failedAddress, `Undeliverable ${word}`, now, now)
  } finally {
    db.close()
  }

  await signIn(page)
  await page
    .getByRole('navigation', { name: 'Admin' })
    .first()
    .getByRole('link', { name: 'Email outbox' })
    .click()
  await expect(page).toHaveURL(/\/admin\/outbox$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Email outbox' })).toBeVisible()
  await expect(page.getByTestId('smtp-banner')).toContainText(
    'SMTP is not configured: emails wait here until SMTP_URL is set',
  )

  const rows = page.getByTestId('outbox-row')
  const notification = rows.filter({ hasText: `New message: Question ${word}` })
  await expect(notification).toHaveCount(1)
  await expect(notification).toContainText('Contact notification')
  await expect(notification).toContainText('Queued')
  const acknowledgement = rows.filter({ hasText: visitor }).filter({ hasText: 'Contact acknowledgement' })
  await expect(acknowledgement).toHaveCount(1)
  await expect(page.getByTestId('outbox-count-failed')).toContainText(/[1-9]/)
  await expectNoSeriousA11yViolations(page, 'outbox')

  // Filtering by status, through the GET form.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('sent')
  await expect(page).toHaveURL(/status=sent/)
  await expect(page.getByRole('heading', { name: 'No sent emails' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Status' }).selectOption('failed')
  await expect(page).toHaveURL(/status=failed/)
  await expect(rows.filter({ hasText: failedAddress })).toHaveCount(1)
  await expect(notification).toHaveCount(0)
  for (const status of await rows.getByText(/^(Queued|Sent|Sending|Failed)$/).allTextContents()) {
    expect(status).toBe('Failed')
  }
  await page.getByRole('combobox', { name: 'Status' }).selectOption('queued')
  await expect(page).toHaveURL(/status=queued/)
  await expect(notification).toHaveCount(1)
  await expect(rows.filter({ hasText: failedAddress })).toHaveCount(0)

  // The detail shows the text part, with what the visitor typed as plain text.
  const view = notification.getByRole('link', { name: `New message: Question ${word}` })
  await view.click()
  const detail = page.getByRole('dialog', { name: `New message: Question ${word}` })
  await expect(detail).toBeVisible()
  await expect(page).toHaveURL(/email=\d+/)
  const text = detail.getByTestId('email-text-body')
  await expect(text).toContainText(`> Hello, can you help with <b>x</b> and more? ${word}`)
  await expect(detail.locator('b')).toHaveCount(0)
  await expect(detail).toContainText(`Reply-To${visitor}`)
  await expectNoSeriousA11yViolations(page, 'outbox email detail')
  await page.keyboard.press('Escape')
  await expect(detail).toHaveCount(0)
  await expect(page).not.toHaveURL(/email=/)
  await expect(page).toHaveURL(/status=queued/)
  await expect(view).toBeFocused()

  // Retry now puts a failed email back in the queue.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('failed')
  const failed = rows.filter({ hasText: failedAddress })
  await failed.getByRole('button', { name: /Retry now/ }).click()
  await expect(toastWith(page, 'Email queued for another attempt')).toBeVisible()
  await expect(failed).toHaveCount(0)
  await page.getByRole('combobox', { name: 'Status' }).selectOption('')
  await expect(rows.filter({ hasText: failedAddress })).toContainText('Queued')
  const retried = readServerDatabase(
    (conn) =>
      conn.prepare('select status, attempts from outbox where to_address = ?').get(failedAddress) as {
        status: string
        attempts: number
      },
  )
  expect(retried).toEqual({ status: 'queued', attempts: 8 })

  await setDarkTheme(page.context(), baseURL)
  await page.reload()
  await expect(page.getByTestId('smtp-banner')).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'outbox (dark)')
  await page.getByRole('link', { name: `New message: Question ${word}` }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'outbox email detail (dark)')
})
