import type { Page, Response } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

const graph = (page: Page) => page.getByRole('img', { name: /Network graph of/ })
/** The drawing the frame shows (the page holds a portrait and a landscape one until its script runs). */
const drawing = (page: Page) => page.locator('svg.network-svg:visible')
const graphNodes = (page: Page) => drawing(page).locator('g[data-node-id]')
const graphNode = (page: Page, id: string) => drawing(page).locator(`g[data-node-id="${id}"]`)
const nodeList = (page: Page) => page.getByRole('region', { name: 'Nodes and connections' })

type Box = {
  id: string
  text: string
  name: string
  left: number
  top: number
  right: number
  bottom: number
}

/** The labels the visitor sees in the graph's frame, as boxes in page pixels. */
async function visibleLabels(page: Page): Promise<Box[]> {
  return drawing(page).evaluate((svg) => {
    const frame = svg.getBoundingClientRect()
    return [...svg.querySelectorAll<SVGGElement>('[data-label-for]')].flatMap((label) => {
      if (getComputedStyle(label).display === 'none') return []
      const text = label.querySelector('text')
      const box = text?.getBoundingClientRect()
      if (!text || !box || box.width === 0) return []
      // Only what lies inside the frame is seen; a label panned out of it is not.
      if (
        box.right <= frame.left ||
        box.left >= frame.right ||
        box.bottom <= frame.top ||
        box.top >= frame.bottom
      )
        return []
      const id = label.dataset.labelFor ?? ''
      const node = svg.querySelector(`[data-node-id="${id}"]`)
      return [
        {
          id,
          text: text.textContent ?? '',
          name: node?.getAttribute('data-node-name') ?? '',
          left: box.left,
          top: box.top,
          right: box.right,
          bottom: box.bottom,
        },
      ]
    })
  })
}

/** Pairs of labels whose boxes cover each other (a pixel of anti-aliasing allowed). */
function overlappingPairs(labels: Box[]) {
  const pairs: string[] = []
  for (const [index, a] of labels.entries())
    for (const b of labels.slice(index + 1))
      if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
        pairs.push(`${a.id} / ${b.id}`)
  return pairs
}

test('the server sends the graph laid out, every node placed, and no layout code', async ({ request }) => {
  const response = await request.get('/network')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('Professional Network')
  expect(html).toContain('Office of Benefits Modernization')
  expect(html).toContain('AI-Assisted FOIA Request Triage')
  expect(html).toContain('Carbon Accounting')
  expect(html).toContain('Sectors served')
  // Each of the 51 nodes is drawn at its position in the server's HTML, with its label, in the portrait
  // drawing and in the landscape one.
  for (const frame of ['narrow', 'wide']) {
    const svg = html.slice(
      html.indexOf(`data-frame="${frame}"`),
      html.indexOf('</svg>', html.indexOf(`data-frame="${frame}"`)),
    )
    const placed = svg.match(/<g transform="translate\([\d.]+ [\d.]+\)" data-node-id="[^"]+"/g) ?? []
    expect(placed).toHaveLength(51)
    expect(new Set(placed).size).toBe(51)
    expect(svg.match(/data-label-for="/g)).toHaveLength(51)
  }
  expect(html).not.toContain('Arranging the layout')
  expect(html).not.toContain('d3-force')
})

test('the graph is drawn at rest, with labels, at the first paint and without JavaScript', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 1440, height: 900 },
  })
  const page = await context.newPage()
  await page.goto('/network')
  await expect(graphNodes(page)).toHaveCount(51)
  const labels = await visibleLabels(page)
  expect(labels.length).toBeGreaterThanOrEqual(35)
  expect(overlappingPairs(labels)).toEqual([])
  for (const label of labels) expect(label.text).toBe(label.name)
  await context.close()
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px the labels shown are whole and never cover each other, zoomed or not`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/network')
    await expect(graph(page)).toHaveAttribute('data-zoom', '1.00')
    const atRest = await visibleLabels(page)
    expect(atRest.map((label) => label.id)).toContain('center')
    expect(atRest.length).toBeGreaterThanOrEqual(viewport.width < 640 ? 6 : 35)
    expect(overlappingPairs(atRest)).toEqual([])
    for (const label of atRest) {
      expect(label.text).toBe(label.name)
      expect(label.bottom - label.top).toBeGreaterThanOrEqual(11)
    }

    await page.getByRole('button', { name: 'Zoom in' }).click()
    await expect(graph(page)).toHaveAttribute('data-zoom', '1.60')
    const zoomed = await visibleLabels(page)
    expect(overlappingPairs(zoomed)).toEqual([])
    for (const label of zoomed) expect(label.bottom - label.top).toBeLessThan(20)
  })
}

/** The page's scroll position once two readings a tenth of a second apart agree. */
async function restingScrollY(page: Page): Promise<number> {
  let last = Number.NaN
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY)
        const resting = now === last
        last = now
        return resting
      },
      { intervals: [100] },
    )
    .toBe(true)
  return last
}

test('the keyboard zooms and moves the graph from its focused frame, and leaves the page its arrows at rest', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/network')
  const frame = page.getByRole('group', { name: 'Graph view' })
  await expect(frame).toHaveAccessibleDescription(/arrow keys move/)
  // Zoom out and Reset view are disabled at rest: the next stop after Zoom in is the frame.
  await page.getByRole('button', { name: 'Zoom in' }).focus()
  await page.keyboard.press('Tab')
  await expect(frame).toBeFocused()

  // At rest an arrow is the page's: it scrolls.
  const scrolled = await page.evaluate(() => window.scrollY)
  await page.keyboard.press('ArrowDown')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled)

  const owner = graphNode(page, 'center').locator('circle')
  await page.keyboard.press('+')
  await expect(graph(page)).toHaveAttribute('data-zoom', '1.60')
  const before = await owner.boundingBox()
  // The arrow's scroll is animated: read the page's position once it has come to rest.
  const pageScroll = await restingScrollY(page)
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowUp')
  await expect.poll(async () => (await owner.boundingBox())?.x ?? 0).toBeGreaterThan((before?.x ?? 0) + 20)
  expect((await owner.boundingBox())?.y ?? 0).toBeGreaterThan((before?.y ?? 0) + 20)
  expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll)
  await page.keyboard.press('-')
  await expect(graph(page)).toHaveAttribute('data-zoom', '1.00')
  await page.keyboard.press('+')
  await page.keyboard.press('0')
  await expect(graph(page)).toHaveAttribute('data-zoom', '1.00')
})

test('zoom in, zoom out and reset change the scale, and a drag pans the zoomed graph', async ({ page }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/network')
  const zoomIn = page.getByRole('button', { name: 'Zoom in' })
  const zoomOut = page.getByRole('button', { name: 'Zoom out' })
  const reset = page.getByRole('button', { name: 'Reset view' })
  await expect(zoomOut).toBeDisabled()
  await expect(reset).toBeDisabled()
  const owner = graphNode(page, 'center').locator('circle')
  const restingSize = (await owner.boundingBox())?.width ?? 0
  const restingLabels = (await visibleLabels(page)).length

  await zoomIn.click()
  await zoomIn.click()
  await expect(graph(page)).toHaveAttribute('data-zoom', '2.56')
  const zoomedSize = (await owner.boundingBox())?.width ?? 0
  expect(zoomedSize / restingSize).toBeCloseTo(2.56, 1)
  // Zoomed in, every node in view is named.
  const inView = await drawing(page).evaluate((svg) => {
    const frame = svg.getBoundingClientRect()
    return [...svg.querySelectorAll('[data-node-id]')].filter((node) => {
      const box = node.getBoundingClientRect()
      return (
        box.left >= frame.left &&
        box.right <= frame.right &&
        box.top >= frame.top &&
        box.bottom <= frame.bottom
      )
    }).length
  })
  const named = (await visibleLabels(page)).length
  expect(named).toBeGreaterThanOrEqual(Math.min(inView, restingLabels) - 2)

  await page.locator('.network-frame').scrollIntoViewIfNeeded()
  const before = await owner.boundingBox()
  const frame = await page.locator('.network-frame').boundingBox()
  if (!before || !frame) throw new Error('the graph is not drawn')
  await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2)
  await page.mouse.down()
  await page.mouse.move(frame.x + frame.width / 2 + 120, frame.y + frame.height / 2 + 60, { steps: 6 })
  await page.mouse.up()
  const after = await owner.boundingBox()
  expect((after?.x ?? 0) - before.x).toBeCloseTo(120, -1)

  await zoomOut.click()
  await expect(graph(page)).toHaveAttribute('data-zoom', '1.60')
  await reset.click()
  await expect(graph(page)).toHaveAttribute('data-zoom', '1.00')
  expect((await owner.boundingBox())?.width).toBeCloseTo(restingSize, 0)

  // Ctrl and the wheel (a trackpad's pinch) zoom where the pointer is.
  await page.locator('.network-frame').scrollIntoViewIfNeeded()
  const box = await page.locator('.network-frame').boundingBox()
  await page.mouse.move((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2)
  await page.keyboard.down('Control')
  await page.mouse.wheel(0, -300)
  await page.keyboard.up('Control')
  await expect.poll(async () => Number(await graph(page).getAttribute('data-zoom'))).toBeGreaterThan(1.2)
})

test('on a phone the list of nodes, with their links, comes before the graph', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/network')
  const list = await nodeList(page).boundingBox()
  const drawing = await graph(page).boundingBox()
  expect(list && drawing && list.y < drawing.y).toBe(true)
  const kestrel = nodeList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Kestrel Cloud Systems/ }) })
  await expect(kestrel.getByTestId('network-node-links')).toHaveText(
    'Linked with Jordan Avery, FedRAMP Continuous Monitoring Dashboard',
  )
  // The graph takes the phone's width.
  expect(drawing?.width).toBeGreaterThan(340)

  await page.setViewportSize({ width: 1440, height: 900 })
  const wideList = await nodeList(page).boundingBox()
  const wideDrawing = await graph(page).boundingBox()
  expect(wideList && wideDrawing && wideDrawing.y < wideList.y).toBe(true)
  expect(wideDrawing?.width).toBeGreaterThan(1100)
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
    await expect(drawing(page).locator(`g[data-node-type="${type}"]`)).toHaveCount(count)
    await expect(graphNode(page, 'center')).toBeVisible()
    await expect(nodeList(page).getByRole('button')).toHaveCount(count + 1)
  }

  await filters.getByRole('button', { name: 'All' }).click()
  await expect(graphNodes(page)).toHaveCount(51)
})

test('clicking a node selects it with its neighbours, dims the rest, and clicking again deselects', async ({
  page,
}) => {
  await page.goto('/network')
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
  await expect(drawing(page).locator('line[data-emphasis="selected"]')).toHaveCount(2)
  await expect(drawing(page).locator('line[data-link="center--kestrel-cloud-systems"]')).toHaveAttribute(
    'stroke-width',
    '3',
  )
  await expect(drawing(page).locator('line[data-link="center--zero-trust"]')).toHaveAttribute(
    'data-emphasis',
    'dimmed',
  )
  // The selected node is named in the graph, whatever the zoom.
  await expect(drawing(page).locator('[data-label-for="kestrel-cloud-systems"]')).toBeVisible()

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
  await expect(drawing(page).locator('line[data-emphasis="selected"]')).toHaveCount(0)
  await expect(page.getByTestId('network-details')).toHaveCount(0)
})

test('hovering a node shows a tooltip with its name, type and description', async ({ page }) => {
  await page.goto('/network')
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

test('the legend names the four node types in their colours', async ({ page }) => {
  await page.goto('/network')
  const legend = page.getByTestId('network-legend')
  await expect(legend.getByRole('listitem')).toHaveText(['Consultant', 'Organization', 'Project', 'Skill'])
  const fills = await drawing(page)
    .locator('g[data-node-type] circle')
    .evaluateAll((circles) => [...new Set(circles.map((circle) => getComputedStyle(circle).fill))])
  expect(fills).toHaveLength(4)
})

test('the keyboard reaches every node through the list, which selects and announces', async ({ page }) => {
  await page.goto('/network')
  // Zoom out and Reset view are disabled at rest: after Zoom in come the graph's frame, then the list.
  await page.getByRole('button', { name: 'Zoom in' }).focus()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('group', { name: 'Graph view' })).toBeFocused()
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

test('no layout code reaches the browser: the page draws what the server laid out', async ({ page }) => {
  const scripts: string[] = []
  // Bodies still arriving when the test ends would fail it: every read is awaited before the end.
  const reads: Promise<void>[] = []
  const readScript = (response: Response) => {
    if (response.request().resourceType() === 'script')
      reads.push(response.text().then((code) => void scripts.push(code)))
  }
  page.on('response', readScript)
  await page.goto('/network')
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Zoom in' }).click()
  page.off('response', readScript)
  await Promise.all(reads)
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.some((code) => code.includes('alphaDecay') || code.includes('forceManyBody'))).toBe(false)
})

test('fits a 360 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await page.goto('/network')
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
    // Two full axe runs over a page of some 600 elements.
    test.setTimeout(60_000)
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL }])
    await page.goto('/network')
    await expectNoSeriousA11yViolations(page, `/network (${theme})`)
    await graphNode(page, 'kestrel-cloud-systems').click()
    await graphNode(page, 'fedramp-continuous-monitoring-dashboard').hover()
    await expect(page.getByRole('tooltip')).toBeVisible()
    await expectNoSeriousA11yViolations(page, `/network with a selection (${theme})`)
  })
}
