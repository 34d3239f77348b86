import type { Kysely } from 'kysely'
import { dialectOf, withSerialId } from '../dialect.server.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  // Accepted public form submissions, counted per address and per email so the limits survive a restart.
  await withSerialId(db.schema.createTable('form_submissions'), dialectOf(db))
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('form_submissions_ip_idx')
    .on('form_submissions')
    .columns(['form', 'ip', 'created_at'])
    .execute()
  await db.schema
    .createIndex('form_submissions_email_idx')
    .on('form_submissions')
    .columns(['email', 'created_at'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('form_submissions').ifExists().execute()
}
