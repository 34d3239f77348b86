import type { Page } from '@playwright/test'
import { textFamily, textFontMark } from '../../app/fonts/text-font.ts'
import { expect, test } from './fixtures.ts'

/** When the page declared the typeface and when it first painted content, in ms from navigation. */
function timings(page: Page) {
  return page.evaluate((mark) => {
    const declared = performance.getEntriesByName(mark)[0]?.startTime
    const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime
    return { declared, painted }
  }, textFontMark)
}

const faceLoaded = (page: Page) =>
  page.evaluate(
    (family) => document.fonts.ready.then(() => document.fonts.check(`700 1rem "${family}"`)),
    textFamily,
  )

test('a first view paints at once in the fallback, then sets every text in the typeface; the next page starts in it', async ({
  page,
}) => {
  await page.goto('/')
  // The first page waits for nothing: the 21 kB file is asked for once the text is on screen.
  await expect.poll(async () => (await timings(page)).declared).toBeGreaterThan(0)
  const first = await timings(page)
  expect(first.painted).toBeGreaterThan(0)
  expect(first.declared).toBeGreaterThanOrEqual(first.painted as number)
  await expect.poll(() => faceLoaded(page)).toBe(true)
  expect(
    await page.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily),
  ).toMatch(new RegExp(`^"${textFamily}"`))

  // Later pages of the visit have the file and paint in the typeface from the start.
  await page.goto('/blog', { waitUntil: 'domcontentloaded' })
  await expect.poll(async () => (await timings(page)).painted).toBeGreaterThan(0)
  const next = await timings(page)
  expect(next.declared).toBeLessThan(next.painted as number)
  await expect.poll(() => faceLoaded(page)).toBe(true)
})
