import type { Kysely } from 'kysely'

/*
 * A visitor's report of an accessibility barrier is a message to the owner, like a contact message,
 * and is worked on in the same pipeline: it is stored in `contacts`, told apart by its kind. Every
 * message stored before this is a contact message.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contacts')
    .addColumn('kind', 'text', (column) => column.notNull().defaultTo('contact'))
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contacts').dropColumn('kind').execute()
}
