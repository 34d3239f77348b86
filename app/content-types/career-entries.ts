import { defineContentType } from './definition.ts'
import { entries, longText, tags, text } from './fields.ts'

const technologySuggestions = [
  'Azure OpenAI Service',
  'Amazon Bedrock',
  'AWS GovCloud',
  'Power BI',
  'ServiceNow',
  'Terraform',
  'Splunk',
  'SharePoint',
  'SQL Server',
]

/** The Career Journey timeline on the home page: a role per entry, in the owner's order (latest first). */
export const careerEntryType = defineContentType({
  key: 'careerEntries',
  table: 'career_entries',
  cacheKind: 'careerEntry',
  noun: 'career entry',
  order: 'owner',
  tracksUpdates: true,
  fields: {
    title: text('Role', 200, { translatable: true }),
    company: text('Organization', 200),
    location: text('Location', 120),
    period: text('Period', 60, { translatable: true, hint: 'Such as "2019 – 2022" or "2022 – Present".' }),
    description: longText('Description', 1000, { control: 'long-text', rows: 3, translatable: true }),
    highlights: {
      ...entries('Highlights', { text: text('Highlight', 300) }, { maxItems: 8, addLabel: 'Add highlight' }),
      translatable: true,
    },
    technologies: tags('Technologies', {
      maxItems: 12,
      maxLength: 60,
      suggestions: technologySuggestions,
      suggestionNoun: 'technology',
    }),
  },
  admin: {
    path: 'career',
    title: 'Career',
    subtitle: 'The Career Journey timeline on the home page, latest role first',
    buttonNoun: 'Role',
    emptyText: 'Add the roles you have held; they show as a timeline on the home page',
    emptyAction: 'Add First Role',
    icon: 'career',
    idPrefix: 'career',
    dialogClassName: 'max-w-3xl!',
    layout: [
      'title',
      { row: ['company', 'location', 'period'], columns: 3 },
      'description',
      'highlights',
      'technologies',
    ],
    card: {
      heading: (entry) => entry.title,
      subheading: (entry) => `${entry.company} · ${entry.period}`,
      text: (entry) => entry.description,
      chips: { label: 'Technologies', of: (entry) => entry.technologies },
    },
  },
})
