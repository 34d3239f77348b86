import { z } from 'zod'
import { formatStat } from '~/lib/home-content.ts'
import { hasNoNulCharacter, nulCharacterMessage } from '~/schemas/fields.ts'
import { defineContentType } from './definition.ts'
import { choice, number, type TextFieldDeclaration, text, yesNo } from './fields.ts'
import { contentIconLabels, contentIconNames } from './icon-choices.ts'

/**
 * A few characters around a figure ("$", "M", "+"); blank for none. Each language writes its figures
 * its own way ("$38M", "38 M$"), so the prefix and the suffix are translated as a pair: a translation
 * that fills one of them and leaves the other blank has no such part.
 */
function affix(label: string, hint: string) {
  return {
    control: 'text',
    label,
    hint,
    initial: '',
    fallback: '',
    autoComplete: 'off',
    translatable: true,
    translationGroup: 'figure',
    schema: z
      .string({ error: `${label} must be text` })
      .trim()
      .max(8, `${label} must be at most 8 characters`)
      .refine(hasNoNulCharacter, nulCharacterMessage),
  } satisfies TextFieldDeclaration
}

/**
 * The home page's figures: all of them in By the Numbers, the ones the owner picks in the hero, and
 * the ones that count up beside the skill bars.
 */
export const statType = defineContentType({
  key: 'stats',
  table: 'stats',
  cacheKind: 'stat',
  noun: 'stat',
  order: 'owner',
  tracksUpdates: true,
  fields: {
    label: text('Label', 60, { translatable: true, hint: 'What the figure counts: "Years Experience".' }),
    value: number('Value', { min: 0, max: 1_000_000_000, hint: 'A whole number: 38 for "$38M".' }),
    prefix: affix(
      'Before the number',
      'Optional, such as "$". Translated with the suffix: "38 M$" has none.',
    ),
    suffix: affix('After the number', 'Optional, such as "M" or "+".'),
    icon: choice('Icon', contentIconNames, contentIconLabels),
    inHero: yesNo('Shows in the hero', 0, 'Beside your introduction at the top of the home page.'),
    countsUp: yesNo('Counts up beside the skill bars', 0, 'In Core Competencies, animated from zero.'),
    countUpLabel: {
      ...affix('Label beside the skill bars', 'Optional: blank uses the label above.'),
      translatable: true,
      translationGroup: undefined,
      schema: z
        .string({ error: 'Label beside the skill bars must be text' })
        .trim()
        .max(60, 'Label beside the skill bars must be at most 60 characters')
        .refine(hasNoNulCharacter, nulCharacterMessage),
    },
  },
  admin: {
    path: 'stats',
    title: 'Stats',
    subtitle:
      'The figures on the home page: By the Numbers, the hero and Core Competencies, in the order shown',
    buttonNoun: 'Stat',
    emptyText: 'Add the figures that sum up your work, such as years of experience or budgets managed',
    emptyAction: 'Add First Stat',
    icon: 'stats',
    idPrefix: 'stat',
    dialogClassName: 'max-w-2xl!',
    layout: [
      'label',
      { row: ['prefix', 'value', 'suffix'], columns: 3 },
      'icon',
      { row: ['inHero', 'countsUp'] },
      'countUpLabel',
    ],
    card: {
      heading: (stat) => formatStat(stat, stat.value, 'en'),
      subheading: (stat) => stat.label,
      badges: (stat) => [
        ...(stat.inHero ? [{ label: 'In the hero', variant: 'accent' as const }] : []),
        ...(stat.countsUp ? [{ label: 'Counts up', variant: 'outline' as const }] : []),
      ],
    },
  },
})
