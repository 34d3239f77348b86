import fs from 'node:fs/promises'
import { caseStudies } from '../../content/case-studies.ts'
import { defaultOwnerProfile } from '../../content/profile.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

const summaryFileName = 'jordan-avery-case-studies-summary.pdf'

function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length
}

test('the four case studies show their image, category, metrics and challenge, action and result', async ({
  page,
}) => {
  await page.goto('/case-studies')
  await expect(page).toHaveTitle(`Case Studies | ${defaultOwnerProfile.name}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)

  const studies = page.getByRole('list', { name: 'Case studies' }).getByRole('article')
  await expect(studies).toHaveCount(4)
  const expectedTitles = [
    'Strategic Project Leadership',
    'Collaborative Partnerships',
    'Innovative Problem Solving',
    'Global Impact through Advocacy',
  ]
  const expectedCategories = ['Leadership', 'Partnerships', 'Innovation', 'Advocacy']

  for (const [index, study] of caseStudies.entries()) {
    const article = studies.nth(index)
    await expect(article.getByRole('heading', { level: 2 })).toHaveText(expectedTitles[index] as string)
    await expect(article.getByText(expectedCategories[index] as string, { exact: true })).toBeVisible()
    const image = article.locator('img')
    await expect(image).toHaveAttribute('src', study.imageUrl)
    await expect(image).toHaveAttribute('width', '640')
    await expect(image).toHaveAttribute('height', '400')
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0)

    const metrics = article.getByRole('list', { name: 'Key metrics' }).getByRole('listitem')
    await expect(metrics).toHaveText(study.metrics.map((metric) => `${metric.value} ${metric.label}`))
    for (const section of ['Challenge', 'Action', 'Result']) {
      await expect(article.getByRole('heading', { level: 3, name: section })).toBeVisible()
    }
    await expect(article).toContainText(study.challenge)
    await expect(article).toContainText(study.action)
    await expect(article).toContainText(study.result)
  }

  const allMetrics = page.getByRole('list', { name: 'Key metrics' }).getByRole('listitem')
  for (const metric of ['34 programs', '$38M budget', '47% closure-rate increase', '152 organizations']) {
    await expect(allMetrics.filter({ hasText: metric })).toHaveCount(1)
  }
})

test('How I Work and the call to action', async ({ page }) => {
  await page.goto('/case-studies')
  const howIWork = page.getByRole('region', { name: 'How I Work' })
  await expect(howIWork.getByRole('heading', { level: 3, name: 'Resilience in Leadership' })).toBeVisible()
  await expect(howIWork.getByRole('heading', { level: 3, name: 'Human-Centered Innovation' })).toBeVisible()

  const cta = page.getByRole('region', { name: 'Ready to achieve similar results?' })
  const book = cta.getByRole('link', { name: /Book a Free Consult/ })
  await expect(book).toHaveAttribute('href', '/book/free-consult')
  await expect(book).not.toHaveAttribute('target', /.*/)
  const download = cta.getByRole('link', { name: /Download Two Page Summary/ })
  await expect(download).toHaveAttribute('href', '/case-studies-summary.pdf')
  await expect(download).toHaveAttribute('download', summaryFileName)
})

test('Download Two Page Summary saves a named two-page PDF', async ({ page }) => {
  await page.goto('/case-studies')
  const downloadEvent = page.waitForEvent('download')
  await page.getByRole('link', { name: /Download Two Page Summary/ }).click()
  const download = await downloadEvent
  expect(download.suggestedFilename()).toBe(summaryFileName)
  const pdf = await fs.readFile(await download.path())
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(pdfPageCount(pdf)).toBe(2)
})

test('the summary PDF is served as an attachment, the same bytes every time', async ({ request }) => {
  const first = await request.get('/case-studies-summary.pdf')
  expect(first.status()).toBe(200)
  expect(first.headers()['content-type']).toBe('application/pdf')
  expect(first.headers()['content-disposition']).toBe(`attachment; filename="${summaryFileName}"`)
  const body = await first.body()
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(pdfPageCount(body)).toBe(2)
  expect(body.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true)

  const second = await request.get('/case-studies-summary.pdf')
  expect(Buffer.compare(await second.body(), body)).toBe(0)
})

test('the case studies page has no serious accessibility violations in light and dark themes', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/case-studies')
  await expectNoSeriousA11yViolations(page, '/case-studies light')

  await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL as string }])
  await page.goto('/case-studies')
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expectNoSeriousA11yViolations(page, '/case-studies dark')
})

test('the case studies page fits a 360 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/case-studies')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})

test('labels and headings follow the visitor language', async ({ page }) => {
  await page.goto('/es/case-studies')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Resultados comprobados, impacto real' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: 'Desafío' }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: /Descargar resumen de dos páginas/ })).toBeVisible()
  await expect(page.getByText('Alianzas', { exact: true })).toBeVisible()
  // The stored studies and principles in Spanish, from the demo seed.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Liderazgo estratégico de proyectos' }),
  ).toBeVisible()
  await expect(page.getByText('38 M$ de presupuesto', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: 'Resiliencia en el liderazgo' })).toBeVisible()
  await expect(page.locator('main [lang="en"]')).toHaveCount(0)
})

test('a link to a study on another page lands on it, though the studies below the first screen are drawn only when near', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // The capability statement's past performance links to studies: its last one, below the first.
  await page.goto('/capability-statement')
  const link = page.locator('main a[href^="/case-studies#"]').last()
  const slug = ((await link.getAttribute('href')) ?? '').split('#')[1] ?? ''
  expect(caseStudies.findIndex((study) => study.slug === slug)).toBeGreaterThan(0)
  for (const arrive of ['inside the app', 'with a new page load'] as const) {
    if (arrive === 'inside the app') {
      await link.scrollIntoViewIfNeeded()
      await link.click()
    } else {
      await page.goto(`/case-studies#${slug}`)
    }
    await expect(page).toHaveURL(new RegExp(`/case-studies#${slug}$`))
    const study = page.locator(`article#${slug}`)
    await expect(study).toBeInViewport()
    // Where the header's scroll padding puts it, not off by the estimated heights of the studies above.
    await page.waitForTimeout(500)
    const top = await study.evaluate((element) => element.getBoundingClientRect().top)
    expect(top, arrive).toBeGreaterThanOrEqual(0)
    expect(top, arrive).toBeLessThan(150)
  }
})
