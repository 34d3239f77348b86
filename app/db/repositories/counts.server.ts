import type { Kysely } from 'kysely'
import { toCount } from '../dialect.server.ts'
import type { Database } from '../schema.ts'

/** Tables whose rows the dashboard counts. */
export type CountedTable = 'blogPosts' | 'projects' | 'testimonials' | 'contacts'

export type Counted = { total: number; since: number }

/** How many rows a table has, and how many of them were created at `since` or later. */
export async function countRows(db: Kysely<Database>, table: CountedTable, since: string): Promise<Counted> {
  const row = await db
    .selectFrom(table)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>(eb.case().when('createdAt', '>=', since).then(1).end()).as('since'),
    ])
    .executeTakeFirstOrThrow()
  return { total: toCount(row.total), since: toCount(row.since) }
}
