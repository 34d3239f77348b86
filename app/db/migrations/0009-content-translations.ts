import type { Kysely } from 'kysely'

/*
 * Every content table keeps the Spanish and French of its translatable fields beside the English, as
 * JSON per language. Tables made from a declaration after this have the column from the start; the
 * organizations' table may already exist without it.
 */
const tables = ['blog_posts', 'projects', 'testimonials', 'organizations']

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const existing = await db.introspection.getTables()
  for (const table of tables) {
    const found = existing.find((each) => each.name === table)
    if (!found || found.columns.some((column) => column.name === 'translations')) continue
    await db.schema
      .alterTable(table)
      .addColumn('translations', 'text', (column) => column.notNull().defaultTo('{}'))
      .execute()
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  const existing = await db.introspection.getTables()
  for (const table of tables) {
    if (existing.some((each) => each.name === table))
      await db.schema.alterTable(table).dropColumn('translations').execute()
  }
}
