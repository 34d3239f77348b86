import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { layoutShift } from './layout-shift.ts'

/** Scrolls the whole page so every lazy image loads, then waits for them. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('picture img')].every((image) => image.complete),
  )
}

test('the home page preloads its hero portrait where it is in the first screen, and the browser takes the AVIF variant', async ({
  page,
}) => {
  const response = await page.request.get('/')
  const html = await response.text()
  const head = html.slice(0, html.indexOf('</head>'))
  const preload = /<link rel="preload" as="image"[^>]*>/i.exec(head)?.[0] ?? ''
  expect(preload).toMatch(/type="image\/avif"/)
  expect(preload).toMatch(/fetchpriority="high"/i)
  // Beside the text on wide screens; below the first screen on a phone, where the text is seen first.
  expect(preload).toMatch(/media="\(min-width: 1024px\)"/)
  const preloadedSet = /imagesrcset="([^"]+)"/i.exec(preload)?.[1]

  await page.goto('/')
  const portrait = page.locator('#home picture img, main picture img').first()
  await expect(portrait).not.toHaveAttribute('fetchpriority', /.*/)
  // Lazy where it is not preloaded; where it is, the preload has it before the page is laid out.
  await expect(portrait).toHaveAttribute('loading', 'lazy')
  const avifSet = await page
    .locator('main picture')
    .first()
    .locator('source[type="image/avif"]')
    .getAttribute('srcset')
  expect(avifSet).toBe(preloadedSet)
  await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\.avif$/)
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.includes('/uploads/')),
  )
  expect(fetched.some((name) => name.endsWith('.avif'))).toBe(true)
  expect(fetched.filter((name) => /\.(jpg|png|webp)$/.test(name))).toEqual([])
})

for (const path of ['/blog', '/projects']) {
  test(`${path}: images take no layout shift while they load`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('main picture img').first()).toBeVisible()
    await scrollThrough(page)
    const { value, shifted } = await layoutShift(page)
    expect(shifted.filter((node) => /^(IMG|PICTURE)/.test(node))).toEqual([])
    expect(value).toBeLessThanOrEqual(0.01)
    const lazy = await page.locator('main picture img[loading="lazy"]').count()
    expect(lazy).toBeGreaterThan(0)
    await expect(page.locator('main picture img:not([width])')).toHaveCount(0)
  })
}
