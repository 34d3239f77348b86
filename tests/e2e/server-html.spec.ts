import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { layoutShift } from './layout-shift.ts'

/** The scripts the page has asked for so far, by file name. */
function scriptsOf(page: Page): () => string[] {
  const names: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      names.push(new URL(request.url()).pathname.split('/').pop() ?? '')
  })
  return () => names
}

/** Holds back the scripts whose address matches `pattern`; the returned function lets them through. */
async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(pattern, async (route) => {
    await held
    await route.continue()
  })
  return release
}

test('a first view keeps the footer and the home lists as the server rendered them, without their code', async ({
  page,
}) => {
  const scripts = scriptsOf(page)
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible()
  await expect(page.locator('#services')).toContainText(/\w/)
  await expect(page.locator('#testimonials')).toContainText(/\w/)
  expect(
    scripts().filter((name) => /^(site-footer|services-section|testimonials-section)-/.test(name)),
  ).toEqual([])
})

/** The code of the parts that only show content and links, which a first view never needs. */
const contentPartCode =
  /^(hero-parts|contact-links|worked-with-section|services-section|latest-insights-section|testimonials-section|networking-section|stats-section|career-timeline|site-footer|contact-details|help-cards|github-activity)-/

for (const path of ['/', '/es/', '/contact', '/book/free-consult']) {
  test(`${path}: once the page is live, the parts that only show content are still the server's, and their code never came`, async ({
    page,
  }) => {
    const scripts = scriptsOf(page)
    await page.addInitScript(() => {
      const replaced: string[] = []
      Object.assign(window, { replacedParagraphs: replaced })
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof HTMLParagraphElement) replaced.push(node.textContent?.slice(0, 40) ?? '')
      }).observe(document, { subtree: true, childList: true })
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    // Live: the language menu answers, which only React's handlers do.
    await expect(page.getByRole('banner').getByRole('button', { name: /^(Language|Idioma)/ })).toBeEnabled()
    await page.waitForTimeout(1500)
    expect(scripts().filter((name) => contentPartCode.test(name))).toEqual([])
    // Redrawn text is a second paint of it (and a later largest paint) for nothing.
    expect(
      await page.evaluate(() => (window as unknown as { replacedParagraphs: string[] }).replacedParagraphs),
    ).toEqual([])
  })
}

test('a link in a part kept as server HTML navigates inside the app, not with a new page load', async ({
  page,
}) => {
  await page.goto('/')
  await page.evaluate(() => {
    ;(window as unknown as { sameDocument: boolean }).sameDocument = true
  })
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)

  // A link with a modifier key is the browser's: a new tab, and this page stays.
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Terms of Service' })
      .click({ modifiers: ['Control'] }),
  ])
  await opened.close()
  await expect(page).toHaveURL(/\/privacy$/)
})

test('the parts follow a change of language, and a page reached inside the app renders them', async ({
  page,
}) => {
  await page.goto('/contact')
  await page.getByRole('banner').getByRole('button', { name: 'Language: English' }).click()
  await page.getByRole('menuitemradio', { name: 'Español' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  // The footer and the contact page's help cards and GitHub section are in Spanish now.
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Política de privacidad' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Actividad en GitHub' })).toBeVisible()

  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Inicio' })
    .click()
  await expect(page).toHaveURL(/\/$/)
  for (const id of ['services', 'experience', 'blog', 'testimonials', 'networking', 'stats']) {
    await expect(page.locator(`#${id} h2`)).toBeVisible()
  }
  await expect(page.locator('#testimonials')).toContainText(/\w/)

  await page.getByRole('banner').getByRole('button', { name: 'Idioma: Español' }).click()
  await page.getByRole('menuitemradio', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('a link followed while the chosen language is still on its way leads to that language', async ({
  page,
}) => {
  await page.goto('/contact')
  // The Spanish page's data arrives late, as on a slow connection.
  await page.route(/\.data(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.getByRole('banner').getByRole('button', { name: 'Language: English' }).click()
  await page.getByRole('menuitemradio', { name: 'Español' }).click()
  const home = page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Inicio' })
  await expect(home).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/contact')
  expect(await home.getAttribute('href')).toMatch(/^\/es\/?$/)
  await home.click()
  await expect(page).toHaveURL(/\/es\/?$/)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Idioma: Español' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})

test('the interactive home sections come without their code and become live as the visitor nears them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 })
  const scripts = scriptsOf(page)
  await page.goto('/')
  const liveCode = /^(featured-projects-section|newsletter-section)-/
  expect(scripts().filter((name) => liveCode.test(name))).toEqual([])

  // Scrolled down to, the featured projects' Use Case dialog opens as on a page rendered live.
  const projects = page.locator('#projects')
  await projects.scrollIntoViewIfNeeded()
  await expect.poll(() => scripts().some((name) => name.startsWith('featured-projects-section-'))).toBe(true)
  await projects
    .getByRole('button', { name: /^Use Case/ })
    .first()
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('what the visitor types and presses before a part is live carries over to it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  // The newsletter section's code is held back until the visitor has typed and pressed Subscribe.
  const release = await holdScripts(page, /\/newsletter-section-[\w-]+\.js$/)
  await page.goto('/')
  const email = page.getByRole('textbox', { name: 'Email address' })
  await email.fill('early.reader@example.com')
  await page.getByRole('button', { name: 'Subscribe' }).click()
  // Nothing was sent while the part was server HTML: no page load, no message yet.
  await expect(page.getByText('Thanks for subscribing!', { exact: true })).toHaveCount(0)
  await expect(page).toHaveURL(/\/$/)

  release()
  await expect(page.getByText('Thanks for subscribing!', { exact: true })).toBeVisible()
  await expect(email).toHaveValue('')
})

/**
 * /privacy on a laptop with the search box's code held back: the box in the navigation bar stays the
 * server's copy until `release`. The page notes in `window.searchBox.live` when the live box has
 * replaced that copy, and keeps the copy as `window.serverSearchCopy`.
 */
async function openWithSearchBoxHeld(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 })
  const release = await holdScripts(page, /\/search-box-[\w-]+\.js$/)
  await page.goto('/privacy')
  await page.evaluate(() => {
    const serverCopy = document.querySelector<HTMLInputElement>('header input[role="combobox"]')
    if (!serverCopy) throw new Error('no search box in the header')
    const state = { live: false }
    Object.assign(window, { searchBox: state, serverSearchCopy: serverCopy })
    document.addEventListener('server-html-live', () => {
      state.live = !serverCopy.isConnected
    })
  })
  const state = <State>() =>
    page.evaluate(
      () => (window as unknown as { searchBox: { live: boolean } }).searchBox as State & { live: boolean },
    )
  return { release, state }
}

test('a key pressed while a part is being drawn live is not lost', async ({ page }) => {
  // The search box in the navigation bar goes live as soon as the page has hydrated.
  const { release, state } = await openWithSearchBoxHeld(page)
  // From now on, whenever React asks for a task, a letter is typed into the server's copy of the
  // search box first, as a key pressed at that moment would be: the moment a part has looked at its
  // fields and has yet to be drawn live is one of them, if there is such a moment.
  await page.evaluate(() => {
    const { searchBox: state, serverSearchCopy: serverCopy } = window as unknown as {
      searchBox: { typed?: string }
      serverSearchCopy: HTMLInputElement
    }
    state.typed = ''
    const letters = [...'qzxjvwk']
    const keys = new MessageChannel()
    keys.port1.onmessage = () => {
      const letter = letters[0]
      if (!serverCopy.isConnected || !letter) return
      letters.shift()
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      setValue?.call(serverCopy, serverCopy.value + letter)
      serverCopy.dispatchEvent(new Event('input', { bubbles: true }))
      state.typed += letter
    }
    const post = MessagePort.prototype.postMessage
    MessagePort.prototype.postMessage = function (
      this: MessagePort,
      ...args: Parameters<MessagePort['postMessage']>
    ) {
      if (this !== keys.port2 && serverCopy.isConnected) keys.port2.postMessage(null)
      return post.apply(this, args)
    } as MessagePort['postMessage']
  })
  release()
  const search = page.getByRole('combobox', { name: 'Search articles and projects' })
  await expect.poll(async () => (await state()).live).toBe(true)
  const { typed } = await state<{ typed: string }>()
  await expect(search).toHaveValue(typed)
  // And the live search answers what is typed next.
  await search.fill('qzxjvwk')
  await expect(
    page.getByRole('paragraph').filter({ hasText: 'No results found for "qzxjvwk"' }),
  ).toBeVisible()
})

test('a click into a part while it is being drawn live leaves the focus in it, so typing is not lost', async ({
  page,
}) => {
  const { release, state } = await openWithSearchBoxHeld(page)
  // Once the search box's code has arrived, the first task React asks for is the live drawing: the
  // server's copy is focused just before it, after the part has looked at what was focused.
  await page.evaluate(() => {
    const { searchBox: state, serverSearchCopy: serverCopy } = window as unknown as {
      searchBox: { focusedBeforeLive?: boolean }
      serverSearchCopy: HTMLInputElement
    }
    state.focusedBeforeLive = false
    const codeArrived = () =>
      performance.getEntriesByType('resource').some((entry) => /\/search-box-[\w-]+\.js$/.test(entry.name))
    const focus = new MessageChannel()
    focus.port1.onmessage = () => {
      if (!serverCopy.isConnected) return
      serverCopy.focus()
      state.focusedBeforeLive = document.activeElement === serverCopy
    }
    const post = MessagePort.prototype.postMessage
    let asked = false
    MessagePort.prototype.postMessage = function (
      this: MessagePort,
      ...args: Parameters<MessagePort['postMessage']>
    ) {
      if (this !== focus.port2 && !asked && codeArrived()) {
        asked = true
        focus.port2.postMessage(null)
      }
      return post.apply(this, args)
    } as MessagePort['postMessage']
  })
  release()
  await expect.poll(async () => (await state()).live).toBe(true)
  expect((await state<{ focusedBeforeLive: boolean }>()).focusedBeforeLive).toBe(true)
  const search = page.getByRole('combobox', { name: 'Search articles and projects' })
  await expect(search).toBeFocused()
  await page.keyboard.type('qzxjvwk')
  await expect(search).toHaveValue('qzxjvwk')
})

test.describe('the booking times', () => {
  test.use({ timezoneId: 'Europe/Paris', viewport: { width: 390, height: 844 } })

  test('are kept as server HTML, page on to later days where the visitor is, and lead to the form', async ({
    page,
  }) => {
    const scripts = scriptsOf(page)
    // Loaded in full: the fixtures wait for hydration (fixtures.ts).
    await page.goto('/book/free-consult?tz=Europe%2FParis', { waitUntil: 'networkidle' })
    const times = page.locator('a[data-start]')
    await expect(times.first()).toBeVisible()
    expect(scripts().filter((name) => name.startsWith('time-list-'))).toEqual([])
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })

    const later = page.getByRole('link', { name: 'Later dates' })
    await later.scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(200)
    const firstBefore = await times.first().getAttribute('data-start')
    await later.click()
    await expect(page).toHaveURL(/[?&]from=/)
    await expect(times.first()).not.toHaveAttribute('data-start', firstBefore ?? '')
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 100)

    await times.first().click()
    await expect(page).toHaveURL(/[?&]start=/)
    await expect(page.getByLabel('Name')).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    )
  })
})

test.describe("the booking page in a zone other than the owner's", () => {
  // Lighthouse's browser: UTC, a phone's width. The page first shows the owner's zone (New York).
  test.use({ timezoneId: 'UTC', viewport: { width: 412, height: 823 } })

  test("switches to the visitor's zone without moving anything on the page", async ({ page }) => {
    await page.goto('/fr/book/free-consult', { waitUntil: 'networkidle' })
    await expect(page).toHaveURL(/[?&]tz=UTC/)
    await expect(page.getByText('Horaires\u00a0: UTC', { exact: true })).toBeVisible()
    const shift = await layoutShift(page)
    expect(shift.shifted).toEqual([])
    expect(shift.value).toBe(0)
  })
})

test.describe('the booking page in India', () => {
  // Chromium reports this zone by its older name, Asia/Calcutta.
  test.use({ timezoneId: 'Asia/Kolkata' })

  test("names the visitor's zone by its current name, once", async ({ page }) => {
    await page.goto('/book/free-consult', { waitUntil: 'networkidle' })
    await expect(page).toHaveURL(/[?&]tz=Asia%2FKolkata/)
    await expect(page.getByText('Times in Kolkata, UTC+5:30', { exact: true })).toBeVisible()
    const zones = page.getByRole('combobox', { name: 'Time zone' }).locator('option')
    await expect(zones.filter({ hasText: /Kolkata|Calcutta/ })).toHaveCount(1)
  })
})
