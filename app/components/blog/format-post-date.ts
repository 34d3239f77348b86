import { formatCalendarDate } from '~/lib/calendar-dates.ts'

/**
 * Dates are written in UTC with an explicit language so that the server and the browser print the
 * same text (a post created late in the evening in one zone must not change day in another).
 */
export function formatPostDate(iso: string, locale: string, style: 'short' | 'long' = 'short'): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return formatCalendarDate(date, locale, style === 'long' ? 'long' : 'medium')
}

/** The article page shows its date in the long US form the spec asks for, whatever the page language. */
export function formatArticleDate(iso: string): string {
  return formatPostDate(iso, 'en-US', 'long')
}
