import { describe, expect, it } from 'vitest'
import { centsOf, dollarsOf, formatUsd, formatUsdCents } from './money.ts'

describe('formatUsd', () => {
  it.each([
    [0, '$0'],
    [950, '$950'],
    [2500, '$2,500'],
    [4500, '$4,500'],
    [7500, '$7,500'],
    [1250000, '$1,250,000'],
  ])('writes %d as %s', (dollars, text) => {
    expect(formatUsd(dollars, 'en')).toBe(text)
  })

  it('writes the amount as each page language does', () => {
    expect(formatUsd(4500, 'es')).toBe('4500\u00a0US$')
    expect(formatUsd(12500, 'es')).toBe('12.500\u00a0US$')
    expect(formatUsd(4500, 'fr')).toBe('4\u202f500\u00a0$US')
  })

  it.each(['en', 'es', 'fr'] as const)('matches Intl in %s for every size of amount', (language) => {
    const intl = new Intl.NumberFormat(language === 'en' ? 'en-US' : language, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    })
    for (const dollars of [0, 7, 950, 1000, 4500, 12500, 99999, 250000, 1250000, -2500]) {
      expect(formatUsd(dollars, language)).toBe(intl.format(dollars))
    }
  })

  it.each([
    ['es', '4500\u00a0US$'],
    ['fr', '4\u202f500\u00a0$US'],
  ] as const)('writes a price the way %s does', (language, text) => {
    expect(formatUsd(4500, language)).toBe(text)
  })
})

describe('formatUsdCents', () => {
  it.each(['en', 'es', 'fr'] as const)('writes cents as Intl does in %s', (language) => {
    const intl = new Intl.NumberFormat(language === 'en' ? 'en-US' : language, {
      style: 'currency',
      currency: 'USD',
    })
    for (const cents of [0, 5, 99950, 450000, 1250050, 123456789, -250050]) {
      expect(formatUsdCents(cents, { language })).toBe(intl.format(cents / 100))
    }
  })

  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [450000, '$4,500.00'],
    [123456789, '$1,234,567.89'],
    [-250050, '-$2,500.50'],
  ])('writes %d cents as %s', (cents, text) => {
    expect(formatUsdCents(cents, { language: 'en' })).toBe(text)
  })

  it('drops the cents of a whole-dollar amount only when asked', () => {
    expect(formatUsdCents(450000, { language: 'en', dropZeroCents: true })).toBe('$4,500')
    expect(formatUsdCents(250050, { language: 'en', dropZeroCents: true })).toBe('$2,500.50')
  })
})

describe('cents and dollars', () => {
  it('converts both ways without floating-point drift', () => {
    expect(centsOf(19.99)).toBe(1999)
    expect(centsOf(4500)).toBe(450000)
    expect(dollarsOf(450000)).toBe(4500)
    expect(dollarsOf(centsOf(2500.5))).toBe(2500.5)
  })
})
