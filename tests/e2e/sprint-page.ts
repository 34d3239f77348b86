import type { Page } from '@playwright/test'

/** The Sprint page's card of one tier, by its name. */
export const tierCard = (page: Page, name: string) => page.locator('#plans').getByRole('article', { name })

/** The Sprint page's FAQ question (a `summary`, which opens its answer), by its text. */
export const faqQuestion = (page: Page, question: string) =>
  page.locator('summary').filter({ hasText: question })
