/**
 * Calendar dates written out in the site's languages, in UTC, as `Intl.DateTimeFormat` writes them
 * (dates.test.ts compares every day of several years with Node's ICU).
 *
 * The browser's first `Intl.DateTimeFormat` loads its calendar and time-zone data: about 45 ms of one
 * uninterrupted task on a desktop, four times that on a mid-range phone, in the middle of hydrating any
 * page that shows a date. These tables cost nothing, and the server and the browser print the same
 * text by construction.
 */
import { fallbackLanguage, type Language, supportedBaseLanguage } from '~/i18n/config.ts'

type MonthNames = { short: readonly string[]; long: readonly string[] }

const months: Record<Language, MonthNames> = {
  en: {
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    long: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
  es: {
    short: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
    long: [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ],
  },
  fr: {
    short: [
      'janv.',
      'févr.',
      'mars',
      'avr.',
      'mai',
      'juin',
      'juil.',
      'août',
      'sept.',
      'oct.',
      'nov.',
      'déc.',
    ],
    long: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
  },
}

/** 'medium': Jan 5, 2026 · 5 ene 2026 · 5 janv. 2026; 'long': January 5, 2026 · 5 de enero de 2026 · 5 janvier 2026. */
export type DateStyle = 'medium' | 'long'

const languageOf = (locale: string): Language => supportedBaseLanguage(locale) ?? fallbackLanguage

/** The UTC calendar date of `date` in `locale` (a tag such as `fr` or `en-US`; others fall back to English). */
export function formatCalendarDate(date: Date, locale: string, style: DateStyle): string {
  const language = languageOf(locale)
  const day = date.getUTCDate()
  const year = date.getUTCFullYear()
  const month = months[language][style === 'long' ? 'long' : 'short'][date.getUTCMonth()]
  if (language === 'en') return `${month} ${day}, ${year}`
  if (language === 'es' && style === 'long') return `${day} de ${month} de ${year}`
  return `${day} ${month} ${year}`
}

/** The month alone, abbreviated (Jan · ene · janv.). */
export function formatShortMonth(date: Date, locale: string): string {
  return months[languageOf(locale)].short[date.getUTCMonth()] as string
}

/** The month and year (January 2026 · enero de 2026 · janvier 2026). */
export function formatMonthYear(date: Date, locale: string): string {
  const language = languageOf(locale)
  const month = months[language].long[date.getUTCMonth()]
  const year = date.getUTCFullYear()
  return language === 'es' ? `${month} de ${year}` : `${month} ${year}`
}

/** A stored ISO time, or a YYYY-MM-DD date (read as midnight UTC); undefined when it is neither. */
export function parseStoredDate(value: string): Date | undefined {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/**
 * A post's date, in UTC with an explicit language so that the server and the browser print the same
 * text (a post created late in the evening in one zone must not change day in another); '' when the
 * value is not a date.
 */
export function formatPostDate(iso: string, locale: string, style: 'short' | 'long' = 'short'): string {
  const date = parseStoredDate(iso)
  return date ? formatCalendarDate(date, locale, style === 'long' ? 'long' : 'medium') : ''
}

/** An article's date written out in the page's language: August 25, 2026 · 25 de agosto de 2026 · 25 août 2026. */
export function formatArticleDate(iso: string, language: Language): string {
  return formatPostDate(iso, language, 'long')
}
