import { type Kysely, sql } from 'kysely'
import type { Database } from '../schema.ts'

/** What LISTEN needs of a connection of its own (a `pg.Client`): pooled connections do not stay to hear. */
export type ListeningConnection = { query: (text: string) => Promise<unknown> }

/**
 * One PostgreSQL NOTIFY channel, by which instances sharing a database tell each other of changes.
 * `channel` is one of ours, never a visitor's text: LISTEN cannot take it as a parameter.
 */
export function notificationChannel(db: Kysely<Database>, channel: string) {
  return {
    async notify(payload: string): Promise<void> {
      await sql`select pg_notify(${channel}, ${payload})`.execute(db)
    },
    async listen(connection: ListeningConnection): Promise<void> {
      await connection.query(`LISTEN ${channel}`)
    },
  }
}
