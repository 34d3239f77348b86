/**
 * Whole numbers written with the site's languages' digit grouping, as `Intl.NumberFormat` writes them
 * (whole-numbers.test.ts compares them with Node's ICU): 12,345 · 12.345 · 12 345.
 *
 * The browser's first `Intl.NumberFormat` loads number data: about 20 ms of one uninterrupted task on a
 * desktop, in the middle of hydrating the page that shows the figures.
 */
import { fallbackLanguage, type Language, supportedBaseLanguage } from '~/i18n/config.ts'

const grouping: Record<Language, { separator: string; minimumDigits: number }> = {
  en: { separator: ',', minimumDigits: 4 },
  // Spanish groups only numbers of five digits or more: 1234, 12.345.
  es: { separator: '.', minimumDigits: 5 },
  // A narrow no-break space.
  fr: { separator: '\u202f', minimumDigits: 4 },
}

export function formatWholeNumber(value: number, locale: string): string {
  if (!Number.isSafeInteger(value)) return String(value)
  const { separator, minimumDigits } = grouping[supportedBaseLanguage(locale) ?? fallbackLanguage]
  const digits = String(Math.abs(value))
  const sign = value < 0 ? '-' : ''
  if (digits.length < minimumDigits) return `${sign}${digits}`
  return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator)}`
}
