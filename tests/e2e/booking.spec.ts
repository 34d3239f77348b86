import { randomBytes } from 'node:crypto'
import { type LocalSmtpServer, startSmtpServer } from '../support/smtp.ts'
import { signIn } from './admin-helpers.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expect as baseExpect, test } from './fixtures.ts'
import { type SiteServer, startSiteServer } from './journey/site-server.ts'

/*
 * A visitor books a consult on the site, in a browser set to Paris time, with and without JavaScript;
 * the emails arrive at a local SMTP server, and the owner finds the booking and the lead in /admin.
 */
// Each step waits on the server (a booking queues its emails and invitations): on a loaded machine,
// more than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 })

const ownerEmail = 'owner@consulting.example'
const owner = { username: 'owner', password: 'booking owner password' }
const tag = randomBytes(4).toString('hex')

type Booking = { smtp: LocalSmtpServer; site: SiteServer }

const bookingTest = test.extend<object, { booking: Booking }>({
  booking: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from its first parameter.
    async ({}, use) => {
      const smtp = await startSmtpServer()
      try {
        const site = await startSiteServer({
          SMTP_URL: smtp.url,
          OWNER_EMAIL: ownerEmail,
          OUTBOX_POLL_MS: '200',
          ADMIN_USERNAME: owner.username,
          ADMIN_PASSWORD: owner.password,
        })
        try {
          await use({ smtp, site })
        } finally {
          await site.stop()
        }
      } finally {
        await smtp.stop()
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ booking }, use) => {
    await use(booking.site.url)
  },
})

bookingTest.use({ timezoneId: 'Europe/Paris', locale: 'en-US' })
// A server of its own, then a whole booking with the admin's view of it: more than the default 30 s.
bookingTest.describe.configure({ timeout: 240_000 })

bookingTest(
  'a visitor books a consult in their time zone, and everyone is told',
  async ({ page, booking }) => {
    const visitor = { name: `Camille Martin ${tag}`, email: `camille.${tag}@agence.example.fr` }
    await page.goto('/')
    await page.getByRole('banner').getByRole('link', { name: 'Book a Free Consult' }).click()
    // The page asks for itself in the browser's zone, and names it.
    await expect(page).toHaveURL(/\/book\/free-consult\?tz=Europe%2FParis$/)
    await expect(page.getByText(/^Times in Paris, UTC\+[12]$/)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Free 30-minute consult' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    const firstTime = page.locator('a[data-start]').first()
    const datetime = await firstTime.locator('time').getAttribute('datetime')
    expect(datetime).toMatch(/\+0[12]:00$/)
    // Keyboard: the time is a link reached with Tab and followed with Enter.
    await firstTime.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Your meeting')).toBeVisible()
    await expect(page.locator(`time[datetime="${datetime}"]`)).toBeVisible()

    await page.getByLabel('Name').fill(visitor.name)
    await page.getByLabel('Email').fill(visitor.email)
    await page.getByLabel(/^Organization/).fill('Agence numérique')
    await page.getByLabel('What would you like to talk about?').fill('An AI roadmap for our public services')
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'Confirm booking' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'You’re booked' })).toBeVisible()
    await expect(page.getByText(visitor.email)).toBeVisible()
    await expect(page.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute(
      'href',
      /calendar\.google\.com/,
    )
    await expect(page.getByRole('link', { name: /Outlook/ })).toHaveAttribute('href', /outlook\.live\.com/)
    await expect(page.getByRole('link', { name: /Apple Calendar/ })).toHaveAttribute(
      'href',
      /\/invite\.ics\?token=/,
    )
    await expectNoSeriousA11yViolations(page)

    const invitation = await booking.smtp.waitFor((email) => email.to.includes(visitor.email))
    expect(invitation.subject).toMatch(/^Booked: Free 30-minute consult/)
    expect(invitation.calendar).toContain('METHOD:REQUEST')
    const notice = await booking.smtp.waitFor(
      (email) => email.to.includes(ownerEmail) && email.subject.includes(visitor.name),
    )
    expect(notice.calendar).toContain(`ATTENDEE`)

    await signIn(page, owner)
    await page.goto('/admin/bookings')
    await expect(page.getByTestId('booking-row').filter({ hasText: visitor.name })).toBeVisible()
    await page.getByRole('link', { name: visitor.name }).click()
    await expect(page.getByRole('heading', { level: 1, name: visitor.name })).toBeVisible()
    await expect(page.getByText('An AI roadmap for our public services')).toBeVisible()
    await page.goto('/admin/leads?kind=booking')
    const lead = page.getByTestId('lead-row').filter({ hasText: visitor.name })
    await expect(lead).toBeVisible()
    await expect(lead.getByText('Upcoming')).toBeVisible()
  },
)

bookingTest.describe('without JavaScript', () => {
  bookingTest.use({ javaScriptEnabled: false })

  bookingTest(
    'a visitor books from the plain list of times and the form post, in Spanish',
    async ({ page, booking }) => {
      const email = `lucia.${tag}@ministerio.example.es`
      await page.goto('/es/book/free-consult?tz=Asia%2FKolkata', { waitUntil: 'load' })
      await expect(page.getByText(/Horas en .*Kolkata/)).toBeVisible()
      const time = page.locator('a[data-start]').nth(3)
      await expect(time.locator('time')).toHaveAttribute('datetime', /\+05:30$/)
      await time.click()
      await page.getByLabel('Nombre').fill('Lucía Gómez')
      await page.getByLabel('Correo electrónico').fill(email)
      await page.getByLabel('¿De qué le gustaría hablar?').fill('Modernizar el portal de trámites')
      await page.getByRole('button', { name: 'Confirmar la reserva' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Su reunión está reservada' })).toBeVisible()
      const invitation = await booking.smtp.waitFor((sent) => sent.to.includes(email))
      expect(invitation.subject).toMatch(/^Reservada: Consulta gratuita de 30 minutos/)

      // Cancelling from the same page, still without JavaScript.
      await page.getByRole('link', { name: 'Cancelar la reunión' }).click()
      await page.getByRole('button', { name: 'Sí, cancelarla' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Esta reunión está cancelada' })).toBeVisible()
      await booking.smtp.waitFor((sent) => sent.to.includes(email) && sent.subject.startsWith('Cancelada'))
    },
  )
})
