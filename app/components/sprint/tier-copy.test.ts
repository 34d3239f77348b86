import { describe, expect, it } from 'vitest'
import { sprintTiers } from '../../../content/sprint.ts'
import english from '../../i18n/locales/en/sprint.json' with { type: 'json' }
import spanish from '../../i18n/locales/es/sprint.json' with { type: 'json' }
import french from '../../i18n/locales/fr/sprint.json' with { type: 'json' }

type TierCopy = Record<string, { description: string; features: string[] }>

describe('sprint tier copy', () => {
  it('says in English exactly what the tier table says', () => {
    const copy = english.sprint.tiers as TierCopy
    for (const tier of sprintTiers) {
      expect(copy[tier.id], tier.id).toEqual({ description: tier.description, features: tier.features })
    }
  })

  it.each([
    ['es', spanish],
    ['fr', french],
  ])('lists as many features in %s as the tier table', (_language, bundle) => {
    const copy = bundle.sprint.tiers as TierCopy
    for (const tier of sprintTiers) {
      expect(copy[tier.id]?.features, tier.id).toHaveLength(tier.features.length)
    }
  })
})
