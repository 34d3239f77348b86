import { type Insertable, type Kysely, sql } from 'kysely'
import type { LeadKind } from '~/schemas/admin.ts'
import type { Database, DemoRequestRow, DemoRequestTable } from '../schema.ts'
import { type AlongsideWrite, writeAlongside } from '../transactions.server.ts'
import { leadColumns, leadWrites } from './lead-columns.server.ts'

/** What a demo request says beyond the fields every lead has. */
export type DemoDetails = Pick<
  DemoRequestRow,
  'projectId' | 'projectTitle' | 'jobTitle' | 'phoneNumber' | 'preferredContactMethod'
>

/** Demo requests: stored from the public form and worked on in the owner's pipeline. */
export function demoRequestsRepository(db: Kysely<Database>) {
  return {
    insert(
      values: Insertable<DemoRequestTable>,
      alongside: AlongsideWrite<DemoRequestRow> = {},
    ): Promise<DemoRequestRow> {
      return writeAlongside(
        db,
        (trx) => trx.insertInto('demoRequests').values(values).returningAll().executeTakeFirstOrThrow(),
        alongside,
      )
    },
    details(id: number): Promise<DemoDetails | undefined> {
      return db
        .selectFrom('demoRequests')
        .select(['projectId', 'projectTitle', 'jobTitle', 'phoneNumber', 'preferredContactMethod'])
        .where('id', '=', id)
        .executeTakeFirst()
    },
    /** Every demo request as a row of the pipeline's list (see leads.server.ts). */
    asLeads() {
      return db
        .selectFrom('demoRequests')
        .select([
          sql<LeadKind>`'demo'`.as('kind'),
          sql<string>`cast(id as text)`.as('id'),
          'name',
          'email',
          'company as organization',
          sql<string>`coalesce(project_title, 'Demo request')`.as('summary'),
          'message',
          ...leadColumns,
        ])
    },
    ...leadWrites<number>(db, 'demoRequests'),
  }
}
