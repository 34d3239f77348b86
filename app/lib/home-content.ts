import type { ItemOf } from '~/content-types/definition.ts'
import type {
  careerEntryType,
  helpCardType,
  servicePillarType,
  skillType,
  statType,
} from '~/content-types/index.ts'
import { supportedBaseLanguage } from '~/i18n/config.ts'
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

/**
 * "$38M" · "38 M$" · "1,200+": a stat's figure as it reads in the language, at its value or part way
 * through the count-up. Spanish and French set a no-break space between the number and a unit, a
 * currency or a percent sign ("38 M$", "47 %"), never between it and "+".
 */
export function formatStat(
  stat: { prefix: string; suffix: string },
  value: number,
  language: string,
): string {
  const number = formatWholeNumber(value, language)
  if ((supportedBaseLanguage(language) ?? 'en') === 'en') return `${stat.prefix}${number}${stat.suffix}`
  const before = /\p{L}$/u.test(stat.prefix) ? '\u00a0' : ''
  const after = /^[\p{L}\p{Sc}%]/u.test(stat.suffix) ? '\u00a0' : ''
  return `${stat.prefix}${before}${number}${after}${stat.suffix}`
}
