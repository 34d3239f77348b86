import { DateTime } from 'luxon'
import { type Availability, minutesOfDay, type Weekday, weekdays } from '~/schemas/booking.ts'

/** A span of time in UTC milliseconds, end excluded. */
export type Interval = { start: number; end: number }

/** A time the page offers: its instant and the owner's calendar date it falls on. */
export type Slot = Interval & { ownerDate: string }

export type SlotQuery = {
  availability: Availability
  durationMinutes: number
  /** The owner's busy times from the calendar feeds. */
  busy: readonly Interval[]
  /** The confirmed bookings (of any meeting type). */
  booked: readonly Interval[]
  now: Date
  /** Only the days from this owner date (YYYY-MM-DD) to this one, both included. */
  onlyDates?: { from: string; to: string }
}

const minute = 60_000

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end

function isDateOff(availability: Availability, date: string): boolean {
  return availability.datesOff.some((range) => range.from <= date && date <= range.to)
}

/** The instant of a wall-clock time on a date in a zone; a time skipped by a DST change moves forward. */
function instantAt(date: DateTime, minutes: number, zone: string): number {
  const day = DateTime.fromObject({ year: date.year, month: date.month, day: date.day }, { zone })
  if (minutes >= 24 * 60) return day.plus({ days: 1 }).toMillis()
  return DateTime.fromObject(
    {
      year: date.year,
      month: date.month,
      day: date.day,
      hour: Math.floor(minutes / 60),
      minute: minutes % 60,
    },
    { zone },
  ).toMillis()
}

/**
 * Every time a visitor may book: the owner's weekly hours on each day from today to the horizon, in the
 * owner's zone (so 9:00 stays 9:00 across daylight-saving changes), stepped by the slot interval, minus
 * dates off, minus what is too soon (minimum notice), minus any time whose meeting with its buffers
 * would touch a busy time or another booking with its buffers, and no day past its maximum of meetings.
 */
export function freeSlots(query: SlotQuery): Slot[] {
  const { availability, durationMinutes, now } = query
  const zone = availability.timeZone
  const duration = durationMinutes * minute
  const before = availability.bufferBeforeMinutes * minute
  const after = availability.bufferAfterMinutes * minute
  const step = availability.slotIntervalMinutes * minute
  const earliest = now.getTime() + availability.minimumNoticeHours * 60 * minute
  const today = DateTime.fromJSDate(now, { zone }).startOf('day')
  const bookedWithBuffers = query.booked.map((booking) => ({
    start: booking.start - before,
    end: booking.end + after,
  }))
  const window = {
    start: today.toMillis() - before,
    end: today.plus({ days: availability.horizonDays + 1 }).toMillis() + after,
  }
  const busy = query.busy.filter((interval) => overlaps(interval, window))
  const slots: Slot[] = []
  for (let offset = 0; offset <= availability.horizonDays; offset += 1) {
    const date = today.plus({ days: offset })
    const ownerDate = date.toISODate() as string
    if (query.onlyDates && (ownerDate < query.onlyDates.from || ownerDate > query.onlyDates.to)) continue
    if (isDateOff(availability, ownerDate)) continue
    const weekday = weekdays[date.weekday - 1] as Weekday
    const dayStart = date.toMillis()
    const dayEnd = date.plus({ days: 1 }).toMillis()
    if (availability.maxPerDay !== null) {
      const bookedThatDay = query.booked.filter(
        (booking) => booking.start >= dayStart && booking.start < dayEnd,
      )
      if (bookedThatDay.length >= availability.maxPerDay) continue
    }
    for (const range of availability.weeklyHours[weekday]) {
      const rangeEnd = instantAt(date, minutesOfDay(range.end), zone)
      for (
        let start = instantAt(date, minutesOfDay(range.start), zone);
        start + duration <= rangeEnd;
        start += step
      ) {
        if (start < earliest) continue
        const meeting = { start, end: start + duration }
        const padded = { start: start - before, end: meeting.end + after }
        if (busy.some((interval) => overlaps(padded, interval))) continue
        // Both meetings keep their buffers: the gap between them is one's after and the other's before.
        if (bookedWithBuffers.some((booked) => overlaps(padded, booked))) continue
        slots.push({ ...meeting, ownerDate })
      }
    }
  }
  return slots.sort((a, b) => a.start - b.start)
}

/** The owner's calendar date (YYYY-MM-DD) of an instant. */
export function ownerDateOf(instant: number, zone: string): string {
  return DateTime.fromMillis(instant, { zone }).toISODate() as string
}

/** A booked instant's slot, if it is one of the free times now (the check a booking must pass). */
export function slotAt(query: Omit<SlotQuery, 'onlyDates'>, start: number): Slot | undefined {
  const date = ownerDateOf(start, query.availability.timeZone)
  return freeSlots({ ...query, onlyDates: { from: date, to: date } }).find((slot) => slot.start === start)
}

/**
 * How long free times found at `now` stay as they are while only time passes: until the first of them
 * comes within the minimum notice and leaves the list. Undefined when there is none.
 */
export function slotsHoldFor(slots: Slot[], availability: Availability, now: Date): number | undefined {
  if (slots.length === 0) return undefined
  const first = Math.min(...slots.map((slot) => slot.start))
  return Math.max(0, first - availability.minimumNoticeHours * 60 * minute - now.getTime())
}
