import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { defaultOwnerProfile as profile } from '../../content/profile.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string }
type ApiPost = { slug: string; title: string }

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const dismissedAtKey = 'install-prompt-dismissed-at'

async function firstArticle(request: APIRequestContext): Promise<ApiPost> {
  const response = await request.get('/api/blog-posts')
  expect(response.ok()).toBe(true)
  const [post] = (await response.json()) as ApiPost[]
  if (!post) throw new Error('The demo content has no published article')
  return post
}

/** Waits until the service worker is active and controls the page (it claims open pages at once). */
async function waitForServiceWorker(page: Page) {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  return scope
}

async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) urls.push(request.url)
    }
    return urls
  })
}

async function pageLoadLogged(page: Page, load: () => Promise<unknown>) {
  const logged = page.waitForEvent(
    'console',
    (message) => message.type() === 'info' && message.text().startsWith('Service worker registered'),
  )
  await load()
  return logged
}

/**
 * Plays the browser's offer to install: a beforeinstallprompt event with stubbed prompt() and
 * userChoice. Dispatched again until the page's listener (loaded with its scripts) has taken it.
 */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  await expect(async () => {
    const taken = await page.evaluate((choice) => {
      const event = new Event('beforeinstallprompt', { cancelable: true })
      const page = window as unknown as { installPrompts: number }
      page.installPrompts = 0
      Object.assign(event, {
        prompt: () => {
          page.installPrompts += 1
          return Promise.resolve()
        },
        userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
      })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }, outcome)
    expect(taken).toBe(true)
  }).toPass()
}

function installCard(page: Page) {
  return page.getByRole('region', { name: 'Install the app' })
}

async function useDarkTheme(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL ?? '' }])
}

test('the web app manifest describes an installable app whose icons load', async ({ page, request }) => {
  await page.goto('/')
  // The page's scripts link it once the page has been drawn (components/pwa/web-manifest.ts).
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')

  const response = await request.get('/manifest.webmanifest')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/manifest+json')
  const manifest = JSON.parse(await response.text())
  expect(manifest).toMatchObject({
    name: `${profile.name} — Consulting`,
    short_name: profile.name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#ffffff',
  })
  const icons = manifest.icons as ManifestIcon[]
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ])

  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
  for (const icon of [...icons, { src: appleIcon ?? '', sizes: '180x180', type: 'image/png' }]) {
    const image = await request.get(icon.src)
    expect(image.status(), icon.src).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
    const bytes = await image.body()
    expect([...bytes.subarray(0, 8)]).toEqual(pngSignature)
    // The PNG header's width and height.
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes)
  }
})

test('the page registers /sw.js for the whole site once loaded', async ({ page, request, baseURL }) => {
  const script = await request.get('/sw.js')
  expect(script.status()).toBe(200)
  expect(script.headers()['content-type']).toMatch(/^(text|application)\/javascript/)

  await pageLoadLogged(page, () => page.goto('/'))
  const scope = await waitForServiceWorker(page)
  expect(scope).toBe(`${baseURL}/`)
  const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)
  expect(scriptUrl).toBe(`${baseURL}/sw.js`)

  // The offline page and the app's scripts are precached on install.
  const cached = await cachedUrls(page)
  expect(cached.some((url) => url.includes('/offline.html'))).toBe(true)
  expect(cached.some((url) => /\/assets\/entry\.client-[\w-]+\.js$/.test(url))).toBe(true)
})

test('with the service worker, pages still come from the server and nothing private is cached', async ({
  page,
  request,
}) => {
  const post = await firstArticle(request)
  await page.goto('/')
  await waitForServiceWorker(page)

  const projects = await page.goto('/projects')
  expect(projects?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const missing = await page.goto('/no-such-page')
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()

  await page.goto(`/blog/${post.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
  await page.evaluate(() => fetch('/api/projects').then((response) => response.json()))
  await page.goto('/admin/login')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  const cached = await cachedUrls(page)
  expect(cached.some((url) => url.endsWith(`/blog/${post.slug}`))).toBe(true)
  const paths = cached.map((url) => new URL(url).pathname)
  expect(paths.filter((path) => /^\/(api\/|admin|projects$|no-such-page$)/.test(path))).toEqual([])
})

test('offline, an unvisited page shows the offline page and a visited article is still served', async ({
  page,
  context,
  request,
  browserProblems,
}) => {
  const post = await firstArticle(request)
  const articlePath = `/blog/${post.slug}`
  await page.goto('/')
  await waitForServiceWorker(page)
  await page.goto(articlePath)
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
  await expect.poll(async () => (await cachedUrls(page)).some((url) => url.endsWith(articlePath))).toBe(true)

  await context.setOffline(true)
  await page.goto('/case-studies')
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible()
  await expect(page).toHaveTitle('Offline')
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  const saved = page.getByRole('link', { name: post.title })
  await expect(saved).toHaveAttribute('href', articlePath)

  await saved.click()
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe(articlePath)

  await page.goto(articlePath)
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
  await context.setOffline(false)
  // Offline, React Router's route discovery cannot ask the server about the links in view and says so
  // in the console while the cached article reads on. Nothing else may be logged.
  const offlineDiscovery = (problem: string) => problem.startsWith('Failed to fetch manifest patches')
  browserProblems.splice(0, browserProblems.length, ...browserProblems.filter((p) => !offlineDiscovery(p)))
})

test('the offline page follows the visitor language and theme, and passes axe', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await page.goto('/network')
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'offline page (light)')

  await context.addCookies([{ name: 'lang', value: 'es', url: baseURL ?? '' }])
  await useDarkTheme(context, baseURL)
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1, name: 'No tiene conexión' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expect(page).toHaveTitle('Sin conexión')
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expectNoSeriousA11yViolations(page, 'offline page (dark, Spanish)')

  await page.setViewportSize({ width: 360, height: 740 })
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await context.setOffline(false)
})

test('the install card appears when the browser offers installation, without taking focus', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/')
  await offerInstall(page)
  const card = installCard(page)
  await expect(card).toBeVisible()
  await expect(card).toContainText(`Add ${profile.name}'s site to your device`)
  await expect(card.getByRole('button', { name: 'Install', exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Not now' })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Close the install suggestion' })).toBeVisible()
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
  await expectNoSeriousA11yViolations(page, 'install card (light)')

  await useDarkTheme(context, baseURL)
  await page.goto('/')
  await offerInstall(page)
  await expect(installCard(page)).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'install card (dark)')
})

test('on a 360 px screen the install card fits the screen, where no calendar button floats', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  await offerInstall(page)
  const card = await installCard(page).boundingBox()
  if (!card) throw new Error('The install card should be on screen')
  expect(card.x).toBeGreaterThanOrEqual(0)
  expect(card.x + card.width).toBeLessThanOrEqual(360)
  expect(card.y + card.height).toBeLessThanOrEqual(740)
  // A phone's floating way to book is the bottom bar (decision 031).
  await expect(page.locator('aside').getByRole('link', { name: 'Schedule a meeting' })).toBeHidden()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('Install shows the browser prompt and hides the card after the choice', async ({ page }) => {
  await page.goto('/')
  await offerInstall(page, 'accepted')
  const card = installCard(page)
  await card.getByRole('button', { name: 'Install', exact: true }).click()
  await expect(card).toBeHidden()
  expect(await page.evaluate(() => (window as unknown as { installPrompts: number }).installPrompts)).toBe(1)
  await expect(page.locator('#main')).toBeFocused()
  // Accepting is not a dismissal to remember.
  expect(await page.evaluate((key) => localStorage.getItem(key), dismissedAtKey)).toBeNull()
})

test('Not now hides the card, and it stays hidden after a reload', async ({ page }) => {
  await page.goto('/')
  await offerInstall(page)
  const card = installCard(page)
  await card.getByRole('button', { name: 'Not now' }).click()
  await expect(card).toBeHidden()
  const dismissedAt = Number(await page.evaluate((key) => localStorage.getItem(key), dismissedAtKey))
  expect(Date.now() - dismissedAt).toBeLessThan(60_000)

  await pageLoadLogged(page, () => page.reload())
  await offerInstall(page)
  // The offer was taken by the page; give React a moment to (not) show the card.
  await page.waitForTimeout(500)
  await expect(installCard(page)).toBeHidden()
})

test('the close button and an installation from the browser menu also hide the card', async ({ page }) => {
  await page.goto('/')
  await offerInstall(page)
  await installCard(page).getByRole('button', { name: 'Close the install suggestion' }).click()
  await expect(installCard(page)).toBeHidden()

  // A dismissal older than 30 days no longer silences the card.
  await page.evaluate(
    (key) => localStorage.setItem(key, String(Date.now() - 31 * 24 * 60 * 60 * 1000)),
    dismissedAtKey,
  )
  await pageLoadLogged(page, () => page.reload())
  await offerInstall(page)
  await expect(installCard(page)).toBeVisible()
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')))
  await expect(installCard(page)).toBeHidden()
})
