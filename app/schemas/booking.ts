import { z } from 'zod'
import { currentZoneName } from '~/lib/zone-names.ts'
import { emailAddress, optionalText, requiredText } from './fields.ts'
import { leadSourceSchema } from './leads.ts'

// Asking the runtime costs about 85 µs, and the booking page's cache key asks on every request.
// Only names the runtime accepted are kept, so the set stays within the zones that exist.
const knownZones = new Set<string>()
const mostKnownZones = 2000

/** A time zone the runtime knows by its IANA name (`America/New_York`, `UTC`). */
export function isTimeZone(value: string): boolean {
  if (knownZones.has(value)) return true
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
  } catch {
    return false
  }
  if (knownZones.size < mostKnownZones) knownZones.add(value)
  return true
}

export const timeZoneField = (label = 'Time zone') =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(64, `${label} must be at most 64 characters`)
    .refine(isTimeZone, { error: `${label} must be an IANA time zone such as America/New_York` })
    .transform(currentZoneName)

export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const
export type Weekday = (typeof weekdays)[number]

/** A wall-clock time of day, 00:00 to 24:00 (the end of the day). */
const clockTime = z
  .string({ error: 'Use a time like 09:00' })
  .trim()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use a time like 09:00')

export const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

const hoursRange = z
  .strictObject({ start: clockTime, end: clockTime })
  .refine((range) => minutesOfDay(range.start) < minutesOfDay(range.end), {
    error: 'The end must be after the start',
    path: ['end'],
  })
export type HoursRange = z.output<typeof hoursRange>

const dayHours = z
  .array(hoursRange, { error: 'Must be a list of time ranges' })
  .max(6, 'At most 6 ranges a day')
  .superRefine((ranges, context) => {
    const sorted = [...ranges].sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start))
    for (let index = 1; index < sorted.length; index += 1) {
      if (minutesOfDay(sorted[index]!.start) < minutesOfDay(sorted[index - 1]!.end)) {
        context.addIssue({ code: 'custom', message: 'Ranges of one day must not overlap' })
        return
      }
    }
  })
  .transform((ranges) => [...ranges].sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start)))

const isoDate = z.iso.date({ error: 'Use a date like 2026-12-24' })

const dateOff = z.strictObject({ from: isoDate, to: isoDate }).refine((range) => range.from <= range.to, {
  error: 'The last day must not be before the first',
  path: ['to'],
})

const wholeMinutes = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be at least 0`)
    .max(max, `${label} must be at most ${max}`)

export const slotIntervals = [10, 15, 20, 30, 45, 60] as const

/** When the owner takes meetings: the rules every free time on the booking page follows. */
export const availabilitySchema = z.strictObject({
  timeZone: timeZoneField('The time zone'),
  weeklyHours: z.strictObject(
    Object.fromEntries(weekdays.map((day) => [day, dayHours])) as Record<Weekday, typeof dayHours>,
  ),
  /** Kept free before and after each meeting (preparation, notes, a break). */
  bufferBeforeMinutes: wholeMinutes('The buffer before', 240),
  bufferAfterMinutes: wholeMinutes('The buffer after', 240),
  /** How long before a meeting it can still be booked. */
  minimumNoticeHours: wholeMinutes('The minimum notice', 720),
  /** How many days ahead the booking page offers times. */
  horizonDays: wholeMinutes('How far ahead', 365).pipe(
    z.number().min(1, 'How far ahead must be at least 1 day'),
  ),
  /** At most this many meetings a day; null for no limit. */
  maxPerDay: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    wholeMinutes('The daily maximum', 50)
      .pipe(z.number().min(1, 'The daily maximum must be at least 1'))
      .nullable(),
  ),
  /** Times start every so many minutes within each range. */
  slotIntervalMinutes: z.coerce
    .number({ error: 'Choose how often times start' })
    .refine((value) => (slotIntervals as readonly number[]).includes(value), {
      error: `Times start every ${slotIntervals.join(', ')} minutes`,
    }),
  datesOff: z.array(dateOff, { error: 'Must be a list of dates' }).max(200, 'At most 200 dates off'),
})
export type Availability = z.output<typeof availabilitySchema>

const nineToFive = (): HoursRange[] => [
  { start: '09:00', end: '12:00' },
  { start: '13:00', end: '17:00' },
]

/** What a new site offers: weekdays 9 to 12 and 1 to 5 in the owner's zone, two weeks ahead. */
export const defaultAvailability: Availability = {
  timeZone: 'America/New_York',
  weeklyHours: {
    monday: nineToFive(),
    tuesday: nineToFive(),
    wednesday: nineToFive(),
    thursday: nineToFive(),
    friday: nineToFive(),
    saturday: [],
    sunday: [],
  },
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  minimumNoticeHours: 12,
  horizonDays: 30,
  maxPerDay: 4,
  slotIntervalMinutes: 30,
  datesOff: [],
}

/**
 * A start time as the booking form sends it: an instant with its offset (`2026-03-10T14:00:00+01:00`,
 * as the page's `<time datetime>` writes it) or in UTC; read as the UTC instant.
 */
export const slotStart = z
  .string({ error: 'Choose a time' })
  .trim()
  .min(1, 'Choose a time')
  .pipe(z.iso.datetime({ offset: true, error: 'Choose a time' }))
  .transform((value) => new Date(value).toISOString())

/** What a visitor sends to book: the time, who they are and what they want to talk about. */
export const bookingInputSchema = z.strictObject({
  meetingType: requiredText(200, 'Choose a meeting type'),
  start: slotStart,
  timeZone: timeZoneField(),
  name: requiredText(120, 'Name is required'),
  email: emailAddress('Email is required'),
  organization: optionalText(200),
  topic: requiredText(2000, 'Tell me what you would like to talk about'),
  source: leadSourceSchema,
})
export type BookingInput = z.output<typeof bookingInputSchema>

/** The form's fields, as the browser checks them before sending (the rest comes with the page). */
export const bookingFormSchema = bookingInputSchema.pick({
  name: true,
  email: true,
  organization: true,
  topic: true,
})

/** Moving a booking: the new time, in the zone the times were shown in. */
export const rescheduleInputSchema = z.strictObject({
  start: slotStart,
  timeZone: timeZoneField().optional(),
})

/** What the owner changes on a booking in the admin: notes, or its cancellation. */
export const bookingUpdateSchema = z.strictObject({
  notes: optionalText(10_000).optional(),
  status: z.literal('cancelled', { error: 'A booking can only be changed to cancelled' }).optional(),
})
export type BookingUpdate = z.output<typeof bookingUpdateSchema>

export const bookingListQuerySchema = z.object({
  when: z
    .enum(['upcoming', 'past', 'cancelled'], { error: 'when must be upcoming, past or cancelled' })
    .default('upcoming'),
})

const feedUrl = z
  .string({ error: 'The feed address is required' })
  .trim()
  .min(1, 'The feed address is required')
  .max(2048, 'The feed address must be at most 2048 characters')
  .transform((value) => value.replace(/^webcals?:\/\//i, 'https://'))
  .pipe(z.url({ protocol: /^https?$/, error: 'Use the feed’s address: https://… or webcal://…' }))

/** A private calendar feed whose events are the owner's busy times. */
export const busyFeedInputSchema = z.strictObject({
  name: requiredText(80, 'Name the calendar'),
  url: feedUrl,
})
export type BusyFeedInput = z.output<typeof busyFeedInputSchema>
