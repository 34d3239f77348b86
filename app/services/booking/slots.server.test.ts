import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import { type Availability, defaultAvailability } from '~/schemas/booking.ts'
import { freeSlots, type Interval, slotAt } from './slots.server.ts'

const workday = [
  { start: '09:00', end: '12:00' },
  { start: '13:00', end: '17:00' },
]

const rules = (changes: Partial<Availability> = {}): Availability => ({
  ...defaultAvailability,
  timeZone: 'America/New_York',
  weeklyHours: {
    monday: workday,
    tuesday: workday,
    wednesday: workday,
    thursday: workday,
    friday: workday,
    saturday: [],
    sunday: [],
  },
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeHours: 0,
  horizonDays: 60,
  maxPerDay: null,
  slotIntervalMinutes: 30,
  datesOff: [],
  ...changes,
})

const at = (iso: string) => new Date(iso)
const utc = (instant: number) => new Date(instant).toISOString()
/** The slots' starts as a visitor in `zone` reads them, with the offset the page writes. */
const inZone = (slots: Interval[], zone: string) =>
  slots.map((slot) => DateTime.fromMillis(slot.start, { zone }).toISO({ suppressMilliseconds: true }))

function slotsOn(
  date: string,
  availability: Availability,
  options: { busy?: Interval[]; booked?: Interval[]; now?: Date; duration?: number } = {},
) {
  return freeSlots({
    availability,
    durationMinutes: options.duration ?? 30,
    busy: options.busy ?? [],
    booked: options.booked ?? [],
    // A week before the day asked for, well inside the horizon.
    now: options.now ?? new Date(Date.parse(`${date}T12:00:00Z`) - 7 * 24 * 3600_000),
    onlyDates: { from: date, to: date },
  })
}

describe('free times across the daylight-saving changes (owner in New York)', () => {
  it('keeps 9:00 at 9:00 in New York across the US change in March, so the instant moves an hour', () => {
    const friday = slotsOn('2026-03-06', rules())
    const monday = slotsOn('2026-03-09', rules())
    expect(utc(friday[0]!.start)).toBe('2026-03-06T14:00:00.000Z')
    expect(utc(monday[0]!.start)).toBe('2026-03-09T13:00:00.000Z')
    expect(friday).toHaveLength(14)
    expect(monday).toHaveLength(14)
    expect(utc(monday.at(-1)!.start)).toBe('2026-03-09T20:30:00.000Z')
  })

  it('shows a visitor in Paris 15:00 before the US change, 14:00 between the two changes and 15:00 after the EU one', () => {
    expect(inZone(slotsOn('2026-03-06', rules()), 'Europe/Paris')[0]).toBe('2026-03-06T15:00:00+01:00')
    expect(inZone(slotsOn('2026-03-09', rules()), 'Europe/Paris')[0]).toBe('2026-03-09T14:00:00+01:00')
    expect(inZone(slotsOn('2026-03-30', rules()), 'Europe/Paris')[0]).toBe('2026-03-30T15:00:00+02:00')
  })

  it('shows a visitor in Kolkata (no daylight saving) 19:30 before the March change and 18:30 after', () => {
    expect(inZone(slotsOn('2026-03-06', rules()), 'Asia/Kolkata')[0]).toBe('2026-03-06T19:30:00+05:30')
    expect(inZone(slotsOn('2026-03-09', rules()), 'Asia/Kolkata')[0]).toBe('2026-03-09T18:30:00+05:30')
  })

  it('follows the EU change in October and the US change in November', () => {
    // Before both, between them (EU back on standard time, US not yet), and after both.
    expect(inZone(slotsOn('2026-10-23', rules()), 'Europe/Paris')[0]).toBe('2026-10-23T15:00:00+02:00')
    expect(inZone(slotsOn('2026-10-26', rules()), 'Europe/Paris')[0]).toBe('2026-10-26T14:00:00+01:00')
    expect(inZone(slotsOn('2026-11-02', rules()), 'Europe/Paris')[0]).toBe('2026-11-02T15:00:00+01:00')
    expect(inZone(slotsOn('2026-10-30', rules()), 'Asia/Kolkata')[0]).toBe('2026-10-30T18:30:00+05:30')
    expect(inZone(slotsOn('2026-11-02', rules()), 'Asia/Kolkata')[0]).toBe('2026-11-02T19:30:00+05:30')
    expect(utc(slotsOn('2026-11-02', rules())[0]!.start)).toBe('2026-11-02T14:00:00.000Z')
  })

  it('skips the hour that does not exist on the night of the March change', () => {
    const night = rules({
      weeklyHours: { ...rules().weeklyHours, sunday: [{ start: '00:00', end: '04:00' }] },
    })
    const slots = slotsOn('2026-03-08', night)
    expect(inZone(slots, 'America/New_York')).toEqual([
      '2026-03-08T00:00:00-05:00',
      '2026-03-08T00:30:00-05:00',
      '2026-03-08T01:00:00-05:00',
      '2026-03-08T01:30:00-05:00',
      '2026-03-08T03:00:00-04:00',
      '2026-03-08T03:30:00-04:00',
    ])
  })

  it('offers the repeated hour twice on the night of the November change, each at its own instant', () => {
    const night = rules({
      weeklyHours: { ...rules().weeklyHours, sunday: [{ start: '00:00', end: '04:00' }] },
    })
    const slots = slotsOn('2026-11-01', night)
    expect(inZone(slots, 'America/New_York')).toEqual([
      '2026-11-01T00:00:00-04:00',
      '2026-11-01T00:30:00-04:00',
      '2026-11-01T01:00:00-04:00',
      '2026-11-01T01:30:00-04:00',
      '2026-11-01T01:00:00-05:00',
      '2026-11-01T01:30:00-05:00',
      '2026-11-01T02:00:00-05:00',
      '2026-11-01T02:30:00-05:00',
      '2026-11-01T03:00:00-05:00',
      '2026-11-01T03:30:00-05:00',
    ])
    expect(new Set(slots.map((slot) => slot.start)).size).toBe(10)
  })

  it('keeps an owner in Paris at 9:00 Paris time across the EU change, for a visitor in New York', () => {
    const paris = rules({ timeZone: 'Europe/Paris' })
    expect(inZone(slotsOn('2026-03-27', paris), 'America/New_York')[0]).toBe('2026-03-27T04:00:00-04:00')
    expect(inZone(slotsOn('2026-03-30', paris), 'America/New_York')[0]).toBe('2026-03-30T03:00:00-04:00')
  })
})

describe('the owner’s rules', () => {
  const monday = '2026-03-09'
  const nine = Date.parse('2026-03-09T13:00:00Z')
  const minutes = (count: number) => count * 60_000

  it('leaves out a time whose meeting or buffers touch a busy time', () => {
    const busy = [{ start: nine + minutes(60), end: nine + minutes(90) }] // 10:00–10:30
    const plain = slotsOn(monday, rules(), { busy }).map((slot) => slot.start)
    expect(plain).not.toContain(nine + minutes(60))
    expect(plain).toContain(nine + minutes(30))
    expect(plain).toContain(nine + minutes(90))
    const buffered = slotsOn(monday, rules({ bufferBeforeMinutes: 15, bufferAfterMinutes: 15 }), {
      busy,
    }).map((slot) => slot.start)
    expect(buffered).not.toContain(nine + minutes(30))
    expect(buffered).not.toContain(nine + minutes(90))
    expect(buffered).toContain(nine + minutes(120))
  })

  it('keeps both buffers between two bookings', () => {
    const booked = [{ start: nine, end: nine + minutes(30) }]
    const slots = slotsOn(
      monday,
      rules({ bufferAfterMinutes: 15, bufferBeforeMinutes: 15, slotIntervalMinutes: 15 }),
      {
        booked,
      },
    ).map((slot) => slot.start)
    expect(slots).not.toContain(nine)
    expect(slots).not.toContain(nine + minutes(45))
    expect(slots).toContain(nine + minutes(60))
  })

  it('offers nothing sooner than the minimum notice', () => {
    const now = new Date(nine - minutes(60))
    const slots = slotsOn(monday, rules({ minimumNoticeHours: 3 }), { now })
    expect(utc(slots[0]!.start)).toBe('2026-03-09T15:00:00.000Z')
  })

  it('offers nothing on a date off, nor past the horizon', () => {
    expect(slotsOn(monday, rules({ datesOff: [{ from: '2026-03-09', to: '2026-03-10' }] }))).toEqual([])
    expect(
      slotsOn('2026-03-11', rules({ datesOff: [{ from: '2026-03-09', to: '2026-03-10' }] })).length,
    ).toBe(14)
    const all = freeSlots({
      availability: rules({ horizonDays: 3 }),
      durationMinutes: 30,
      busy: [],
      booked: [],
      now: at('2026-03-09T12:00:00Z'),
    })
    expect(new Set(all.map((slot) => slot.ownerDate))).toEqual(
      new Set(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12']),
    )
  })

  it('closes a day once it holds its maximum of meetings', () => {
    const booked = [
      { start: nine, end: nine + minutes(30) },
      { start: nine + minutes(240), end: nine + minutes(270) },
    ]
    expect(slotsOn(monday, rules({ maxPerDay: 2 }), { booked })).toEqual([])
    expect(slotsOn(monday, rules({ maxPerDay: 3 }), { booked }).length).toBeGreaterThan(0)
  })

  it('fits a longer meeting only where the whole of it is inside the hours', () => {
    const slots = slotsOn(monday, rules(), { duration: 45 })
    expect(inZone(slots, 'America/New_York').at(-1)).toBe('2026-03-09T16:00:00-04:00')
    expect(inZone(slots, 'America/New_York')).not.toContain('2026-03-09T11:30:00-04:00')
  })

  it('recognises a free time by its instant, and nothing else', () => {
    const query = {
      availability: rules(),
      durationMinutes: 30,
      busy: [],
      booked: [],
      now: at('2026-02-01T12:00:00Z'),
    }
    expect(slotAt(query, nine)).toBeDefined()
    expect(slotAt(query, nine + minutes(10))).toBeUndefined()
    expect(slotAt(query, Date.parse('2026-03-08T14:00:00Z'))).toBeUndefined()
  })
})
