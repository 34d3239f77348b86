import type { Page, Response } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

const graph = (page: Page) => page.getByRole('img', { name: /Network graph of/ })
const graphNodes = (page: Page) => page.locator('svg g[data-node-id]')
const graphNode = (page: Page, id: string) => page.locator(`svg g[data-node-id="${id}"]`)
const nodeList = (page: Page) => page.getByRole('region', { name: 'Nodes and connections' })

/** Opens /network with the layout worked out to rest at once, so nodes hold still under the pointer. */
async function openStillGraph(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/network')
  await expect(graph(page)).toHaveAttribute('data-layout-status', 'settled')
  await expect(graphNodes(page)).toHaveCount(51)
}

test('the server sends the heading, the intro and every node before any script runs', async ({ request }) => {
  const response = await request.get('/network')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('Professional Network')
  expect(html).toContain('Office of Benefits Modernization')
  expect(html).toContain('AI-Assisted FOIA Request Triage')
  expect(html).toContain('Carbon Accounting')
  expect(html).toContain('Sectors served')
  expect(html).not.toContain('d3-force')
})

test('the page shows the heading, the graph around the owner and the sectors served', async ({ page }) => {
  await page.goto('/network')
  await expect(page.getByRole('heading', { level: 1, name: 'Professional Network' })).toBeVisible()
  await expect(graph(page)).toBeVisible()
  await expect(graphNodes(page)).toHaveCount(51)
  await expect(graphNode(page, 'center')).toHaveAttribute('data-node-name', 'Jordan Avery')
  // Labels are cut to 12 characters plus an ellipsis.
  await expect(graphNode(page, 'ashgrove-state-university').locator('text')).toHaveText('Ashgrove Sta…')
  await expect(page.getByRole('heading', { level: 2, name: 'Sectors served' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: 'Federal agencies' })).toBeVisible()
})

test('each filter shows only its node type plus the owner at the center', async ({ page }) => {
  await page.goto('/network')
  await expect(graphNodes(page)).toHaveCount(51)
  const filters = page.getByRole('group', { name: 'Show node type' })

  for (const [label, type, count] of [
    ['Organizations', 'organization', 15],
    ['Projects', 'project', 15],
    ['Skills', 'skill', 20],
  ] as const) {
    await filters.getByRole('button', { name: label }).click()
    await expect(filters.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true')
    await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false')
    await expect(graphNodes(page)).toHaveCount(count + 1)
    await expect(page.locator(`svg g[data-node-type="${type}"]`)).toHaveCount(count)
    await expect(graphNode(page, 'center')).toBeVisible()
    await expect(nodeList(page).getByRole('button')).toHaveCount(count + 1)
  }

  await filters.getByRole('button', { name: 'All' }).click()
  await expect(graphNodes(page)).toHaveCount(51)
})

test('clicking a node selects it with its neighbours, dims the rest, and clicking again deselects', async ({
  page,
}) => {
  await openStillGraph(page)
  const kestrel = graphNode(page, 'kestrel-cloud-systems')
  await expect(kestrel.locator('circle')).toHaveAttribute('r', '13')

  await kestrel.click()
  await expect(kestrel).toHaveAttribute('data-emphasis', 'selected')
  // The selected node's radius grows by 5.
  await expect(kestrel.locator('circle')).toHaveAttribute('r', '18')
  await expect(graphNode(page, 'center')).toHaveAttribute('data-emphasis', 'neighbor')
  await expect(graphNode(page, 'fedramp-continuous-monitoring-dashboard')).toHaveAttribute(
    'data-emphasis',
    'neighbor',
  )
  await expect(graphNode(page, 'fedramp-continuous-monitoring-dashboard')).toHaveCSS('opacity', '1')
  await expect(graphNode(page, 'zero-trust')).toHaveAttribute('data-emphasis', 'dimmed')
  await expect(graphNode(page, 'zero-trust')).toHaveCSS('opacity', '0.2')
  await expect(page.locator('svg line[data-emphasis="selected"]')).toHaveCount(2)
  await expect(page.locator('line[data-link="center--kestrel-cloud-systems"]')).toHaveAttribute(
    'stroke-width',
    '3',
  )
  await expect(page.locator('line[data-link="center--zero-trust"]')).toHaveAttribute(
    'data-emphasis',
    'dimmed',
  )

  const details = page.getByTestId('network-details')
  await expect(details.getByRole('heading', { name: 'Kestrel Cloud Systems' })).toBeVisible()
  await expect(details).toContainText('2 direct connections')
  await expect(details).toContainText('Cybersecurity & Compliance Lead, 2014–2016')
  await expect(nodeList(page).getByRole('button', { name: /^Kestrel Cloud Systems/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  await kestrel.click()
  await expect(kestrel).toHaveAttribute('data-emphasis', 'normal')
  await expect(kestrel.locator('circle')).toHaveAttribute('r', '13')
  await expect(graphNode(page, 'zero-trust')).toHaveAttribute('data-emphasis', 'normal')
  await expect(page.locator('svg line[data-emphasis="selected"]')).toHaveCount(0)
  await expect(page.getByTestId('network-details')).toHaveCount(0)
})

test('hovering a node shows a tooltip with its name, type and description', async ({ page }) => {
  await openStillGraph(page)
  await graphNode(page, 'fedramp-continuous-monitoring-dashboard').hover()
  const tooltip = page.getByRole('tooltip')
  await expect(tooltip).toBeVisible()
  await expect(tooltip).toContainText('FedRAMP Continuous Monitoring Dashboard')
  await expect(tooltip).toContainText('Project')
  await expect(tooltip).toContainText('Tracks scan findings and POA&M deadlines')

  await graphNode(page, 'harbor-point-community-foundation').hover()
  await expect(tooltip).toContainText('Harbor Point Community Foundation')
  await expect(tooltip).toContainText('Organization · Foundation')

  await page.getByRole('heading', { level: 1 }).hover()
  await expect(page.getByRole('tooltip')).toHaveCount(0)
})

test('Pause stops the layout animation and Play resumes it', async ({ page }) => {
  await page.goto('/network')
  await expect(graph(page)).toHaveAttribute('data-layout-status', 'running')
  const toggle = page.getByRole('button', { name: 'Pause animation' })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  const node = graphNode(page, 'phased-zero-trust-migration')

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await expect(graph(page)).toHaveAttribute('data-layout-status', 'paused')
  await expect(page.getByText('Layout paused')).toBeVisible()
  const pausedAt = await node.getAttribute('transform')
  await page.waitForTimeout(600)
  expect(await node.getAttribute('transform')).toBe(pausedAt)

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expect(graph(page)).toHaveAttribute('data-layout-status', 'running')
  await expect.poll(() => node.getAttribute('transform')).not.toBe(pausedAt)
})

test('with reduced motion the layout is drawn at rest, without animating', async ({ page }) => {
  await openStillGraph(page)
  const node = graphNode(page, 'phased-zero-trust-migration')
  const restingAt = await node.getAttribute('transform')
  await page.waitForTimeout(500)
  expect(await node.getAttribute('transform')).toBe(restingAt)
  await expect(page.getByText('Layout at rest')).toBeVisible()
})

test('the keyboard reaches every node through the list, which selects and announces', async ({ page }) => {
  await openStillGraph(page)
  await page.getByRole('button', { name: 'Pause animation' }).focus()
  await page.keyboard.press('Tab')
  const owner = nodeList(page).getByRole('button', { name: /^Jordan Avery/ })
  await expect(owner).toBeFocused()

  await page.keyboard.press('ArrowDown')
  const first = nodeList(page).getByRole('button', { name: /^Office of Benefits Modernization/ })
  await expect(first).toBeFocused()
  // Focus points the node out in the graph.
  await expect(page.getByRole('tooltip')).toContainText('Office of Benefits Modernization')

  await page.keyboard.press('Enter')
  await expect(first).toHaveAttribute('aria-pressed', 'true')
  await expect(graphNode(page, 'office-of-benefits-modernization')).toHaveAttribute(
    'data-emphasis',
    'selected',
  )
  await expect(
    page.getByRole('status').filter({ hasText: 'Office of Benefits Modernization selected' }),
  ).toHaveText(/Organization · Federal, \d+ direct connections/)

  await page.keyboard.press('End')
  await expect(nodeList(page).getByRole('button', { name: /^Stakeholder Engagement/ })).toBeFocused()
  await page.keyboard.press('Home')
  await expect(owner).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press(' ')
  await expect(first).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByRole('status').filter({ hasText: 'deselected' })).toHaveText(
    'Office of Benefits Modernization deselected.',
  )
})

test('d3 and the graph code load only on /network', async ({ page }) => {
  const scripts: string[] = []
  // Bodies still arriving when the test ends would fail it: every read is awaited before the end.
  const reads: Promise<void>[] = []
  const readScript = (response: Response) => {
    if (response.request().resourceType() === 'script')
      reads.push(response.text().then((code) => void scripts.push(code)))
  }
  page.on('response', readScript)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.some((code) => code.includes('alphaDecay'))).toBe(false)

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Network' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Professional Network' })).toBeVisible()
  await expect.poll(() => scripts.some((code) => code.includes('alphaDecay'))).toBe(true)
  // Scripts fetched later (the next pages' prefetches) are not read once the test is over.
  page.off('response', readScript)
  await Promise.all(reads)
})

test('fits a 360 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await openStillGraph(page)
  await graphNode(page, 'center').click()
  await graphNode(page, 'stakeholder-engagement').hover()
  await expect(page.getByRole('tooltip')).toBeVisible()
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(widths.scroll).toBeLessThanOrEqual(widths.client)
  const box = await graph(page).boundingBox()
  expect(box?.width).toBeLessThanOrEqual(360)
})

for (const theme of ['light', 'dark'] as const) {
  test(`has no serious accessibility violations in the ${theme} theme`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL }])
    await openStillGraph(page)
    await expectNoSeriousA11yViolations(page, `/network (${theme})`)
    await graphNode(page, 'kestrel-cloud-systems').click()
    await graphNode(page, 'fedramp-continuous-monitoring-dashboard').hover()
    await expect(page.getByRole('tooltip')).toBeVisible()
    await expectNoSeriousA11yViolations(page, `/network with a selection (${theme})`)
  })
}
