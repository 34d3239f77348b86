import { describe, expect, it } from 'vitest'
import { formatUsd } from './format-price.ts'

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
})
