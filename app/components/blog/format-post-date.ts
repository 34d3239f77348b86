/**
 * Dates are formatted in UTC with an explicit locale so that the server and the browser print the
 * same text (a post created late in the evening in one zone must not change day in another).
 */
export function formatPostDate(iso: string, locale: string, style: 'short' | 'long' = 'short'): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return dateFormat(locale, style).format(date)
}

/** Creating a formatter costs far more than using one, and a page shows many dates. */
const formats = new Map<string, Intl.DateTimeFormat>()

function dateFormat(locale: string, style: 'short' | 'long'): Intl.DateTimeFormat {
  const key = `${locale} ${style}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: style === 'long' ? 'long' : 'short',
      day: 'numeric',
      timeZone: 'UTC',
    })
    formats.set(key, format)
  }
  return format
}

/** The article page shows its date in the long US form the spec asks for, whatever the page language. */
export function formatArticleDate(iso: string): string {
  return formatPostDate(iso, 'en-US', 'long')
}
