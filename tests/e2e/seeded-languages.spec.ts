import { spacingFaults } from '../support/spacing-faults.ts'
import { expect, test } from './fixtures.ts'

/**
 * The demo content carries Spanish and French for everything it seeds. What a page still shows in
 * English is marked lang="en"; on the seeded site that may only be a proper name (a technology, say),
 * never a sentence.
 */
const pages = [
  '/',
  '/case-studies',
  '/ai-strategy-sprint',
  '/projects',
  '/network',
  '/blog/zero-trust-without-a-big-bang',
]
const longestName = 6

for (const language of ['es', 'fr'] as const) {
  test(`the seeded site reads in ${language === 'es' ? 'Spanish' : 'French'}, with no English sentence`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const english: string[] = []
    for (const path of pages) {
      await page.goto(`/${language}${path === '/' ? '/' : path}`)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      const marked = await page.locator('main [lang="en"], main [lang="en"] *').evaluateAll((elements) =>
        elements
          .filter((element) => element.closest('[lang]')?.getAttribute('lang') === 'en')
          .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim())
          .filter(Boolean),
      )
      for (const text of new Set(marked))
        if (text.split(' ').length > longestName) english.push(`${path}: ${text.slice(0, 120)}`)
    }
    expect(english, 'English sentences on the seeded pages').toEqual([])
  })
}

test('the network names each project as the projects page does, in Spanish and in French', async ({
  page,
}) => {
  for (const language of ['es', 'fr'] as const) {
    await page.goto(`/${language}/projects`)
    const titles = await page.locator('main article h3').allTextContents()
    expect(titles.length, `/${language}/projects titles`).toBeGreaterThan(0)
    await page.goto(`/${language}/network`)
    const listed = (await page.locator('main [data-node-id]').allTextContents()).join('\n')
    for (const title of titles) expect(listed, `/${language}/network`).toContain(title.trim())
  }
})

test('a demo request names the project in the page’s language, and sends its English title to the owner', async ({
  page,
}) => {
  await page.goto('/fr/demo-request/phased-zero-trust-migration')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Demander une démonstration de Migration progressive vers le zero trust',
  )
  await expect(page.getByText('Projet\u00a0: Migration progressive vers le zero trust')).toBeVisible()
  await expect(page).toHaveTitle(
    /^Demander une démonstration\u00a0: Migration progressive vers le zero trust/,
  )
  await expect(page.locator('input[name="projectTitle"]')).toHaveValue('Phased Zero Trust Migration')
  await page.goto('/es/demo-request/phased-zero-trust-migration')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Solicitar una demostración de Migración por fases a confianza cero',
  )
})

/** Text the page shows in its own language: not code, and not what is marked as another language. */
function ownLanguageText(language: string) {
  const skipped = 'script, style, svg, pre, code, template, [hidden]'
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  let text = ''
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || parent.closest(skipped) || parent.closest('[lang]')?.getAttribute('lang') !== language)
      continue
    text += node.textContent
  }
  return text
}

for (const language of ['es', 'fr'] as const) {
  test(`${language === 'es' ? 'Spanish' : 'French'} pages keep each punctuation mark on the line of its word`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const faults: string[] = []
    for (const path of [
      ...pages,
      '/contact',
      '/blog',
      '/book/free-consult',
      '/demo-request/phased-zero-trust-migration',
    ]) {
      await page.goto(`/${language}${path === '/' ? '/' : path}`)
      const text = await page.evaluate(ownLanguageText, language)
      faults.push(...spacingFaults(language, text).map((fault) => `${path}: ${fault}`))
    }
    expect(faults).toEqual([])
  })
}
