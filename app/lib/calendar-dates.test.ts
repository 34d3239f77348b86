import { describe, expect, it } from 'vitest'
import { supportedLanguages } from '~/i18n/config.ts'
import { formatCalendarDate, formatMonthYear, formatShortMonth } from './calendar-dates.ts'

const intl = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })

function* daysOf(...years: number[]) {
  for (const year of years) {
    for (let date = new Date(Date.UTC(year, 0, 1)); date.getUTCFullYear() === year; ) {
      yield date
      date = new Date(date.getTime() + 86_400_000)
    }
  }
}

describe('calendar dates', () => {
  it.each([...supportedLanguages, 'en-US'])(
    'writes every day as Intl.DateTimeFormat does in %s',
    (locale) => {
      const medium = intl(locale, { dateStyle: 'medium' })
      const short = intl(locale, { year: 'numeric', month: 'short', day: 'numeric' })
      const long = intl(locale, { dateStyle: 'long' })
      const numericLong = intl(locale, { year: 'numeric', month: 'long', day: 'numeric' })
      const month = intl(locale, { month: 'short' })
      const monthYear = intl(locale, { month: 'long', year: 'numeric' })
      for (const date of daysOf(1999, 2024, 2026)) {
        expect(formatCalendarDate(date, locale, 'medium')).toBe(medium.format(date))
        expect(formatCalendarDate(date, locale, 'medium')).toBe(short.format(date))
        expect(formatCalendarDate(date, locale, 'long')).toBe(long.format(date))
        expect(formatCalendarDate(date, locale, 'long')).toBe(numericLong.format(date))
        expect(formatShortMonth(date, locale)).toBe(month.format(date))
        expect(formatMonthYear(date, locale)).toBe(monthYear.format(date))
      }
    },
  )

  it('keeps the UTC day whatever the time of day', () => {
    expect(formatCalendarDate(new Date('2026-03-01T23:59:59Z'), 'en', 'medium')).toBe('Mar 1, 2026')
    expect(formatCalendarDate(new Date('2026-03-01T00:00:00Z'), 'fr', 'long')).toBe('1 mars 2026')
  })

  it('writes a language it does not know in English', () => {
    expect(formatCalendarDate(new Date('2026-07-04T12:00:00Z'), 'de', 'long')).toBe('July 4, 2026')
  })
})
