import type { Page } from '@playwright/test'
import { signIn } from './admin-helpers.ts'
import { expect, test } from './fixtures.ts'

const nodeList = (page: Page) => page.getByRole('region', { name: 'Nodes and connections' })
const listedNode = (page: Page, name: string) =>
  nodeList(page).getByRole('button', { name: new RegExp(`^${name} ,`) })
const details = (page: Page) => page.getByTestId('network-details')

test('the owner adds a node and a link, sees them in the preview and on /network, and a link to a missing node is refused', async ({
  page,
}) => {
  // Three admin pages, two saves and /network, each save laying the graph out again on the server.
  test.setTimeout(90_000)
  const stamp = Date.now()
  const name = `Transit Data ${stamp}`
  const key = `transit-data-${stamp}`
  const linkText = `Fare data standards ${stamp}`

  await signIn(page)
  await page.goto('/admin/network-nodes')
  await expect(page.getByRole('heading', { level: 1, name: 'Network Nodes' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Preview' })).toBeVisible()
  await expect(listedNode(page, 'Zero Trust')).toBeVisible()

  await page.getByRole('button', { name: 'New Node' }).click()
  let dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await dialog.getByLabel('Type').selectOption({ label: 'Skill' })
  await dialog
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Open fare and ridership data for transit agencies.')
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog).toBeHidden({ timeout: 15_000 })
  // The preview is drawn again from what was saved.
  await expect(listedNode(page, name)).toBeVisible()

  await page.goto('/admin/network-links')
  await expect(page.getByRole('heading', { level: 1, name: 'Network Links' })).toBeVisible()
  await page.getByRole('button', { name: 'New Link' }).click()
  dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'From', exact: true }).fill('center')
  await dialog.getByRole('textbox', { name: 'To', exact: true }).fill(`${key}-typo`)
  await dialog.getByLabel('Link type').selectOption({ label: 'Skill' })
  await dialog.getByLabel('Strength').fill('70')
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill(linkText)
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog.getByText(`No node has the key “${key}-typo”`)).toBeVisible()
  await expect(dialog).toBeVisible()

  await dialog.getByRole('textbox', { name: 'To', exact: true }).fill(key)
  await dialog.getByRole('button', { name: 'Create' }).click()
  await expect(dialog).toBeHidden({ timeout: 15_000 })
  await listedNode(page, name).click()
  await expect(details(page)).toContainText(linkText)

  await page.goto('/network')
  await listedNode(page, name).click()
  await expect(details(page)).toContainText(name)
  await expect(details(page)).toContainText(linkText)

  // Deleting the node deletes its link, as the confirmation says.
  await page.goto('/admin/network-nodes')
  page.once('dialog', async (confirm) => {
    expect(confirm.message()).toContain('links that join it to other nodes are deleted with it')
    await confirm.accept()
  })
  await page.getByRole('button', { name: `Delete ${name}` }).click()
  await expect(listedNode(page, name)).toHaveCount(0, { timeout: 15_000 })
  await page.goto('/admin/network-links')
  await expect(page.getByText(linkText)).toHaveCount(0)
})
