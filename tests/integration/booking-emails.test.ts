import { randomBytes } from 'node:crypto'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScratchDatabase, type ScratchDatabase } from '../support/databases.ts'
import { asSubmitted } from '../support/forms.ts'
import { type LocalSmtpServer, type ReceivedEmail, startSmtpServer } from '../support/smtp.ts'
import { spacingFaults } from '../support/spacing-faults.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/*
 * The emails of a booking, on the real clock: invitations to both sides (parsed back with the
 * iCalendar reader), reminders written to the outbox and sent once across a restart and by two
 * instances, cancellation and rescheduling from the signed links with the updated invitations.
 */
const ownerEmail = 'owner@consulting.example'
const unique = () => randomBytes(4).toString('hex')
const hour = 3600_000

const openAllDay = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
    day,
    [{ start: '00:00', end: '24:00' }],
  ]),
)

let smtp: LocalSmtpServer
let scratch: ScratchDatabase
let server: TestServer
let token: string

const env = () => ({
  ...scratch.env,
  SMTP_URL: smtp.url,
  OWNER_EMAIL: ownerEmail,
  OUTBOX_POLL_MS: '100',
  PUBLIC_URL: 'https://consulting.example',
})

beforeAll(async () => {
  ;[smtp, scratch] = await Promise.all([startSmtpServer(), createScratchDatabase()])
  server = await startTestServer(env())
  token = await server.login()
  const saved = await server.request('/api/admin/booking/availability', {
    method: 'PUT',
    token,
    json: {
      timeZone: 'UTC',
      weeklyHours: openAllDay,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      minimumNoticeHours: 0,
      horizonDays: 30,
      maxPerDay: null,
      slotIntervalMinutes: 30,
      datesOff: [],
    },
  })
  expect(saved.status).toBe(200)
}, 60_000)

afterAll(async () => {
  await server?.close()
  await scratch?.drop()
  await smtp?.stop()
})

/** A free half hour `hoursAhead` from now, on the half hour. */
function startIn(hoursAhead: number, offsetMinutes = 0): string {
  const at = Date.now() + hoursAhead * hour
  return new Date(Math.ceil(at / (30 * 60_000)) * 30 * 60_000 + offsetMinutes * 60_000).toISOString()
}

async function book(on: TestServer, start: string, email: string) {
  const response = await on.request<{ id: number; token: string; uid: string }>('/api/bookings', {
    method: 'POST',
    headers: { referer: `${on.url}/fr/book/free-consult` },
    json: asSubmitted(on, 'booking', {
      meetingType: 'free-consult',
      start,
      timeZone: 'Europe/Paris',
      name: 'Amélie Laurent',
      email,
      organization: 'Ministère',
      topic: 'Feuille de route IA',
    }),
  })
  expect(response.status, response.text).toBe(201)
  return response.body
}

/** The event of an invitation, read back with the iCalendar reader. */
function invitationOf(email: ReceivedEmail) {
  const calendar = new ICAL.Component(ICAL.parse(email.calendar))
  const event = calendar.getFirstSubcomponent('vevent')!
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    start: (event.getFirstPropertyValue('dtstart') as InstanceType<typeof ICAL.Time>)
      .toJSDate()
      .toISOString(),
    organizer: String(event.getFirstPropertyValue('organizer')),
    attendee: String(event.getFirstPropertyValue('attendee')),
    location: event.getFirstPropertyValue('location'),
  }
}

describe('booking emails', () => {
  it('send the visitor (in their language) and the owner an invitation with the same UID, organizer, attendee and location', async () => {
    const visitor = `amelie.${unique()}@ministere.example.fr`
    const start = startIn(72)
    const booking = await book(server, start, visitor)
    const toVisitor = await smtp.waitFor(
      (email) => email.to.includes(visitor) && email.subject.startsWith('Réservé'),
    )
    const toOwner = await smtp.waitFor(
      (email) => email.to.includes(ownerEmail) && email.subject.includes('Amélie Laurent'),
    )
    expect(toVisitor.subject).toContain('Consultation gratuite de 30 minutes')
    expect(toVisitor.text).toContain('Déplacer ou annuler')
    expect(toVisitor.text).toContain(
      'Où\u00a0: Visioconférence\u00a0: https://meet.jordanavery.consulting/consult',
    )
    expect(spacingFaults('fr', `${toVisitor.subject}\n${toVisitor.text}`)).toEqual([])
    expect(toVisitor.raw).toMatch(/text\/calendar;[\s\S]*?method=REQUEST/i)
    for (const email of [toVisitor, toOwner]) {
      const invitation = invitationOf(email)
      expect(invitation).toMatchObject({
        method: 'REQUEST',
        uid: booking.uid,
        sequence: 0,
        status: 'CONFIRMED',
        start,
        location: 'https://meet.jordanavery.consulting/consult',
      })
      expect(invitation.organizer.toLowerCase()).toBe(`mailto:${ownerEmail}`)
      expect(invitation.attendee.toLowerCase()).toBe(`mailto:${visitor}`)
    }
    expect(toOwner.subject).toMatch(/^New booking: Amélie Laurent, Free 30-minute consult/)
    expect(toOwner.header('reply-to')).toContain(visitor)

    const reminders = await server.db
      .selectFrom('outbox')
      .select(['kind', 'status', 'nextAttemptAt'])
      .where('bookingId', '=', booking.id)
      .where('kind', 'like', 'booking-reminder%')
      .orderBy('kind')
      .execute()
    expect(reminders).toEqual([
      {
        kind: 'booking-reminder-1h',
        status: 'queued',
        nextAttemptAt: new Date(Date.parse(start) - hour).toISOString(),
      },
      {
        kind: 'booking-reminder-24h',
        status: 'queued',
        nextAttemptAt: new Date(Date.parse(start) - 24 * hour).toISOString(),
      },
    ])
  })

  it('cancel from the signed link: both sides get METHOD:CANCEL with a higher SEQUENCE, the reminders are withdrawn, the time is free', async () => {
    const visitor = `cancel.${unique()}@example.org`
    const start = startIn(50)
    const booking = await book(server, start, visitor)
    await smtp.waitFor((email) => email.to.includes(visitor))
    expect(
      (
        await server.request(`/api/bookings/${booking.id}/cancel`, {
          method: 'POST',
          json: { token: 'forged' },
        })
      ).status,
    ).toBe(404)
    const cancelled = await server.request(`/api/bookings/${booking.id}/cancel`, {
      method: 'POST',
      json: { token: booking.token },
    })
    expect(cancelled.status).toBe(200)
    const again = await server.request(`/api/bookings/${booking.id}/cancel`, {
      method: 'POST',
      json: { token: booking.token },
    })
    expect(again.status).toBe(409)

    const toVisitor = await smtp.waitFor(
      (email) => email.to.includes(visitor) && email.subject.startsWith('Annulé'),
    )
    const toOwner = await smtp.waitFor(
      (email) => email.to.includes(ownerEmail) && email.subject.startsWith('Booking cancelled'),
    )
    for (const email of [toVisitor, toOwner]) {
      expect(invitationOf(email)).toMatchObject({
        method: 'CANCEL',
        uid: booking.uid,
        sequence: 1,
        status: 'CANCELLED',
      })
    }
    const reminders = await server.db
      .selectFrom('outbox')
      .select('status')
      .where('bookingId', '=', booking.id)
      .where('kind', 'like', 'booking-reminder%')
      .execute()
    expect(reminders.map((row) => row.status)).toEqual(['cancelled', 'cancelled'])
    // The time can be booked again at once.
    await book(server, start, `next.${unique()}@example.org`)
  })

  it('reschedule from the signed link: a new time, SEQUENCE 1, the same UID, new reminders', async () => {
    const visitor = `move.${unique()}@example.org`
    const booking = await book(server, startIn(80), visitor)
    await smtp.waitFor((email) => email.to.includes(visitor))
    const newStart = startIn(100)
    const taken = await server.request(`/api/bookings/${booking.id}/reschedule`, {
      method: 'POST',
      json: { token: booking.token, start: 'soon' },
    })
    expect(taken.status).toBe(400)
    const moved = await server.request<{ startAt: string; sequence: number }>(
      `/api/bookings/${booking.id}/reschedule`,
      {
        method: 'POST',
        json: { token: booking.token, start: newStart },
      },
    )
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ startAt: newStart, sequence: 1 })
    const update = await smtp.waitFor(
      (email) => email.to.includes(visitor) && email.subject.startsWith('Déplacé'),
    )
    expect(invitationOf(update)).toMatchObject({
      method: 'REQUEST',
      uid: booking.uid,
      sequence: 1,
      start: newStart,
    })
    const ownerUpdate = await smtp.waitFor(
      (email) => email.to.includes(ownerEmail) && email.subject.startsWith('Booking moved'),
    )
    expect(invitationOf(ownerUpdate)).toMatchObject({ method: 'REQUEST', uid: booking.uid, sequence: 1 })
    const reminders = await server.db
      .selectFrom('outbox')
      .select(['status', 'nextAttemptAt'])
      .where('bookingId', '=', booking.id)
      .where('kind', '=', 'booking-reminder-1h')
      .orderBy('id')
      .execute()
    expect(reminders).toEqual([
      { status: 'cancelled', nextAttemptAt: expect.any(String) },
      { status: 'queued', nextAttemptAt: new Date(Date.parse(newStart) - hour).toISOString() },
    ])
  })

  it('send each reminder once, after a restart and with two instances polling', async () => {
    const visitor = `remind.${unique()}@example.org`
    const booking = await book(server, startIn(30), visitor)
    await smtp.waitFor((email) => email.to.includes(visitor))
    // The site restarts: this instance stops with the reminders still waiting in the outbox.
    await server.close()
    const [first, second] = await Promise.all([startTestServer(env()), startTestServer(env())])
    server = first
    try {
      // The hours pass: both reminders come due while the two instances poll.
      await first.db
        .updateTable('outbox')
        .set({ nextAttemptAt: new Date(Date.now() - 1000).toISOString() })
        .where('bookingId', '=', booking.id)
        .where('kind', 'like', 'booking-reminder%')
        .execute()
      const day = await smtp.waitFor(
        (email) => email.to.includes(visitor) && email.subject.startsWith('Demain'),
      )
      const soon = await smtp.waitFor(
        (email) => email.to.includes(visitor) && email.subject.startsWith('Dans une heure'),
      )
      expect(day.text).toContain('Feuille de route IA')
      expect(soon.html).toContain('meet.jordanavery.consulting')
      await new Promise((resolve) => setTimeout(resolve, 1500))
      const received = smtp.messages
        .filter((email) => email.to.includes(visitor))
        .map((email) => email.subject)
      expect(received.filter((subject) => subject.startsWith('Demain'))).toHaveLength(1)
      expect(received.filter((subject) => subject.startsWith('Dans une heure'))).toHaveLength(1)
      const rows = await first.db
        .selectFrom('outbox')
        .select(['status', 'attempts'])
        .where('bookingId', '=', booking.id)
        .where('kind', 'like', 'booking-reminder%')
        .execute()
      expect(rows).toEqual([
        { status: 'sent', attempts: 1 },
        { status: 'sent', attempts: 1 },
      ])
    } finally {
      await second.close()
    }
  })
})
