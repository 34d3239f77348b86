import type { Kysely } from 'kysely'

/*
 * Which version of its declaration each content type's stored items follow: a declaration that moves
 * to a new version upgrades what is stored at the next start (app/db/content-tables.server.ts).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_type_versions')
    .addColumn('type_key', 'text', (column) => column.primaryKey().notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_type_versions').ifExists().execute()
}
