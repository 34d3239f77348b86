import type { Kysely } from 'kysely'

/*
 * The language of the page an order was placed from, so the buyer's welcome email, sent when the
 * payment succeeds (perhaps from the webhook, long after the page), is written in it. Orders placed
 * before this were all answered in English.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('language').execute()
}
