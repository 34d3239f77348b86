import { randomBytes } from 'node:crypto'
import { signIn } from './admin-helpers.ts'
import { expect, test } from './fixtures.ts'

// Headless Chromium names itself HeadlessChrome and is not counted (a bot); this visitor is a desktop Chrome.
const visitorAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${Math.floor(
  Math.random() * 9000,
)}.0 Safari/537.36`
test.use({ userAgent: visitorAgent })

test('a visit with a campaign that ends in a contact message shows under its campaign with one conversion, and on the lead', async ({
  page,
  browser,
}) => {
  // Two browsers, a form and two admin pages: more than the default 30 s on a loaded machine.
  test.setTimeout(90_000)
  const id = randomBytes(4).toString('hex')
  const campaign = `winter-briefing-${id}`
  const marker = `Analytics check ${id}`
  const events: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/event')) events.push(request.postData() ?? '')
  })

  await page.goto(`/?utm_source=linkedin&utm_medium=social&utm_campaign=${campaign}`)
  await expect.poll(() => events.length).toBe(1)
  // A client-side navigation is a page view too.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Contact', exact: true })
    .click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect.poll(() => events.length).toBe(2)
  expect(events[1]).toContain('/contact')

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Riley Chen')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`riley.${id}@agency.example.gov`)
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(marker)
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('We read about the sprint and want to talk.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message Sent!', { exact: true })).toBeVisible()

  // Nothing of the visit is kept in the browser: no cookie, no localStorage item.
  expect(await page.context().cookies()).toEqual([])
  expect(await page.evaluate(() => localStorage.length)).toBe(0)

  const owner = await browser.newPage()
  await signIn(owner)
  await owner.goto(`/admin/analytics?source=social`)
  const campaigns = owner.getByTestId('analytics-by-campaign')
  const row = campaigns.getByRole('row').filter({ hasText: campaign })
  await expect(row).toHaveCount(1)
  // Campaign, visitors, conversions, rate, revenue.
  await expect(row.getByRole('cell')).toHaveText([campaign, '1', '1', '100%', '$0.00'])
  await expect(
    owner.getByTestId('analytics-campaigns').getByRole('row').filter({ hasText: campaign }),
  ).toHaveCount(1)

  await owner.goto(`/admin/leads?q=${encodeURIComponent(marker)}`)
  await owner.getByRole('link', { name: 'Riley Chen' }).first().click()
  const visit = owner.getByTestId('lead-visit')
  await expect(visit).toContainText('Social networks')
  await expect(visit).toContainText(campaign)
  await expect(visit).toContainText('linkedin / social')
  await expect(visit).toContainText('/contact')
  await owner.close()
})
