import { DateTime } from 'luxon'
import type { Language } from '~/i18n/config.ts'

/** How each language's times read: en-US writes 4:00 PM, Spanish and French 16:00. */
export const localeOf = (language: Language) => (language === 'en' ? 'en-US' : language)

/** "UTC−5", "UTC+5:30", "UTC": the zone's offset at that instant. */
export function offsetLabel(zone: string, at: number): string {
  const minutes = DateTime.fromMillis(at, { zone }).offset
  if (minutes === 0) return 'UTC'
  const sign = minutes < 0 ? '−' : '+'
  const hours = Math.floor(Math.abs(minutes) / 60)
  const rest = Math.abs(minutes) % 60
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`
}

/** "New York" from America/New_York, "Buenos Aires" from America/Argentina/Buenos_Aires. */
export function cityOf(zone: string): string {
  return (zone.split('/').pop() ?? zone).replaceAll('_', ' ')
}

/** The zone's generic name in the language: Eastern Time · hora del este · heure de l’Est. */
function genericName(zone: string, language: Language, at: number): string | undefined {
  const parts = new Intl.DateTimeFormat(localeOf(language), { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date(at))
    .find((part) => part.type === 'timeZoneName')?.value
  // ICU falls back to "GMT+05:30" or a city name where it has no generic name: the offset says it better.
  if (!parts || /^(GMT|UTC)/.test(parts)) return undefined
  // ICU's French "heure : Royaume-Uni" has a plain space, where a line could start with the colon.
  return language === 'fr' ? parts.replace(' :', '\u00a0:') : parts
}

/** A zone named the way a visitor recognizes it: "Eastern Time (New York), UTC−5". */
export function zoneLabel(zone: string, language: Language, at: number): string {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC'
  const name = genericName(zone, language, at)
  const city = cityOf(zone)
  const offset = offsetLabel(zone, at)
  return name && name !== city ? `${name} (${city}), ${offset}` : `${city}, ${offset}`
}

/**
 * A zone in a few words, "New York, UTC−5", short enough for one line on any phone: the caption over
 * the times keeps its height when the page switches to the visitor's zone, so nothing under it moves.
 */
export function shortZoneLabel(zone: string, at: number): string {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC'
  return `${cityOf(zone)}, ${offsetLabel(zone, at)}`
}

/**
 * The zones the booking page offers to choose from (the visitor's own is added when missing): the
 * places the site's visitors are, from west to east.
 */
export const commonZones = [
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Phoenix',
  'America/Denver',
  'America/Chicago',
  'America/Mexico_City',
  'America/New_York',
  'America/Toronto',
  'America/Bogota',
  'America/Halifax',
  'America/Santiago',
  'America/Sao_Paulo',
  'America/Argentina/Buenos_Aires',
  'Atlantic/Azores',
  'UTC',
  'Europe/London',
  'Europe/Lisbon',
  'Africa/Lagos',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Brussels',
  'Africa/Johannesburg',
  'Europe/Athens',
  'Africa/Cairo',
  'Africa/Nairobi',
  'Europe/Istanbul',
  'Asia/Riyadh',
  'Asia/Dubai',
  'Asia/Karachi',
  'Asia/Kolkata',
  'Asia/Dhaka',
  'Asia/Bangkok',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Manila',
  'Asia/Seoul',
  'Asia/Tokyo',
  'Australia/Perth',
  'Australia/Sydney',
  'Pacific/Auckland',
] as const

export type ZoneChoice = { zone: string; label: string }

/** The zones to choose from, with `current` among them, labelled in the language, by offset then name. */
export function zoneChoices(language: Language, at: number, current: string): ZoneChoice[] {
  const zones = new Set<string>([...commonZones, current])
  return [...zones]
    .map((zone) => ({
      zone,
      offset: DateTime.fromMillis(at, { zone }).offset,
      label: zoneLabel(zone, language, at),
    }))
    .sort((a, b) => a.offset - b.offset || a.label.localeCompare(b.label))
    .map(({ zone, label }) => ({ zone, label }))
}

/** A day written out for the booking page: "Tuesday, March 3" · "martes, 3 de marzo" · "mardi 3 mars". */
export function dayLabel(date: DateTime, language: Language): string {
  return date.setLocale(localeOf(language)).toLocaleString({ weekday: 'long', month: 'long', day: 'numeric' })
}

/** A time of day: 4:00 PM · 16:00. */
export function timeLabel(instant: DateTime, language: Language): string {
  return instant.setLocale(localeOf(language)).toLocaleString(DateTime.TIME_SIMPLE)
}

/** A meeting's date and time in full, for emails and the confirmation: "Tuesday, March 3, 2026, 4:00 PM". */
export function whenLabel(instant: DateTime, language: Language): string {
  return instant.setLocale(localeOf(language)).toLocaleString({
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
}
