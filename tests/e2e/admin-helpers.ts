import { expect, type Page } from '@playwright/test'

/** The admin that playwright.config.ts creates for the e2e server. */
export const e2eOwner = { username: 'owner', password: 'e2e owner password' }

export type Credentials = { username: string; password: string }

/**
 * Signs in through /admin/login and waits until the admin area is shown. With `redirectTo` the
 * sign-in page is opened with that return path and the helper waits for it instead of /admin.
 */
export async function signIn(
  page: Page,
  credentials: Credentials = e2eOwner,
  options: { redirectTo?: string } = {},
): Promise<void> {
  const target = options.redirectTo ?? '/admin'
  const loginUrl = options.redirectTo
    ? `/admin/login?redirectTo=${encodeURIComponent(options.redirectTo)}`
    : '/admin/login'
  await page.goto(loginUrl)
  await page.getByLabel('Username').fill(credentials.username)
  await page.getByLabel('Password').fill(credentials.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  const expectedPath = new URL(target, 'http://localhost').pathname
  await expect(page).toHaveURL((url) => url.pathname === expectedPath)
  // The sidebar's navigation is in the page at every width (hidden below lg, where the drawer shows it).
  await expect(page.locator('nav[aria-label="Admin"]').first()).toBeAttached()
}

/** The session token the browser holds (the HttpOnly cookie), for calls to the JSON API as a bearer. */
export async function sessionToken(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies()
  const value = cookies.find((cookie) => cookie.name === 'session')?.value
  return value ? decodeURIComponent(value) : undefined
}
