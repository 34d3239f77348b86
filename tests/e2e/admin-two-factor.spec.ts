import { expect, test } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { e2eOwner, signIn } from './admin-helpers.ts'

test('the owner turns on two-factor sign-in, signs in with a code, then turns it off with a recovery code', async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/admin/account')
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()

  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? ''
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 })
  await page.getByLabel('Code from the app').fill(totp.generate())
  await page.getByRole('button', { name: 'Confirm and turn on' }).click()

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  const recoveryCodes = await codes.allTextContents()

  await page.context().clearCookies()
  await page.goto('/admin/login')
  await page.getByLabel('Username').fill(e2eOwner.username)
  await page.getByLabel('Password').fill(e2eOwner.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Two-factor code required' })).toBeVisible()
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'session')).toBeUndefined()

  // The enrolment used this time step's code, and a code is accepted once: take the next step's.
  await page.getByLabel('Two-factor code').fill(totp.generate({ timestamp: Date.now() + 30_000 }))
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/admin')

  await page.goto('/admin/account')
  await page.getByLabel('Code to turn it off').fill(recoveryCodes[0]!)
  await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click()
  await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible()
})
