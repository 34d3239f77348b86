const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** "May 3, 2026": the same text on the server and in any browser. */
export function formatAdminDate(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso)
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date)
}

/** "May 3, 2026, 14:05 UTC"; the time is built by hand because engines disagree on its spacing. */
export function formatAdminDateTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const time = `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`
  return `${dateFormat.format(date)}, ${time} UTC`
}

/** "$4,500.00", written by hand so the server's and the browser's text never differ. */
export function formatUsdCents(amountCents: number): string {
  const sign = amountCents < 0 ? '-' : ''
  const cents = Math.abs(Math.round(amountCents))
  const dollars = String(Math.trunc(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}$${dollars}.${String(cents % 100).padStart(2, '0')}`
}

/** Today's date in UTC as YYYY-MM-DD, the form follow-up dates are stored in. */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10)
}
