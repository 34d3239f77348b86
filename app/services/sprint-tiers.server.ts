import type { Kysely } from 'kysely'
import type { InputOf, ItemOf } from '~/content-types/definition.ts'
import { sprintTierType } from '~/content-types/sprint.ts'
import { localize } from '~/content-types/translations.ts'
import type { Language } from '~/i18n/config.ts'
import type { SprintTier } from '~/lib/sprint.ts'
import type { Database } from '../db/schema.ts'
import { createContentService } from './content.server.ts'
import type { ContentEvents } from './content-events.server.ts'
import { NotFoundError } from './errors.ts'
import type { ImageDescriber } from './uploads.server.ts'

type StoredTier = ItemOf<typeof sprintTierType>
type TierInput = InputOf<(typeof sprintTierType)['fields']>

/** A stored plan as the pages and the payments read it: its slug is its id. */
export function sprintTierOf(item: StoredTier & { fallbacks?: readonly string[] }): SprintTier {
  return {
    id: item.slug,
    name: item.name,
    price: item.price,
    description: item.description,
    features: item.features.map((feature) => String(feature.text)),
    recommended: item.recommended === 1,
    ...(item.fallbacks ? { fallbacks: item.fallbacks } : {}),
  }
}

/**
 * The Sprint's plans: the declaration's service, with at most one plan recommended (marking one
 * unmarks the others), and the plans as the checkout and the payments read them.
 */
export function createSprintTierService(db: Kysely<Database>, events: ContentEvents, images: ImageDescriber) {
  const stored = createContentService(db, sprintTierType, events, images)

  async function unmarkOthers(recommended: StoredTier): Promise<void> {
    if (recommended.recommended !== 1) return
    for (const other of await stored.listAll())
      if (other.id !== recommended.id && other.recommended === 1)
        await stored.update(other.id, { recommended: 0 })
  }

  /**
   * The plan an order, a payment or a link names (`professional`), or undefined once it is deleted;
   * in English unless a language is asked for (a buyer's page or email).
   */
  async function findTier(id: string, language: Language = 'en'): Promise<SprintTier | undefined> {
    try {
      return sprintTierOf(localize(sprintTierType, await stored.getBySlug(id.trim().toLowerCase()), language))
    } catch (error) {
      if (error instanceof NotFoundError) return undefined
      throw error
    }
  }

  return {
    ...stored,
    async create(input: TierInput, createdAt?: string): Promise<StoredTier> {
      const tier = await stored.create(input, createdAt)
      await unmarkOthers(tier)
      return tier
    },
    async update(id: number, patch: Partial<TierInput>): Promise<StoredTier> {
      const tier = await stored.update(id, patch)
      await unmarkOthers(tier)
      return tier
    },
    /** Every plan in the owner's order, in English (the payments' and the owner's language). */
    async tiers(): Promise<SprintTier[]> {
      return (await stored.listAll()).map(sprintTierOf)
    },
    /**
     * A bought plan's name as a page or an email in `language` shows it: the name it was bought under,
     * or in Spanish and French its translation while the plan is still sold.
     */
    async boughtName(tierId: string, nameAtPurchase: string, language: Language): Promise<string> {
      if (language === 'en') return nameAtPurchase
      return (await findTier(tierId, language))?.name ?? nameAtPurchase
    },
    findTier,
  }
}

export type SprintTierService = ReturnType<typeof createSprintTierService>
