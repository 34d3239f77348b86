import { describe, expect, it } from 'vitest'
import { supportedLanguages } from '~/i18n/config.ts'
import {
  formatAdminDate,
  formatAdminDateTime,
  formatOptionalTime,
  splitDateTime,
  utcToday,
} from './admin-dates.ts'
import {
  formatArticleDate,
  formatCalendarDate,
  formatMonthYear,
  formatPostDate,
  formatShortMonth,
} from './dates.ts'

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

describe('post dates', () => {
  it('writes a post date in the page language, short or long', () => {
    expect(formatPostDate('2026-01-05T23:30:00Z', 'es')).toBe('5 ene 2026')
    expect(formatPostDate('2026-01-05T23:30:00Z', 'es', 'long')).toBe('5 de enero de 2026')
  })

  it("writes the article date out in the page's language, as Intl does", () => {
    const iso = '2026-08-25T22:30:00Z'
    expect(formatArticleDate(iso, 'en')).toBe('August 25, 2026')
    expect(formatArticleDate(iso, 'es')).toBe('25 de agosto de 2026')
    expect(formatArticleDate(iso, 'fr')).toBe('25 août 2026')
    for (const language of ['en', 'es', 'fr'] as const) {
      expect(formatArticleDate(iso, language)).toBe(
        intl(language, { dateStyle: 'long' }).format(new Date(iso)),
      )
    }
  })

  it('writes nothing for a value that is not a date', () => {
    expect(formatPostDate('not a date', 'en')).toBe('')
  })
})

describe('admin dates', () => {
  it('writes a stored time or a bare day as a medium date in the admin language', () => {
    expect(formatAdminDate('2026-05-03T23:59:00Z', 'en')).toBe('May 3, 2026')
    expect(formatAdminDate('2026-05-03', 'en')).toBe('May 3, 2026')
    expect(formatAdminDate('2026-05-03', 'es')).toBe('3 may 2026')
    expect(formatAdminDate('2026-02-03', 'fr')).toBe('3 févr. 2026')
  })

  it('writes the time in UTC, two digits each', () => {
    expect(formatAdminDateTime('2026-05-03T04:05:09Z', 'en')).toBe('May 3, 2026, 04:05 UTC')
    expect(formatAdminDateTime('2026-08-25T14:05:00Z', 'es')).toBe('25 ago 2026, 14:05 UTC')
    expect(splitDateTime('2026-05-03T14:05:00Z', 'en')).toEqual({ date: 'May 3, 2026', time: '14:05 UTC' })
    expect(splitDateTime('2026-05-03T14:05:00Z', 'fr')).toEqual({ date: '3 mai 2026', time: '14:05 UTC' })
  })

  it('shows a value that is not a date as it is, and a missing time as a dash', () => {
    expect(formatAdminDate('someday', 'en')).toBe('someday')
    expect(formatAdminDateTime('someday', 'es')).toBe('someday')
    expect(splitDateTime('someday', 'fr')).toEqual({ date: 'someday', time: '' })
    expect(formatOptionalTime(null, 'en')).toBe('—')
  })

  it("gives today's UTC day", () => {
    expect(utcToday(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12-31')
  })
})
