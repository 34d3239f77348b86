import { currentZoneName } from './zone-names.ts'

type TemporalNow = { Now: { timeZoneId(): string } }

/**
 * The IANA zone the browser is set to. Temporal answers at once; Intl has to build a formatter first,
 * and a page's first formatter loads ICU's locale data: about 70 ms of one uninterrupted task on a
 * mid-range phone, right after the booking page hydrates.
 */
export function browserTimeZone(): string | undefined {
  try {
    const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal
    const zone = temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone
    return zone ? currentZoneName(zone) : undefined
  } catch {
    return undefined
  }
}
