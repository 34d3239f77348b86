import { describe, expect, it } from 'vitest'
import { initials, slugify, splitCommaList, truncate } from './text.ts'

describe('slugify', () => {
  it('lowercases, drops punctuation and joins words with hyphens', () => {
    expect(slugify('AI Strategy: A Practical Roadmap!')).toBe('ai-strategy-a-practical-roadmap')
  })
  it('keeps existing hyphens and digits', () => {
    expect(slugify('FedRAMP  in 90-day sprints')).toBe('fedramp-in-90-day-sprints')
  })
  it('drops letters outside a-z', () => {
    expect(slugify('Café Über')).toBe('caf-ber')
  })
})

describe('splitCommaList', () => {
  it('trims entries and drops the empty ones', () => {
    expect(splitCommaList(' React, , TypeScript ,,Node.js ')).toEqual(['React', 'TypeScript', 'Node.js'])
  })
})

describe('truncate', () => {
  it('keeps short text and cuts long text at a word boundary', () => {
    expect(truncate('short', 10)).toBe('short')
    expect(truncate('one two three four five', 12)).toBe('one two…')
  })
})

describe('initials', () => {
  it('takes the first letter of the first two words, capitalised', () => {
    expect(initials('ada  king lovelace')).toBe('AK')
    expect(initials(' Plato ')).toBe('P')
    expect(initials('')).toBe('')
  })
})
