import { type Kysely, sql } from 'kysely'

/*
 * An order keeps the name of the plan it bought, as it was then: plans are the owner's content now,
 * and a renamed or deleted plan must not change what a past order, its emails or the owner's list say.
 * Orders made before this named one of the three plans the site sold, each named as its key.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('tier_name', 'text', (column) => column.notNull().defaultTo(''))
    .execute()
  await db
    .updateTable('orders')
    .set({ tier_name: sql`upper(substr(tier, 1, 1)) || substr(tier, 2)` })
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('tier_name').execute()
}
