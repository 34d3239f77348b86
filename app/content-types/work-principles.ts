import { defineContentType } from './definition.ts'
import { entries, longText, text } from './fields.ts'

/** The How I Work block under the case studies (and in their PDF summary), in the owner's order. */
export const workPrincipleType = defineContentType({
  key: 'workPrinciples',
  table: 'workPrinciples',
  cacheKind: 'workPrinciple',
  noun: 'principle',
  order: 'owner',
  tracksUpdates: true,
  fields: {
    title: text('Title', 120, { translatable: true }),
    description: longText('Text', 1000, { control: 'long-text', rows: 3, translatable: true }),
    practices: entries(
      'Practices',
      { text: text('Practice', 200) },
      { maxItems: 6, addLabel: 'Add practice', translatable: true },
    ),
  },
  admin: {
    path: 'work-principles',
    title: 'How I Work',
    subtitle: 'The principles under the case studies and in their two-page summary, in the order shown',
    buttonNoun: 'Principle',
    emptyText: 'Add the principles behind your engagements; they show under the case studies',
    emptyAction: 'Add First Principle',
    icon: 'principles',
    idPrefix: 'principle',
    dialogClassName: 'max-w-2xl!',
    layout: ['title', 'description', 'practices'],
    card: {
      heading: (principle) => principle.title,
      text: (principle) => principle.description,
    },
  },
})
