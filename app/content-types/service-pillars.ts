import { defineContentType } from './definition.ts'
import { choice, entries, link, longText, text } from './fields.ts'
import { contentIconLabels, contentIconNames } from './icon-choices.ts'

/** Four Pillars of Success on the home page: what the owner offers, in the owner's order. */
export const servicePillarType = defineContentType({
  key: 'servicePillars',
  table: 'service_pillars',
  cacheKind: 'servicePillar',
  noun: 'service',
  order: 'owner',
  tracksUpdates: true,
  fields: {
    title: text('Title', 120, { translatable: true }),
    summary: longText('Summary', 500, { control: 'long-text', rows: 3, translatable: true }),
    points: {
      ...entries('What it includes', { text: text('Point', 200) }, { maxItems: 8, addLabel: 'Add point' }),
      translatable: true,
    },
    icon: choice('Icon', contentIconNames, contentIconLabels),
    caseStudiesUrl: link('Case studies link', {
      hint: 'Where "See case studies" leads, such as /case-studies. Blank hides the link.',
      placeholder: '/case-studies',
    }),
  },
  admin: {
    path: 'services',
    title: 'Services',
    subtitle: 'The service pillars on the home page, in the order shown',
    buttonNoun: 'Service',
    emptyText: 'Describe what you offer; each service shows as a card on the home page',
    emptyAction: 'Add First Service',
    icon: 'services',
    idPrefix: 'service',
    dialogClassName: 'max-w-3xl!',
    layout: [{ row: ['title', 'icon'] }, 'summary', 'points', 'caseStudiesUrl'],
    card: {
      heading: (pillar) => pillar.title,
      text: (pillar) => pillar.summary,
      badges: (pillar) => [{ label: `${pillar.points.length} points`, variant: 'muted' }],
    },
  },
})
