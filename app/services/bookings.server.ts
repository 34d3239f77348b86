import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { DateTime } from 'luxon'
import type { ItemOf } from '~/content-types/definition.ts'
import { meetingTypeType } from '~/content-types/meeting-types.ts'
import { localize } from '~/content-types/translations.ts'
import { isLanguage, type Language, localizedPath } from '~/i18n/config.ts'
import { currentZoneName } from '~/lib/zone-names.ts'
import {
  type Availability,
  availabilitySchema,
  type BookingUpdate,
  type BusyFeedInput,
  bookingInputSchema,
  defaultAvailability,
  isTimeZone,
  rescheduleInputSchema,
} from '~/schemas/booking.ts'
import { parseInput } from '~/schemas/parse.ts'
import type { DialectName } from '../db/dialect.server.ts'
import {
  type BookingsRepository,
  bookingsRepository,
  SlotTakenError,
  type StoredInterval,
} from '../db/repositories/bookings.server.ts'
import { busyFeedsRepository } from '../db/repositories/busy-feeds.server.ts'
import { outboxRepository } from '../db/repositories/outbox.server.ts'
import { siteSettingsRepository } from '../db/repositories/site-settings.server.ts'
import type { BookingRow, Database } from '../db/schema.ts'
import { analyticsClientOf, type GoalRecorder } from './analytics/analytics.server.ts'
import {
  type BookingLinks,
  invitationWords,
  ownerEmail,
  type VisitorEmailKind,
  visitorEmail,
} from './booking/booking-emails.server.ts'
import { FeedError, mergeIntervals } from './booking/calendar-feed.server.ts'
import { freeSlots, type Interval, slotAt, slotsHoldFor } from './booking/slots.server.ts'
import {
  dayLabel,
  offsetLabel,
  shortZoneLabel,
  timeLabel,
  whenLabel,
  zoneChoices,
  zoneLabel,
} from './booking/zones.server.ts'
import type { ContentEvents } from './content-events.server.ts'
import { ConflictError, NotFoundError, SlotTakenConflictError } from './errors.ts'
import type { FormGuard } from './form-guard.server.ts'
import type { LeadMeeting } from './leads-pipeline.server.ts'
import { enqueueEmail } from './mail/outbox.server.ts'
import type { Notifier } from './notifications.server.ts'
import type { Visitor } from './public-forms.server.ts'
import type { SiteProfile } from './settings.server.ts'
import type { LinkSigner } from './signed-links.server.ts'

type MeetingType = ItemOf<typeof meetingTypeType>
type MeetingTypes = {
  list(): Promise<MeetingType[]>
  getBySlug(slug: string, filter?: Record<string, unknown>): Promise<MeetingType>
  getById(id: number): Promise<MeetingType>
}

type Logger = {
  info: (object: object, message: string) => void
  warn: (object: object, message: string) => void
}

const availabilityKey = 'bookingAvailability'
const feedTokenKey = 'bookingFeedToken'
const linkPurpose = 'booking'
const day = 24 * 3600_000
/** How many days with free times the booking page lists at once. */
export const daysPerPage = 7
/** A feed being fetched is left to that fetch for this long before another instance may take it. */
const feedLeaseMs = 2 * 60_000
/** The booking pages are dropped this often, since passing time changes what is free (minimum notice). */
const pagesRefreshMs = 5 * 60_000

export type BookingServiceOptions = {
  db: Kysely<Database>
  dialect: DialectName
  events: ContentEvents
  notifier: Notifier
  signer: LinkSigner
  forms: FormGuard
  meetingTypes: MeetingTypes
  onQueued: () => void
  siteUrl: string
  logger: Logger
  /** How often each busy feed is fetched again, and how long a fetch may take. */
  feedRefreshMs: number
  feedTimeoutMs: number
  now?: () => Date
  /** Records each booking as an analytics goal with the visit that made it. */
  goals?: GoalRecorder
}

/** A slot as the booking page lists it, in the visitor's zone. */
export type ShownSlot = { start: string; datetime: string; label: string }
export type ShownDay = {
  date: string
  label: string
  weekday: string
  dayOfMonth: string
  month: string
  slots: ShownSlot[]
}

/** The booking page's data: the meeting, the days with free times in the visitor's zone, the zones to choose from. */
export type BookingPage = {
  meeting: {
    id: number
    slug: string
    name: string
    description: string
    durationMinutes: number
    locationKind: string
    fallbacks: string[]
  }
  zone: { id: string; label: string; short: string }
  zones: { zone: string; label: string }[]
  days: ShownDay[]
  /** The first day of the previous and the next days, when there are such. */
  earlier: string | null
  later: string | null
  /** The chosen time, when the page is the form step and the time is still free. */
  chosen: { start: string; datetime: string; when: string; end: string } | null
  /** The time the link named is no longer free. */
  chosenGone: boolean
  /** How long the times shown hold as time passes (slots.server.ts `slotsHoldFor`). */
  holdsForMs?: number
}

export type BookingView = BookingRow & {
  token: string
  links: BookingLinks
  meetingName: string
  whenLabel: string
  zoneLabel: string
  endLabel: string
  ownerWhen: string
}

/** Google's and Outlook's "add this event" links, made from the booking. */
function calendarLinks(booking: BookingRow, title: string, details: string) {
  const compact = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '')
  const google = new URL('https://calendar.google.com/calendar/render')
  google.searchParams.set('action', 'TEMPLATE')
  google.searchParams.set('text', title)
  google.searchParams.set('dates', `${compact(booking.startAt)}/${compact(booking.endAt)}`)
  google.searchParams.set('details', details)
  if (booking.location) google.searchParams.set('location', booking.location)
  const outlook = new URL('https://outlook.live.com/calendar/0/deeplink/compose')
  outlook.searchParams.set('path', '/calendar/action/compose')
  outlook.searchParams.set('rru', 'addevent')
  outlook.searchParams.set('subject', title)
  outlook.searchParams.set('startdt', booking.startAt)
  outlook.searchParams.set('enddt', booking.endAt)
  outlook.searchParams.set('body', details)
  if (booking.location) outlook.searchParams.set('location', booking.location)
  return { google: google.toString(), outlook: outlook.toString() }
}

const toInterval = (stored: StoredInterval): Interval => ({
  start: Date.parse(stored.startAt),
  end: Date.parse(stored.endAt),
})

function parseBusy(json: string): Interval[] {
  try {
    const parsed: unknown = JSON.parse(json)
    if (!Array.isArray(parsed)) return []
    return parsed.flatMap((pair) =>
      Array.isArray(pair) && typeof pair[0] === 'number' && typeof pair[1] === 'number'
        ? [{ start: pair[0], end: pair[1] }]
        : [],
    )
  } catch {
    return []
  }
}

const bookingLanguage = (language: string): Language => (isLanguage(language) ? language : 'en')

/**
 * Booking on the site (docs/decisions/032): the owner's availability and busy feeds, the free
 * times a meeting type offers, taking one (once, whatever the concurrency), moving and cancelling it
 * from signed links or the admin, and every email that follows, reminders included.
 */
export function createBookingService(options: BookingServiceOptions) {
  const { db, events, notifier, signer, forms, meetingTypes, siteUrl, logger } = options
  const now = options.now ?? (() => new Date())
  const bookings: BookingsRepository = bookingsRepository(db)
  const feeds = busyFeedsRepository(db, options.dialect)
  const settings = siteSettingsRepository(db)
  let availabilityCache: Promise<Availability> | undefined
  let busyCache: Promise<Interval[]> | undefined

  events.onChange((change) => {
    if (change.kind === 'booking' || change.kind === 'settings') {
      availabilityCache = undefined
      busyCache = undefined
    }
  })
  const changed = () => events.changed({ kind: 'booking', slugs: [] })

  async function loadAvailability(): Promise<Availability> {
    const stored = await settings.get(availabilityKey)
    if (stored === undefined) return defaultAvailability
    try {
      const parsed = availabilitySchema.safeParse(JSON.parse(stored))
      if (parsed.success) return parsed.data
      logger.warn(
        { problem: parsed.error.issues[0]?.message },
        'the stored availability is invalid; using the defaults',
      )
    } catch {
      logger.warn({}, 'the stored availability is not JSON; using the defaults')
    }
    return defaultAvailability
  }

  function availability(): Promise<Availability> {
    availabilityCache ??= loadAvailability().catch((error) => {
      availabilityCache = undefined
      throw error
    })
    return availabilityCache
  }

  function busy(): Promise<Interval[]> {
    busyCache ??= feeds
      .allBusy()
      .then((stored) => mergeIntervals(stored.flatMap(parseBusy)))
      .catch((error) => {
        busyCache = undefined
        throw error
      })
    return busyCache
  }

  const tokenOf = (booking: Pick<BookingRow, 'id' | 'uid'>) =>
    signer.sign(linkPurpose, `${booking.id}:${booking.uid}`)

  async function meetingNameIn(booking: BookingRow, language: Language): Promise<string> {
    if (booking.meetingTypeId === null) return booking.meetingTypeName
    try {
      return localize(meetingTypeType, await meetingTypes.getById(booking.meetingTypeId), language).name
    } catch {
      return booking.meetingTypeName
    }
  }

  async function meetingSlugOf(booking: BookingRow): Promise<string | undefined> {
    if (booking.meetingTypeId === null) return undefined
    try {
      return (await meetingTypes.getById(booking.meetingTypeId)).slug
    } catch {
      return undefined
    }
  }

  function linksOf(
    booking: BookingRow,
    meetingName: string,
    ownerName: string,
    slug: string | undefined,
  ): BookingLinks {
    const language = bookingLanguage(booking.language)
    const token = tokenOf(booking)
    const manage = `${siteUrl}${localizedPath(`/bookings/${booking.id}`, language)}?token=${token}`
    const { google, outlook } = calendarLinks(
      booking,
      `${meetingName} · ${ownerName}`,
      `${booking.topic}\n\n${manage}`,
    )
    return {
      manage,
      book: `${siteUrl}${localizedPath(slug ? `/book/${slug}` : '/book', language)}`,
      google,
      outlook,
      ics: `${siteUrl}/api/bookings/${booking.id}/invite.ics?token=${token}`,
      admin: `${siteUrl}/admin/bookings/${booking.id}`,
    }
  }

  /** Everything the emails of one booking need, read before the transaction that queues them. */
  async function emailContext(booking: BookingRow) {
    const owner = await notifier.owner()
    const ownerZone = (await availability()).timeZone
    const meetingName = await meetingNameIn(booking, bookingLanguage(booking.language))
    const slug = await meetingSlugOf(booking)
    return { owner, ownerZone, meetingName, slug }
  }
  type EmailContext = Awaited<ReturnType<typeof emailContext>>

  async function invitation(
    method: 'REQUEST' | 'CANCEL',
    booking: BookingRow,
    context: EmailContext,
    links: BookingLinks,
  ): Promise<string> {
    const { invitationCalendar } = await import('./booking/invitations.server.ts')
    const words = invitationWords(booking, context.meetingName, context.owner.profile.name, links)
    return invitationCalendar(method, {
      booking,
      organizer: { name: context.owner.profile.name, email: context.owner.email },
      summary: words.summary,
      description: words.description,
      url: links.manage,
    })
  }

  /** Queues the visitor's and the owner's emails about `booking`, and its reminders when it is confirmed. */
  async function queueEmails(
    trx: Transaction<Database>,
    booking: BookingRow,
    context: EmailContext,
    kind: 'new' | 'moved' | 'cancelled',
    previous?: BookingRow,
  ) {
    const links = linksOf(booking, context.meetingName, context.owner.profile.name, context.slug)
    const profile = context.owner.profile as SiteProfile
    const calendar = await invitation(kind === 'cancelled' ? 'CANCEL' : 'REQUEST', booking, context, links)
    const outbox = outboxRepository(trx)
    if (kind !== 'new') await outbox.cancelPending(booking.id, 'booking-reminder')
    const visitorKind: VisitorEmailKind =
      kind === 'new' ? 'invitation' : kind === 'moved' ? 'update' : 'cancellation'
    await enqueueEmail(trx, {
      kind:
        kind === 'new' ? 'booking-invitation' : kind === 'moved' ? 'booking-update' : 'booking-cancellation',
      to: booking.email,
      replyTo: context.owner.email,
      bookingId: booking.id,
      calendar,
      ...visitorEmail(visitorKind, profile, booking, context.meetingName, links),
    })
    await enqueueEmail(trx, {
      kind:
        kind === 'new'
          ? 'booking-notification'
          : kind === 'moved'
            ? 'booking-update-owner'
            : 'booking-cancellation-owner',
      to: context.owner.email,
      replyTo: booking.email,
      bookingId: booking.id,
      calendar,
      ...ownerEmail(
        kind === 'new' ? 'notification' : kind === 'moved' ? 'update' : 'cancellation',
        profile,
        booking,
        context.ownerZone,
        links,
        {
          cancelledBy: booking.cancelledBy,
          previousStartAt: previous?.startAt,
        },
      ),
    })
    if (kind === 'cancelled') return
    const start = Date.parse(booking.startAt)
    for (const [name, hours] of [
      ['24h', 24],
      ['1h', 1],
    ] as const) {
      const sendAfter = new Date(start - hours * 3600_000)
      // A reminder whose moment has already passed (a meeting booked for later today) would say the wrong thing.
      if (sendAfter.getTime() <= now().getTime()) continue
      await enqueueEmail(trx, {
        kind: `booking-reminder-${name}`,
        to: booking.email,
        replyTo: context.owner.email,
        bookingId: booking.id,
        sendAfter,
        dedupeKey: `booking-reminder:${booking.id}:${booking.startAt}:${name}`,
        ...visitorEmail(
          name === '24h' ? 'reminder24' : 'reminder1',
          profile,
          booking,
          context.meetingName,
          links,
        ),
      })
    }
  }

  async function bookableBySlug(slug: string): Promise<MeetingType> {
    try {
      return await meetingTypes.getBySlug(slug, { bookable: 1 })
    } catch (error) {
      if (error instanceof NotFoundError) throw new NotFoundError('This meeting type is not open for booking')
      throw error
    }
  }

  /** The free times of a meeting of `durationMinutes`, from the stored rules, feeds and bookings. */
  async function freeTimes(durationMinutes: number, exceptBookingId?: number) {
    const [rules, busyTimes] = await Promise.all([availability(), busy()])
    const at = now()
    const booked = await bookings.confirmedWithin(
      new Date(at.getTime() - 2 * day).toISOString(),
      new Date(at.getTime() + (rules.horizonDays + 2) * day).toISOString(),
    )
    const except = exceptBookingId === undefined ? undefined : await bookings.find(exceptBookingId)
    const others = except
      ? booked.filter((b) => !(b.startAt === except.startAt && b.endAt === except.endAt))
      : booked
    return {
      rules,
      slots: freeSlots({
        availability: rules,
        durationMinutes,
        busy: busyTimes,
        booked: others.map(toInterval),
        now: at,
      }),
    }
  }

  /** The free times grouped by the visitor's days, `daysPerPage` days from `from` (a date in their zone). */
  function shownDays(slots: Interval[], zone: string, language: Language, from: string | undefined) {
    const byDate = new Map<string, Interval[]>()
    for (const slot of slots) {
      const date = DateTime.fromMillis(slot.start, { zone }).toISODate() as string
      const list = byDate.get(date) ?? []
      list.push(slot)
      byDate.set(date, list)
    }
    const dates = [...byDate.keys()]
    let first = from ? dates.findIndex((date) => date >= from) : 0
    if (first === -1) first = Math.max(0, dates.length - daysPerPage)
    const page = dates.slice(first, first + daysPerPage)
    const days: ShownDay[] = page.map((date) => {
      const daySlots = byDate.get(date) ?? []
      const at = DateTime.fromISO(date, { zone })
      // A day whose offset changes (daylight saving) names each time's offset, so 1:30 is never ambiguous.
      const offsets = new Set(daySlots.map((slot) => DateTime.fromMillis(slot.start, { zone }).offset))
      const locale = language === 'en' ? 'en-US' : language
      return {
        date,
        label: dayLabel(at, language),
        weekday: at.setLocale(locale).toFormat('ccc'),
        dayOfMonth: String(at.day),
        month: at.setLocale(locale).toFormat('LLL'),
        slots: daySlots.map((slot) => {
          const start = DateTime.fromMillis(slot.start, { zone })
          return {
            start: new Date(slot.start).toISOString(),
            datetime: start.toISO({ suppressMilliseconds: true }) as string,
            label:
              offsets.size > 1
                ? `${timeLabel(start, language)} (${offsetLabel(zone, slot.start)})`
                : timeLabel(start, language),
          }
        }),
      }
    })
    return {
      days,
      earlier: first > 0 ? (dates[Math.max(0, first - daysPerPage)] ?? null) : null,
      later: dates[first + daysPerPage] ?? null,
    }
  }

  async function viewOf(booking: BookingRow, language: Language): Promise<BookingView> {
    const owner = await notifier.owner()
    const ownerZone = (await availability()).timeZone
    const meetingName = await meetingNameIn(booking, language)
    const links = linksOf(booking, meetingName, owner.profile.name, await meetingSlugOf(booking))
    const start = DateTime.fromISO(booking.startAt, { zone: booking.timeZone })
    const end = DateTime.fromISO(booking.endAt, { zone: booking.timeZone })
    return {
      ...booking,
      token: tokenOf(booking),
      links,
      meetingName,
      whenLabel: whenLabel(start, language),
      endLabel: timeLabel(end, language),
      zoneLabel: zoneLabel(booking.timeZone, language, start.toMillis()),
      ownerWhen: `${whenLabel(DateTime.fromISO(booking.startAt, { zone: ownerZone }), 'en')} (${zoneLabel(ownerZone, 'en', start.toMillis())})`,
    }
  }

  function verified(booking: BookingRow | undefined, token: string): BookingRow {
    if (
      !booking ||
      typeof token !== 'string' ||
      !signer.verify(linkPurpose, `${booking.id}:${booking.uid}`, token)
    )
      throw new NotFoundError('Booking not found')
    return booking
  }

  async function cancel(id: number, by: 'visitor' | 'owner'): Promise<BookingRow> {
    const existing = await bookings.find(id)
    if (!existing) throw new NotFoundError('Booking not found')
    if (existing.status === 'cancelled') throw new ConflictError('This booking is already cancelled')
    const context = await emailContext(existing)
    const cancelled = await bookings.cancel(id, by, (trx, row) => queueEmails(trx, row, context, 'cancelled'))
    if (!cancelled) throw new ConflictError('This booking is already cancelled')
    await changed()
    options.onQueued()
    return cancelled
  }

  async function reschedule(id: number, startIso: string): Promise<BookingRow> {
    const existing = await bookings.find(id)
    if (!existing) throw new NotFoundError('Booking not found')
    if (existing.status === 'cancelled')
      throw new ConflictError('This booking is cancelled; book a new time instead')
    const start = Date.parse(startIso)
    const end = start + existing.durationMinutes * 60_000
    const [rules, busyTimes, context] = await Promise.all([availability(), busy(), emailContext(existing)])
    let moved: BookingRow | undefined
    try {
      moved = await bookings.move({
        id,
        startAt: new Date(start).toISOString(),
        endAt: new Date(end).toISOString(),
        around: { from: new Date(start - 2 * day).toISOString(), to: new Date(end + 2 * day).toISOString() },
        check: (booked) => {
          const free = slotAt(
            {
              availability: rules,
              durationMinutes: existing.durationMinutes,
              busy: busyTimes,
              booked: booked.map(toInterval),
              now: now(),
            },
            start,
          )
          if (!free) throw new SlotTakenError()
        },
        after: (trx, { before, after }) => queueEmails(trx, after, context, 'moved', before),
      })
    } catch (error) {
      if (error instanceof SlotTakenError) throw new SlotTakenConflictError()
      throw error
    }
    if (!moved) throw new ConflictError('This booking is cancelled; book a new time instead')
    await changed()
    options.onQueued()
    return moved
  }

  async function feedToken(): Promise<string> {
    const stored = await settings.putIfAbsent(
      feedTokenKey,
      JSON.stringify(randomBytes(24).toString('base64url')),
    )
    return JSON.parse(stored) as string
  }

  /** Fetches the due feeds (or the ones named, now); answers how many could be read. */
  async function refreshFeeds(ids?: readonly number[]): Promise<{ fetched: number; failed: number }> {
    const at = now()
    const claimed = await feeds.claimDue(at, new Date(at.getTime() + feedLeaseMs), ids)
    if (claimed.length === 0) return { fetched: 0, failed: 0 }
    const { busyTimesOf, fetchFeedText } = await import('./booking/calendar-feed.server.ts')
    const rules = await availability()
    const window = {
      start: at.getTime() - day,
      end: at.getTime() + Math.max(rules.horizonDays, 90) * day + 2 * day,
    }
    const nextFetchAt = new Date(at.getTime() + options.feedRefreshMs)
    let failed = 0
    let busyChanged = false
    for (const feed of claimed) {
      try {
        const read = busyTimesOf(await fetchFeedText(feed.url, options.feedTimeoutMs), window, rules.timeZone)
        const json = JSON.stringify(read.busy.map((interval) => [interval.start, interval.end]))
        if ((await feeds.busyOf(feed.id)) !== json) busyChanged = true
        await feeds.recordSuccess(feed.id, { busy: json, eventCount: read.eventCount, nextFetchAt })
      } catch (error) {
        failed += 1
        const message =
          error instanceof FeedError
            ? error.message
            : `Could not read the feed: ${error instanceof Error ? error.message : 'unknown error'}`
        logger.warn({ feedId: feed.id }, `calendar feed not read: ${message}`)
        await feeds.recordFailure(feed.id, { error: message.slice(0, 500), nextFetchAt })
      }
    }
    if (busyChanged) await changed()
    return { fetched: claimed.length - failed, failed }
  }

  let timers: NodeJS.Timeout[] = []

  return {
    availability,
    /** The time zone of the availability the owner saved; undefined while only the defaults apply. */
    async savedTimeZone(): Promise<string | undefined> {
      if ((await settings.get(availabilityKey)) === undefined) return undefined
      return (await availability()).timeZone
    },
    async saveAvailability(input: unknown): Promise<Availability> {
      const parsed = parseInput(availabilitySchema, input)
      await settings.put(availabilityKey, JSON.stringify(parsed))
      await changed()
      return parsed
    },

    /** Bookable meeting types in the owner's order, in the page's language. */
    async openMeetingTypes(language: Language) {
      const items = (await meetingTypes.list()).filter((item) => item.bookable === 1)
      return items.map((item) => {
        const localized = localize(meetingTypeType, item, language)
        return {
          id: item.id,
          slug: item.slug,
          name: localized.name,
          description: localized.description,
          durationMinutes: item.durationMinutes,
          locationKind: item.locationKind,
          fallbacks: localized.fallbacks,
        }
      })
    },

    /** What /book/{slug} shows: the free times of the next days in `timeZone` (the owner's when invalid). */
    async page(
      slug: string,
      request: { timeZone?: string; from?: string; start?: string; language: Language },
    ): Promise<BookingPage> {
      const meeting = await bookableBySlug(slug)
      const localized = localize(meetingTypeType, meeting, request.language)
      const { rules, slots } = await freeTimes(meeting.durationMinutes)
      const zone =
        request.timeZone && isTimeZone(request.timeZone) ? currentZoneName(request.timeZone) : rules.timeZone
      const at = now().getTime()
      const chosenSlot = request.start
        ? slots.find((slot) => slot.start === Date.parse(request.start as string))
        : undefined
      const from = chosenSlot
        ? (DateTime.fromMillis(chosenSlot.start, { zone }).toISODate() as string)
        : request.from
      const { days, earlier, later } = shownDays(slots, zone, request.language, from)
      return {
        meeting: {
          id: meeting.id,
          slug: meeting.slug,
          name: localized.name,
          description: localized.description,
          durationMinutes: meeting.durationMinutes,
          locationKind: meeting.locationKind,
          fallbacks: localized.fallbacks,
        },
        zone: { id: zone, label: zoneLabel(zone, request.language, at), short: shortZoneLabel(zone, at) },
        zones: zoneChoices(request.language, at, zone),
        days,
        earlier,
        later,
        chosen: chosenSlot
          ? {
              start: new Date(chosenSlot.start).toISOString(),
              datetime: DateTime.fromMillis(chosenSlot.start, { zone }).toISO({
                suppressMilliseconds: true,
              }) as string,
              when: whenLabel(DateTime.fromMillis(chosenSlot.start, { zone }), request.language),
              end: timeLabel(DateTime.fromMillis(chosenSlot.end, { zone }), request.language),
            }
          : null,
        chosenGone: Boolean(request.start) && !chosenSlot,
        holdsForMs: slotsHoldFor(slots, rules, new Date(at)),
      }
    },

    /**
     * A visitor books: the spam checks and the hourly limits of the public forms, the shared schema,
     * then the time taken in one transaction with the visitor's lead and every email (invitations to
     * both sides, the reminders). A time no longer free answers 409.
     */
    async book(body: unknown, visitor: Visitor): Promise<{ booking: BookingRow; token: string }> {
      const input = parseInput(bookingInputSchema, forms.screen(body, 'booking'))
      const meeting = await bookableBySlug(input.meetingType)
      const [rules, busyTimes, owner] = await Promise.all([availability(), busy(), notifier.owner()])
      const start = Date.parse(input.start)
      const end = start + meeting.durationMinutes * 60_000
      const createdAt = now().toISOString()
      const utm = Object.fromEntries(Object.entries(input.source?.utm ?? {}).filter(([, value]) => value))
      const language = visitor.language
      const context: EmailContext = {
        owner,
        ownerZone: rules.timeZone,
        meetingName: localize(meetingTypeType, meeting, language).name,
        slug: meeting.slug,
      }
      let booking: BookingRow
      try {
        booking = await bookings.take({
          booking: {
            uid: `${randomUUID()}@${new URL(siteUrl).hostname}`,
            meetingTypeId: meeting.id,
            meetingTypeName: meeting.name,
            durationMinutes: meeting.durationMinutes,
            locationKind: meeting.locationKind,
            location: meeting.location,
            startAt: new Date(start).toISOString(),
            endAt: new Date(end).toISOString(),
            name: input.name,
            email: input.email,
            organization: input.organization,
            topic: input.topic,
            language,
            timeZone: input.timeZone,
            createdAt,
          },
          lead: {
            id: randomUUID(),
            name: input.name,
            email: input.email,
            organization: input.organization,
            topic: input.topic,
            sourcePage: input.source?.page ?? null,
            referrer: input.source?.referrer ?? null,
            utm: Object.keys(utm).length > 0 ? JSON.stringify(utm) : null,
            createdAt,
          },
          around: {
            from: new Date(start - 2 * day).toISOString(),
            to: new Date(end + 2 * day).toISOString(),
          },
          check: (booked) => {
            const free = slotAt(
              {
                availability: rules,
                durationMinutes: meeting.durationMinutes,
                busy: busyTimes,
                booked: booked.map(toInterval),
                now: now(),
              },
              start,
            )
            if (!free) throw new SlotTakenError()
          },
          before: forms.admission('booking', visitor.ip, input.email),
          after: (trx, row) => queueEmails(trx, row, context, 'new'),
        })
      } catch (error) {
        if (error instanceof SlotTakenError) throw new SlotTakenConflictError()
        throw error
      }
      await changed()
      options.onQueued()
      await options.goals?.recordGoal({
        kind: 'booking',
        lead: { kind: 'booking', id: booking.leadId },
        client: analyticsClientOf(visitor),
      })
      return { booking, token: tokenOf(booking) }
    },

    /** A booking as its signed link shows it, in `language`. */
    async view(id: number, token: string, language: Language): Promise<BookingView> {
      return viewOf(verified(await bookings.find(id), token), language)
    },
    cancelWithLink: async (id: number, token: string) =>
      cancel(verified(await bookings.find(id), token).id, 'visitor'),
    async rescheduleWithLink(id: number, token: string, body: unknown): Promise<BookingRow> {
      const booking = verified(await bookings.find(id), token)
      const { start } = parseInput(rescheduleInputSchema, body)
      return reschedule(booking.id, start)
    },
    /** The free times a booking can move to (its own time counted free), in the page's shape. */
    async rescheduleTimes(
      id: number,
      token: string,
      request: { timeZone?: string; from?: string; language: Language },
    ) {
      const booking = verified(await bookings.find(id), token)
      const { rules, slots } = await freeTimes(booking.durationMinutes, booking.id)
      const zone =
        request.timeZone && isTimeZone(request.timeZone)
          ? currentZoneName(request.timeZone)
          : booking.timeZone
      const at = now().getTime()
      return {
        zone: { id: zone, label: zoneLabel(zone, request.language, at), short: shortZoneLabel(zone, at) },
        zones: zoneChoices(request.language, at, zone),
        ownerZone: rules.timeZone,
        ...shownDays(slots, zone, request.language, request.from),
      }
    },
    /** The booking as an .ics file, from its signed link. */
    async icsFile(id: number, token: string): Promise<string> {
      const booking = verified(await bookings.find(id), token)
      const context = await emailContext(booking)
      const links = linksOf(booking, context.meetingName, context.owner.profile.name, context.slug)
      const words = invitationWords(booking, context.meetingName, context.owner.profile.name, links)
      const { bookingFile } = await import('./booking/invitations.server.ts')
      return bookingFile({
        booking,
        organizer: { name: context.owner.profile.name, email: context.owner.email },
        summary: words.summary,
        description: words.description,
        url: links.manage,
      })
    },

    // The owner's side.
    async list(when: 'upcoming' | 'past' | 'cancelled'): Promise<BookingView[]> {
      const rows = await bookings.list(when, now().toISOString())
      return Promise.all(rows.map((row) => viewOf(row, 'en')))
    },
    async get(id: number): Promise<BookingView> {
      const booking = await bookings.find(id)
      if (!booking) throw new NotFoundError('Booking not found')
      return viewOf(booking, 'en')
    },
    async update(id: number, changes: BookingUpdate): Promise<BookingView> {
      const booking = await bookings.find(id)
      if (!booking) throw new NotFoundError('Booking not found')
      if (changes.notes !== undefined) await bookings.setNotes(id, changes.notes)
      if (changes.status === 'cancelled') await cancel(id, 'owner')
      return viewOf((await bookings.find(id)) as BookingRow, 'en')
    },
    cancelByOwner: (id: number) => cancel(id, 'owner'),
    reschedule,
    countUpcoming: () => bookings.countUpcoming(now().toISOString()),
    /** The meetings of booking leads, each with its time in the owner's zone: upcoming first, soonest first. */
    async meetingsOfLeads(leadIds: readonly string[]): Promise<Map<string, LeadMeeting[]>> {
      const zone = (await availability()).timeZone
      const at = now().toISOString()
      const byLead = new Map<string, LeadMeeting[]>()
      for (const row of await bookings.ofLeads(leadIds)) {
        const list = byLead.get(row.leadId) ?? []
        const start = DateTime.fromISO(row.startAt, { zone })
        list.push({
          id: row.id,
          meetingTypeName: row.meetingTypeName,
          startAt: row.startAt,
          when: `${whenLabel(start, 'en')} ${offsetLabel(zone, start.toMillis())}`,
          status: row.status,
        })
        byLead.set(row.leadId, list)
      }
      const rank = (meeting: LeadMeeting) => (meeting.status === 'confirmed' && meeting.startAt >= at ? 0 : 1)
      for (const list of byLead.values())
        list.sort(
          (a, b) =>
            rank(a) - rank(b) ||
            (rank(a) === 0 ? a.startAt.localeCompare(b.startAt) : b.startAt.localeCompare(a.startAt)),
        )
      return byLead
    },

    // The owner's calendar of bookings, at a private address that can be replaced.
    async ownerFeedUrl(): Promise<string> {
      return `${siteUrl}/api/bookings/feed/${await feedToken()}.ics`
    },
    async revokeOwnerFeed(): Promise<string> {
      await settings.put(feedTokenKey, JSON.stringify(randomBytes(24).toString('base64url')))
      return `${siteUrl}/api/bookings/feed/${await feedToken()}.ics`
    },
    async ownerFeed(token: string): Promise<string> {
      const expected = Buffer.from(await feedToken())
      const given = Buffer.from(token)
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new NotFoundError('No such calendar')
      const owner = await notifier.owner()
      const upcoming = await bookings.list('upcoming', new Date(now().getTime() - 30 * day).toISOString())
      const { bookingsFeed } = await import('./booking/invitations.server.ts')
      return bookingsFeed(
        `${owner.profile.name}: bookings`,
        upcoming.map((booking) => {
          const links = linksOf(booking, booking.meetingTypeName, owner.profile.name, undefined)
          return {
            booking,
            organizer: { name: owner.profile.name, email: owner.email },
            summary: `${booking.meetingTypeName} with ${booking.name}${booking.organization ? ` (${booking.organization})` : ''}`,
            description: [`Topic: ${booking.topic}`, `Email: ${booking.email}`, `Admin: ${links.admin}`].join(
              '\n\n',
            ),
            url: links.admin,
          }
        }),
      )
    },

    // Busy feeds.
    listFeeds: () => feeds.list(),
    async addFeed(input: BusyFeedInput) {
      const feed = await feeds.insert(input)
      await refreshFeeds([feed.id])
      return (await feeds.find(feed.id)) ?? feed
    },
    async updateFeed(id: number, input: BusyFeedInput) {
      const feed = await feeds.update(id, input)
      if (!feed) throw new NotFoundError('Calendar feed not found')
      await refreshFeeds([id])
      return (await feeds.find(id)) ?? feed
    },
    async removeFeed(id: number) {
      if (!(await feeds.remove(id))) throw new NotFoundError('Calendar feed not found')
      await changed()
    },
    async refreshFeed(id: number) {
      if (!(await feeds.find(id))) throw new NotFoundError('Calendar feed not found')
      await refreshFeeds([id])
      return (await feeds.find(id))!
    },
    refreshFeeds,

    /** Fetches the feeds when due, and drops the booking pages as time passes; stopped with the server. */
    startScheduler() {
      if (timers.length > 0) return
      const run = () => {
        refreshFeeds().catch((error: unknown) => logger.warn({ err: error }, 'calendar feeds not refreshed'))
      }
      timers = [
        setInterval(run, Math.min(60_000, options.feedRefreshMs)),
        setInterval(() => void changed().catch(() => undefined), pagesRefreshMs),
      ]
      for (const timer of timers) timer.unref()
      run()
    },
    stopScheduler() {
      for (const timer of timers) clearInterval(timer)
      timers = []
    },
  }
}

export type BookingService = ReturnType<typeof createBookingService>
