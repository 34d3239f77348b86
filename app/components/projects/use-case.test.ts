import { describe, expect, it } from 'vitest'
import { isInternalLink, splitTechnologies, summarizeUseCase } from './use-case.ts'

describe('summarizeUseCase', () => {
  it('keeps the first sentence only', () => {
    expect(summarizeUseCase('A triage assistant for FOIA offices. Analysts review every suggestion.')).toBe(
      'A triage assistant for FOIA offices.',
    )
  })
  it('does not split on the dot inside a figure or a name', () => {
    expect(summarizeUseCase('Cut intake from 4.5 days to one with Node.js tooling. Then scaled.')).toBe(
      'Cut intake from 4.5 days to one with Node.js tooling.',
    )
  })
  it('shortens a long first sentence at a word boundary', () => {
    const summary = summarizeUseCase(`${'word '.repeat(80)}end.`, 50)
    expect(summary.length).toBeLessThanOrEqual(50)
    expect(summary.endsWith('…')).toBe(true)
  })
})

describe('splitTechnologies', () => {
  it('shows four and counts the rest', () => {
    expect(splitTechnologies(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({
      shown: ['a', 'b', 'c', 'd'],
      hiddenCount: 2,
    })
  })
  it('has nothing hidden at four or fewer', () => {
    expect(splitTechnologies(['a', 'b'])).toEqual({ shown: ['a', 'b'], hiddenCount: 0 })
  })
})

describe('isInternalLink', () => {
  it('tells site paths from other sites', () => {
    expect(isInternalLink('/case-studies')).toBe(true)
    expect(isInternalLink('//evil.example/path')).toBe(false)
    expect(isInternalLink('https://example.org/study')).toBe(false)
  })
})
