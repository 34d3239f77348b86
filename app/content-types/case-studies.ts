import { metricText } from '~/lib/case-studies.ts'
import { caseStudyCategories } from '~/schemas/categories.ts'
import { defineContentType } from './definition.ts'
import { choice, entries, longText, requiredImage, slug, text } from './fields.ts'

/**
 * The /case-studies page and its two-page PDF summary: each engagement's challenge, action and result
 * with its key figures, in the owner's order. The slug is the study's anchor (/case-studies#<slug>).
 */
export const caseStudyType = defineContentType({
  key: 'caseStudies',
  table: 'caseStudies',
  cacheKind: 'caseStudy',
  noun: 'case study',
  order: 'owner',
  tracksUpdates: true,
  fields: {
    title: text('Title', 200, { translatable: true }),
    slug: slug(),
    category: choice('Category', caseStudyCategories),
    summary: longText('Summary', 400, {
      control: 'long-text',
      rows: 2,
      translatable: true,
      hint: 'One sentence under the title.',
    }),
    challenge: longText('Challenge', 3000, { control: 'long-text', rows: 5, translatable: true }),
    action: longText('Action', 3000, { control: 'long-text', rows: 5, translatable: true }),
    result: longText('Result', 3000, { control: 'long-text', rows: 5, translatable: true }),
    metrics: entries(
      'Metrics',
      {
        value: text('Figure', 40, { placeholder: '34' }),
        label: text('Label', 80, { placeholder: 'programs' }),
      },
      {
        maxItems: 6,
        addLabel: 'Add metric',
        requiredMessage: 'At least one metric is required',
        translatable: true,
      },
    ),
    imageUrl: requiredImage('Image', 'Preview of the case study image'),
  },
  admin: {
    path: 'case-studies',
    title: 'Case Studies',
    subtitle: 'The engagements on the Case Studies page and in its two-page summary, in the order shown',
    buttonNoun: 'Case Study',
    emptyText: 'Add the engagements you want visitors to read: the challenge, the action and the result',
    emptyAction: 'Add First Case Study',
    icon: 'caseStudies',
    idPrefix: 'case-study',
    dialogClassName: 'max-w-3xl!',
    layout: [
      { row: ['title', 'category'] },
      'slug',
      'summary',
      'challenge',
      'action',
      'result',
      'metrics',
      'imageUrl',
    ],
    card: {
      heading: (study) => study.title,
      picture: (study) => ({ url: study.imageUrl, alt: '', cover: true }),
      badges: (study) => [{ label: study.category, variant: 'accent' }],
      text: (study) => study.summary,
      chips: { label: 'Metrics', of: (study) => study.metrics.map(metricText) },
      link: (study) => ({ href: `/case-studies#${study.slug}`, label: 'View', about: study.title }),
    },
  },
})
