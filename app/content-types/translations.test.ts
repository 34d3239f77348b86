import { describe, expect, it } from 'vitest'
import { statType } from './stats.ts'
import { localize, missingTranslations } from './translations.ts'

const budget = {
  id: 1,
  label: 'Budget Managed',
  value: 38,
  prefix: '$',
  suffix: 'M',
  countUpLabel: '',
  translations: {},
}

describe('a figure’s prefix and suffix, translated as a pair', () => {
  it('fall back to English together while neither has a translation, and are then to translate', () => {
    const french = localize(statType, { ...budget, translations: { fr: { label: 'Budget géré' } } }, 'fr')
    expect(french).toMatchObject({ prefix: '$', suffix: 'M' })
    expect(french.fallbacks).toEqual(['prefix', 'suffix'])
    expect(missingTranslations(statType, budget).fr).toEqual(['label', 'prefix', 'suffix'])
  })

  it('once one of them is translated, leave the other out: "38 M$" has no prefix', () => {
    const item = { ...budget, translations: { fr: { label: 'Budget géré', prefix: '', suffix: 'M$' } } }
    const french = localize(statType, item, 'fr')
    expect(french).toMatchObject({ prefix: '', suffix: 'M$', fallbacks: [] })
    expect(missingTranslations(statType, item).fr).toEqual([])
    expect(missingTranslations(statType, item).es).toEqual(['label', 'prefix', 'suffix'])
  })

  it('leave other fields to fall back on their own', () => {
    const item = { ...budget, translations: { es: { suffix: 'M$' } } }
    expect(localize(statType, item, 'es')).toMatchObject({ label: 'Budget Managed', fallbacks: ['label'] })
  })
})
