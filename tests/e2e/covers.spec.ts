import { expect, test } from './fixtures.ts'

/**
 * Every card of the seeded /projects and /blog shows a picture the browser loaded, and no two cards
 * show the same one (docs/decisions/035).
 */
for (const path of ['/projects', '/blog', '/es/blog']) {
  test(`${path}: every card has its own loaded picture`, async ({ page }) => {
    await page.goto(path)
    const cards = page.locator('main article')
    const count = await cards.count()
    expect(count).toBeGreaterThanOrEqual(8)
    const sources: string[] = []
    for (let index = 0; index < count; index++) {
      const image = cards.nth(index).locator('picture img').first()
      await image.scrollIntoViewIfNeeded()
      await expect(image).toBeVisible()
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
        .toBeGreaterThan(0)
      const chosen = await image.evaluate((element: HTMLImageElement) => element.currentSrc)
      // The browser took a generated variant, not the JPEG fallback.
      expect(chosen).toMatch(/\/covers\/.+-\d+\.avif$/)
      sources.push(chosen)
    }
    expect(new Set(sources).size).toBe(sources.length)
  })
}
