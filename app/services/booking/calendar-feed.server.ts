import ICAL from 'ical.js'
import { DateTime } from 'luxon'
import { isTimeZone } from '~/schemas/booking.ts'
import type { Interval } from './slots.server.ts'

/** Why a feed could not be read: what the admin shows beside the feed. */
export class FeedError extends Error {}

export type ReadFeed = { busy: Interval[]; eventCount: number }

/** A recurring event is expanded at most this far: an old daily series must not hold the server. */
const maxOccurrencesPerEvent = 20_000

type ICALTime = InstanceType<typeof ICAL.Time>
type ICALComponent = InstanceType<typeof ICAL.Component>

/**
 * The instant of a time from a feed. A time with its zone defined in the feed (Google's and Apple's
 * `VTIMEZONE`, Outlook's "Eastern Standard Time") or in UTC is what ical.js says; a time whose TZID the
 * feed does not define is read in that zone when it is an IANA name, and a floating time, or an
 * all-day date, in the owner's zone (the calendar is the owner's).
 */
function instantOf(time: ICALTime, tzid: string | undefined, ownerZone: string): number {
  if (!time.isDate && time.zone !== ICAL.Timezone.localTimezone) return time.toUnixTime() * 1000
  const zone = !time.isDate && tzid && isTimeZone(tzid) ? tzid : ownerZone
  return DateTime.fromObject(
    {
      year: time.year,
      month: time.month,
      day: time.day,
      hour: time.isDate ? 0 : time.hour,
      minute: time.isDate ? 0 : time.minute,
      second: time.isDate ? 0 : time.second,
    },
    { zone },
  ).toMillis()
}

const textOf = (component: ICALComponent, name: string) =>
  String(component.getFirstPropertyValue(name) ?? '').toUpperCase()

/** An event that takes no time: cancelled, or marked free (TRANSP:TRANSPARENT, as all-day notes often are). */
const blocksNoTime = (component: ICALComponent) =>
  textOf(component, 'status') === 'CANCELLED' || textOf(component, 'transp') === 'TRANSPARENT'

function tzidOf(component: ICALComponent): string | undefined {
  const tzid = component.getFirstProperty('dtstart')?.getParameter('tzid')
  return typeof tzid === 'string' ? tzid : undefined
}

/** Sorted, with touching and overlapping spans made one. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start)
  const merged: Interval[] = []
  for (const interval of sorted) {
    const last = merged[merged.length - 1]
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end)
    else merged.push({ ...interval })
  }
  return merged
}

/**
 * The busy times an iCalendar feed states within `window`: every event and every occurrence of a
 * recurring one (RRULE and RDATE, less EXDATE), moved occurrences (RECURRENCE-ID) at their new time,
 * cancelled events and occurrences left out, free (transparent) ones too; all-day events block their
 * whole days in the owner's zone.
 */
export function busyTimesOf(text: string, window: Interval, ownerZone: string): ReadFeed {
  let calendar: ICALComponent
  try {
    calendar = new ICAL.Component(ICAL.parse(text))
  } catch (error) {
    throw new FeedError(
      `Not a readable iCalendar feed (${error instanceof Error ? error.message : 'parse error'})`,
    )
  }
  if (calendar.name !== 'vcalendar') throw new FeedError('Not an iCalendar feed: no VCALENDAR')
  const events = calendar.getAllSubcomponents('vevent')
  const byUid = new Map<string, { master?: ICALComponent; exceptions: ICALComponent[] }>()
  for (const [index, event] of events.entries()) {
    const uid = String(event.getFirstPropertyValue('uid') ?? `no-uid-${index}`)
    const entry = byUid.get(uid) ?? { exceptions: [] }
    if (event.hasProperty('recurrence-id')) entry.exceptions.push(event)
    else entry.master = event
    byUid.set(uid, entry)
  }
  const busy: Interval[] = []
  const add = (start: ICALTime, end: ICALTime, tzid: string | undefined) => {
    const from = instantOf(start, tzid, ownerZone)
    const to = instantOf(end, tzid, ownerZone)
    if (to > from && from < window.end && to > window.start) busy.push({ start: from, end: to })
  }
  for (const { master, exceptions } of byUid.values()) {
    // An override whose series the feed leaves out (an invitation to one occurrence) is an event of its own.
    if (!master) {
      for (const exception of exceptions) {
        if (blocksNoTime(exception)) continue
        const event = new ICAL.Event(exception)
        add(event.startDate, event.endDate, tzidOf(exception))
      }
      continue
    }
    if (blocksNoTime(master)) continue
    const event = new ICAL.Event(master, { exceptions, strictExceptions: false })
    const tzid = tzidOf(master)
    if (!event.isRecurring()) {
      if (event.startDate) add(event.startDate, event.endDate, tzid)
      continue
    }
    const occurrences = event.iterator()
    for (
      let count = 0, next = occurrences.next();
      next && count < maxOccurrencesPerEvent;
      count += 1, next = occurrences.next()
    ) {
      // Occurrences come in order of their original time; one moved from later into the window is
      // still reached a day past its end.
      if (instantOf(next, tzid, ownerZone) > window.end + 24 * 3600_000) break
      const details = event.getOccurrenceDetails(next)
      if (details.item !== event && blocksNoTime(details.item.component)) continue
      add(details.startDate, details.endDate, details.item === event ? tzid : tzidOf(details.item.component))
    }
  }
  return { busy: mergeIntervals(busy), eventCount: events.length }
}

const maxFeedBytes = 10 * 1024 * 1024

/** The feed's text: answered 2xx within `timeoutMs`, at most 10 MB, and an iCalendar file. */
export async function fetchFeedText(url: string, timeoutMs: number): Promise<string> {
  let response: Response
  try {
    response = await fetch(url, {
      headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'consulting-site calendar reader' },
      redirect: 'follow',
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${Math.round(timeoutMs / 1000)} s`
        : error instanceof Error && error.cause instanceof Error
          ? error.cause.message
          : 'the server could not be reached'
    throw new FeedError(`Could not fetch the feed: ${reason}`)
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new FeedError(
      `The feed answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
    )
  }
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > maxFeedBytes) {
    await response.body?.cancel()
    throw new FeedError('The feed is larger than 10 MB')
  }
  const text = await response.text()
  if (text.length > maxFeedBytes) throw new FeedError('The feed is larger than 10 MB')
  if (!/^\s*BEGIN:VCALENDAR/i.test(text))
    throw new FeedError('Not an iCalendar feed: it does not start with BEGIN:VCALENDAR')
  return text
}
