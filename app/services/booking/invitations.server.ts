import icalGenerator, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator'
import type { BookingRow } from '~/db/schema.ts'

export type Organizer = { name: string; email: string }

/** What an invitation says besides the booking's own fields: the links its description carries. */
export type InvitationDetails = {
  booking: BookingRow
  organizer: Organizer
  /** The summary, in the visitor's language: "Free 30-minute consult with Jordan Avery". */
  summary: string
  /** Where to change or cancel it, and the topic, written in the description. */
  description: string
  /** The page of the booking (its confirmation, with reschedule and cancel). */
  url: string
}

const productId = { company: 'Jordan Avery Consulting', product: 'Bookings', language: 'EN' }

function addEvent(
  calendar: ReturnType<typeof icalGenerator>,
  details: InvitationDetails,
  cancelled: boolean,
) {
  const { booking, organizer } = details
  calendar.createEvent({
    id: booking.uid,
    sequence: booking.sequence,
    start: new Date(booking.startAt),
    end: new Date(booking.endAt),
    stamp: new Date(),
    summary: details.summary,
    description: details.description,
    location: booking.location ?? undefined,
    url: details.url,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: organizer.name, email: organizer.email },
    attendees: [
      {
        name: booking.name,
        email: booking.email,
        role: ICalAttendeeRole.REQ,
        rsvp: !cancelled,
        status: ICalAttendeeStatus.ACCEPTED,
      },
    ],
  })
}

/**
 * The iCalendar invitation of a booking: `REQUEST` when it is made or moved (the same UID, a higher
 * SEQUENCE each time it moves), `CANCEL` when it is cancelled. Times are written in UTC, which every
 * client shows in its own zone.
 */
export function invitationCalendar(method: 'REQUEST' | 'CANCEL', details: InvitationDetails): string {
  const calendar = icalGenerator({
    prodId: productId,
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  })
  addEvent(calendar, details, method === 'CANCEL')
  return calendar.toString()
}

/** The booking as a file to open in any calendar (`.ics` download): published, not an invitation. */
export function bookingFile(details: InvitationDetails): string {
  const calendar = icalGenerator({ prodId: productId, method: ICalCalendarMethod.PUBLISH })
  addEvent(calendar, details, details.booking.status === 'cancelled')
  return calendar.toString()
}

/** The owner's upcoming bookings as a calendar to subscribe to. */
export function bookingsFeed(name: string, events: InvitationDetails[]): string {
  const calendar = icalGenerator({ prodId: productId, name, ttl: 15 * 60 })
  for (const details of events) addEvent(calendar, details, details.booking.status === 'cancelled')
  return calendar.toString()
}
