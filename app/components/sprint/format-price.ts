/**
 * Prices are US dollars whatever the page language, written the US way ("$4,500"). Formatting by
 * hand keeps the server's and the browser's text identical, whatever ICU data each one ships.
 */
export function formatUsd(dollars: number): string {
  const grouped = String(Math.trunc(dollars)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `$${grouped}`
}
