import { describe, expect, it } from 'vitest'
import { readingTimeMinutes, wordsPerMinute } from './reading-time.ts'

describe('readingTimeMinutes', () => {
  it('is at least one minute', () => {
    expect(readingTimeMinutes('')).toBe(1)
    expect(readingTimeMinutes('## Short')).toBe(1)
  })

  it('rounds up whole minutes of words', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ')
    expect(readingTimeMinutes(words(wordsPerMinute))).toBe(1)
    expect(readingTimeMinutes(words(wordsPerMinute + 1))).toBe(2)
    expect(readingTimeMinutes(words(wordsPerMinute * 5))).toBe(5)
  })

  it('does not count markdown markers as words', () => {
    expect(readingTimeMinutes(`${'- **a** \n'.repeat(wordsPerMinute)}> - #`)).toBe(1)
  })

  it('counts the words around a comparison in code, which is not a tag', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ')
    const body = `${words(wordsPerMinute)}\n\n\`\`\`sql\nWHERE a < 3\n\`\`\`\n\n${words(wordsPerMinute)}\n\n> quoted`
    expect(readingTimeMinutes(body)).toBe(3)
    expect(readingTimeMinutes(`<p class="x">${words(wordsPerMinute * 2)}</p>`)).toBe(2)
  })
})
