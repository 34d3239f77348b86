/** The Sprint's payments and links name their service so; prices are charged in US dollars. */
export const sprintService = 'ai-strategy-sprint'
export const sprintCurrency = 'usd'

/**
 * A Sprint plan as the pages, the checkout and the payments read it: `id` is the stored plan's slug,
 * which orders and payment intents keep; the price is in whole US dollars. `fallbacks` names the
 * fields shown in English on a page in another language.
 */
export type SprintTier = {
  id: string
  name: string
  price: number
  description: string
  features: string[]
  recommended: boolean
  fallbacks?: readonly string[]
}
