import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CalendarFeedFake, startCalendarFeedFake } from '../mocks/calendar-feeds.ts'
import { asSubmitted } from '../support/forms.ts'
import { useTestServer } from '../support/test-server.ts'

/*
 * Booking on the site against a clock fixed on Monday March 2, 2026, 12:00 UTC (7:00 in New York), the
 * week before the US daylight-saving change, so the free times are known: weekdays 9–12 and 13–17 in
 * New York, 30-minute steps, no notice, six weeks ahead.
 */
const clock = new Date('2026-03-02T12:00:00Z')
let feeds: CalendarFeedFake

beforeAll(async () => {
  feeds = await startCalendarFeedFake()
})
afterAll(async () => {
  await feeds?.close()
})

const server = useTestServer(
  { PUBLIC_URL: 'https://consulting.example' },
  { signIn: true, pages: true, now: () => clock },
)

const rules = {
  timeZone: 'America/New_York',
  weeklyHours: {
    monday: [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ],
    tuesday: [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ],
    wednesday: [{ start: '09:00', end: '17:00' }],
    thursday: [{ start: '09:00', end: '17:00' }],
    friday: [{ start: '09:00', end: '17:00' }],
    saturday: [],
    sunday: [],
  },
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeHours: 0,
  horizonDays: 42,
  maxPerDay: null,
  slotIntervalMinutes: 30,
  datesOff: [],
}

const unique = () => randomBytes(4).toString('hex')
type Times = {
  days: { date: string; slots: { start: string; datetime: string; label: string }[] }[]
  zone: { id: string; label: string }
}

async function times(query: Record<string, string>) {
  const response = await server.request<Times>(
    `/api/bookings/times?${new URLSearchParams({ meetingType: 'free-consult', ...query })}`,
  )
  expect(response.status).toBe(200)
  return response.body
}

function book(start: string, overrides: Record<string, unknown> = {}) {
  return server.request<{ id: number; token: string; message: string; reason?: string }>('/api/bookings', {
    method: 'POST',
    json: asSubmitted(server, 'booking', {
      meetingType: 'free-consult',
      start,
      timeZone: 'Europe/Paris',
      name: 'Camille Martin',
      email: `camille.${unique()}@agence.example.fr`,
      organization: 'Agence numérique',
      topic: 'Our AI roadmap for 2026',
      ...overrides,
    }),
  })
}

beforeAll(async () => {
  const saved = await server.request('/api/admin/booking/availability', {
    method: 'PUT',
    json: rules,
    token: server.token,
  })
  expect(saved.status).toBe(200)
})

describe('the free times', () => {
  it('are shown in the visitor’s zone with their UTC offset, across the US and EU changes', async () => {
    const paris = await times({ timeZone: 'Europe/Paris' })
    expect(paris.zone.id).toBe('Europe/Paris')
    expect(paris.zone.label).toMatch(/Paris/)
    // Monday March 2, 13:00 in New York (EST) is 19:00 in Paris; the morning has passed (7:00 now).
    expect(paris.days[0]!.date).toBe('2026-03-02')
    expect(paris.days[0]!.slots[0]!.datetime).toBe('2026-03-02T15:00:00+01:00')
    const afterUsChange = await times({ timeZone: 'Europe/Paris', from: '2026-03-09' })
    expect(afterUsChange.days[0]!.slots[0]!.datetime).toBe('2026-03-09T14:00:00+01:00')
    const afterEuChange = await times({ timeZone: 'Europe/Paris', from: '2026-03-30' })
    expect(afterEuChange.days[0]!.slots[0]!.datetime).toBe('2026-03-30T15:00:00+02:00')
    const kolkata = await times({ timeZone: 'Asia/Kolkata', from: '2026-03-09' })
    expect(kolkata.days[0]!.slots[0]!.datetime).toBe('2026-03-09T18:30:00+05:30')
  })

  it('fall back to the owner’s zone for a zone that does not exist', async () => {
    expect((await times({ timeZone: 'Mars/Olympus_Mons' })).zone.id).toBe('America/New_York')
  })

  it('answer 404 for a meeting type that is not open', async () => {
    const response = await server.request('/api/bookings/times?meetingType=no-such-meeting')
    expect(response.status).toBe(404)
  })

  it('are a plain list of times on the page, each a <time datetime> in UTC-offset form', async () => {
    const response = await fetch(`${server.url}/book/free-consult?tz=Asia/Kolkata`)
    expect(response.status).toBe(200)
    const html = await response.text()
    // React writes the attribute as dateTime; HTML reads attribute names in any case.
    expect(html).toMatch(/<time datetime="2026-03-02T19:30:00\+05:30">7:30 PM<\/time>/i)
    expect(html).toContain('Asia/Kolkata')
    const spanish = await (await fetch(`${server.url}/es/book/free-consult?tz=Europe/Madrid`)).text()
    expect(spanish).toContain('Consulta gratuita de 30 minutos')
    expect(spanish).toMatch(/<time datetime="2026-03-02T15:00:00\+01:00">15:00<\/time>/i)
  })
})

describe('the privacy policy', () => {
  it('tells the visitor, in each language, what a booked call stores and how reminders and links work', async () => {
    const pages = await Promise.all(
      ['/privacy', '/es/privacy', '/fr/privacy'].map(async (path) =>
        (await fetch(`${server.url}${path}`)).text(),
      ),
    )
    expect(pages[0]).toContain('Booked calls')
    expect(pages[0]).toContain('a reminder 24 hours and one hour before the call')
    expect(pages[0]).not.toContain('The Book a Free Consult button opens an external scheduling service;')
    expect(pages[1]).toContain('Llamadas reservadas')
    expect(pages[2]).toContain('Appels réservés')
  })
})

describe('taking a time', () => {
  it('books once: the same time again is 409 "just taken"', async () => {
    const start = '2026-03-03T15:00:00.000Z'
    const first = await book(start)
    expect(first.status).toBe(201)
    expect(first.body.token).toEqual(expect.any(String))
    const second = await book(start)
    expect(second.status).toBe(409)
    expect(second.body).toMatchObject({
      message: 'That time was just taken. Please pick another one.',
      reason: 'taken',
    })
    const after = await times({ timeZone: 'UTC', from: '2026-03-03' })
    expect(after.days[0]!.slots.map((slot) => slot.start)).not.toContain(start)
  })

  it('gives 20 simultaneous requests for one time exactly one booking and 19 "just taken" answers', async () => {
    const start = '2026-03-04T16:00:00.000Z'
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(start)))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([201, ...Array(19).fill(409)])
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body.message).toBe('That time was just taken. Please pick another one.')
    const rows = await server.db.selectFrom('bookings').select('id').where('startAt', '=', start).execute()
    expect(rows).toHaveLength(1)
  })

  it('refuses a time that is not one of the free times, and bad input with the field named', async () => {
    expect((await book('2026-03-03T15:10:00.000Z')).status).toBe(409)
    expect((await book('2026-03-07T15:00:00.000Z')).status).toBe(409) // a Saturday
    const noName = await book('2026-03-05T15:00:00.000Z', { name: '' })
    expect(noName.status).toBe(400)
    expect(JSON.stringify(noName.body)).toContain('name')
    const badStart = await book('next tuesday')
    expect(badStart.status).toBe(400)
    const badZone = await book('2026-03-05T15:00:00.000Z', { timeZone: 'Not/AZone' })
    expect(badZone.status).toBe(400)
    const noGuard = await server.request('/api/bookings', {
      method: 'POST',
      json: { meetingType: 'free-consult' },
    })
    expect(noGuard.status).toBe(400)
  })

  it('is a form post without JavaScript: a redirect to the confirmation, or the page again with "just taken"', async () => {
    const start = '2026-03-05T18:00:00.000Z'
    const form = (email: string) =>
      new URLSearchParams({
        ...(asSubmitted(server, 'booking', {}) as Record<string, string>),
        start,
        timeZone: 'America/Chicago',
        name: 'Jordan Lee',
        email,
        organization: '',
        topic: 'Cloud migration plan',
      })
    const booked = await fetch(`${server.url}/book/free-consult?start=${start}`, {
      method: 'POST',
      body: form(`jordan.${unique()}@agency.example.gov`),
      redirect: 'manual',
    })
    expect(booked.status).toBe(303)
    const location = booked.headers.get('location') ?? ''
    expect(location).toMatch(/^\/bookings\/\d+\?token=[\w-]+&booked=1$/)
    const confirmation = await (await fetch(`${server.url}${location}`)).text()
    expect(confirmation).toContain('You’re booked')
    expect(confirmation).toContain('calendar.google.com')
    expect(confirmation).toContain('outlook.live.com')
    expect(confirmation).toMatch(/\/api\/bookings\/\d+\/invite\.ics\?token=/)

    const taken = await fetch(`${server.url}/book/free-consult?start=${start}`, {
      method: 'POST',
      body: form(`other.${unique()}@agency.example.gov`),
      redirect: 'manual',
    })
    expect(taken.status).toBe(409)
    const page = await taken.text()
    expect(page).toContain('That time was just taken')
    expect(page).toContain('Cloud migration plan</textarea>') // what was typed is kept
    expect(page).toContain('name="start"')
  })

  it('serves the booking as an .ics file from its signed link only', async () => {
    const made = await book('2026-03-05T19:00:00.000Z')
    const ics = await fetch(`${server.url}/api/bookings/${made.body.id}/invite.ics?token=${made.body.token}`)
    expect(ics.status).toBe(200)
    expect(ics.headers.get('content-type')).toContain('text/calendar')
    const text = await ics.text()
    expect(text).toContain('BEGIN:VEVENT')
    expect(text).toContain('DTSTART:20260305T190000Z')
    const forged = await fetch(`${server.url}/api/bookings/${made.body.id}/invite.ics?token=forged`)
    expect(forged.status).toBe(404)
  })
})

describe('busy times from calendar feeds', () => {
  it('leave the busy times out, keep the last good copy when a feed fails, and say so', async () => {
    const before = await times({ timeZone: 'America/New_York', from: '2026-03-09' })
    const monday = before.days.find((entry) => entry.date === '2026-03-09')!
    expect(monday.slots.map((slot) => slot.datetime)).toContain('2026-03-09T10:00:00-04:00')

    const added = await server.request<{
      id: number
      lastSuccessAt: string | null
      lastError: string | null
      eventCount: number
    }>('/api/admin/booking/feeds', {
      method: 'POST',
      json: { name: 'Google', url: feeds.feedUrl('google') },
      token: server.token,
    })
    expect(added.status).toBe(201)
    expect(added.body.lastSuccessAt).not.toBeNull()
    expect(added.body.lastError).toBeNull()
    expect(added.body.eventCount).toBe(5)
    const withFeed = await times({ timeZone: 'America/New_York', from: '2026-03-09' })
    const busyMonday = withFeed.days.find((entry) => entry.date === '2026-03-09')!
    // The weekly 10:00–11:00 review (Google, across the DST change) is busy.
    expect(busyMonday.slots.map((slot) => slot.datetime)).not.toContain('2026-03-09T10:00:00-04:00')
    expect(busyMonday.slots.map((slot) => slot.datetime)).not.toContain('2026-03-09T10:30:00-04:00')
    expect(busyMonday.slots.map((slot) => slot.datetime)).toContain('2026-03-09T11:00:00-04:00')
    // The all-day conference on Friday March 6 closes the day.
    expect(withFeed.days.map((entry) => entry.date)).not.toContain('2026-03-06')

    feeds.serve('google', 503)
    const refreshed = await server.request<{ lastError: string | null; lastSuccessAt: string | null }>(
      `/api/admin/booking/feeds/${added.body.id}/refresh`,
      { method: 'POST', token: server.token },
    )
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.lastError).toBe('The feed answered HTTP 503 Service Unavailable')
    expect(refreshed.body.lastSuccessAt).toBe(added.body.lastSuccessAt)
    const stillBusy = await times({ timeZone: 'America/New_York', from: '2026-03-09' })
    expect(
      stillBusy.days.find((entry) => entry.date === '2026-03-09')!.slots.map((slot) => slot.datetime),
    ).not.toContain('2026-03-09T10:00:00-04:00')
    feeds.serve('google', '<html>not a calendar</html>')
    const unreadable = await server.request<{ lastError: string }>(
      `/api/admin/booking/feeds/${added.body.id}/refresh`,
      {
        method: 'POST',
        token: server.token,
      },
    )
    expect(unreadable.body.lastError).toMatch(/Not an iCalendar feed/)
  })

  it('refuse an address that is not a web address, and name unknown feeds 404', async () => {
    const bad = await server.request('/api/admin/booking/feeds', {
      method: 'POST',
      json: { name: 'Mine', url: 'file:///etc/passwd' },
      token: server.token,
    })
    expect(bad.status).toBe(400)
    const webcal = await server.request<{ url: string }>('/api/admin/booking/feeds', {
      method: 'POST',
      json: { name: 'Apple', url: feeds.feedUrl('apple').replace('http://', 'webcal://') },
      token: server.token,
    })
    // webcal:// is the https address of the same feed; the fake speaks http, so this one fails to fetch.
    expect(webcal.status).toBe(201)
    expect(webcal.body.url).toMatch(/^https:\/\//)
    expect(
      (
        await server.request('/api/admin/booking/feeds/999999/refresh', {
          method: 'POST',
          token: server.token,
        })
      ).status,
    ).toBe(404)
    expect((await server.request('/api/admin/booking/feeds', { method: 'GET' })).status).toBe(401)
  })
})

describe('the owner’s side', () => {
  it('puts a booking in the pipeline as a lead of kind booking, with its source and campaign, joined by a second booking', async () => {
    const email = `lead.${unique()}@agency.example.gov`
    const source = {
      page: '/book/free-consult',
      referrer: 'https://www.linkedin.com/feed/',
      utm: { utm_source: 'linkedin', utm_campaign: 'fall' },
    }
    const first = await book('2026-03-10T15:00:00.000Z', {
      email,
      name: 'Robin Diaz',
      organization: 'GSA',
      source,
    })
    expect(first.status).toBe(201)
    const second = await book('2026-03-11T15:00:00.000Z', {
      email: email.toUpperCase(),
      name: 'Robin Diaz',
      organization: null,
    })
    expect(second.status).toBe(201)
    const leads = await server.request<
      {
        id: string
        kind: string
        email: string
        organization: string
        summary: string
        status: string
        source: { utm: Record<string, string>; referrer: string }
        meetings: { startAt: string; status: string }[]
      }[]
    >(`/api/admin/leads?kind=booking&q=${encodeURIComponent(email)}`, { token: server.token })
    expect(leads.status).toBe(200)
    expect(leads.body).toHaveLength(1)
    const [lead] = leads.body
    expect(lead).toMatchObject({
      kind: 'booking',
      email,
      organization: 'GSA',
      summary: 'Free 30-minute consult',
      status: 'new',
    })
    expect(lead!.source).toMatchObject({
      referrer: 'https://www.linkedin.com/feed/',
      utm: { utm_source: 'linkedin', utm_campaign: 'fall' },
    })
    expect(lead!.meetings.map((meeting) => meeting.startAt)).toEqual([
      '2026-03-10T15:00:00.000Z',
      '2026-03-11T15:00:00.000Z',
    ])
    const detail = await server.request<{ meetings: unknown[] }>(`/api/admin/leads/booking/${lead!.id}`, {
      token: server.token,
    })
    expect(detail.body.meetings).toHaveLength(2)
    const updated = await server.request(`/api/admin/leads/booking/${lead!.id}`, {
      method: 'PATCH',
      json: { status: 'qualified', notes: 'Budget approved' },
      token: server.token,
    })
    expect(updated.status).toBe(200)
  })

  it('lists, annotates, moves and cancels bookings through the admin API, with auth, validation, 404 and conflict', async () => {
    const made = await book('2026-03-12T15:00:00.000Z')
    expect((await server.request('/api/admin/bookings')).status).toBe(401)
    const upcoming = await server.request<{ id: number; ownerWhen: string }[]>(
      '/api/admin/bookings?when=upcoming',
      { token: server.token },
    )
    expect(upcoming.status).toBe(200)
    const listed = upcoming.body.find((booking) => booking.id === made.body.id)
    expect(listed?.ownerWhen).toBe('Thursday, March 12, 2026 at 11:00 AM (Eastern Time (New York), UTC−4)')
    expect((await server.request('/api/admin/bookings?when=someday', { token: server.token })).status).toBe(
      400,
    )
    expect((await server.request('/api/admin/bookings/999999', { token: server.token })).status).toBe(404)
    expect((await server.request('/api/admin/bookings/abc', { token: server.token })).status).toBe(404)
    const notes = await server.request<{ notes: string }>(`/api/admin/bookings/${made.body.id}`, {
      method: 'PATCH',
      json: { notes: 'Bring the FedRAMP checklist' },
      token: server.token,
    })
    expect(notes.body.notes).toBe('Bring the FedRAMP checklist')
    expect(
      (
        await server.request(`/api/admin/bookings/${made.body.id}`, {
          method: 'PATCH',
          json: { status: 'confirmed' },
          token: server.token,
        })
      ).status,
    ).toBe(400)
    // Moving onto a taken time is a conflict; onto a free one, a new time.
    const taken = await server.request<{ reason: string }>(`/api/admin/bookings/${made.body.id}/reschedule`, {
      method: 'POST',
      json: { start: '2026-03-10T15:00:00.000Z' },
      token: server.token,
    })
    expect(taken.status).toBe(409)
    expect(taken.body.reason).toBe('taken')
    const moved = await server.request<{ startAt: string; sequence: number }>(
      `/api/admin/bookings/${made.body.id}/reschedule`,
      {
        method: 'POST',
        json: { start: '2026-03-12T17:00:00.000Z' },
        token: server.token,
      },
    )
    expect(moved.body).toMatchObject({ startAt: '2026-03-12T17:00:00.000Z', sequence: 1 })
    const cancelled = await server.request<{ status: string }>(`/api/admin/bookings/${made.body.id}`, {
      method: 'PATCH',
      json: { status: 'cancelled' },
      token: server.token,
    })
    expect(cancelled.body.status).toBe('cancelled')
    const again = await server.request(`/api/admin/bookings/${made.body.id}`, {
      method: 'PATCH',
      json: { status: 'cancelled' },
      token: server.token,
    })
    expect(again.status).toBe(409)
    expect((await book('2026-03-12T17:00:00.000Z')).status).toBe(201)
  })

  it('refuses availability that does not hold together, naming the field', async () => {
    const bad = await server.request<{ issues: { path: string }[] }>('/api/admin/booking/availability', {
      method: 'PUT',
      token: server.token,
      json: {
        ...rules,
        timeZone: 'Moon/Base',
        weeklyHours: { ...rules.weeklyHours, monday: [{ start: '10:00', end: '09:00' }] },
        datesOff: [{ from: '2026-05-02', to: '2026-05-01' }],
      },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['timeZone', 'weeklyHours.monday.0.end', 'datesOff.0.to']),
    )
    const overlapping = await server.request('/api/admin/booking/availability', {
      method: 'PUT',
      token: server.token,
      json: {
        ...rules,
        weeklyHours: {
          ...rules.weeklyHours,
          tuesday: [
            { start: '09:00', end: '12:00' },
            { start: '11:00', end: '13:00' },
          ],
        },
      },
    })
    expect(overlapping.status).toBe(400)
  })

  it('publishes upcoming bookings at a private calendar address that can be replaced', async () => {
    const address = await server.request<{ url: string }>('/api/admin/booking/calendar-url', {
      token: server.token,
    })
    const path = new URL(address.body.url).pathname
    const feed = await fetch(`${server.url}${path}`)
    expect(feed.status).toBe(200)
    const text = await feed.text()
    expect(text).toContain('BEGIN:VCALENDAR')
    expect(text).toContain('Free 30-minute consult with')
    const renewed = await server.request<{ url: string }>('/api/admin/booking/calendar-url', {
      method: 'POST',
      token: server.token,
    })
    expect(renewed.body.url).not.toBe(address.body.url)
    expect((await fetch(`${server.url}${path}`)).status).toBe(404)
    expect((await fetch(`${server.url}${new URL(renewed.body.url).pathname}`)).status).toBe(200)
  })

  it('leads every Book button to the booking page, or to the external page when the owner chooses it', async () => {
    const home = await (await fetch(`${server.url}/`)).text()
    expect(home).toContain('href="/book/free-consult"')
    const sprint = await (await fetch(`${server.url}/es/ai-strategy-sprint`)).text()
    expect(sprint).toContain('href="/es/book/sprint-discovery-call"')
    const profile = await server.request<Record<string, unknown>>('/api/admin/settings/profile', {
      token: server.token,
    })
    const { translations, ...rest } = profile.body
    const saved = await server.request('/api/admin/settings/profile', {
      method: 'PUT',
      token: server.token,
      json: { ...rest, translations, bookingMode: 'external' },
    })
    expect(saved.status).toBe(200)
    try {
      const external = await (await fetch(`${server.url}/contact`)).text()
      expect(external).toContain(`href="${rest.bookingUrl}"`)
      expect(external).not.toContain('href="/book/free-consult"')
    } finally {
      await server.request('/api/admin/settings/profile', {
        method: 'PUT',
        token: server.token,
        json: { ...rest, translations, bookingMode: 'site' },
      })
    }
  })
})
