import { browserUserAgent } from '../support/browser-user-agent.ts'
import { expect, test } from './fixtures.ts'

test('the home page shows the navigation, the owner and the footer', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)

  const navigation = page.getByRole('navigation', { name: 'Main navigation' })
  for (const label of ['Home', 'Projects', 'Case Studies', 'Blog', 'Network', 'AI Sprint', 'Contact']) {
    await expect(navigation.getByRole('link', { name: label, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jordan Avery')
  const bookConsult = page.getByRole('banner').getByRole('link', { name: /Book a Free Consult/ })
  await expect(bookConsult).toHaveAttribute('href', '/book/free-consult')

  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toBeVisible()
})

test('an unknown path answers 404 with the not-found page inside the site layout', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jordan Avery')
})

const notFoundTexts = {
  en: { title: '404 Page Not Found', sections: 'Main sections', latest: 'Latest articles', search: /Search/ },
  es: {
    title: '404 Página no encontrada',
    sections: 'Secciones principales',
    latest: 'Últimos artículos',
    search: /Buscar/,
  },
  fr: {
    title: '404 Page non trouvée',
    sections: 'Sections principales',
    latest: 'Derniers articles',
    search: /Rechercher/,
  },
} as const

for (const [language, texts] of Object.entries(notFoundTexts)) {
  test(`the 404 page helps the visitor on in ${language}: search, the main sections, the latest posts`, async ({
    page,
    request,
  }) => {
    const prefix = language === 'en' ? '' : `/${language}`
    const newest = (await (await request.get(`/api/blog-posts?limit=3`)).json()) as { slug: string }[]
    // Twice: the second answer comes from the page cache, still a 404 and still in its language.
    for (const attempt of [1, 2]) {
      const response = await page.goto(`${prefix}/no-such-page-${attempt}`)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title)
    }
    const main = page.locator('main')
    await expect(main.getByRole('combobox', { name: texts.search })).toBeVisible()
    const sections = main.getByRole('navigation', { name: texts.sections })
    await expect(sections.getByRole('link')).toHaveCount(7)
    await expect(sections.locator(`a[href="${prefix}/case-studies"]`)).toBeVisible()
    const latest = main.getByRole('region', { name: texts.latest })
    await expect(latest.getByRole('link')).toHaveCount(3)
    for (const post of newest)
      await expect(latest.locator(`a[href="${prefix}/blog/${post.slug}"]`)).toBeVisible()

    await main.getByRole('combobox', { name: texts.search }).fill('zero trust')
    await expect(main.getByRole('option').first()).toBeVisible()
  })
}

test('the server sends a browser asking for Spanish to the Spanish pages', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    locale: 'es-ES',
    userAgent: browserUserAgent,
    extraHTTPHeaders: { 'accept-language': 'es-ES,es;q=0.9' },
  })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page).toHaveURL(`${baseURL}/es/`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(
    page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Proyectos' }),
  ).toBeVisible()
  await context.close()
})

test('the styles come inside the page: no stylesheet request, and they stay through hydration and navigation', async ({
  page,
}) => {
  const stylesheets: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url())
  })
  const headerPosition = () =>
    page.getByRole('banner').evaluate((header) => getComputedStyle(header).position)
  await page.goto('/', { waitUntil: 'commit' })
  // The header is styled the moment it is parsed, however long the page took to arrive: the styles are
  // in the head, before it.
  await page.getByRole('banner').waitFor({ state: 'attached', timeout: 30_000 })
  expect(await headerPosition()).toBe('fixed')
  await page.waitForLoadState('load')
  await expect(page.locator('style[data-href="app-styles"]')).toHaveCount(1)

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Blog', exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await headerPosition()).toBe('fixed')
  await expect(page.locator('style[data-href="app-styles"]')).toHaveCount(1)
  expect(
    await page.locator('style[data-href="app-styles"]').evaluate((style) => style.textContent?.length ?? 0),
  ).toBeGreaterThan(10_000)
  expect(stylesheets).toEqual([])
})
