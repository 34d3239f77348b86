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
    expect(formatUsd(dollars)).toBe(text)
  })

  it.each([
    ['es', '4500\u00a0US$'],
    ['fr', '4\u202f500\u00a0$US'],
  ])('writes a price the way %s does', (language, text) => {
    expect(formatUsd(4500, language)).toBe(text)
  })
})

describe('formatUsdCents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [450000, '$4,500.00'],
    [123456789, '$1,234,567.89'],
    [-250050, '-$2,500.50'],
  ])('writes %d cents as %s', (cents, text) => {
    expect(formatUsdCents(cents)).toBe(text)
  })

  it('drops the cents of a whole-dollar amount only when asked', () => {
    expect(formatUsdCents(450000, { dropZeroCents: true })).toBe('$4,500')
    expect(formatUsdCents(250050, { dropZeroCents: true })).toBe('$2,500.50')
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
