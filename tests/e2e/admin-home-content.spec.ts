import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { e2eOwner, signIn } from './admin-helpers.ts'
import { expect, test } from './fixtures.ts'

/**
 * The owner edits the home page's and the contact page's words in /admin (stats, skills, career,
 * services, help cards), in English and in Spanish, and sees each change on the public pages.
 */
async function bearer(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/admin/login', { data: e2eOwner })
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `Bearer ${token}` }
}

/** Opens the item's editor on its admin page, fills the English, then the Spanish through its tab. */
async function editInBothLanguages(
  page: Page,
  {
    path,
    item,
    english,
    spanish,
  }: {
    path: string
    item: string
    english: (dialog: Locator) => Promise<void>
    spanish?: (dialog: Locator) => Promise<void>
  },
) {
  await page.goto(`/admin/${path}`)
  await page.getByRole('button', { name: `Edit ${item}`, exact: true }).click()
  const dialog = page.getByRole('dialog')
  await english(dialog)
  if (spanish) {
    await dialog.getByRole('tab', { name: /Spanish/ }).click()
    await expect(dialog.getByRole('tab', { name: /Spanish/ })).toHaveAttribute('aria-selected', 'true')
    await spanish(dialog)
  }
  await dialog.getByRole('button', { name: 'Update' }).click()
  await expect(dialog).toBeHidden()
}

test('the owner edits the home and contact content in English and Spanish and sees it on the pages', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const run = Date.now()
  const headers = await bearer(request)
  const created: string[] = []
  const create = async (path: string, data: object) => {
    const response = await request.post(`/api/admin/${path}`, { data, headers })
    expect(response.status(), await response.text()).toBe(201)
    const { id } = (await response.json()) as { id: number }
    created.push(`/api/admin/${path}/${id}`)
  }
  const names = {
    stat: `Grants Won ${run}`,
    skill: `Grant Writing ${run}`,
    role: `Grants Director ${run}`,
    service: `Grant Strategy ${run}`,
    card: `Grant Reviews ${run}`,
  }
  await create('stats', { label: names.stat, value: 417, icon: 'leaf', inHero: 0, countsUp: 0 })
  await create('skills', { name: names.skill, level: 40 })
  await create('career', {
    title: names.role,
    company: 'Harbor Point Community Foundation',
    location: 'Baltimore, MD',
    period: '2008 – 2010',
    description: 'Led the grants office.',
    highlights: [{ text: 'Raised $2M in grants' }],
    technologies: [],
  })
  await create('services', {
    title: names.service,
    summary: 'Winning proposals for public funding.',
    points: [{ text: 'Proposal reviews' }],
    icon: 'leaf',
    caseStudiesUrl: '',
  })
  await create('help-cards', { title: names.card, text: 'A second reading of your proposal.', icon: 'leaf' })

  try {
    await signIn(page)

    await editInBothLanguages(page, {
      path: 'stats',
      item: '417',
      english: (dialog) =>
        dialog
          .getByRole('textbox', { name: /^Label/ })
          .first()
          .fill(`Grants Secured ${run}`),
      spanish: (dialog) =>
        dialog
          .getByRole('textbox', { name: /^Label/ })
          .first()
          .fill(`Subvenciones obtenidas ${run}`),
    })
    await editInBothLanguages(page, {
      path: 'skills',
      item: names.skill,
      english: (dialog) => dialog.getByRole('spinbutton', { name: 'Level (%)' }).fill('85'),
    })
    // The new skill is last: one step up puts it before the one above it.
    const skillCards = page.getByRole('list', { name: 'Skills' }).getByRole('article')
    const skillAbove = (await skillCards
      .nth((await skillCards.count()) - 2)
      .getByRole('heading')
      .first()
      .textContent())!
    await page.getByRole('button', { name: `Move ${names.skill} up` }).click()
    await expect(skillCards.last().getByRole('heading').first()).toHaveText(skillAbove)

    await editInBothLanguages(page, {
      path: 'career',
      item: names.role,
      english: (dialog) =>
        dialog.getByRole('textbox', { name: 'Highlight 1' }).fill(`Raised $4M in grants ${run}`),
      spanish: async (dialog) => {
        await dialog.getByRole('button', { name: 'Copy the English to translate' }).click()
        await dialog.getByRole('textbox', { name: 'Highlight 1' }).fill(`Obtuvo 4 M$ en subvenciones ${run}`)
      },
    })
    await editInBothLanguages(page, {
      path: 'services',
      item: names.service,
      english: (dialog) =>
        dialog.getByRole('textbox', { name: /^Title/ }).fill(`Grant Strategy & Writing ${run}`),
      spanish: (dialog) =>
        dialog.getByRole('textbox', { name: /^Title/ }).fill(`Estrategia y redacción de subvenciones ${run}`),
    })
    await editInBothLanguages(page, {
      path: 'help-cards',
      item: names.card,
      english: (dialog) => dialog.getByRole('textbox', { name: /^Title/ }).fill(`Proposal Reviews ${run}`),
      spanish: (dialog) =>
        dialog.getByRole('textbox', { name: /^Title/ }).fill(`Revisión de propuestas ${run}`),
    })

    await page.goto('/')
    await expect(page.getByText(`Grants Secured ${run}`)).toBeVisible()
    const skill = page.getByTestId('skill').filter({ hasText: names.skill })
    await expect(skill).toContainText('85%')
    const skillNames = await page.getByTestId('skill').allTextContents()
    const placed = skillNames.findIndex((text) => text.includes(names.skill))
    expect(skillNames[placed + 1]).toContain(skillAbove)
    await expect(page.getByText(`Raised $4M in grants ${run}`)).toBeVisible()
    await expect(page.getByRole('heading', { name: `Grant Strategy & Writing ${run}` })).toBeVisible()
    await page.goto('/contact')
    await expect(page.getByRole('heading', { name: `Proposal Reviews ${run}` })).toBeVisible()

    await page.goto('/es/')
    await expect(page.getByText(`Subvenciones obtenidas ${run}`)).toBeVisible()
    await expect(page.getByText(`Obtuvo 4 M$ en subvenciones ${run}`)).toBeVisible()
    await expect(
      page.getByRole('heading', { name: `Estrategia y redacción de subvenciones ${run}` }),
    ).toBeVisible()
    // The skill has no Spanish name: its English shows, marked as English.
    await expect(page.getByTestId('skill').getByText(names.skill)).toHaveAttribute('lang', 'en')
    await page.goto('/es/contact')
    await expect(page.getByRole('heading', { name: `Revisión de propuestas ${run}` })).toBeVisible()

    // Deleting asks first; the card leaves the contact page.
    await page.goto('/admin/help-cards')
    page.once('dialog', (confirm) => confirm.accept())
    await page.getByRole('button', { name: `Delete Proposal Reviews ${run}` }).click()
    await expect(page.getByRole('button', { name: `Delete Proposal Reviews ${run}` })).toHaveCount(0)
    await page.goto('/contact')
    await expect(page.getByRole('heading', { name: `Proposal Reviews ${run}` })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: `Revisión de propuestas ${run}` })).toHaveCount(0)
  } finally {
    for (const path of created.reverse()) await request.delete(path, { headers })
  }
})
