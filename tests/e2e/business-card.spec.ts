import { readFile } from 'node:fs/promises'
import type { BrowserContext, Page } from '@playwright/test'
import { defaultOwnerProfile as profile } from '../../content/profile.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

const qrEndpoint = '**/api/generate-qr-code'
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const qrAlt = `QR code with ${profile.name}'s contact details`

function cardTrigger(page: Page) {
  return page.getByRole('button', { name: 'Digital Business Card' })
}

function cardDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Digital Business Card' })
}

/** Opens the card from the hero, clicking again if the first click came before hydration. */
async function openCard(page: Page) {
  await page.goto('/')
  await expect(async () => {
    if (!(await cardDialog(page).isVisible())) await cardTrigger(page).click()
    await expect(cardDialog(page)).toBeVisible({ timeout: 1000 })
  }).toPass()
  return cardDialog(page)
}

/** Whether an object URL still loads (as an image: the page's CSP keeps fetch() off blob: URLs). */
function imageLoads(page: Page, url: string | null) {
  return page.evaluate(
    (src) =>
      new Promise<boolean>((resolve) => {
        const image = new Image()
        image.onload = () => resolve(true)
        image.onerror = () => resolve(false)
        image.src = src ?? ''
      }),
    url,
  )
}

async function useDarkTheme(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL ?? '' }])
}

test('the card shows the contact details and the QR code, and downloads the QR code as a PNG', async ({
  page,
}) => {
  const dialog = await openCard(page)
  await expect(dialog.getByText(profile.name, { exact: true })).toBeVisible()
  await expect(dialog.getByText(profile.title, { exact: true })).toBeVisible()
  await expect(dialog.getByRole('link', { name: profile.phone })).toHaveAttribute('href', /^tel:\+1/)
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

  const qr = dialog.getByRole('img', { name: qrAlt })
  await expect(qr).toBeVisible()
  await expect(qr).toHaveAttribute('src', /^blob:/)
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(100)
  const download = dialog.getByRole('button', { name: 'Download QR Code' })
  await expect(download).toBeEnabled()

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
  expect(file.suggestedFilename()).toBe('jordan-avery-qr-code.png')
  const bytes = await readFile(await file.path())
  expect([...bytes.subarray(0, 8)]).toEqual(pngSignature)
})

test('the QR request carries the owner profile from the card', async ({ page }) => {
  const request = page.waitForRequest(
    (candidate) => candidate.url().endsWith('/api/generate-qr-code') && candidate.method() === 'POST',
  )
  await openCard(page)
  expect((await request).postDataJSON()).toEqual({
    url: profile.website,
    contact: {
      name: profile.name,
      title: profile.title,
      email: profile.email,
      phone: profile.phone,
      website: profile.website,
      location: profile.location,
    },
  })
})

test('Save contact downloads a vCard of the owner', async ({ page }) => {
  const dialog = await openCard(page)
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Save contact' }).click(),
  ])
  expect(file.suggestedFilename()).toBe('jordan-avery.vcf')
  const vcard = await readFile(await file.path(), 'utf8')
  expect(vcard.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true)
  expect(vcard).toContain(`FN:${profile.name}`)
  expect(vcard).toContain(`EMAIL;TYPE=INTERNET:${profile.email}`)
  expect(vcard).toContain(`TEL;TYPE=WORK,VOICE:${profile.phone}`)
  expect(vcard).toContain(`URL:${profile.website}`)
  expect(vcard.trimEnd().endsWith('END:VCARD')).toBe(true)
})

test('while the QR code is generated, the download waits with Generating...', async ({ page }) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(qrEndpoint, async (route) => {
    await held
    await route.continue()
  })
  const dialog = await openCard(page)
  const download = dialog.getByRole('button', { name: 'Generating...' })
  await expect(download).toBeDisabled()
  await expect(dialog.getByRole('status')).toHaveText('Generating the QR code...')
  await expect(dialog.getByRole('img', { name: qrAlt })).toHaveCount(0)

  release()
  await expect(dialog.getByRole('img', { name: qrAlt })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Download QR Code' })).toBeEnabled()
})

test('a failed QR code is logged and offers Retry QR Code; retrying after recovery shows it', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.route(qrEndpoint, (route) => route.fulfill({ status: 500, body: 'QR failed' }))
  const dialog = await openCard(page)

  const retry = dialog.getByRole('button', { name: 'Retry QR Code' })
  await expect(retry).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'QR Code Loading...' })).toBeDisabled()
  await expect(dialog.getByRole('img', { name: qrAlt })).toHaveCount(0)
  expect(warnings.some((warning) => warning.includes('500: QR failed'))).toBe(true)
  // Spec §8: no message other than the Retry button.
  await expect(dialog.getByRole('status')).toHaveText('')

  await page.unroute(qrEndpoint)
  await retry.click()
  await expect(dialog.getByRole('img', { name: qrAlt })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Download QR Code' })).toBeEnabled()
  await expect(retry).toHaveCount(0)
})

test('closing the card returns focus to its button, stays on / and releases the image', async ({ page }) => {
  let dialog = await openCard(page)
  const qr = dialog.getByRole('img', { name: qrAlt })
  await expect(qr).toBeVisible()
  const firstImage = await qr.getAttribute('src')
  expect(await imageLoads(page, firstImage)).toBe(true)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(cardTrigger(page)).toBeFocused()
  expect(new URL(page.url()).pathname).toBe('/')
  expect(await imageLoads(page, firstImage)).toBe(false)

  // Reopening asks for the image again.
  const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/generate-qr-code'))
  await cardTrigger(page).click()
  dialog = cardDialog(page)
  await request
  await expect(dialog.getByRole('img', { name: qrAlt })).toBeVisible()
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click()
  await expect(dialog).toBeHidden()
  await expect(cardTrigger(page)).toBeFocused()
  expect(new URL(page.url()).pathname).toBe('/')
})

test('the open card has no serious accessibility violations, light and dark', async ({
  page,
  context,
  baseURL,
}) => {
  let dialog = await openCard(page)
  await expect(dialog.getByRole('img', { name: qrAlt })).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'business card (light)')

  await useDarkTheme(context, baseURL)
  dialog = await openCard(page)
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expect(dialog.getByRole('img', { name: qrAlt })).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'business card (dark)')
})

test('on a phone the card offers Save contact instead of a QR code, fits 360 px and speaks Spanish', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const qrRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/generate-qr-code')) qrRequests.push(request.url())
  })
  await page.goto('/es/')
  const trigger = page.getByRole('button', { name: 'Tarjeta de presentación digital' })
  const dialog = page.getByRole('dialog', { name: 'Tarjeta de presentación digital' })
  await expect(async () => {
    if (!(await dialog.isVisible())) await trigger.click()
    await expect(dialog).toBeVisible({ timeout: 1000 })
  }).toPass()
  const save = dialog.getByRole('button', { name: 'Guardar contacto' })
  await expect(save).toBeVisible()
  // The phone's own contacts are what the card is for: Save contact is the main action.
  const background = await save.evaluate((button) => getComputedStyle(button).backgroundColor)
  const closeBackground = await dialog
    .getByRole('button', { name: 'Cerrar', exact: true })
    .last()
    .evaluate((button) => getComputedStyle(button).backgroundColor)
  expect(background).not.toBe(closeBackground)
  await expect(dialog.getByRole('button', { name: 'Descargar código QR' })).toHaveCount(0)
  await expect(dialog.getByRole('img', { name: /Código QR/ })).toHaveCount(0)
  expect(qrRequests).toEqual([])
  const [file] = await Promise.all([page.waitForEvent('download'), save.click()])
  expect(file.suggestedFilename()).toBe('jordan-avery.vcf')
  const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(pageOverflow).toBeLessThanOrEqual(0)
})

test('the portrait on the card is a circle, not squashed, on a phone and on a laptop', async ({ page }) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport)
    const dialog = await openCard(page)
    const portrait = dialog.getByRole('img', { name: `Portrait of ${profile.name}` })
    await expect(portrait).toBeVisible()
    const box = await portrait.boundingBox()
    expect(box?.width, `${viewport.width} px`).toBeCloseTo(box?.height ?? 0, 0)
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(64)
  }
})
