import type { ItemOf } from '~/content-types/definition.ts'
import type {
  careerEntryType,
  helpCardType,
  servicePillarType,
  skillType,
  statType,
} from '~/content-types/index.ts'
import { formatWholeNumber } from './whole-numbers.ts'

/**
 * What the home and contact pages get of each stored item: the fields they show, in the page's
 * language, and which of them fell back to English (`fallbacks`, read with `fallbackLang`).
 */
type Shown<Item, Field extends keyof Item> = Pick<Item, Extract<'id' | Field, keyof Item>> & {
  fallbacks: string[]
}

export type ShownStat = Shown<
  ItemOf<typeof statType>,
  'label' | 'value' | 'prefix' | 'suffix' | 'icon' | 'inHero' | 'countsUp' | 'countUpLabel'
>
export type ShownSkill = Shown<ItemOf<typeof skillType>, 'name' | 'level'>
export type ShownCareerEntry = Shown<
  ItemOf<typeof careerEntryType>,
  'title' | 'company' | 'location' | 'period' | 'description' | 'highlights' | 'technologies'
>
export type ShownServicePillar = Shown<
  ItemOf<typeof servicePillarType>,
  'title' | 'summary' | 'points' | 'icon' | 'caseStudiesUrl'
>
export type ShownHelpCard = Shown<ItemOf<typeof helpCardType>, 'title' | 'text' | 'icon'>

/** "$38M", "1,200+", "1 200+": a stat's figure as it reads in the language, at its value or part way through the count-up. */
export function formatStat(
  stat: { prefix: string; suffix: string },
  value: number,
  language: string,
): string {
  return `${stat.prefix}${formatWholeNumber(value, language)}${stat.suffix}`
}
