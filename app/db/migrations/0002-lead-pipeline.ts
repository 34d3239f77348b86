import type { Kysely } from 'kysely'
import { dialectOf, withSerialId } from '../dialect.server.ts'

const leadTables = ['contacts', 'demo_requests', 'orders'] as const

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of leadTables) {
    await db.schema
      .alterTable(table)
      .addColumn('lead_status', 'text', (c) => c.notNull().defaultTo('new'))
      .execute()
    await db.schema.alterTable(table).addColumn('notes', 'text').execute()
    await db.schema.alterTable(table).addColumn('follow_up_on', 'text').execute()
    await db.schema.alterTable(table).addColumn('source_page', 'text').execute()
    await db.schema.alterTable(table).addColumn('referrer', 'text').execute()
    await db.schema.alterTable(table).addColumn('utm', 'text').execute()
    if (table !== 'orders') await db.schema.alterTable(table).addColumn('updated_at', 'text').execute()
  }

  await withSerialId(db.schema.createTable('lead_status_changes'), dialectOf(db))
    .addColumn('lead_kind', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('lead_status_changes_lead_idx')
    .on('lead_status_changes')
    .columns(['lead_kind', 'lead_id'])
    .execute()

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('file_name', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text')
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('uploads').ifExists().execute()
  await db.schema.dropTable('lead_status_changes').ifExists().execute()
  for (const table of leadTables) {
    for (const column of ['lead_status', 'notes', 'follow_up_on', 'source_page', 'referrer', 'utm']) {
      await db.schema.alterTable(table).dropColumn(column).execute()
    }
    if (table !== 'orders') await db.schema.alterTable(table).dropColumn('updated_at').execute()
  }
}
