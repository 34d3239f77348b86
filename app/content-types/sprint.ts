import { defineContentType } from './definition.ts'
import { entries, longText, number, slug, text, yesNo } from './fields.ts'

/** One line of a list the page shows with a check mark (a tier's features, what you get, the guarantee). */
const lines = (label: string, maxItems: number, addLabel: string) => ({
  ...entries(label, { text: text('Line', 300) }, { maxItems, addLabel }),
  translatable: true,
})

/**
 * The AI Strategy Sprint's plans, in the owner's order. The slug is the plan's key in orders, payment
 * intents and the success page's link: made from the name once, it stays when the plan is renamed.
 * At most one plan is recommended: marking one unmarks the others (services/sprint-tiers.server.ts).
 */
export const sprintTierType = defineContentType({
  key: 'sprintTiers',
  table: 'sprintTiers',
  cacheKind: 'sprintTier',
  noun: 'plan',
  order: 'owner',
  tracksUpdates: true,
  fields: {
    name: text('Name', 80, { translatable: true }),
    slug: {
      ...slug('name'),
      hint: 'The plan’s key in orders and payment links; renaming the plan keeps it.',
    },
    price: number('Price (US dollars)', { min: 1, max: 1_000_000 }),
    description: longText('Description', 500, { control: 'long-text', rows: 2, translatable: true }),
    features: lines('Features', 12, 'Add feature'),
    recommended: yesNo('Recommended', 0, 'Highlighted on the page; marking this plan unmarks the others.'),
  },
  admin: {
    path: 'sprint-plans',
    title: 'Sprint Plans',
    subtitle: 'The AI Strategy Sprint’s plans and prices, in the order shown',
    buttonNoun: 'Plan',
    emptyText: 'Add the plans visitors can buy on the AI Strategy Sprint page',
    emptyAction: 'Add First Plan',
    icon: 'prices',
    idPrefix: 'plan',
    dialogClassName: 'max-w-3xl!',
    layout: [{ row: ['name', 'price'] }, 'slug', 'description', 'features', 'recommended'],
    card: {
      heading: (tier) => tier.name,
      subheading: (tier) => `$${tier.price.toLocaleString('en-US')}`,
      text: (tier) => tier.description,
      badges: (tier) => (tier.recommended ? [{ label: 'Recommended', variant: 'accent' }] : []),
      chips: { label: 'Features', of: (tier) => tier.features.map((feature) => String(feature.text)) },
    },
  },
})

/**
 * The offer's fixed sections, one record: what you get, who it is best for, and the guarantee. The
 * page has one of each, so the admin offers no second record.
 */
export const sprintOfferType = defineContentType({
  key: 'sprintOffer',
  table: 'sprintOffer',
  cacheKind: 'sprintOffer',
  noun: 'offer',
  // One record: nothing to order.
  order: 'newest',
  tracksUpdates: true,
  maxItems: 1,
  fields: {
    whatYouGet: lines('What you get', 12, 'Add item'),
    bestFor: longText('Best for', 1000, { control: 'long-text', rows: 3, translatable: true }),
    guarantee: lines('Guarantee', 8, 'Add promise'),
  },
  admin: {
    path: 'sprint-offer',
    title: 'Sprint Offer',
    subtitle: 'What the AI Strategy Sprint includes, who it is for, and its guarantee',
    buttonNoun: 'Offer',
    emptyText: 'Write what the sprint includes, who it is for and what you guarantee',
    emptyAction: 'Write the Offer',
    icon: 'offer',
    idPrefix: 'offer',
    dialogClassName: 'max-w-3xl!',
    layout: ['whatYouGet', 'bestFor', 'guarantee'],
    card: {
      heading: () => 'AI Strategy Sprint',
      subheading: (offer) =>
        `${offer.whatYouGet.length} items you get · ${offer.guarantee.length} guarantee promises`,
      text: (offer) => offer.bestFor,
    },
  },
})

/** The sprint page's frequently asked questions, in the owner's order. */
export const sprintQuestionType = defineContentType({
  key: 'sprintQuestions',
  table: 'sprintQuestions',
  cacheKind: 'sprintQuestion',
  noun: 'question',
  order: 'owner',
  tracksUpdates: true,
  fields: {
    question: text('Question', 200, { translatable: true }),
    answer: longText('Answer', 2000, { control: 'long-text', rows: 4, translatable: true }),
  },
  admin: {
    path: 'sprint-faq',
    title: 'Sprint FAQ',
    subtitle: 'Questions and answers on the AI Strategy Sprint page, in the order shown',
    buttonNoun: 'Question',
    emptyText: 'Answer the questions buyers ask before choosing a plan',
    emptyAction: 'Add First Question',
    icon: 'questions',
    idPrefix: 'question',
    dialogClassName: 'max-w-2xl!',
    layout: ['question', 'answer'],
    card: {
      heading: (item) => item.question,
      text: (item) => item.answer,
    },
  },
})
