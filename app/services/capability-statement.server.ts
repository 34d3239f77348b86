import type { Kysely } from 'kysely'
import { capabilityStatementType } from '~/content-types/capability-statement.ts'
import type { InputOf, ItemOf } from '~/content-types/definition.ts'
import type { Database } from '../db/schema.ts'
import { createContentService } from './content.server.ts'
import type { ContentEvents } from './content-events.server.ts'
import { type IssueDetail, ValidationError } from './errors.ts'
import type { ImageDescriber } from './uploads.server.ts'

export type CapabilityStatement = ItemOf<typeof capabilityStatementType>
type StatementInput = InputOf<(typeof capabilityStatementType)['fields']>

/** The case studies past performance can name: their slugs. */
type CaseStudySlugs = { listAll(): Promise<ReadonlyArray<{ slug: string }>> }

/**
 * The capability statement: the declaration's service, with the checks that need the whole record
 * (the primary NAICS code is one of the codes listed; each past performance names a case study that
 * exists), and the one statement the pages show.
 */
export function createCapabilityStatementService(
  db: Kysely<Database>,
  events: ContentEvents,
  images: ImageDescriber,
  caseStudies: CaseStudySlugs,
) {
  const stored = createContentService(db, capabilityStatementType, events, images)

  async function check(
    statement: Pick<StatementInput, 'primaryNaics' | 'naicsCodes' | 'pastPerformance'>,
  ): Promise<void> {
    const issues: IssueDetail[] = []
    const codes = statement.naicsCodes.map((naics) => String(naics.code))
    if (!codes.includes(statement.primaryNaics)) {
      issues.push({
        path: 'primaryNaics',
        message: `The primary NAICS code must be one of the NAICS codes listed (${codes.join(', ')})`,
        code: 'invalid',
      })
    }
    if (statement.pastPerformance.length > 0) {
      const slugs = new Set((await caseStudies.listAll()).map((study) => study.slug))
      statement.pastPerformance.forEach((entry, index) => {
        const slug = String(entry.caseStudy).trim()
        if (!slugs.has(slug)) {
          issues.push({
            path: `pastPerformance.${index}.caseStudy`,
            message: `No case study has the slug “${slug}”; use one shown on the Case Studies page`,
            code: 'invalid',
          })
        }
      })
    }
    const first = issues[0]
    if (first) throw new ValidationError(`${first.path}: ${first.message}`, issues)
  }

  return {
    ...stored,
    async create(input: StatementInput, createdAt?: string): Promise<CapabilityStatement> {
      await check(input)
      return stored.create(input, createdAt)
    },
    async update(id: number, patch: Partial<StatementInput>): Promise<CapabilityStatement> {
      const current = await stored.getById(id)
      await check({ ...current, ...patch })
      return stored.update(id, patch)
    },
    /** The statement the public page and its PDF show, or undefined before the owner writes one. */
    async current(): Promise<CapabilityStatement | undefined> {
      return (await stored.listAll())[0]
    },
  }
}

export type CapabilityStatementService = ReturnType<typeof createCapabilityStatementService>
