/**
 * Prices are US dollars whatever the page language; a page writes them its language's way ("$4,500",
 * "4500 US$", "4 500 $US"). The emails and the admin quote cents the US way, formatted by hand.
 * Amounts are stored and sent to the payment provider in cents; the plans state whole dollars.
 */

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** Whole dollars as cents. */
export function centsOf(dollars: number): number {
  return Math.round(dollars * 100)
}

/** Cents as dollars, fractions kept. */
export function dollarsOf(cents: number): number {
  return cents / 100
}

const wholeDollars = new Map<string, Intl.NumberFormat>()

/** Whole dollars in a page's language: "$4,500" in English, "4500 US$" in Spanish, "4 500 $US" in French. */
export function formatUsd(dollars: number, language = 'en'): string {
  let format = wholeDollars.get(language)
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
    wholeDollars.set(language, format)
  }
  return format.format(Math.trunc(dollars))
}

/**
 * Cents as "$4,500.00", or with `dropZeroCents` a whole-dollar amount as "$4,500" (the emails, which
 * quote prices as the site states them).
 */
export function formatUsdCents(amountCents: number, { dropZeroCents = false } = {}): string {
  const sign = amountCents < 0 ? '-' : ''
  const cents = Math.abs(Math.round(amountCents))
  const dollars = groupThousands(String(Math.trunc(cents / 100)))
  const fraction = cents % 100
  if (dropZeroCents && fraction === 0) return `${sign}$${dollars}`
  return `${sign}$${dollars}.${String(fraction).padStart(2, '0')}`
}
