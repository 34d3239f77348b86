import type { CaseStudy } from './models.ts'

/** The statement's page and its PDF, the same for every language (the statement is in English). */
export const capabilityStatementPath = '/capability-statement'
export const capabilityStatementPdfPath = '/capability-statement.pdf'

type Entry = Record<string, unknown>

/** The stored statement as the sheet reads it (services/capability-statement.server.ts). */
export type StatementRecord = {
  legalName: string
  uei: string
  cage: string
  primaryNaics: string
  summary: string
  naicsCodes: readonly Entry[]
  pscCodes: readonly string[]
  socioEconomicStatuses: readonly string[]
  contractVehicles: readonly Entry[]
  coreCompetencies: readonly Entry[]
  differentiators: readonly Entry[]
  pastPerformance: readonly Entry[]
  contactName: string
  contactTitle: string
  contactEmail: string
  contactPhone: string
}

/**
 * What the capability statement shows, in its order, made once for the page, the PDF and the JSON-LD:
 * the primary NAICS code first, the service pillars as core competencies when the owner listed none,
 * each past performance with the case study it names, and the day it was generated (YYYY-MM-DD, UTC).
 */
export type CapabilitySheet = {
  legalName: string
  uei: string
  cage: string
  summary: string
  naics: Array<{ code: string; title: string; primary: boolean }>
  psc: string[]
  statuses: string[]
  vehicles: string[]
  competencies: Array<{ title: string; text: string }>
  differentiators: string[]
  pastPerformance: Array<{
    title: string
    slug: string
    customer: string
    period: string
    value: string
    summary: string
  }>
  contact: { name: string; title: string; email: string; phone: string }
  generatedOn: string
}

export function capabilitySheet(
  statement: StatementRecord,
  pillars: ReadonlyArray<{ title: string; summary: string }>,
  studies: ReadonlyArray<Pick<CaseStudy, 'slug' | 'title' | 'summary'>>,
  now: Date,
): CapabilitySheet {
  const naics = statement.naicsCodes
    .map((entry) => ({ code: String(entry.code), title: String(entry.title) }))
    .map((entry) => ({ ...entry, primary: entry.code === statement.primaryNaics }))
    .sort((a, b) => Number(b.primary) - Number(a.primary))
  const ownCompetencies = statement.coreCompetencies.map((entry) => ({ title: String(entry.text), text: '' }))
  return {
    legalName: statement.legalName,
    uei: statement.uei,
    cage: statement.cage,
    summary: statement.summary,
    naics,
    psc: [...statement.pscCodes],
    statuses: [...statement.socioEconomicStatuses],
    vehicles: statement.contractVehicles.map((entry) => String(entry.text)),
    competencies:
      ownCompetencies.length > 0
        ? ownCompetencies
        : pillars.map((pillar) => ({ title: pillar.title, text: pillar.summary })),
    differentiators: statement.differentiators.map((entry) => String(entry.text)),
    pastPerformance: statement.pastPerformance.flatMap((entry) => {
      const study = studies.find((candidate) => candidate.slug === String(entry.caseStudy))
      // A case study deleted after it was chosen leaves the statement, not a broken entry.
      if (!study) return []
      return [
        {
          title: study.title,
          slug: study.slug,
          summary: study.summary,
          customer: String(entry.customer),
          period: String(entry.period),
          value: String(entry.value),
        },
      ]
    }),
    contact: {
      name: statement.contactName,
      title: statement.contactTitle,
      email: statement.contactEmail,
      phone: statement.contactPhone,
    },
    generatedOn: now.toISOString().slice(0, 10),
  }
}

/** The download's name: jordan-avery-consulting-llc-capability-statement.pdf. */
export function capabilityStatementFileName(legalName: string): string {
  const name = legalName
    .toLowerCase()
    .replace(/\([^)]*\)/g, '')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return name ? `${name}-capability-statement.pdf` : 'capability-statement.pdf'
}

/** The identifiers the business's JSON-LD carries (lib/seo.ts), the primary NAICS code first. */
export function businessIdentifiers(statement: StatementRecord) {
  const codes = statement.naicsCodes.map((entry) => String(entry.code))
  return {
    legalName: statement.legalName,
    uei: statement.uei,
    cage: statement.cage,
    naics: [statement.primaryNaics, ...codes.filter((code) => code !== statement.primaryNaics)],
  }
}
