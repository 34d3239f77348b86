import { randomBytes } from 'node:crypto'
import { signIn } from './admin-helpers.ts'
import { expect, test } from './fixtures.ts'

test('a lead records the page it was sent from and the campaign of the visit that brought the visitor', async ({
  page,
  browser,
}) => {
  const marker = `Campaign check ${randomBytes(4).toString('hex')}`
  await page.goto('/?utm_source=linkedin&utm_medium=social&utm_campaign=fall-webinar')
  await page.waitForFunction(() => sessionStorage.getItem('visit-source') !== null)
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Contact', exact: true })
    .click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.locator('input[name="source"]')).toHaveValue(/fall-webinar/)

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Casey Morgan')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('casey.morgan@agency.example.gov')
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(marker)
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('We saw the webinar and want to talk.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message Sent!', { exact: true })).toBeVisible()

  const owner = await browser.newPage()
  await signIn(owner)
  await owner.goto(`/admin/leads?q=${encodeURIComponent(marker)}`)
  await owner.getByRole('link', { name: 'Casey Morgan' }).first().click()
  const detail = owner.getByRole('main')
  await expect(detail).toContainText('/contact')
  await expect(detail).toContainText('linkedin')
  await expect(detail).toContainText('social')
  await expect(detail).toContainText('fall-webinar')
  await owner.close()
})
