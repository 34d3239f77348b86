import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/*
 * Calendar feeds shaped like the "secret address" feeds Google Calendar, Outlook.com and iCloud publish:
 * their PRODIDs, their VTIMEZONE blocks (Outlook names zones the Windows way), weekly series with
 * EXDATE and moved or cancelled occurrences (RECURRENCE-ID), all-day events, events marked free,
 * cancelled events, UTC and floating times, folded lines and CRLF endings. Dates are given in the
 * week of March 2, 2026 (Monday), just before the US daylight-saving change of March 8.
 */

const crlf = (lines: string[]) => `${lines.join('\r\n')}\r\n`

const newYorkZone = (tzid: string) => [
  'BEGIN:VTIMEZONE',
  `TZID:${tzid}`,
  'BEGIN:STANDARD',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=1SU;BYMONTH=11',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=2SU;BYMONTH=3',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
]

/**
 * Google: a Monday-and-Wednesday 10:00–11:00 series (New York) from March 2, with March 11 deleted
 * (EXDATE) and March 16 moved to 14:00–15:00; an all-day conference on Friday March 6; an all-day
 * note marked free on Thursday March 5; a cancelled Tuesday lunch.
 */
export const googleFeed = crlf([
  'BEGIN:VCALENDAR',
  'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
  'VERSION:2.0',
  'CALSCALE:GREGORIAN',
  'METHOD:PUBLISH',
  'X-WR-CALNAME:Jordan Avery',
  'X-WR-TIMEZONE:America/New_York',
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'X-LIC-LOCATION:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
  'BEGIN:VEVENT',
  'DTSTART;TZID=America/New_York:20260302T100000',
  'DTEND;TZID=America/New_York:20260302T110000',
  'RRULE:FREQ=WEEKLY;WKST=SU;BYDAY=MO,WE',
  'EXDATE;TZID=America/New_York:20260311T100000',
  'DTSTAMP:20260227T120000Z',
  'UID:5c1f0a7e2b@google.com',
  'CREATED:20260220T150000Z',
  'LAST-MODIFIED:20260226T090000Z',
  'SEQUENCE:2',
  'STATUS:CONFIRMED',
  'SUMMARY:Portfolio review with the CIO office (weekly)',
  'TRANSP:OPAQUE',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTART;TZID=America/New_York:20260316T140000',
  'DTEND;TZID=America/New_York:20260316T150000',
  'DTSTAMP:20260227T120000Z',
  'UID:5c1f0a7e2b@google.com',
  'RECURRENCE-ID;TZID=America/New_York:20260316T100000',
  'SEQUENCE:3',
  'STATUS:CONFIRMED',
  'SUMMARY:Portfolio review with the CIO office (moved)',
  'TRANSP:OPAQUE',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTART;VALUE=DATE:20260306',
  'DTEND;VALUE=DATE:20260307',
  'DTSTAMP:20260227T120000Z',
  'UID:conference-day@google.com',
  'SUMMARY:GovTech Summit (all day)',
  'TRANSP:OPAQUE',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTART;VALUE=DATE:20260305',
  'DTEND;VALUE=DATE:20260306',
  'DTSTAMP:20260227T120000Z',
  'UID:birthday-note@google.com',
  'SUMMARY:Sam’s birthday',
  'TRANSP:TRANSPARENT',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTART;TZID=America/New_York:20260303T120000',
  'DTEND;TZID=America/New_York:20260303T130000',
  'DTSTAMP:20260227T120000Z',
  'UID:lunch-cancelled@google.com',
  'STATUS:CANCELLED',
  'SUMMARY:Lunch (cancelled)',
  'END:VEVENT',
  'END:VCALENDAR',
])

/**
 * Outlook: a daily 08:00–09:00 stand-up (Windows zone name "Eastern Standard Time", defined by its
 * VTIMEZONE) from Monday March 2 for five days, with the Wednesday occurrence cancelled by an override
 * and the Thursday one moved to 16:00–16:30; a long description folded over several lines.
 */
export const outlookFeed = crlf([
  'BEGIN:VCALENDAR',
  'METHOD:PUBLISH',
  'PRODID:Microsoft Exchange Server 2010',
  'VERSION:2.0',
  'X-WR-CALNAME:Calendar',
  ...newYorkZone('Eastern Standard Time'),
  'BEGIN:VEVENT',
  'DESCRIPTION:Daily stand-up of the modernization program. Join from the Tea',
  ' ms link in the invitation\\, or dial in if you are on the road.\\n',
  'RRULE:FREQ=DAILY;COUNT=5',
  'UID:040000008200E00074C5B7101A82E0080000000030B54E6F2D8AD901000000000000000',
  ' 01000000097A3A4E4E8A3C448B1E1C06B7E1E5A3B',
  'SUMMARY:Program stand-up',
  'DTSTART;TZID=Eastern Standard Time:20260302T080000',
  'DTEND;TZID=Eastern Standard Time:20260302T090000',
  'CLASS:PUBLIC',
  'PRIORITY:5',
  'DTSTAMP:20260227T133000Z',
  'TRANSP:OPAQUE',
  'STATUS:CONFIRMED',
  'SEQUENCE:0',
  'X-MICROSOFT-CDO-BUSYSTATUS:BUSY',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:040000008200E00074C5B7101A82E0080000000030B54E6F2D8AD901000000000000000',
  ' 01000000097A3A4E4E8A3C448B1E1C06B7E1E5A3B',
  'RECURRENCE-ID;TZID=Eastern Standard Time:20260304T080000',
  'SUMMARY:Canceled: Program stand-up',
  'DTSTART;TZID=Eastern Standard Time:20260304T080000',
  'DTEND;TZID=Eastern Standard Time:20260304T090000',
  'DTSTAMP:20260227T133000Z',
  'STATUS:CANCELLED',
  'SEQUENCE:1',
  'X-MICROSOFT-CDO-BUSYSTATUS:FREE',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:040000008200E00074C5B7101A82E0080000000030B54E6F2D8AD901000000000000000',
  ' 01000000097A3A4E4E8A3C448B1E1C06B7E1E5A3B',
  'RECURRENCE-ID;TZID=Eastern Standard Time:20260305T080000',
  'SUMMARY:Program stand-up (late)',
  'DTSTART;TZID=Eastern Standard Time:20260305T160000',
  'DTEND;TZID=Eastern Standard Time:20260305T163000',
  'DTSTAMP:20260227T133000Z',
  'STATUS:CONFIRMED',
  'SEQUENCE:1',
  'END:VEVENT',
  'END:VCALENDAR',
])

/**
 * Apple (iCloud): a call with Paris at 15:00–16:00 Paris time on Tuesday March 3 (VTIMEZONE for
 * Europe/Paris), a flight written in UTC on Wednesday March 4 18:00–21:00Z, and a workshop whose TZID
 * (Asia/Kolkata) the feed does not define, on Thursday March 5 20:00–21:30 India time.
 */
export const appleFeed = crlf([
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Apple Inc.//macOS 15.3//EN',
  'CALSCALE:GREGORIAN',
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Paris',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'DTSTART:19810329T020000',
  'TZNAME:UTC+2',
  'TZOFFSETTO:+0200',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'DTSTART:19961027T030000',
  'TZNAME:UTC+1',
  'TZOFFSETTO:+0100',
  'END:STANDARD',
  'END:VTIMEZONE',
  'BEGIN:VEVENT',
  'CREATED:20260220T101500Z',
  'UID:6C0E4D8A-5B9E-4F0B-9D3A-2A9F1C0B7E11',
  'DTEND;TZID=Europe/Paris:20260303T160000',
  'TRANSP:OPAQUE',
  'X-APPLE-TRAVEL-ADVISORY-BEHAVIOR:AUTOMATIC',
  'SUMMARY:Call with the Paris innovation lab',
  'DTSTART;TZID=Europe/Paris:20260303T150000',
  'DTSTAMP:20260227T101500Z',
  'SEQUENCE:0',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:flight-ba-0217@icloud.com',
  'DTSTART:20260304T180000Z',
  'DTEND:20260304T210000Z',
  'SUMMARY:Flight to DCA',
  'DTSTAMP:20260227T101500Z',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:kolkata-workshop@icloud.com',
  'DTSTART;TZID=Asia/Kolkata:20260305T200000',
  'DTEND;TZID=Asia/Kolkata:20260305T213000',
  'SUMMARY:Workshop with the Bengaluru team',
  'DTSTAMP:20260227T101500Z',
  'END:VEVENT',
  'END:VCALENDAR',
])

export type CalendarFeedFake = {
  url: string
  /** The address of one of the feeds: `google`, `outlook`, `apple`; anything else answers 404. */
  feedUrl: (name: string) => string
  /** What a feed answers from now on: its text, or an HTTP status. */
  serve: (name: string, answer: string | number) => void
  /** How many times each feed was asked for. */
  requests: Map<string, number>
  close: () => Promise<void>
}

/** The three feeds on a local HTTP server, each changeable (or broken) by the test. */
export async function startCalendarFeedFake(): Promise<CalendarFeedFake> {
  const answers = new Map<string, string | number>([
    ['google', googleFeed],
    ['outlook', outlookFeed],
    ['apple', appleFeed],
  ])
  const requests = new Map<string, number>()
  const server: Server = createServer((req, res) => {
    const name = (req.url ?? '').replace(/^\/calendars\//, '').replace(/\.ics(\?.*)?$/, '')
    requests.set(name, (requests.get(name) ?? 0) + 1)
    const answer = answers.get(name) ?? 404
    if (typeof answer === 'number') {
      res.writeHead(answer, { 'content-type': 'text/plain' }).end('unavailable')
      return
    }
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(answer)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    feedUrl: (name) => `${url}/calendars/${name}.ics`,
    serve: (name, answer) => answers.set(name, answer),
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
