import type { APIRequestContext, Page } from '@playwright/test'
import { e2eOwner, signIn } from './admin-helpers.ts'
import { expect, test } from './fixtures.ts'
import { faqQuestion, tierCard } from './sprint-page.ts'

type Plan = { id: number; slug: string; name: string; price: number }
type Question = { id: number; question: string; answer: string }

async function bearer(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/admin/login', { data: e2eOwner })
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `Bearer ${token}` }
}

const planCards = (page: Page) => page.locator('#plans article h3')

test('the owner changes a price and an FAQ answer in the admin and sees both on the Sprint page', async ({
  page,
  request,
}) => {
  const headers = await bearer(request)
  const plans = (await (await request.get('/api/admin/sprint-plans', { headers })).json()) as Plan[]
  const professional = plans.find((plan) => plan.slug === 'professional')!
  const questions = (await (await request.get('/api/admin/sprint-faq', { headers })).json()) as Question[]
  const first = questions[0]!
  const answer = `Two weeks, four milestones, one roadmap (${Date.now()}).`

  try {
    await signIn(page)
    await page.goto('/admin/sprint-plans')
    await expect(page.getByRole('heading', { level: 1, name: 'Sprint Plans' })).toBeVisible()
    await page.getByRole('button', { name: 'Edit Professional' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Price (US dollars)').fill('0')
    await dialog.getByRole('button', { name: /^(Save|Update)/ }).click()
    await expect(dialog.getByText('Price (US dollars) must be at least 1')).toBeVisible()
    await dialog.getByLabel('Price (US dollars)').fill('4900')
    await dialog.getByRole('button', { name: /^(Save|Update)/ }).click()
    await expect(dialog).toBeHidden()

    await page.goto('/admin/sprint-faq')
    await page.getByRole('button', { name: `Edit ${first.question}` }).click()
    await page.getByRole('dialog').getByLabel('Answer').fill(answer)
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^(Save|Update)/ })
      .click()
    await expect(page.getByRole('dialog')).toBeHidden()

    await page.goto('/ai-strategy-sprint')
    await expect(tierCard(page, 'Professional')).toContainText('$4,900')
    await faqQuestion(page, first.question).click()
    await expect(page.getByText(answer)).toBeVisible()
  } finally {
    await request.patch(`/api/admin/sprint-plans/${professional.id}`, {
      headers,
      data: { price: professional.price },
    })
    await request.patch(`/api/admin/sprint-faq/${first.id}`, { headers, data: { answer: first.answer } })
  }
})

test('the owner reorders the plans, and the offer stays one record', async ({ page }) => {
  await signIn(page)
  await page.goto('/admin/sprint-plans')
  await page.getByRole('button', { name: 'Move Enterprise up' }).click()
  await expect(page.getByRole('button', { name: 'Move Enterprise down' })).toBeEnabled()
  await page.goto('/ai-strategy-sprint')
  await expect(planCards(page)).toHaveText(['Essentials', 'Enterprise', 'Professional'])

  await page.goto('/admin/sprint-plans')
  await page.getByRole('button', { name: 'Move Enterprise down' }).click()
  await expect(page.getByRole('button', { name: 'Move Enterprise down' })).toBeDisabled()
  await page.goto('/ai-strategy-sprint')
  await expect(planCards(page)).toHaveText(['Essentials', 'Professional', 'Enterprise'])

  await page.goto('/admin/sprint-offer')
  await expect(page.getByRole('heading', { level: 1, name: 'Sprint Offer' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit AI Strategy Sprint' })).toBeVisible()
  await expect(page.getByRole('button', { name: /^New Offer/ })).toHaveCount(0)
})

test('the owner deletes an FAQ entry after confirming, and the page no longer shows it', async ({
  page,
  request,
}) => {
  const headers = await bearer(request)
  const question = `Can the sprint run in two time zones? ${Date.now()}`
  const created = await request.post('/api/admin/sprint-faq', {
    headers,
    data: { question, answer: 'Yes: workshops are split across two sessions.' },
  })
  expect(created.status()).toBe(201)

  await page.goto('/ai-strategy-sprint')
  await expect(faqQuestion(page, question)).toBeVisible()

  await signIn(page)
  await page.goto('/admin/sprint-faq')
  page.once('dialog', (confirm) => confirm.dismiss())
  await page.getByRole('button', { name: `Delete ${question}` }).click()
  await expect(page.getByRole('heading', { level: 2, name: question })).toBeVisible()
  page.once('dialog', (confirm) => confirm.accept())
  await page.getByRole('button', { name: `Delete ${question}` }).click()
  await expect(page.getByRole('heading', { level: 2, name: question })).toHaveCount(0)

  await page.goto('/ai-strategy-sprint')
  await expect(faqQuestion(page, question)).toHaveCount(0)
})
