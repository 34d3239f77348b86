import { describe, expect, it } from 'vitest'
import { supportedLanguages } from '~/i18n/config.ts'
import { formatWholeNumber } from './whole-numbers.ts'

const samples = [
  0, 1, 7, 42, 999, 1000, 1234, 9999, 10_000, 12_345, 99_999, 100_000, 654_321, 1_000_000, 1_234_567,
  98_765_432, 2_147_483_647, -1, -1234, -12_345,
]

describe('whole numbers', () => {
  it.each([...supportedLanguages, 'en-US'])(
    'are grouped as Intl.NumberFormat groups them in %s',
    (locale) => {
      const intl = new Intl.NumberFormat(locale)
      for (const value of samples) expect(formatWholeNumber(value, locale)).toBe(intl.format(value))
      for (let value = 0; value < 200_000; value += 997)
        expect(formatWholeNumber(value, locale)).toBe(intl.format(value))
    },
  )
})
