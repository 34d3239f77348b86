import type { Request } from 'express'
import { isLanguage, type Language } from '~/i18n/config.ts'
import {
  bookingListQuerySchema,
  bookingUpdateSchema,
  busyFeedInputSchema,
  rescheduleInputSchema,
} from '~/schemas/booking.ts'
import { parseInput } from '~/schemas/parse.ts'
import { NotFoundError, ValidationError } from '~/services/errors.ts'
import { visitorOf } from '../visitor.ts'
import type { Handler } from './handlers.ts'

/** Booking and feed ids are 32-bit serials; anything else names nothing. */
function bookingId(req: Request, noun = 'Booking'): number {
  const raw = String(req.params.id)
  const id = Number(raw)
  if (!/^\d{1,10}$/.test(raw) || id < 1 || id > 2_147_483_647) throw new NotFoundError(`${noun} not found`)
  return id
}

/** The signed link's token, from the query or the body. */
function tokenOf(req: Request): string {
  const token = (req.body as { token?: unknown } | undefined)?.token ?? req.query.token
  return typeof token === 'string' && token.length <= 200 ? token : ''
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

function languageOf(req: Request): Language {
  const lang = text(req.query.lang)
  return lang && isLanguage(lang) ? lang : visitorOf(req).language
}

/** The free times of a meeting type, as the booking page shows them (`timeZone`, `from`, `lang`). */
export const bookingTimes: Handler = (req, res, { services }) => {
  res.set('Cache-Control', 'no-store')
  const meetingType = text(req.query.meetingType)
  if (!meetingType)
    throw new ValidationError('meetingType is required', [{ path: 'meetingType', message: 'Required' }])
  return services.bookings.page(meetingType.slice(0, 200), {
    timeZone: text(req.query.timeZone),
    from: text(req.query.from),
    language: languageOf(req),
  })
}

export const listMeetingTypes: Handler = (req, _res, { services }) =>
  services.bookings.openMeetingTypes(languageOf(req))

export const createBooking: Handler = async (req, res, { services }) => {
  const { booking, token } = await services.bookings.book(req.body, visitorOf(req))
  res.status(201)
  return {
    id: booking.id,
    uid: booking.uid,
    token,
    startAt: booking.startAt,
    endAt: booking.endAt,
    status: booking.status,
    message: 'Booked. The invitation is on its way by email.',
  }
}

export const getBooking: Handler = async (req, res, { services }) => {
  res.set('Cache-Control', 'private, no-store')
  const {
    token: _token,
    links,
    ...view
  } = await services.bookings.view(bookingId(req), tokenOf(req), languageOf(req))
  return {
    ...view,
    links: { google: links.google, outlook: links.outlook, ics: links.ics, manage: links.manage },
  }
}

export const cancelBooking: Handler = async (req, _res, { services }) => {
  const booking = await services.bookings.cancelWithLink(bookingId(req), tokenOf(req))
  return { id: booking.id, status: booking.status, message: 'The booking is cancelled.' }
}

export const rescheduleBooking: Handler = async (req, _res, { services }) => {
  const { token: _token, ...body } = (req.body ?? {}) as Record<string, unknown>
  const booking = await services.bookings.rescheduleWithLink(bookingId(req), tokenOf(req), body)
  return { id: booking.id, startAt: booking.startAt, endAt: booking.endAt, sequence: booking.sequence }
}

export const bookingIcs: Handler = async (req, res, { services }) => {
  const ics = await services.bookings.icsFile(bookingId(req), tokenOf(req))
  res
    .type('text/calendar; charset=utf-8')
    .attachment('meeting.ics')
    .set('Cache-Control', 'private, no-store')
    .send(ics)
  return undefined
}

/** The owner's bookings as a calendar subscription, at its private address. */
export const ownerBookingsFeed: Handler = async (req, res, { services }) => {
  const file = String(req.params.file)
  if (!file.endsWith('.ics')) throw new NotFoundError('No such calendar')
  const ics = await services.bookings.ownerFeed(file.slice(0, -'.ics'.length))
  res.type('text/calendar; charset=utf-8').set('Cache-Control', 'private, no-store').send(ics)
  return undefined
}

// The owner's side.

export const adminBookings: Handler = (req, _res, { services }) =>
  services.bookings.list(parseInput(bookingListQuerySchema, req.query).when)

export const adminBooking: Handler = (req, _res, { services }) => services.bookings.get(bookingId(req))

export const adminUpdateBooking: Handler = (req, _res, { services }) =>
  services.bookings.update(bookingId(req), parseInput(bookingUpdateSchema, req.body))

export const adminRescheduleBooking: Handler = async (req, _res, { services }) => {
  const id = bookingId(req)
  const { start } = parseInput(rescheduleInputSchema, req.body)
  await services.bookings.reschedule(id, start)
  return services.bookings.get(id)
}

export const adminAvailability: Handler = (_req, _res, { services }) => services.bookings.availability()

export const adminSaveAvailability: Handler = (req, _res, { services }) =>
  services.bookings.saveAvailability(req.body)

export const adminFeeds: Handler = (_req, _res, { services }) => services.bookings.listFeeds()

export const adminAddFeed: Handler = async (req, res, { services }) => {
  const feed = await services.bookings.addFeed(parseInput(busyFeedInputSchema, req.body))
  res.status(201)
  return feed
}

export const adminUpdateFeed: Handler = (req, _res, { services }) =>
  services.bookings.updateFeed(bookingId(req, 'Calendar feed'), parseInput(busyFeedInputSchema, req.body))

export const adminRemoveFeed: Handler = async (req, _res, { services }) => {
  await services.bookings.removeFeed(bookingId(req, 'Calendar feed'))
  return { message: 'Calendar feed removed' }
}

export const adminRefreshFeed: Handler = (req, _res, { services }) =>
  services.bookings.refreshFeed(bookingId(req, 'Calendar feed'))

export const adminCalendarUrl: Handler = async (_req, _res, { services }) => ({
  url: await services.bookings.ownerFeedUrl(),
})

export const adminRevokeCalendarUrl: Handler = async (_req, _res, { services }) => ({
  url: await services.bookings.revokeOwnerFeed(),
})
