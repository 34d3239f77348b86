import { describe, expect, it } from 'vitest'
import { longestWait, retryAfterSeconds } from './sliding-window.ts'

const hour = 60 * 60 * 1000
const now = Date.parse('2026-05-03T12:00:00Z')
const minutesAgo = (minutes: number) => now - minutes * 60_000

describe('retryAfterSeconds', () => {
  const window = { windowMs: hour, limit: 3 }

  it('leaves room while fewer attempts than the limit count', () => {
    expect(retryAfterSeconds(window, [minutesAgo(1), minutesAgo(2)], now)).toBeUndefined()
  })

  it('waits until the limit-th most recent attempt leaves the window', () => {
    const attempts = [minutesAgo(5), minutesAgo(10), minutesAgo(40), minutesAgo(50)]
    expect(retryAfterSeconds(window, attempts, now)).toBe(20 * 60)
  })

  it('rounds a part second up', () => {
    expect(retryAfterSeconds(window, [now, now, now - hour + 1500], now)).toBe(2)
  })

  it('answers at least the minimum, and at least a second', () => {
    const attempts = [now, now, now - hour + 1]
    expect(retryAfterSeconds(window, attempts, now)).toBe(1)
    expect(retryAfterSeconds({ ...window, minimumRetryAfterSeconds: 600 }, attempts, now)).toBe(600)
  })
})

describe('longestWait', () => {
  it('takes the longest wait that applies', () => {
    expect(longestWait(undefined, 30, 600)).toBe(600)
    expect(longestWait(undefined, undefined)).toBeUndefined()
  })
})
