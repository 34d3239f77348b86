import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/** The nonce the browser gave the page's scripts (hidden from getAttribute, kept on the property). */
function scriptNonces(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('script')].flatMap((script) => (script.nonce ? [script.nonce] : [])),
  )
}

/** A client-side navigation keeps window state; a full page load would not. */
async function expectHydrated(page: Page) {
  await page.evaluate(() => {
    ;(window as unknown as { stillHere: boolean }).stillHere = true
  })
  await page
    .getByRole('navigation', { name: 'Filter articles by category' })
    .getByRole('link', { name: 'Strategy', exact: true })
    .click()
  await expect(page).toHaveURL('/blog?category=Strategy')
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
}

test('a page served from the cache hydrates under its own response nonce', async ({ page, request }) => {
  const warm = await request.get('/blog')
  const etag = warm.headers().etag
  expect(etag).toMatch(/^W\//)

  const response = await page.goto('/blog')
  expect(response?.status()).toBe(200)
  const headers = await response?.allHeaders()
  // Same cached render as the warm-up request, with a nonce of its own.
  expect(headers?.etag).toBe(etag)
  const nonce = headers?.['content-security-policy']?.match(/'nonce-([^']+)'/)?.[1]
  expect(nonce).toBeTruthy()
  expect(nonce).not.toBe(warm.headers()['content-security-policy']?.match(/'nonce-([^']+)'/)?.[1])
  expect(new Set(await scriptNonces(page))).toEqual(new Set([nonce]))
  await expectHydrated(page)
})

test('a page revalidated with a 304 keeps its stored nonce and still runs', async ({ page }) => {
  const first = await page.goto('/blog')
  const nonce = (await first?.allHeaders())?.['content-security-policy']?.match(/'nonce-([^']+)'/)?.[1]
  // A reload revalidates (If-None-Match); the server's 304 reaches the page as the stored 200.
  const reloaded = await page.reload()
  expect(reloaded?.status()).toBe(200)
  // Every full response carries a fresh nonce, so the first one here means the stored body was reused,
  // and its scripts still run: the 304 brought no CSP header to override the stored one.
  expect(new Set(await scriptNonces(page))).toEqual(new Set([nonce]))
  await expectHydrated(page)
})
