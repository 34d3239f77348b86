import type { Page } from '@playwright/test'
import { organizations } from '../../content/organizations.ts'
import { defaultOwnerProfile as profile } from '../../content/profile.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

type Titled = { title: string }
type ApiTestimonial = { name: string; title: string; company: string; rating: number }

const skills = [
  ['AI Strategy and Implementation', 95],
  ['Digital Transformation', 92],
  ['Federal IT Compliance', 90],
  ['Enterprise Architecture', 88],
  ['Cybersecurity Frameworks', 85],
  ['Sustainable Technology', 82],
] as const

const statsGrid = [
  ['activeProjects', '25+', 'Active Projects'],
  ['budgetManaged', '$38M', 'Budget Managed'],
  ['organizations', '152', 'Organizations'],
  ['yearsExperience', '15+', 'Years Experience'],
] as const

function decodeEntities(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** The count-ups sit at zero once the page has hydrated and before they scroll into view. */
async function waitForHydration(page: Page) {
  await expect(page.getByTestId('count-up').filter({ hasText: '+' })).toHaveText('0+')
}

test('the server HTML already holds every section and its content', async ({ request }) => {
  const [response, featured, posts, testimonials] = await Promise.all([
    request.get('/'),
    request.get('/api/projects?featured=true').then((answer) => answer.json() as Promise<Titled[]>),
    request.get('/api/blog-posts').then((answer) => answer.json() as Promise<Titled[]>),
    request.get('/api/testimonials').then((answer) => answer.json() as Promise<ApiTestimonial[]>),
  ])
  expect(response.status()).toBe(200)
  const html = decodeEntities(await response.text())

  expect(html).toContain(`<title>${profile.name} | ${profile.title}</title>`)
  expect(html).toContain(profile.description)
  for (const id of [
    'hero',
    'worked-with',
    'services',
    'projects',
    'experience',
    'blog',
    'testimonials',
    'networking',
    'stats',
  ]) {
    expect(html, `section #${id}`).toContain(`id="${id}"`)
  }
  for (const text of [
    `Hi, I'm ${profile.name}`,
    profile.title,
    profile.experience,
    profile.location,
    `mailto:${profile.email}`,
    profile.phone,
    'Book consultation',
    'View services',
    'Digital Business Card',
    'Schedule a meeting',
    'Worked With',
    '...and others',
    'Affiliations reflect projects, collaborations, or prior work; no endorsement implied.',
    'Four Pillars of Success',
    'AI Strategy and Product Development',
    'Enterprise IT and Compliance',
    'Sustainable Tech Solutions',
    'UX and Change Enablement',
    'Featured Projects',
    'View all projects',
    'Career Journey',
    'Core Competencies',
    'Latest Insights',
    'What Clients Say',
    'Professional Network',
    'Explore the network',
    'By the Numbers',
  ]) {
    expect(html, text).toContain(text)
  }
  for (const organization of organizations) expect(html).toContain(`alt="${organization.alt}"`)
  for (const [name, level] of skills) {
    expect(html).toContain(name)
    expect(html).toContain(`${level}%`)
  }
  // The count-ups and skill bars start from their final values, for crawlers, no-JS and screen readers.
  expect(html).toMatch(/data-testid="count-up"[^>]*>15\+</)
  expect(html).toMatch(/data-testid="count-up"[^>]*>\$38M</)
  expect(html).toContain('scaleX(0.95)')
  for (const [, value, label] of statsGrid) {
    expect(html).toContain(value)
    expect(html).toContain(label)
  }
  for (const project of featured) expect(html).toContain(project.title)
  for (const post of posts.slice(0, 3)) expect(html).toContain(post.title)
  for (const testimonial of testimonials) expect(html).toContain(testimonial.name)
})

test('a client-side navigation to home streams the lists in', async ({ page, request }) => {
  const [featured, posts] = await Promise.all([
    request.get('/api/projects?featured=true').then((answer) => answer.json() as Promise<Titled[]>),
    request.get('/api/blog-posts').then((answer) => answer.json() as Promise<Titled[]>),
  ])
  await page.goto('/privacy')
  const dataRequest = page.waitForRequest((sent) => new URL(sent.url()).pathname.endsWith('.data'))
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Home' })
    .first()
    .click()
  await dataRequest
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('#projects').getByRole('heading', { level: 3 })).toHaveText(
    featured.map((project) => project.title),
  )
  await expect(page.locator('#blog').getByRole('heading', { level: 3 })).toHaveText(
    posts.slice(0, 3).map((post) => post.title),
  )
  await expect(page.getByTestId('testimonials').locator(':scope > li')).not.toHaveCount(0)
})

test('the hero shows the owner, the contact details and the booking links', async ({ page }) => {
  await page.goto('/')
  const hero = page.locator('#hero')
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(`Hi, I'm ${profile.name}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(hero.getByText(profile.title, { exact: true })).toBeVisible()
  await expect(hero.getByText(profile.description)).toBeVisible()
  await expect(hero.getByText(profile.experience)).toBeVisible()
  await expect(hero.getByText(profile.location)).toBeVisible()
  const portrait = hero.getByRole('img', { name: `Portrait of ${profile.name}` })
  // The seeded portrait is a square upload; its intrinsic size reserves its place.
  const size = await portrait.getAttribute('width')
  expect(Number(size)).toBeGreaterThanOrEqual(320)
  await expect(portrait).toHaveAttribute('height', size ?? '')
  expect(await portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)

  await expect(hero.getByRole('link', { name: profile.email })).toHaveAttribute(
    'href',
    `mailto:${profile.email}`,
  )
  await expect(hero.getByRole('link', { name: profile.phone })).toHaveAttribute('href', /^tel:\+1\d{10}$/)
  for (const name of [/^Book consultation/, /^Schedule a meeting/]) {
    const link = hero.getByRole('link', { name })
    await expect(link).toHaveAttribute('href', '/book/free-consult')
    await expect(link).not.toHaveAttribute('target', /.*/)
  }
  // The stats the owner marked for the hero, in the owner's order.
  const stats = hero.getByRole('definition')
  await expect(stats).toHaveText(['$38M', '152', '15+'])
})

test('a phone fetches no code for what its first view neither shows nor uses, and the search once the menu opens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 })
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  const loaded = (name: string) => scripts.some((path) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(path))
  // The links on screen make the router look up their routes, which renders the page again.
  const routesLookedUp = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/__manifest',
  )
  await page.goto('/')
  await waitForHydration(page)
  await routesLookedUp
  await page.waitForLoadState('networkidle')
  // The hero's text and contact card stay as served; the search waits in the closed menu (the wide
  // screens' bar is hidden); the install card waits for the browser's offer.
  for (const name of ['hero-parts', 'search-box', 'install-prompt']) expect(loaded(name), name).toBe(false)

  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect.poll(() => loaded('search-box')).toBe(true)
  await page.locator('#mobile-menu').getByRole('combobox').fill('zero trust')
  await expect(page.locator('#mobile-menu').getByRole('option').first()).toBeVisible()
})

test('the hero figures stand on one line in every language, however their labels wrap', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  for (const path of ['/', '/es/', '/fr/']) {
    await page.goto(path)
    const figures = page.locator('#hero dl dd')
    expect(await figures.count(), path).toBeGreaterThan(1)
    const tops = await figures.evaluateAll((elements) =>
      elements.map((element) => Math.round(element.getBoundingClientRect().top)),
    )
    expect(new Set(tops).size, `${path}: figure tops ${tops.join(', ')}`).toBe(1)
  }
})

test('View services scrolls smoothly to the services section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await waitForHydration(page)
  const services = page.locator('#services')
  await expect(services).not.toBeInViewport()
  await page.getByRole('button', { name: 'View services' }).click()
  await expect(services.getByRole('heading', { name: 'Four Pillars of Success' })).toBeInViewport()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  await expect(services).toBeFocused()
})

test('the section indicator scrolls to a section and marks the current one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await waitForHydration(page)
  const indicator = page.getByRole('navigation', { name: 'Page sections' })
  const labels = [
    'Introduction',
    'Services',
    'Featured Projects',
    'Career Journey',
    'Latest Insights',
    'Professional Network',
  ]
  for (const label of labels) {
    await expect(indicator.getByRole('button', { name: `Go to section: ${label}` })).toBeVisible()
  }
  const hero = indicator.getByRole('button', { name: 'Go to section: Introduction' })
  await expect(hero).toHaveAttribute('aria-current', 'location')

  const targets = [
    ['Career Journey', '#experience'],
    ['Latest Insights', '#blog'],
    ['Services', '#services'],
    ['Professional Network', '#networking'],
    ['Introduction', '#hero'],
  ] as const
  for (const [label, selector] of targets) {
    const button = indicator.getByRole('button', { name: `Go to section: ${label}` })
    await button.click()
    await expect(page.locator(selector).getByRole('heading').first()).toBeInViewport()
    await expect(button).toHaveAttribute('aria-current', 'location')
    await expect(indicator.locator('[aria-current]')).toHaveCount(1)
  }

  // Scrolling by hand moves the highlight too.
  await page.locator('#projects').evaluate((section) => section.scrollIntoView({ block: 'start' }))
  await expect(indicator.getByRole('button', { name: 'Go to section: Featured Projects' })).toHaveAttribute(
    'aria-current',
    'location',
  )
})

test('the scroll-progress bar sits under the header and fills as the page scrolls', async ({ context }) => {
  for (const width of [390, 1280]) {
    // A fresh tab each time, so no scroll position is restored.
    const page = await context.newPage()
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    await waitForHydration(page)
    // The bar comes with the first scroll; a small one leaves it nearly empty.
    await expect(page.getByTestId('scroll-progress')).toHaveCount(0)
    await page.mouse.wheel(0, 1)
    const bar = page.getByTestId('scroll-progress')
    await expect(bar).toHaveAttribute('style', /scaleX\(0(\.0\d*)?\)/)
    const headerBottom = await page
      .locator('body header')
      .evaluate((header) => header.getBoundingClientRect().bottom)
    const barTop = await bar.evaluate((element) => element.getBoundingClientRect().top)
    expect(Math.abs(barTop - headerBottom)).toBeLessThan(1)
    // Sections further down are drawn as they come near, so the bottom moves until all are drawn.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await expect(bar).toHaveAttribute('style', /scaleX\(1\)/, { timeout: 500 })
    }).toPass()
    await page.close()
  }
})

test('the section indicator is hidden on small screens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Page sections' })).toBeHidden()
})

test('the logo wall shows 17 organizations, "...and others" and the disclaimer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const section = page.locator('#worked-with')
  await section.scrollIntoViewIfNeeded()
  await expect(section.getByRole('heading', { name: 'Worked With' })).toBeVisible()
  const tiles = section.getByRole('listitem')
  await expect(tiles).toHaveCount(18)
  await expect(tiles.last()).toHaveText('...and others')
  const logos = section.getByRole('img')
  await expect(logos).toHaveCount(17)
  for (const organization of organizations) {
    const logo = section.getByRole('img', { name: organization.alt, exact: true })
    await expect(logo).toHaveAttribute('src', organization.logoUrl)
    await expect(logo).toHaveAttribute('loading', 'lazy')
    await expect(logo).toHaveAttribute('width', '200')
    await expect(logo).toHaveAttribute('height', '112')
  }
  await expect
    .poll(() =>
      logos.evaluateAll((images: HTMLImageElement[]) => images.every((image) => image.naturalWidth > 0)),
    )
    .toBe(true)
  await expect(
    section.getByText(
      'Affiliations reflect projects, collaborations, or prior work; no endorsement implied.',
    ),
  ).toBeVisible()
  // Six columns on a wide screen: the 18 tiles make three rows.
  const columns = await tiles.evaluateAll(
    (items) => new Set(items.map((item) => item.getBoundingClientRect().left)).size,
  )
  expect(columns).toBe(6)
})

test('a logo that fails to load shows the organization name instead', async ({ page }) => {
  const broken = organizations.find((organization) => organization.name === 'Kestrel Cloud Systems')!
  await page.route(`**${broken.logoUrl}`, (route) => route.abort())
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await waitForHydration(page)
  const section = page.locator('#worked-with')
  await section.scrollIntoViewIfNeeded()
  await expect(section.getByText(broken.name, { exact: true })).toBeVisible()
  await expect(section.getByRole('img', { name: broken.alt })).toHaveCount(0)
  await expect(section.getByRole('img')).toHaveCount(16)
})

test('a logo that failed before hydration also falls back to the name', async ({ page }) => {
  const broken = organizations.find((organization) => organization.name === 'Meridian Logistics Group')!
  await page.route(`**${broken.logoUrl}`, (route) => route.abort())
  // Hold the scripts back so the image fails while the page is still plain server HTML.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.setViewportSize({ width: 1280, height: 4000 })
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const section = page.locator('#worked-with')
  const brokenBeforeHydration = await page.waitForFunction((src) => {
    const image = document.querySelector<HTMLImageElement>(`img[src="${src}"]`)
    const countUp = document.querySelectorAll('[data-testid="count-up"]')[1]
    if (!image || countUp?.textContent !== '15+') return 'hydrated first'
    return image.complete && image.naturalWidth === 0 ? 'broken before hydration' : false
  }, broken.logoUrl)
  expect(await brokenBeforeHydration.jsonValue()).toBe('broken before hydration')
  await waitForHydration(page)
  await expect(section.getByText(broken.name, { exact: true })).toBeVisible()
  await expect(section.getByRole('img')).toHaveCount(16)
})

test('the services section presents the four pillars with case-study and booking links', async ({ page }) => {
  await page.goto('/')
  const services = page.locator('#services')
  const pillars = [
    'AI Strategy and Product Development',
    'Enterprise IT and Compliance',
    'Sustainable Tech Solutions',
    'UX and Change Enablement',
  ]
  // Each pillar is a card of the list; the federal buyers' panel follows it.
  await expect(services.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText(pillars)
  for (const pillar of pillars) {
    const caseStudies = services.getByRole('link', { name: new RegExp(`^See case studies\\s?: ${pillar}$`) })
    await expect(caseStudies).toHaveAttribute('href', '/case-studies')
    const consult = services.getByRole('link', { name: new RegExp(`^Book a free consult\\s?: ${pillar}`) })
    await expect(consult).toHaveAttribute('href', '/book/free-consult')
    await expect(consult).not.toHaveAttribute('target', /.*/)
  }
  await expect(services.getByText('FedRAMP and FISMA authorization readiness')).toBeVisible()
  await expect(
    services.getByRole('heading', { level: 3, name: 'Working with federal agencies' }),
  ).toBeVisible()
})

test('featured projects are exactly the featured ones', async ({ page, request }) => {
  const featured = (await (await request.get('/api/projects?featured=true')).json()) as Titled[]
  expect(featured.length).toBeGreaterThan(0)
  await page.goto('/')
  const section = page.locator('#projects')
  const cards = section.getByTestId('featured-projects').locator(':scope > li')
  await expect(cards).toHaveCount(featured.length)
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(
    featured.map((project) => project.title),
  )
  await expect(section.getByRole('link', { name: 'View all projects' })).toHaveAttribute('href', '/projects')
})

test('latest insights are the three newest published posts', async ({ page, request }) => {
  const posts = (await (await request.get('/api/blog-posts')).json()) as Titled[]
  await page.goto('/')
  const section = page.locator('#blog')
  await expect(section.getByTestId('latest-posts').locator(':scope > li')).toHaveCount(3)
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(
    posts.slice(0, 3).map((post) => post.title),
  )
  await expect(section.getByRole('link', { name: 'View all articles' })).toHaveAttribute('href', '/blog')
})

test('skills, competencies and the stats grid show the spec figures', async ({ page }) => {
  await page.goto('/')
  const experience = page.locator('#experience')
  await expect(experience.locator('ol > li')).toHaveCount(6)
  const skillList = experience.getByRole('list', { name: 'Skill levels' })
  for (const [name, level] of skills) {
    const item = skillList.getByRole('listitem').filter({ hasText: name })
    await expect(item).toContainText(`${level}%`)
  }
  const grid = page.locator('#stats')
  for (const [index, [, value, label]] of statsGrid.entries()) {
    const stat = grid.getByTestId('stat').nth(index)
    await expect(stat.getByRole('term')).toHaveText(label)
    await expect(stat.getByRole('definition')).toHaveText(value)
  }
})

test('the count-ups reach 15+ and $38M and the skill bars fill once visible', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await waitForHydration(page)
  const years = page.getByTestId('count-up').filter({ hasText: '+' })
  const budget = page.getByTestId('count-up').filter({ hasText: '$' })
  await expect(budget).toHaveText('$0M')
  const firstBar = page.getByTestId('skill').first().locator('[aria-hidden="true"] > div')
  const lastBar = page.getByTestId('skill').last().locator('[aria-hidden="true"] > div')
  await expect(firstBar).toHaveAttribute('style', /scaleX\(0\)/)

  await page.getByRole('list', { name: 'Skill levels' }).scrollIntoViewIfNeeded()
  await years.scrollIntoViewIfNeeded()
  await expect(years).toHaveText('15+', { timeout: 5000 })
  await expect(budget).toHaveText('$38M', { timeout: 5000 })
  await expect(firstBar).toHaveAttribute(
    'style',
    /scaleX\(0\.95\); transition: transform 1000ms ease-out( 0ms)?;/,
  )
  await expect(lastBar).toHaveAttribute(
    'style',
    /scaleX\(0\.82\); transition: transform 1000ms ease-out 1000ms;/,
  )
  for (const index of [1, 2, 3, 4]) {
    const bar = page.getByTestId('skill').nth(index).locator('[aria-hidden="true"] > div')
    await expect(bar).toHaveAttribute('style', new RegExp(`ease-out ${index * 200}ms`))
  }
  // Screen readers get the final values all along.
  await expect(
    page.locator('#experience').getByText('15+', { exact: true }).and(page.locator('.sr-only')),
  ).toHaveCount(1)
})

test('with reduced motion the final figures show at once', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', baseURL })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await expect(page.getByTestId('count-up').filter({ hasText: '+' })).toHaveText('15+')
  await expect(page.getByTestId('count-up').filter({ hasText: '$' })).toHaveText('$38M')
  await expect(page.getByTestId('skill').first().locator('[aria-hidden="true"] > div')).toHaveAttribute(
    'style',
    /scaleX\(0\.95\)/,
  )
  expect(problems).toEqual([])
  await context.close()
})

test('testimonials show stars, quote and the client', async ({ page, request }) => {
  const testimonials = (await (await request.get('/api/testimonials')).json()) as ApiTestimonial[]
  await page.goto('/')
  const section = page.locator('#testimonials')
  await expect(section.getByRole('heading', { name: 'What Clients Say' })).toBeVisible()
  const cards = section.getByTestId('testimonials').locator(':scope > li')
  await expect(cards).toHaveCount(testimonials.length)
  for (const [index, testimonial] of testimonials.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('img', { name: `Rated ${testimonial.rating} out of 5` })).toBeVisible()
    await expect(card).toContainText(testimonial.name)
    await expect(card).toContainText(`${testimonial.title}, ${testimonial.company}`)
    await expect(card.locator('blockquote')).not.toBeEmpty()
  }
  const initials = cards.first().locator('figcaption [aria-hidden="true"]')
  await expect(initials).toHaveText(/^[A-Z]{2}$/)
})

test('the networking teaser links to the network page', async ({ page }) => {
  await page.goto('/')
  const section = page.locator('#networking')
  await expect(section.getByRole('heading', { name: 'Professional Network' })).toBeVisible()
  await expect(section.getByRole('link', { name: 'Explore the network' })).toHaveAttribute('href', '/network')
})

test('the business card dialog shows the profile and returns focus when closed', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const trigger = page.getByRole('button', { name: 'Digital Business Card' })
  await trigger.click()
  const dialog = page.getByRole('dialog', { name: 'Digital Business Card' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(profile.name, { exact: true })).toBeVisible()
  await expect(dialog.getByText(profile.title, { exact: true })).toBeVisible()
  await expect(dialog.getByRole('link', { name: profile.phone })).toHaveAttribute('href', /^tel:/)
  await expect(dialog.getByRole('link', { name: profile.email })).toHaveAttribute(
    'href',
    `mailto:${profile.email}`,
  )
  await expect(dialog.getByText(profile.location, { exact: true })).toBeVisible()
  await expect(dialog.getByRole('link', { name: /^jordanavery\.consulting/ })).toHaveAttribute(
    'href',
    profile.website,
  )
  await expect(dialog.getByRole('img', { name: `Portrait of ${profile.name}` })).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'home with the business card open')

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()

  await trigger.click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).last().click()
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
})

test('the page fits a 360 px screen without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/')
  await waitForHydration(page)
  for (const id of [
    'hero',
    'worked-with',
    'services',
    'projects',
    'experience',
    'blog',
    'testimonials',
    'stats',
  ]) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded()
  }
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }))
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner)
  // Two logo columns on a phone.
  const tiles = page.locator('#worked-with li')
  const columns = await tiles.evaluateAll(
    (items) => new Set(items.map((item) => item.getBoundingClientRect().left)).size,
  )
  expect(columns).toBe(2)
})

test('the Spanish and French pages also fit a 360 px screen', async ({ browser, baseURL }) => {
  for (const [language, locale] of [
    ['es', 'es-ES'],
    ['fr', 'fr-FR'],
  ] as const) {
    const context = await browser.newContext({
      baseURL,
      locale,
      viewport: { width: 360, height: 800 },
    })
    const page = await context.newPage()
    await page.goto(`/${language}/`)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await expect(page.getByTestId('count-up').filter({ hasText: '+' })).toHaveText('0+')
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }))
    expect(widths.scroll, language).toBeLessThanOrEqual(widths.inner)
    await context.close()
  }
})

test('the home page is translated', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    locale: 'fr-FR',
  })
  const page = await context.newPage()
  await page.goto('/fr/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bonjour, je suis ${profile.name}`)
  await expect(page.getByRole('heading', { name: 'Quatre piliers de la réussite' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Carte de visite numérique' })).toBeVisible()
  await context.close()
})

test('no serious accessibility violations in the light theme', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await expectNoSeriousA11yViolations(page, 'home (light)')
})

test('no serious accessibility violations in the dark theme', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL! }])
  await page.goto('/')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await waitForHydration(page)
  await expectNoSeriousA11yViolations(page, 'home (dark)')
})
