import type { capabilityStatementType } from '~/content-types/capability-statement.ts'
import type { InputOf } from '~/content-types/definition.ts'

/*
 * The demo's capability statement (app/content-types/capability-statement.ts). Its identifiers are
 * visibly made up (DEMO in the UEI and the CAGE code) so a demo page is never taken for a registered
 * business; the NAICS and PSC codes and their titles are real ones a consultant of this kind lists.
 */
export const capabilityStatement: Omit<
  InputOf<(typeof capabilityStatementType)['fields']>,
  'translations'
> & {
  translations: Record<string, never>
} = {
  legalName: 'Jordan Avery Consulting LLC (demo)',
  uei: 'DEMOJA7UEI01',
  cage: 'DEMO1',
  primaryNaics: '541512',
  summary:
    'An independent IT strategy and AI advisory practice in Rockville, Maryland. Fifteen years of leading federal and enterprise portfolios of up to $38M, from modernization roadmaps to responsible AI adoption, delivered by the person you meet.',
  naicsCodes: [
    { code: '541512', title: 'Computer Systems Design Services' },
    { code: '541511', title: 'Custom Computer Programming Services' },
    { code: '541611', title: 'Administrative Management and General Management Consulting Services' },
    { code: '541690', title: 'Other Scientific and Technical Consulting Services' },
  ],
  pscCodes: ['D302', 'D310', 'R408', 'R499'],
  socioEconomicStatuses: ['Small Business', 'Veteran-Owned Small Business (VOSB)'],
  contractVehicles: [{ text: 'GSA Multiple Award Schedule (MAS), SIN 54151S (demo)' }],
  // Empty: the statement lists the service pillars of the home page.
  coreCompetencies: [],
  differentiators: [
    { text: 'Senior-only delivery: the consultant who scopes the work does the work.' },
    { text: 'Federal portfolio experience: FITARA, FedRAMP and Section 508 built into every plan.' },
    { text: 'Responsible AI by design, aligned with the NIST AI Risk Management Framework.' },
    { text: 'Fixed-price discovery sprints with a 30-day roadmap as the deliverable.' },
  ],
  pastPerformance: [
    {
      caseStudy: 'strategic-project-leadership',
      customer: 'Federal civilian agency (demo)',
      period: '2022–2024',
      value: '$1.4M',
    },
    {
      caseStudy: 'innovative-problem-solving',
      customer: 'Regional health nonprofit (demo)',
      period: '2021–2022',
      value: '$420K',
    },
  ],
  contactName: 'Jordan Avery',
  contactTitle: 'Principal Consultant',
  contactEmail: 'hello@jordanavery.consulting',
  contactPhone: '+1 (301) 555-0142',
  translations: {},
}
