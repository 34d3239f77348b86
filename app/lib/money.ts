/**
 * Prices are US dollars, written as each page language writes them ("$4,500", "4500 US$", "4 500 $US",
 * as `Intl.NumberFormat` does: money.test.ts compares them). Formatting by hand keeps the server's and
 * the browser's text identical, whatever ICU data each one ships, and spares the browser the number
 * data's first load. Amounts are stored and sent to the payment provider in cents; the tier table
 * states whole dollars.
 */
import type { Language } from '~/i18n/config.ts'
import { formatWholeNumber } from './whole-numbers.ts'

/** Whole dollars as cents. */
export function centsOf(dollars: number): number {
  return Math.round(dollars * 100)
}

/** Cents as dollars, fractions kept. */
export function dollarsOf(cents: number): number {
  return cents / 100
}

/** Where each language writes the currency (no-break spaces, as Intl writes them). */
const dollarAmount: Record<Language, (amount: string) => string> = {
  en: (amount) => `$${amount}`,
  es: (amount) => `${amount}\u00a0US$`,
  fr: (amount) => `${amount}\u00a0$US`,
}

/** Whole dollars in the page's language: "$4,500" · "4500 US$" · "4 500 $US". */
export function formatUsd(dollars: number, language: Language): string {
  const whole = Math.trunc(dollars)
  const amount = dollarAmount[language](formatWholeNumber(Math.abs(whole), language))
  return whole < 0 ? `-${amount}` : amount
}

/**
 * Cents as "$4,500.00" ("4500,00 US$", "4 500,00 $US"), or with `dropZeroCents` a whole-dollar amount
 * as "$4,500" (the emails, which quote prices as the site states them).
 */
export function formatUsdCents(
  amountCents: number,
  { language, dropZeroCents = false }: { language: Language; dropZeroCents?: boolean },
): string {
  const sign = amountCents < 0 ? '-' : ''
  const cents = Math.abs(Math.round(amountCents))
  const dollars = formatWholeNumber(Math.trunc(cents / 100), language)
  const fraction = cents % 100
  if (dropZeroCents && fraction === 0) return `${sign}${dollarAmount[language](dollars)}`
  const decimal = language === 'en' ? '.' : ','
  return `${sign}${dollarAmount[language](`${dollars}${decimal}${String(fraction).padStart(2, '0')}`)}`
}
