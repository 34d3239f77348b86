import type { Page } from '@playwright/test'
import { textFamily, textFontAfterLoadMs, textFontMark } from '../../app/fonts/text-font.ts'
import { expect, test } from './fixtures.ts'

/** When the page declared the typeface and when it first painted content, in ms from navigation. */
function timings(page: Page) {
  return page.evaluate((mark) => {
    const declared = performance.getEntriesByName(mark)[0]?.startTime
    const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime
    const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
    const file = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2'))
    return { declared, painted, loadEnd: loaded?.loadEventEnd, fileStart: file?.startTime }
  }, textFontMark)
}

/** Whether the page draws its text in the typeface: the face is declared and loaded. */
const inTypeface = (page: Page) =>
  page.evaluate(
    (family) =>
      [...document.fonts].some(
        (face) => face.family.replace(/"/g, '') === family && face.status === 'loaded',
      ),
    textFamily,
  )

test('a first view paints and settles in the fallback and fetches the typeface after loading; the first key press, and the next page, use it', async ({
  page,
}) => {
  await page.goto('/')
  // The 21 kB file waits until the page has loaded and settled, and the page does not change font under the reader.
  await expect.poll(async () => (await timings(page)).fileStart).toBeGreaterThan(0)
  const first = await timings(page)
  expect(first.fileStart).toBeGreaterThanOrEqual((first.loadEnd as number) + textFontAfterLoadMs)
  expect(first.declared).toBeUndefined()
  expect(await inTypeface(page)).toBe(false)

  // The visitor's first input brings it in, when a reflow is theirs.
  await page.keyboard.press('Shift')
  await expect.poll(() => inTypeface(page)).toBe(true)

  // Later pages of the visit have the file and paint in the typeface from the start.
  await page.goto('/blog', { waitUntil: 'domcontentloaded' })
  await expect.poll(async () => (await timings(page)).painted).toBeGreaterThan(0)
  const next = await timings(page)
  expect(next.declared).toBeLessThan(next.painted as number)
  await expect.poll(() => inTypeface(page)).toBe(true)
  expect(
    await page.getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily),
  ).toMatch(new RegExp(`^"${textFamily}"`))
})
