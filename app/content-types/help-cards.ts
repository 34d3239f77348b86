import { defineContentType } from './definition.ts'
import { choice, longText, text } from './fields.ts'
import { contentIconLabels, contentIconNames } from './icon-choices.ts'

/** How I Can Help on the contact page: a card per kind of engagement, in the owner's order. */
export const helpCardType = defineContentType({
  key: 'helpCards',
  table: 'help_cards',
  cacheKind: 'helpCard',
  noun: 'help card',
  order: 'owner',
  tracksUpdates: true,
  fields: {
    title: text('Title', 120, { translatable: true }),
    text: longText('Text', 400, { control: 'long-text', rows: 3, translatable: true }),
    icon: choice('Icon', contentIconNames, contentIconLabels),
  },
  admin: {
    path: 'help-cards',
    title: 'Help Cards',
    subtitle: 'How I Can Help on the contact page, in the order shown',
    buttonNoun: 'Card',
    emptyText: 'Describe the ways you help; each shows as a card on the contact page',
    emptyAction: 'Add First Card',
    icon: 'help',
    idPrefix: 'help-card',
    dialogClassName: 'max-w-2xl!',
    layout: [{ row: ['title', 'icon'] }, 'text'],
    card: {
      heading: (card) => card.title,
      text: (card) => card.text,
    },
  },
})
