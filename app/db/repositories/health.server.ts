import { type Kysely, sql } from 'kysely'
import { pendingMigrations } from '../db.server.ts'
import type { Database } from '../schema.ts'

/** Whether the database answers and has every migration: what an instance needs to take traffic. */
export function healthRepository(db: Kysely<Database>) {
  return {
    /** The migrations not applied yet; throws when the database does not answer. */
    async pendingMigrations(): Promise<string[]> {
      await sql`select 1`.execute(db)
      return pendingMigrations(db)
    },
  }
}
