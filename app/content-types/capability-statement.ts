import { z } from 'zod'
import { stringList } from '~/schemas/fields.ts'
import { defineContentType } from './definition.ts'
import { entries, longText, type TextFieldDeclaration, tags, text } from './fields.ts'

/**
 * A government identifier: trimmed, upper-cased (SAM.gov prints them so) and of an exact shape. The
 * message says what the shape is and shows one, so the owner sees what to type.
 */
function identifier(
  label: string,
  pattern: RegExp,
  message: string,
  options: { hint?: string; placeholder?: string },
) {
  return {
    control: 'text',
    label,
    required: true,
    autoComplete: 'off',
    ...options,
    schema: z
      .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : 'Must be text') })
      .trim()
      .min(1, `${label} is required`)
      .transform((value) => value.toUpperCase())
      .refine((value) => pattern.test(value), { error: message }),
  } satisfies TextFieldDeclaration
}

/** The SAM.gov Unique Entity ID: 12 letters and digits. */
export const ueiPattern = /^[A-Z0-9]{12}$/
/** The Commercial and Government Entity code: 5 letters and digits. */
export const cagePattern = /^[A-Z0-9]{5}$/
/** A NAICS industry code: 6 digits. */
export const naicsPattern = /^\d{6}$/
/** A Product and Service Code: 4 letters and digits. */
export const pscPattern = /^[A-Z0-9]{4}$/

const naicsMessage = 'A NAICS code is 6 digits, such as 541512'

const naicsCode = () => identifier('NAICS code', naicsPattern, naicsMessage, { placeholder: '541512' })

const bulletList = (label: string, line: string, maxItems: number, addLabel: string, hint?: string) => ({
  ...entries(label, { text: text(line, 300) }, { maxItems, addLabel }),
  ...(hint ? { hint } : {}),
})

/** What a federal buyer usually asks a small business to be: the SBA's and SAM.gov's designations. */
export const socioEconomicSuggestions = [
  'Small Business',
  'Service-Disabled Veteran-Owned Small Business (SDVOSB)',
  'Veteran-Owned Small Business (VOSB)',
  'Woman-Owned Small Business (WOSB)',
  'Economically Disadvantaged Woman-Owned Small Business (EDWOSB)',
  'SBA 8(a) Business Development Program',
  'HUBZone',
  'Minority-Owned Business',
] as const

/**
 * The capability statement: the one-page summary a contracting officer asks a small business for,
 * shown at /capability-statement and as its PDF. One record, in English only (federal buyers read
 * it in English, whatever language the page around it is in). Whether the primary NAICS code is
 * among the codes and the past performance names a case study that exists is checked by its service
 * (services/capability-statement.server.ts), which sees the whole record.
 */
export const capabilityStatementType = defineContentType({
  key: 'capabilityStatement',
  table: 'capability_statement',
  cacheKind: 'capabilityStatement',
  noun: 'capability statement',
  // One record: nothing to order.
  order: 'newest',
  tracksUpdates: true,
  maxItems: 1,
  fields: {
    legalName: text('Legal business name', 200, { hint: 'As registered in SAM.gov.' }),
    uei: identifier('UEI', ueiPattern, 'A UEI is 12 letters and digits, such as J7M9HPTGJ1S8', {
      hint: '12 letters and digits.',
      placeholder: 'J7M9HPTGJ1S8',
    }),
    cage: identifier('CAGE code', cagePattern, 'A CAGE code is 5 letters and digits, such as 8ABC1', {
      hint: '5 letters and digits.',
      placeholder: '8ABC1',
    }),
    primaryNaics: {
      ...identifier('Primary NAICS code', naicsPattern, naicsMessage, { placeholder: '541512' }),
      hint: 'One of the codes below.',
    },
    naicsCodes: entries(
      'NAICS codes',
      { code: naicsCode(), title: text('Title', 200, { placeholder: 'Computer Systems Design Services' }) },
      { maxItems: 20, addLabel: 'Add NAICS code', requiredMessage: 'At least one NAICS code is required' },
    ),
    pscCodes: {
      ...tags('PSC codes', {
        maxItems: 20,
        maxLength: 4,
        suggestions: ['D302', 'D307', 'D310', 'D399', 'R408', 'R425', 'R499'],
        suggestionNoun: 'codes',
        placeholder: 'D302',
      }),
      hint: 'Product and Service Codes: 4 letters and digits each.',
      schema: stringList({ maxItems: 20, maxLength: 4 })
        .transform((codes) => codes.map((code) => code.toUpperCase()))
        .refine((codes) => codes.every((code) => pscPattern.test(code)), {
          error: 'A PSC code is 4 letters and digits, such as D302',
        }),
    },
    socioEconomicStatuses: tags('Socio-economic statuses', {
      maxItems: 10,
      maxLength: 120,
      suggestions: socioEconomicSuggestions,
      suggestionNoun: 'statuses',
    }),
    // One vehicle a row: their names have commas (a schedule and its SIN).
    contractVehicles: bulletList('Contract vehicles', 'Vehicle', 12, 'Add vehicle'),
    coreCompetencies: bulletList(
      'Core competencies',
      'Competency',
      10,
      'Add competency',
      'Leave empty to list the service pillars of the home page.',
    ),
    differentiators: bulletList('Differentiators', 'Differentiator', 8, 'Add differentiator'),
    pastPerformance: entries(
      'Past performance',
      {
        caseStudy: text('Case study', 120, {
          autoComplete: 'off',
          placeholder: 'federal-cloud-migration',
          hint: 'The Slug of the case study, as its editor under Case Studies shows it.',
        }),
        customer: text('Customer', 200),
        period: text('Period', 80, { placeholder: '2023–2025' }),
        value: text('Value', 80, { placeholder: '$1.2M' }),
      },
      { maxItems: 5, addLabel: 'Add past performance' },
    ),
    contactName: text('Point of contact', 120),
    contactTitle: text('Contact’s title', 120),
    contactEmail: {
      control: 'text',
      label: 'Contact email',
      required: true,
      autoComplete: 'off',
      schema: z
        .string({ error: 'Contact email is required' })
        .trim()
        .min(1, 'Contact email is required')
        .max(254, 'Must be at most 254 characters')
        .pipe(z.email({ error: 'Enter an email address such as name@example.com' })),
    } satisfies TextFieldDeclaration,
    contactPhone: text('Contact phone', 40),
    summary: longText('Company overview', 700, {
      control: 'long-text',
      rows: 3,
      hint: 'Two or three sentences at the top of the statement.',
    }),
  },
  admin: {
    path: 'capability-statement',
    title: 'Capability Statement',
    subtitle:
      'Your identifiers, codes and past performance for federal buyers, on the public page and its PDF',
    buttonNoun: 'Statement',
    emptyText: 'Write the one-page capability statement federal buyers ask for',
    emptyAction: 'Write the Statement',
    icon: 'capability',
    idPrefix: 'capability',
    dialogClassName: 'max-w-3xl!',
    layout: [
      'legalName',
      { row: ['uei', 'cage', 'primaryNaics'], columns: 3 },
      'summary',
      'naicsCodes',
      'pscCodes',
      'socioEconomicStatuses',
      'contractVehicles',
      'coreCompetencies',
      'differentiators',
      'pastPerformance',
      { row: ['contactName', 'contactTitle'] },
      { row: ['contactEmail', 'contactPhone'] },
    ],
    card: {
      heading: (statement) => statement.legalName,
      subheading: (statement) =>
        `UEI ${statement.uei} · CAGE ${statement.cage} · NAICS ${statement.primaryNaics}`,
      text: (statement) => statement.summary,
      chips: {
        label: 'NAICS codes',
        of: (statement) => statement.naicsCodes.map((naics) => String(naics.code)),
      },
      link: () => ({ href: '/capability-statement', label: 'View', about: 'the capability statement' }),
    },
  },
})
