import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { readPdf } from '../support/pdf-structure.ts'
import { signIn } from './admin-helpers.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

/** A UEI no other run has used: 12 letters and digits. */
const freshUei = () => `E2E${randomBytes(5).toString('hex').toUpperCase().slice(0, 9)}`

/** Until React has hydrated the form, a key press would post it the no-JavaScript way. */
async function waitForHydratedForm(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector('form[method="post"]')
    return form !== null && Object.keys(form).some((key) => key.startsWith('__react'))
  })
}

test('the owner fills in the identifiers in /admin and sees them on the page and in the PDF at once', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signIn(page)
  await page.goto('/admin/capability-statement')
  await expect(page.getByRole('heading', { level: 1, name: 'Capability Statement' })).toBeVisible()
  // One record: nothing to add, only the statement to edit.
  await expect(page.getByRole('button', { name: /^New Statement/ })).toHaveCount(0)
  await page.getByRole('button', { name: /^Edit Jordan Avery Consulting LLC/ }).click()
  const dialog = page.getByRole('dialog')
  const uei = dialog.getByRole('textbox', { name: 'UEI' })
  const cage = dialog.getByRole('textbox', { name: 'CAGE code' })

  // A wrong UEI is refused next to the field, and what was typed stays.
  await uei.fill('J7M9-HPT')
  await dialog.getByRole('button', { name: /^(Save|Update)/ }).click()
  await expect(uei).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByText('A UEI is 12 letters and digits, such as J7M9HPTGJ1S8')).toBeVisible()
  await expect(uei).toHaveValue('J7M9-HPT')
  await expect(dialog).toBeVisible()

  const identifier = freshUei()
  await uei.fill(identifier.toLowerCase())
  await cage.fill('9Z9Z9')
  await dialog.getByRole('button', { name: /^(Save|Update)/ }).click()
  // Saving waits for the server and the list's reload, slower on a loaded machine.
  await expect(dialog).toBeHidden({ timeout: 15_000 })
  await expect(page.getByText(`UEI ${identifier} · CAGE 9Z9Z9`)).toBeVisible()

  const visitor = await page.context().browser()!.newPage()
  await visitor.goto('/capability-statement')
  await expect(visitor.getByRole('heading', { level: 1, name: 'Capability Statement' })).toBeVisible()
  const identifiers = visitor.getByRole('definition')
  await expect(identifiers.filter({ hasText: identifier })).toBeVisible()
  await expect(identifiers.filter({ hasText: '9Z9Z9' })).toBeVisible()
  await expect(visitor.getByText(/Generated on [A-Z][a-z]+ \d{1,2}, \d{4}/)).toBeVisible()

  const download = visitor.getByRole('link', { name: /Download the PDF/ })
  const response = await visitor.request.get((await download.getAttribute('href')) ?? '')
  expect(response.headers()['content-type']).toBe('application/pdf')
  const pdf = await readPdf(new Uint8Array(await response.body()))
  expect(pdf.pageCount).toBe(1)
  expect(pdf.text).toContain(identifier)
  expect(pdf.text).toContain('9Z9Z9')
  await visitor.close()
})

test('a visitor reports a barrier with the keyboard alone and is told when to expect an answer', async ({
  page,
  request,
}) => {
  await page.goto('/accessibility')
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility Statement' })).toBeVisible()
  await expect(page.getByText(/WCAG 2\.2 at Level AA/)).toBeVisible()
  await waitForHydratedForm(page)
  const id = randomBytes(4).toString('hex')
  const name = page.getByRole('textbox', { name: 'Your name' })
  await name.focus()
  await page.keyboard.type(`Robin Keys ${id}`)
  await page.keyboard.press('Tab')
  await page.keyboard.type(`robin.${id}@agency.example.gov`)
  await page.keyboard.press('Tab')
  await page.keyboard.type('/network')
  await page.keyboard.press('Tab')
  await page.keyboard.type('The graph cannot be explored without a mouse.')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Send the report' })).toBeFocused()
  await page.keyboard.press('Enter')
  // Sending waits for the server (the report, its emails, the limits), slower on a loaded machine.
  await expect(page.getByText('Thank you: your report is sent').first()).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('You will hear back within 2 business days.').first()).toBeVisible()
  await expect(name).toHaveValue('')

  const login = await request.post('/api/admin/login', {
    data: { username: 'owner', password: 'e2e owner password' },
  })
  const { token } = (await login.json()) as { token: string }
  const leads = await request.get(`/api/admin/leads?kind=accessibility&q=${id}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(await leads.json()).toEqual([
    expect.objectContaining({
      kind: 'accessibility',
      name: `Robin Keys ${id}`,
      summary: 'Accessibility barrier on /network',
    }),
  ])
})

test('a report with no description is refused next to the field, keeping what was typed', async ({
  page,
}) => {
  await page.goto('/es/accessibility')
  await waitForHydratedForm(page)
  await page.getByRole('textbox', { name: 'Su nombre' }).fill('Robin Keys')
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('robin@agency.example.gov')
  await page.getByRole('button', { name: 'Enviar el informe' }).click()
  const message = page.getByRole('textbox', { name: '¿Qué le impidió avanzar?' })
  await expect(message).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Describa la barrera')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Su nombre' })).toHaveValue('Robin Keys')
})

test('both statements are linked from the home page and the footer in every language', async ({ page }) => {
  for (const [prefix, capability, accessibility] of [
    ['', 'Capability Statement', 'Accessibility'],
    ['/es', 'Declaración de capacidades', 'Accesibilidad'],
    ['/fr', 'Fiche de capacités', 'Accessibilité'],
  ] as const) {
    await page.goto(`${prefix}/`)
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: capability, exact: true })).toHaveAttribute(
      'href',
      `${prefix}/capability-statement`,
    )
    await expect(footer.getByRole('link', { name: accessibility, exact: true })).toHaveAttribute(
      'href',
      `${prefix}/accessibility`,
    )
    await expect(page.locator(`main a[href="${prefix}/capability-statement"]`)).toHaveCount(1)
    await expect(page.locator(`main a[href="${prefix}/accessibility"]`)).toHaveCount(1)
  }
})

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`both statements have no serious axe violations in every language, ${theme} theme`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(120_000)
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL ?? 'http://127.0.0.1' }])
      for (const prefix of ['', '/es', '/fr']) {
        for (const path of ['/capability-statement', '/accessibility']) {
          await page.goto(`${prefix}${path}`)
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
          await expectNoSeriousA11yViolations(page, `${prefix}${path} (${theme})`)
        }
      }
    })
  }
})
