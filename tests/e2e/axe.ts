import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Fails when axe-core finds a serious or critical accessibility violation on the page as it is now,
 * once its transitions have ended: a bar sliding in, half transparent, is not what a visitor reads.
 * Endless animations (a spinner, a pulse) are not waited for.
 */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
            ).length,
      ),
    )
    .toBe(0)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }))
  expect(serious, `axe violations on ${label}`).toEqual([])
}
