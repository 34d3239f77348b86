import { randomBytes } from 'node:crypto'
import type { BrowserContext, Page } from '@playwright/test'
import { defaultOwnerProfile } from '../../content/profile.ts'
import { servicePillars } from '../../content/services.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { test as base, expect } from './fixtures.ts'

const profile = defaultOwnerProfile
const mainLinks = ['Home', 'Projects', 'Case Studies', 'Blog', 'Network', 'AI Sprint', 'Contact']

/** A project only the search tests' word finds: letters only, so the search tokenizer keeps it whole. */
const test = base.extend<{ searchable: { word: string; title: string; slug: string } }>({
  searchable: async ({ content }, use) => {
    const word = Array.from(randomBytes(7), (byte) => String.fromCharCode(97 + (byte % 26))).join('')
    const project = await content.project({
      title: `${word} monitoring dashboard`,
      category: 'cybersecurity',
    })
    await use({ word, title: project.title, slug: project.slug })
  },
})

function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' })
}

function searchInput(page: Page) {
  return page.getByRole('combobox', { name: 'Search articles and projects' })
}

async function setCookie(context: BrowserContext, baseURL: string | undefined, name: string, value: string) {
  await context.addCookies([{ name, value, url: baseURL ?? 'http://127.0.0.1' }])
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
}

test.describe('navigation bar', () => {
  test('links to every section and marks the current one', async ({ page }) => {
    await page.goto('/projects')
    const navigation = mainNavigation(page)
    for (const label of mainLinks) {
      await expect(navigation.getByRole('link', { name: label, exact: true })).toBeVisible()
    }
    const projects = navigation.getByRole('link', { name: 'Projects', exact: true })
    const home = navigation.getByRole('link', { name: 'Home', exact: true })
    await expect(projects).toHaveAttribute('aria-current', 'page')
    await expect(home).not.toHaveAttribute('aria-current', /.*/)
    const activeBackground = await projects.evaluate((link) => getComputedStyle(link).backgroundColor)
    const idleBackground = await home.evaluate((link) => getComputedStyle(link).backgroundColor)
    expect(activeBackground).not.toBe(idleBackground)

    await navigation.getByRole('link', { name: 'Blog', exact: true }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(navigation.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(projects).not.toHaveAttribute('aria-current', /.*/)

    const book = page.getByRole('banner').getByRole('link', { name: /Book a Free Consult/ })
    await expect(book).toHaveAttribute('href', '/book/free-consult')
    await expect(book).not.toHaveAttribute('target', /.*/)
  })

  test('fits on one screen width from 1024 to 1440 px in every language', async ({ page }) => {
    for (const lang of ['en', 'es', 'fr']) {
      for (const width of [1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(lang === 'en' ? '/privacy' : `/${lang}/privacy`)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        const banner = page.getByRole('banner')
        await expect(banner.getByRole('combobox')).toBeVisible()
        await expect(banner.getByRole('button', { name: /menu/i })).toBeHidden()
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${lang} at ${width}px`).toBeLessThanOrEqual(0)
        // Every control of the bar sits inside the viewport and the bar keeps its two fixed rows.
        const bannerBox = await banner.boundingBox()
        expect(bannerBox?.height, `${lang} at ${width}px`).toBeLessThan(110)
        const book = banner.getByRole('link', { name: /Book a Free Consult|Reserve una|Réserver une/ })
        const bookBox = await book.boundingBox()
        expect((bookBox?.x ?? 0) + (bookBox?.width ?? 0)).toBeLessThanOrEqual(width)
      }
    }
  })

  test('gains a shadow after scrolling more than 50 px', async ({ page }) => {
    await page.goto('/privacy')
    const banner = page.getByRole('banner')
    // A shadow is visible when one of its layers has some colour and some extent.
    const hasShadow = () =>
      banner.evaluate((element) =>
        getComputedStyle(element)
          .boxShadow.split(/,(?![^(]*\))/)
          .some(
            (layer) => layer.trim() !== 'none' && !/,\s*0\)/.test(layer) && !/0px 0px 0px 0px/.test(layer),
          ),
      )
    expect(await hasShadow()).toBe(false)
    await scrollTo(page, 40)
    await page.waitForTimeout(100)
    expect(await hasShadow()).toBe(false)
    await scrollTo(page, 120)
    await expect.poll(hasShadow).toBe(true)
    await scrollTo(page, 0)
    await expect.poll(hasShadow).toBe(false)
  })

  test('skip link jumps to the main content', async ({ page }) => {
    await page.goto('/privacy')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
  })
})

test.describe('sticky call-to-action bar', () => {
  test('appears after 500 px of scrolling and can be dismissed', async ({ page }) => {
    await page.goto('/privacy')
    const text = page.getByText('Ready to explore AI & sustainable tech?')
    await expect(text).toBeHidden()
    await scrollTo(page, 450)
    await page.waitForTimeout(150)
    await expect(text).toBeHidden()
    await scrollTo(page, 700)
    await expect(text).toBeVisible()
    const bar = page.getByRole('complementary', { name: 'Book a consultation' })
    const book = bar.getByRole('link', { name: /Book a Free Consult/ })
    await expect(book).toHaveAttribute('href', '/book/free-consult')

    // At the bottom of the page the footer's last line stays above the bar.
    await scrollTo(page, 100_000)
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' })
    const linkBox = await footerLink.boundingBox()
    const barBox = await bar.locator('[data-visible]').boundingBox()
    expect((linkBox?.y ?? 0) + (linkBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0)

    await bar.getByRole('button', { name: 'Dismiss' }).click()
    await expect(text).toBeHidden()
    await page.reload()
    await scrollTo(page, 900)
    await page.waitForTimeout(200)
    await expect(text).toBeHidden()
  })

  test('the floating calendar button gives way to the bar and to the page’s own booking buttons', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const floating = page.getByRole('link', { name: 'Schedule a meeting' }).and(page.locator('aside a'))
    const text = page.getByText('Ready to explore AI & sustainable tech?')
    await page.goto('/privacy')
    await expect(floating).toBeVisible()
    await scrollTo(page, 700)
    await expect(text).toBeVisible()
    await expect(floating).toBeHidden()
    // Beside the hero's own Book consultation button, neither floats in.
    await page.goto('/')
    await expect(page.locator('#hero').getByRole('link', { name: /Book consultation/ })).toBeVisible()
    await page.waitForTimeout(300)
    await expect(floating).toBeHidden()
    await expect(text).toBeHidden()
  })

  test('once dismissed, the bar stays away for the visit: on other pages and in other languages', async ({
    page,
  }) => {
    await page.goto('/privacy')
    await scrollTo(page, 700)
    const bar = page.getByRole('complementary', { name: 'Book a consultation' })
    await bar.getByRole('button', { name: 'Dismiss' }).click()
    await expect(page.getByText('Ready to explore AI & sustainable tech?')).toBeHidden()
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Projects', exact: true })
      .click()
    await expect(page).toHaveURL(/\/projects$/)
    await scrollTo(page, 1600)
    await page.waitForTimeout(300)
    await expect(page.getByText('Ready to explore AI & sustainable tech?')).toBeHidden()
    await page.goto('/es/terms')
    await scrollTo(page, 1600)
    await page.waitForTimeout(300)
    await expect(page.getByText('¿Listo para explorar la IA y la tecnología sostenible?')).toBeHidden()
  })

  test('the floating calendar button leads to the booking page', async ({ page }) => {
    await page.goto('/privacy')
    const schedule = page.getByRole('link', { name: 'Schedule a meeting' })
    await expect(schedule).toBeVisible()
    await expect(schedule).toHaveAttribute('href', '/book/free-consult')
  })
})

test.describe('booking prompts on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the bar is one slim row, and no calendar button floats over the text', async ({ page }) => {
    await page.goto('/privacy')
    await scrollTo(page, 900)
    const bar = page.getByRole('complementary', { name: 'Book a consultation' })
    await expect(bar.getByText('Ready to explore AI & sustainable tech?')).toBeVisible()
    const box = await bar.locator('[data-visible]').boundingBox()
    // It was 140 px of an 844 px screen.
    expect(box?.height ?? 0).toBeLessThanOrEqual(84)
    const book = bar.getByRole('link', { name: /Book a Free Consult/ })
    await expect(book).toBeVisible()
    await expect(book).toHaveText(/^Book/)
    await expect(
      page.getByRole('link', { name: 'Schedule a meeting' }).and(page.locator('aside a')),
    ).toBeHidden()
    await scrollTo(page, 0)
    await page.waitForTimeout(300)
    await expect(
      page.getByRole('link', { name: 'Schedule a meeting' }).and(page.locator('aside a')),
    ).toBeHidden()
  })
})

test.describe('search', () => {
  test('shows Searching..., then the results, and opens a result on click', async ({ searchable, page }) => {
    await page.route('**/api/search?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700))
      await route.continue()
    })
    await page.goto('/privacy')
    const input = searchInput(page)
    await expect(input).toHaveAttribute('placeholder', 'Search...')
    await input.fill(searchable.word)
    await expect(page.getByRole('paragraph').filter({ hasText: 'Searching...' })).toBeVisible()
    const option = page.getByRole('option', { name: new RegExp(searchable.title) })
    await expect(option).toBeVisible()
    await expect(page.getByRole('paragraph').filter({ hasText: 'Searching...' })).toBeHidden()
    await expect(input).toHaveAttribute('aria-expanded', 'true')
    await expect(option).toContainText('Project')
    await expect(option).toContainText('Cybersecurity')
    await option.click()
    await expect(page).toHaveURL(new RegExp(`/projects#${searchable.slug}$`))
    await expect(input).toHaveValue('')
    await expect(page.getByRole('listbox')).toBeHidden()
  })

  test('waits 300 ms after typing and sends one request for the settled query', async ({
    searchable,
    page,
  }) => {
    const queries: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/search?'))
        queries.push(new URL(request.url()).searchParams.get('q') ?? '')
    })
    await page.goto('/privacy')
    await searchInput(page).pressSequentially(searchable.word, { delay: 60 })
    await expect(page.getByRole('option', { name: new RegExp(searchable.title) })).toBeVisible()
    expect(queries).toEqual([searchable.word])
  })

  test('says when nothing matches', async ({ page }) => {
    await page.goto('/privacy')
    await searchInput(page).fill('qzxjvwk')
    await expect(
      page.getByRole('paragraph').filter({ hasText: 'No results found for "qzxjvwk"' }),
    ).toBeVisible()
    await expect(page.getByRole('option')).toHaveCount(0)
  })

  test('a one-character query opens nothing and sends nothing', async ({ page }) => {
    let requests = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/search?')) requests += 1
    })
    await page.goto('/privacy')
    const input = searchInput(page)
    await input.fill('f')
    await page.waitForTimeout(700)
    await expect(page.getByRole('listbox')).toBeHidden()
    await expect(page.getByRole('paragraph').filter({ hasText: 'Searching...' })).toBeHidden()
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await input.fill('  f  ')
    await page.waitForTimeout(700)
    await expect(page.getByRole('listbox')).toBeHidden()
    expect(requests).toBe(0)
  })

  test('works from the keyboard: arrows, Enter and Escape', async ({ page }) => {
    await page.goto('/privacy')
    const input = searchInput(page)
    await input.fill('zero trust')
    const options = page.getByRole('option')
    await expect(options.first()).toBeVisible()
    const count = await options.count()

    await input.press('ArrowDown')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      (await options.first().getAttribute('id')) ?? '',
    )
    if (count > 1) {
      await input.press('ArrowDown')
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
      await input.press('ArrowUp')
    }
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await input.press('ArrowUp')
    await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true')
    await input.press('ArrowDown')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')

    await input.press('Escape')
    await expect(page.getByRole('listbox')).toBeHidden()
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await expect(input).toHaveValue('zero trust')
    await expect(input).toBeFocused()

    await input.press('ArrowDown')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await input.press('Enter')
    await expect(page).not.toHaveURL(/\/privacy$/)
    await expect(input).toHaveValue('')
    await expect(page.getByRole('listbox')).toBeHidden()
  })

  test('opens a project from the keyboard', async ({ searchable, page }) => {
    await page.goto('/privacy')
    const input = searchInput(page)
    await input.fill(searchable.word)
    await expect(page.getByRole('option', { name: new RegExp(searchable.title) })).toBeVisible()
    await input.press('ArrowDown')
    await input.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/projects#${searchable.slug}$`))
  })

  test('a click outside closes the results', async ({ searchable, page }) => {
    await page.goto('/privacy')
    const input = searchInput(page)
    await input.fill(searchable.word)
    await expect(page.getByRole('listbox')).toBeVisible()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(page.getByRole('listbox')).toBeHidden()
    await expect(input).toHaveValue(searchable.word)
    await input.click()
    await expect(page.getByRole('listbox')).toBeVisible()
  })

  test('ignores an answer that arrives after a newer one', async ({ searchable, page }) => {
    await page.route('**/api/search?*', async (route) => {
      const query = new URL(route.request().url()).searchParams.get('q')
      if (query === searchable.word) await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue().catch(() => undefined)
    })
    await page.goto('/privacy')
    const input = searchInput(page)
    await input.fill(searchable.word)
    await expect(page.getByRole('paragraph').filter({ hasText: 'Searching...' })).toBeVisible()
    await input.fill('qzxjvwk')
    await expect(
      page.getByRole('paragraph').filter({ hasText: 'No results found for "qzxjvwk"' }),
    ).toBeVisible()
    await page.waitForTimeout(1800)
    await expect(
      page.getByRole('paragraph').filter({ hasText: 'No results found for "qzxjvwk"' }),
    ).toBeVisible()
    await expect(page.getByRole('option')).toHaveCount(0)
  })
})

test.describe('language', () => {
  test('switching to Español moves to the Spanish page, kept across reloads, and back to English', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/privacy')
    await page.getByRole('banner').getByRole('button', { name: 'Language: English' }).click()
    await page.getByRole('menuitemradio', { name: 'Español' }).click()

    await expect(page).toHaveURL(`${baseURL}/es/privacy`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(
      page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Proyectos' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de privacidad')
    await expect(page).toHaveTitle(`Política de privacidad | ${profile.name}`)
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('es')
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('es')

    const response = await page.reload()
    const html = (await response?.text()) ?? ''
    expect(html).toContain('<html lang="es"')
    expect(html).toContain('Política de privacidad')
    expect(html).toContain('Proyectos')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de privacidad')

    await page.getByRole('banner').getByRole('button', { name: 'Idioma: Español' }).click()
    await page.getByRole('menuitemradio', { name: 'English' }).click()
    await expect(page).toHaveURL(`${baseURL}/privacy`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(mainNavigation(page).getByRole('link', { name: 'Projects', exact: true })).toBeVisible()
    await expect(page).toHaveTitle(`Privacy Policy | ${profile.name}`)
    const english = await (await page.reload())?.text()
    expect(english).toContain('<html lang="en"')
    expect(english).toContain('Privacy Policy')
  })

  test('a choice kept in localStorage brings the next visit to the page in that language', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/terms')
    await page.evaluate(() => localStorage.setItem('lang', 'fr'))
    await context.clearCookies()
    await page.reload()
    await expect(page).toHaveURL(`${baseURL}/fr/terms`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Conditions d'utilisation")
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value)
      .toBe('fr')
    const html = await (await page.reload())?.text()
    expect(html).toContain('<html lang="fr"')
  })
})

test.describe('theme', () => {
  test('the toggle switches to dark and the server renders it after a reload', async ({ page, context }) => {
    await page.goto('/privacy')
    const html = page.locator('html')
    await expect(html).not.toHaveClass(/\bdark\b/)
    await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).click()
    await expect(html).toHaveClass(/\bdark\b/)
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }),
    ).toBeVisible()
    expect((await context.cookies()).find((cookie) => cookie.name === 'theme')?.value).toBe('dark')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')

    const source = (await (await page.reload())?.text()) ?? ''
    expect(source).toMatch(/<html lang="en" class="[^"]*\bdark\b[^"]*"/)
    await expect(html).toHaveClass(/\bdark\b/)
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(background).toBe('rgb(11, 17, 32)')

    await page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).click()
    await expect(html).not.toHaveClass(/\bdark\b/)
    const light = (await (await page.reload())?.text()) ?? ''
    expect(light).not.toMatch(/<html[^>]*\bdark\b/)
  })

  test('follows a dark system preference before the first paint when nothing is saved', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ colorScheme: 'dark', baseURL })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    // The class must already be there when the first content is parsed, not added after hydration.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as unknown as { darkAtParse: boolean }).darkAtParse =
          document.documentElement.classList.contains('dark')
      })
    })
    const response = await page.goto('/privacy')
    const source = (await response?.text()) ?? ''
    expect(source).toContain('prefers-color-scheme: dark')
    expect(await page.evaluate(() => (window as unknown as { darkAtParse: boolean }).darkAtParse)).toBe(true)
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }),
    ).toBeVisible()
    expect(errors).toEqual([])
    await context.close()
  })
})

test.describe('mobile menu without JavaScript', () => {
  test.use({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false })

  test('the menu button opens and closes the menu, and its links work', async ({ page }) => {
    await page.goto('/privacy')
    const button = page.getByRole('button', { name: 'Open menu' })
    const menu = page.locator('#mobile-menu')
    await expect(menu).toBeHidden()

    await button.click()
    await expect(menu).toBeVisible()
    for (const label of mainLinks) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible()
    }
    await button.click()
    await expect(menu).toBeHidden()

    await button.click()
    await menu.getByRole('link', { name: 'Projects', exact: true }).click()
    await expect(page).toHaveURL(/\/projects$/)
  })
})

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('opens, locks scrolling, closes on Escape and outside clicks, and navigates after a tap', async ({
    page,
  }) => {
    await page.goto('/privacy')
    const button = page.getByRole('button', { name: 'Open menu' })
    await expect(button).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`)
    await expect(menu).toBeHidden()
    const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow)

    await button.click()
    const close = page.getByRole('button', { name: 'Close menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await expect(menu).toBeVisible()
    for (const label of mainLinks) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible()
    }
    await expect(menu.getByRole('combobox')).toBeVisible()
    await expect(menu.getByRole('button', { name: 'Español' })).toBeVisible()
    await expect(menu.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible()
    await expect(menu.getByRole('link', { name: /Book a Free Consult/ })).toHaveAttribute(
      'href',
      '/book/free-consult',
    )
    expect(await overflow()).toBe('hidden')

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
    expect(await overflow()).not.toBe('hidden')

    await button.click()
    await expect(menu).toBeVisible()
    await page.mouse.click(187, 790)
    await expect(menu).toBeHidden()
    expect(await overflow()).not.toBe('hidden')

    await button.click()
    await menu.getByRole('link', { name: 'Projects', exact: true }).click()
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL(/\/projects$/)
    expect(await overflow()).not.toBe('hidden')
  })

  test('opens from a click made before the page is hydrated, and React then follows it', async ({ page }) => {
    // The page is answered but its scripts are held back, so the click lands on server-rendered HTML.
    let releaseScripts = () => {}
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve
    })
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld
      await route.continue()
    })
    await page.goto('/privacy', { waitUntil: 'commit' })
    const menu = page.locator('#mobile-menu')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Projects', exact: true })).toBeVisible()

    releaseScripts()
    const close = page.getByRole('button', { name: 'Close menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`the menu opened before hydration has no serious axe violations in the ${theme} theme`, async ({
      page,
      context,
      baseURL,
    }) => {
      await setCookie(context, baseURL, 'theme', theme)
      // Scripts held back: the server-rendered menu, as a visitor without JavaScript gets it.
      await page.route(/\/assets\/.*\.js$/, () => undefined)
      await page.goto('/terms', { waitUntil: 'commit' })
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(page.locator('#mobile-menu')).toBeVisible()
      await expectNoSeriousA11yViolations(page, `/terms mobile menu before hydration (${theme})`)
    })
  }

  test('waits 150 ms between closing and navigating', async ({ page }) => {
    await page.goto('/privacy')
    await page.getByRole('button', { name: 'Open menu' }).click()
    // The delay is React's: before hydration a link is an ordinary link.
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
    const elapsed = await page.evaluate(async () => {
      const link = [...document.querySelectorAll<HTMLAnchorElement>('#mobile-menu a')].find(
        (anchor) => anchor.textContent === 'Blog',
      )
      const start = performance.now()
      link?.click()
      await new Promise<void>((resolve) => {
        const check = () => (location.pathname === '/blog' ? resolve() : requestAnimationFrame(check))
        check()
      })
      return performance.now() - start
    })
    expect(elapsed).toBeGreaterThanOrEqual(140)
  })

  test('searches from the menu', async ({ searchable, page }) => {
    await page.goto('/privacy')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.locator('#mobile-menu')
    // The menu opens before hydration too; the search box answers once React runs.
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
    await menu.getByRole('combobox').fill(searchable.word)
    await menu.getByRole('option', { name: new RegExp(searchable.title) }).click()
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`/projects#${searchable.slug}$`))
  })

  test('has no horizontal scrolling at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 })
    for (const path of ['/privacy', '/terms']) {
      await page.goto(path)
      await scrollTo(page, 900)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
})

test.describe('footer', () => {
  test('shows quick links, services, the configured social profiles only, and legal links', async ({
    page,
  }) => {
    await page.goto('/privacy')
    const footer = page.getByRole('contentinfo')
    const quickLinks = footer.getByRole('navigation', { name: 'Quick Links' })
    // Every main section, in the header's order.
    await expect(quickLinks.getByRole('link')).toHaveText(mainLinks)
    // The services are the owner's service pillars, each leading to them on the home page.
    const services = footer.getByRole('navigation', { name: 'Services' }).getByRole('link')
    await expect(services).toHaveText(servicePillars.map((pillar) => pillar.title))
    await expect(services.first()).toHaveAttribute('href', '/#services')
    const linkedIn = footer.getByRole('link', { name: /LinkedIn/ })
    await expect(linkedIn).toBeVisible()
    await expect(linkedIn).toHaveAttribute('href', profile.linkedinUrl ?? '')
    await expect(linkedIn).toHaveAttribute('target', '_blank')
    // The seed configures neither an X/Twitter profile nor a GitHub user.
    await expect(footer.getByRole('link', { name: /Twitter|X \(/ })).toHaveCount(0)
    await expect(footer.getByRole('link', { name: /GitHub/ })).toHaveCount(0)
    await expect(footer.getByRole('link', { name: profile.email })).toHaveAttribute(
      'href',
      `mailto:${profile.email}`,
    )
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
    await expect(footer).toContainText(`${profile.name}. All rights reserved.`)
  })
})

test.describe('privacy and terms', () => {
  const pages = {
    en: { privacy: 'Privacy Policy', terms: 'Terms of Service', law: 'Maryland', stripe: 'Stripe' },
    es: {
      privacy: 'Política de privacidad',
      terms: 'Términos del servicio',
      law: 'Maryland',
      stripe: 'Stripe',
    },
    fr: {
      privacy: 'Politique de confidentialité',
      terms: "Conditions d'utilisation",
      law: 'Maryland',
      stripe: 'Stripe',
    },
  } as const

  for (const [lang, texts] of Object.entries(pages)) {
    test(`render on the server in ${lang}`, async ({ page }) => {
      const at = (path: string) => (lang === 'en' ? path : `/${lang}${path}`)
      const privacy = (await (await page.goto(at('/privacy')))?.text()) ?? ''
      expect(privacy).toContain(`<title>${texts.privacy} | ${profile.name}</title>`)
      expect(privacy).toMatch(/<meta name="description" content="[^"]{60,}"/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.privacy)
      await expect(page.locator('main')).toContainText(texts.stripe)
      await expect(page.locator('main')).toContainText('lang')
      await expect(page.locator('main').getByRole('link', { name: profile.email }).first()).toHaveAttribute(
        'href',
        `mailto:${profile.email}`,
      )
      expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(10)

      const terms = (await (await page.goto(at('/terms')))?.text()) ?? ''
      expect(terms).toContain(`<title>${texts.terms.replace("'", '&#x27;')} | ${profile.name}</title>`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.terms)
      await expect(page.locator('main')).toContainText(texts.law)
      await expect(page.locator('main')).toContainText('100')
      // The purchase terms point to the sprint page, where the guarantee is described.
      await expect(page.locator(`main a[href="${at('/ai-strategy-sprint')}"]`).first()).toBeVisible()
    })
  }
})

test('an article opened with embed=true shows no site header, footer or call to action', async ({ page }) => {
  await page.goto('/blog/zero-trust-without-a-big-bang?embed=true')
  await expect(page.locator('main#main')).toHaveCount(1)
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Schedule a meeting' })).toHaveCount(0)
  await expect(page.getByText('Ready to explore AI & sustainable tech?')).toHaveCount(0)
})

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`/, /privacy and /terms have no serious axe violations in the ${theme} theme`, async ({
      searchable,
      page,
      context,
      baseURL,
    }) => {
      await setCookie(context, baseURL, 'theme', theme)
      for (const path of ['/', '/privacy', '/terms']) {
        await page.goto(path)
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
        await expectNoSeriousA11yViolations(page, `${path} (${theme})`)
      }
      // The open search list and the sticky bar as well.
      await page.goto('/privacy')
      await searchInput(page).fill(searchable.word)
      await expect(page.getByRole('listbox')).toBeVisible()
      await scrollTo(page, 800)
      await expect(page.getByText('Ready to explore AI & sustainable tech?')).toBeVisible()
      // Let the bar finish fading in: mid-transition colours are not what a visitor reads.
      await expect
        .poll(() =>
          page
            .locator('[data-visible]')
            .first()
            .evaluate((bar) => getComputedStyle(bar).opacity),
        )
        .toBe('1')
      await expectNoSeriousA11yViolations(page, `/privacy with search results (${theme})`)
    })

    test(`the open mobile menu has no serious axe violations in the ${theme} theme`, async ({
      page,
      context,
      baseURL,
    }) => {
      await setCookie(context, baseURL, 'theme', theme)
      await page.setViewportSize({ width: 375, height: 812 })
      await page.goto('/terms')
      // The button opens the menu natively, hydrated or not; once React follows, the label says so.
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(page.locator('#mobile-menu')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
      await expectNoSeriousA11yViolations(page, `/terms mobile menu (${theme})`)
    })
  }
})
