/**
 * The booking form's fields as posted, read the same way in the browser (checked by the shared schema
 * before sending) and in the page's action.
 */
import { type FormActionResult, textFields } from './form-submission.ts'

/** The fields the visitor fills in or picks, in the order the page shows them. */
export const bookingFieldNames = ['start', 'name', 'email', 'organization', 'topic'] as const
export type BookingValues = Record<(typeof bookingFieldNames)[number] | 'timeZone', string>
export type BookingActionResult = FormActionResult<BookingValues>

export function bookingValues(formData: FormData): BookingValues {
  return textFields(formData, [...bookingFieldNames, 'timeZone'])
}

/** Where the visitor's own choice of zone is kept between visits (their browser's is the default). */
export const timeZoneStorageKey = 'booking-time-zone'

/**
 * The page's query with `kept` (the shown zone, a booking's token), at a chosen time (`start`) or
 * from another first day (`from`).
 */
export const bookingPageHref = (kept: Record<string, string>, extra: Record<string, string>) =>
  `?${new URLSearchParams({ ...kept, ...extra })}`
