import { type Insertable, type Kysely, sql } from 'kysely'
import type { Contact } from '~/lib/models.ts'
import type { LeadKind } from '~/schemas/admin.ts'
import type { ContactRow, ContactTable, Database } from '../schema.ts'
import { type AlongsideWrite, writeAlongside } from '../transactions.server.ts'
import { type Counted, countRows } from './counts.server.ts'
import { leadColumns, leadWrites } from './lead-columns.server.ts'

/** A contact message as the dashboard's recent activity lists it. */
export type RecentContact = Pick<ContactRow, 'id' | 'name' | 'subject' | 'createdAt'>

/** Contact messages: stored from the public form, listed, and worked on in the owner's pipeline. */
export function contactsRepository(db: Kysely<Database>) {
  return {
    insert(
      values: Insertable<ContactTable>,
      alongside: AlongsideWrite<ContactRow> = {},
    ): Promise<ContactRow> {
      return writeAlongside(
        db,
        (trx) => trx.insertInto('contacts').values(values).returningAll().executeTakeFirstOrThrow(),
        alongside,
      )
    },
    /** Newest first, without the pipeline's columns. */
    list(): Promise<Contact[]> {
      return db
        .selectFrom('contacts')
        .select(['id', 'kind', 'name', 'email', 'subject', 'message', 'createdAt'])
        .orderBy('createdAt', 'desc')
        .execute()
    },
    /** How many there are, and how many came at `since` or later. */
    count(since: string): Promise<Counted> {
      return countRows(db, 'contacts', since)
    },
    latest(limit: number): Promise<RecentContact[]> {
      return db
        .selectFrom('contacts')
        .select(['id', 'name', 'subject', 'createdAt'])
        .orderBy('createdAt', 'desc')
        .limit(limit)
        .execute()
    },
    /** Every contact message as a row of the pipeline's list (see leads.server.ts). */
    asLeads() {
      return db
        .selectFrom('contacts')
        .select([
          sql<LeadKind>`kind`.as('kind'),
          sql<string>`cast(id as text)`.as('id'),
          'name',
          'email',
          sql<string | null>`null`.as('organization'),
          'subject as summary',
          sql<string | null>`message`.as('message'),
          ...leadColumns,
        ])
    },
    ...leadWrites<string>(db, 'contacts'),
  }
}
