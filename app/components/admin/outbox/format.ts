import { formatAdminDateTime } from '~/components/admin/records/format.ts'

/** A stored time as "May 3, 2026, 14:05 UTC", or a dash when there is none. */
export function formatOptionalTime(iso: string | null | undefined): string {
  return iso ? formatAdminDateTime(iso) : '—'
}

/** "May 3, 2026" and "14:05 UTC" apart, for a narrow table column. */
export function splitDateTime(iso: string): { date: string; time: string } {
  const text = formatAdminDateTime(iso)
  const cut = text.lastIndexOf(', ')
  return cut < 0 ? { date: text, time: '' } : { date: text.slice(0, cut), time: text.slice(cut + 2) }
}
