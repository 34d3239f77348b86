import { browserUserAgent } from '../support/browser-user-agent.ts'
import { expect, test } from './fixtures.ts'

// A desktop browser, as a visitor has: headless Chromium's own User-Agent counts as a bot, which the
// server never sends to another language's URL.
test.use({ userAgent: browserUserAgent })

test('switching language on /projects lands on /es/projects in Spanish, and the next visit to / on /es/', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/projects')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects & Solutions')
  await page.getByRole('banner').getByRole('button', { name: 'Language: English' }).click()
  await page.getByRole('menuitemradio', { name: 'Español' }).click()

  await expect(page).toHaveURL(`${baseURL}/es/projects`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Proyectos y soluciones')
  const navigation = page.getByRole('navigation', { name: 'Navegación principal' })
  // The links keep the language.
  await expect(navigation.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/es/')
  await expect(navigation.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/es/blog')
  await navigation.getByRole('link', { name: 'Blog' }).click()
  await expect(page).toHaveURL(`${baseURL}/es/blog`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')

  // A new visit: the saved choice brings the visitor to the Spanish home page.
  const next = await context.newPage()
  const response = await next.goto('/')
  expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}/`)
  await expect(next).toHaveURL(`${baseURL}/es/`)
  await expect(next.locator('html')).toHaveAttribute('lang', 'es')
  await expect(
    next.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Proyectos' }),
  ).toBeVisible()
})

test('an article shows its date in the language of its page', async ({ page }) => {
  await page.goto('/es/blog')
  const href = await page.locator('main a[href^="/es/blog/"]').first().getAttribute('href')
  expect(href).toMatch(/^\/es\/blog\/[a-z0-9-]+$/)
  await page.goto(href ?? '')
  await expect(page.locator('article header time')).toHaveText(/^\d{1,2} de [a-z]+ de \d{4}$/)
  await page.goto(href?.replace('/es/', '/fr/') ?? '')
  await expect(page.locator('article header time')).toHaveText(/^\d{1,2} [a-zéû]+ \d{4}$/)
})
