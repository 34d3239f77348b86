import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  // A JSON array of the widths encoded as AVIF and WebP; null for an upload stored before variants existed.
  await db.schema.alterTable('uploads').addColumn('variant_widths', 'text').execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('uploads').dropColumn('variant_widths').execute()
}
