const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** A stored ISO time or YYYY-MM-DD date as "Mar 4, 2026"; the same on the server and in any browser. */
export function formatAdminDate(value: string): string {
  const time = Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value)
  return Number.isNaN(time) ? value : dateFormat.format(time)
}
