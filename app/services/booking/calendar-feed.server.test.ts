import { describe, expect, it } from 'vitest'
import { appleFeed, googleFeed, outlookFeed } from '../../../tests/mocks/calendar-feeds.ts'
import { busyTimesOf, FeedError } from './calendar-feed.server.ts'

const march = { start: Date.parse('2026-03-01T00:00:00Z'), end: Date.parse('2026-03-25T00:00:00Z') }
const spans = (feed: string) =>
  busyTimesOf(feed, march, 'America/New_York').busy.map(
    (interval) => `${new Date(interval.start).toISOString()} ${new Date(interval.end).toISOString()}`,
  )

describe('reading busy times from calendar feeds', () => {
  it('expands a Google weekly series with its deleted and moved occurrences, across the US DST change', () => {
    expect(spans(googleFeed)).toEqual([
      '2026-03-02T15:00:00.000Z 2026-03-02T16:00:00.000Z',
      '2026-03-04T15:00:00.000Z 2026-03-04T16:00:00.000Z',
      // The all-day conference blocks the whole of March 6 in New York.
      '2026-03-06T05:00:00.000Z 2026-03-07T05:00:00.000Z',
      // 10:00 in New York is 14:00 UTC once daylight saving time has begun (March 8).
      '2026-03-09T14:00:00.000Z 2026-03-09T15:00:00.000Z',
      // March 11 is deleted (EXDATE); March 16 is moved to 14:00.
      '2026-03-16T18:00:00.000Z 2026-03-16T19:00:00.000Z',
      '2026-03-18T14:00:00.000Z 2026-03-18T15:00:00.000Z',
      '2026-03-23T14:00:00.000Z 2026-03-23T15:00:00.000Z',
    ])
  })

  it('leaves out cancelled events and events marked free', () => {
    const busy = spans(googleFeed).join('\n')
    expect(busy).not.toContain('2026-03-03T17:00') // the cancelled lunch
    expect(busy).not.toContain('2026-03-05T05:00') // the all-day note marked free
  })

  it('reads Outlook’s Windows zone names from the feed’s VTIMEZONE, and its cancelled and moved occurrences', () => {
    expect(spans(outlookFeed)).toEqual([
      '2026-03-02T13:00:00.000Z 2026-03-02T14:00:00.000Z',
      '2026-03-03T13:00:00.000Z 2026-03-03T14:00:00.000Z',
      '2026-03-05T21:00:00.000Z 2026-03-05T21:30:00.000Z',
      '2026-03-06T13:00:00.000Z 2026-03-06T14:00:00.000Z',
    ])
  })

  it('reads Apple’s zoned, UTC and undefined-TZID times', () => {
    expect(spans(appleFeed)).toEqual([
      '2026-03-03T14:00:00.000Z 2026-03-03T15:00:00.000Z',
      '2026-03-04T18:00:00.000Z 2026-03-04T21:00:00.000Z',
      '2026-03-05T14:30:00.000Z 2026-03-05T16:00:00.000Z',
    ])
  })

  it('refuses what is not a calendar', () => {
    expect(() => busyTimesOf('<html>Sign in</html>', march, 'UTC')).toThrow(FeedError)
    expect(() => busyTimesOf('BEGIN:VCARD\r\nEND:VCARD\r\n', march, 'UTC')).toThrow(FeedError)
  })
})
