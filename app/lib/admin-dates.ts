import type { Language } from '~/i18n/config.ts'
import { formatCalendarDate, parseStoredDate } from './dates.ts'

/*
 * How the admin shows dates and times: in the admin's language (the owner's saved choice), in UTC.
 * Kept apart from dates.ts so that the public pages' scripts, which share that module, do not carry the
 * admin's formats.
 */

/**
 * A stored time or YYYY-MM-DD date as the admin shows it, "May 3, 2026" · "3 may 2026" · "3 mai 2026";
 * the value itself when it is not a date.
 */
export function formatAdminDate(value: string, language: Language): string {
  const date = parseStoredDate(value)
  return date ? formatCalendarDate(date, language, 'medium') : value
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** "May 3, 2026, 14:05 UTC" (24-hour UTC time in every language); the value itself when it is not a time. */
export function formatAdminDateTime(iso: string, language: Language): string {
  const date = parseStoredDate(iso)
  if (!date) return iso
  const time = `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`
  return `${formatCalendarDate(date, language, 'medium')}, ${time} UTC`
}

/** A stored time as "May 3, 2026, 14:05 UTC", or a dash when there is none. */
export function formatOptionalTime(iso: string | null | undefined, language: Language): string {
  return iso ? formatAdminDateTime(iso, language) : '—'
}

/** "May 3, 2026" and "14:05 UTC" apart, for a narrow table column. */
export function splitDateTime(iso: string, language: Language): { date: string; time: string } {
  const text = formatAdminDateTime(iso, language)
  const cut = text.lastIndexOf(', ')
  return cut < 0 ? { date: text, time: '' } : { date: text.slice(0, cut), time: text.slice(cut + 2) }
}

/** The UTC day of `now` as YYYY-MM-DD, the form follow-up dates are stored in. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}
