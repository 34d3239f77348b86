import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
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

/**
 * A card below the first holds an estimated height until the browser draws it as the visitor nears
 * it; what that estimate misses, the section and footer below move by while the visitor sees them.
 */
for (const path of ['/projects', '/fr/blog']) {
  for (const width of [390, 1280]) {
    test(`${path} at ${width} px: a card not yet drawn holds about the height it takes once drawn`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(path)
      const cards = page.locator('main ul.grid > li + li')
      await expect(cards.first()).toBeAttached()
      const held = await cards.evaluateAll((items) =>
        items.map((item) =>
          Number.parseFloat(getComputedStyle(item).containIntrinsicHeight.replace('auto', '')),
        ),
      )
      await page.evaluate(() => document.documentElement.classList.add('render-all'))
      const drawn = await cards.evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect().height),
      )
      expect(held.length).toBeGreaterThan(2)
      for (const [index, height] of drawn.entries())
        expect(
          Math.abs(height - (held[index] ?? 0)) / height,
          `card ${index + 2}: held ${held[index]} px, drawn ${height} px`,
        ).toBeLessThanOrEqual(0.1)
    })
  }
}

test.describe('on a phone', () => {
  // One card a row, as Lighthouse's mobile run sees it: on wider screens a card's height also follows
  // the cards beside it in its row, which arrive later.
  test.use({ viewport: { width: 412, height: 823 } })

  test('a slow first load that paints a blog card before its date has arrived moves nothing', async ({
    page,
    baseURL,
  }) => {
    // The page arrives in two parts with a pause between, split inside the first card's date (after its
    // icon), as a slow connection or a busy phone's parser may paint it. The rest comes from the server.
    const origin = baseURL ?? ''
    const proxy = createServer(async (req, res) => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const upstream = await fetch(`${origin}${req.url}`, {
        method: req.method,
        headers: { 'content-type': req.headers['content-type'] ?? 'text/plain' },
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
      })
      const body = Buffer.from(await upstream.arrayBuffer())
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream'
      res.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' })
      const split = req.url === '/es/blog' ? body.indexOf('#calendar"></use></svg>') + 23 : -1
      if (split < 23) return res.end(body)
      res.write(body.subarray(0, split))
      setTimeout(() => res.end(body.subarray(split)), 700)
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = proxy.address() as AddressInfo
      await page.goto(`http://127.0.0.1:${port}/es/blog`)
      await expect(page.locator('main time').first()).toBeVisible()
      const { value, shifted } = await layoutShift(page)
      expect(shifted).toEqual([])
      expect(value).toBe(0)
    } finally {
      proxy.close()
    }
  })
})
