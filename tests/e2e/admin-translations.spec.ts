import { signIn } from './admin-helpers.ts'
import { expect, test } from './fixtures.ts'

test('the owner finds an untranslated project, translates it in Spanish and Spanish readers see it', async ({
  page,
  content,
}) => {
  const title = `Grants Data Hub ${Date.now()}`
  const spanishTitle = `Centro de datos de subvenciones ${Date.now()}`
  const project = await content.project({ title, featured: 0 })

  await signIn(page)
  await page.goto('/admin/translations')
  await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible()
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) })
  await expect(row.getByRole('cell')).toHaveText([/^Everything/, /^Everything/])
  await row.getByRole('link', { name: `Translate ${title} into Spanish` }).click()

  await expect(page).toHaveURL(/\/admin\/projects$/)
  const dialog = page.getByRole('dialog', { name: 'Edit Project' })
  const spanishTab = dialog.getByRole('tab', { name: /Spanish/ })
  await expect(spanishTab).toHaveAttribute('aria-selected', 'true')
  await expect(spanishTab).toContainText('2 missing')
  await expect(dialog.getByText(`English: ${title}`)).toBeVisible()

  // A problem in the Spanish tab is shown there, even when the owner saves from another tab.
  const spanishTitleField = dialog.getByRole('textbox', { name: /^Title/ })
  await spanishTitleField.fill('x'.repeat(201))
  await dialog.getByRole('tab', { name: 'English' }).click()
  await dialog.getByRole('button', { name: 'Update' }).click()
  await expect(spanishTab).toHaveAttribute('aria-selected', 'true')
  await expect(dialog.getByText('Must be at most 200 characters')).toBeVisible()
  await expect(spanishTitleField).toBeFocused()

  await spanishTitleField.fill(spanishTitle)
  await expect(spanishTab).toContainText('1 missing')
  await dialog.getByRole('button', { name: 'Update' }).click()
  await expect(dialog).toBeHidden()

  await page.goto('/admin/translations')
  await expect(row.getByRole('cell').first()).toHaveText(/^Description/)

  await page.goto('/es/projects')
  await expect(page.getByRole('heading', { name: spanishTitle })).toBeVisible()
  await expect(page.getByRole('heading', { name: spanishTitle })).not.toHaveAttribute('lang', 'en')
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: spanishTitle }) })
  await expect(card.getByText(project.description.slice(0, 30))).toHaveAttribute('lang', 'en')
})

test('the owner writes a figure the French way, "437 M$", and French readers see it so', async ({
  page,
  content,
}) => {
  const label = `Grants Won ${Date.now()}`
  const frenchLabel = `Subventions obtenues ${Date.now()}`
  // The admin names a figure by how it reads: "$437M".
  const value = 100 + (Date.now() % 900)
  await content.stat({ label, value, prefix: '$', suffix: 'M', icon: 'leaf', inHero: 0, countsUp: 0 })

  await signIn(page)
  await page.goto('/admin/translations')
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `$${value}M` }) })
  await row.getByRole('link', { name: `Translate $${value}M into French` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Stat' })
  const frenchTab = dialog.getByRole('tab', { name: /French/ })
  await expect(frenchTab).toHaveAttribute('aria-selected', 'true')
  await expect(frenchTab).toContainText('3 missing')

  await dialog
    .getByRole('textbox', { name: /^Label/ })
    .first()
    .fill(frenchLabel)
  // The prefix and the suffix are translated as a pair: a suffix alone means no prefix.
  await expect(
    dialog.getByText(
      '“Before the number” and “After the number” are translated together: while both are blank the English shows; once one is filled, a blank one shows nothing.',
    ),
  ).toBeVisible()
  await dialog.getByRole('textbox', { name: /^After the number/ }).fill('M$')
  await expect(frenchTab).not.toContainText('missing')
  await dialog.getByRole('button', { name: 'Update' }).click()
  await expect(dialog).toBeHidden()

  await page.goto('/fr/')
  const figure = page.getByTestId('stat').filter({ hasText: frenchLabel })
  await expect(figure.getByRole('definition')).toHaveText(`${value}\u00a0M$`)
  await page.goto('/')
  await expect(page.getByTestId('stat').filter({ hasText: label }).getByRole('definition')).toHaveText(
    `$${value}M`,
  )
})
