import type { APIRequestContext, Page } from '@playwright/test'
import { e2eOwner, signIn } from './admin-helpers.ts'
import { expect, test } from './fixtures.ts'

type Organization = { id: number; name: string }

async function bearer(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/admin/login', { data: e2eOwner })
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `Bearer ${token}` }
}

const headings = (page: Page) =>
  page.getByRole('list', { name: 'Organizations' }).getByRole('article').getByRole('heading', { level: 2 })

test('the owner adds an organization, moves it up the Worked With order and deletes it', async ({
  page,
  request,
}) => {
  const name = `Northwind Transit ${Date.now()}`
  const headers = await bearer(request)
  const before = (await (
    await request.get('/api/admin/organizations?limit=100', { headers })
  ).json()) as Organization[]

  await signIn(page)
  await page.goto('/admin/organizations')
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible()
  await page.getByRole('button', { name: 'New Organization' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog.getByText('Name is required')).toBeVisible()
  await expect(dialog.getByText('Logo is required')).toBeVisible()
  await expect(dialog.getByLabel('Name')).toBeFocused()

  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Kind').selectOption({ label: 'State or local government' })
  await dialog
    .getByRole('textbox', { name: 'Logo', exact: true })
    .fill('/images/logos/ashgrove-state-university.svg')
  await dialog.getByLabel('Logo description').fill(name)
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog).toBeHidden()

  await expect(headings(page).last()).toHaveText(name)
  const last = before.at(-1)!.name
  await expect(page.getByRole('button', { name: `Move ${name} down` })).toBeDisabled()
  await page.getByRole('button', { name: `Move ${name} up` }).click()
  await expect(headings(page).nth(before.length - 1)).toHaveText(name)
  await expect(headings(page).last()).toHaveText(last)
  await page.reload()
  await expect(headings(page).nth(before.length - 1)).toHaveText(name)

  // A logo of its own, uploaded in the editor, shows on the Worked With wall.
  await page.getByRole('button', { name: `Edit ${name}` }).click()
  const editor = page.getByRole('dialog', { name: 'Edit Organization' })
  const logoPng = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  )
  await editor
    .locator('input[type="file"]')
    .setInputFiles({ name: 'northwind-logo.png', mimeType: 'image/png', buffer: logoPng })
  await expect(editor.getByText('Uploaded northwind-logo.png.')).toBeVisible()
  const logoAddress = await editor.getByRole('textbox', { name: 'Logo', exact: true }).inputValue()
  expect(logoAddress).toMatch(/^\/uploads\//)
  await editor.getByRole('button', { name: 'Update' }).click()
  await expect(editor).toBeHidden()
  await page.goto('/')
  const wall = page.locator('#worked-with')
  await expect(wall.getByRole('img', { name })).toHaveAttribute('src', logoAddress)
  await page.goto('/admin/organizations')

  page.once('dialog', (confirm) => confirm.accept())
  await page.getByRole('button', { name: `Delete ${name}` }).click()
  await expect(headings(page).filter({ hasText: name })).toHaveCount(0)
  const after = (await (
    await request.get('/api/admin/organizations?limit=100', { headers })
  ).json()) as Organization[]
  expect(after.map((organization) => organization.name)).toEqual(
    before.map((organization) => organization.name),
  )
})
