/**
 * Prices are US dollars whatever the page language, written the US way ("$4,500"). Formatting by
 * hand keeps the server's and the browser's text identical, whatever ICU data each one ships.
 * Amounts are stored and sent to the payment provider in cents; the tier table states whole dollars.
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

/** Whole dollars, "$4,500". */
export function formatUsd(dollars: number): string {
  return `$${groupThousands(String(Math.trunc(dollars)))}`
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
