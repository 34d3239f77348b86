import type { Kysely } from 'kysely'

/*
 * Daily rollups of the page views (docs/decisions/036): for each day, each report dimension (pages,
 * entry pages, sources, campaigns, devices...) and each combination of the three filters (source,
 * language, page; '*' for any), the visitors and the page views. A day is recomputed whole from its
 * raw rows, so recomputing it again (another instance, a restart) never counts anything twice; the
 * rollups outlive the raw rows they came from.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_rollups')
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addColumn('page_views', 'integer', (c) => c.notNull())
    // In the order every report reads: one dimension under one set of filters, over a range of days.
    .addPrimaryKeyConstraint('analytics_rollups_pk', [
      'dimension',
      'source',
      'language',
      'page',
      'day',
      'value',
    ])
    .execute()
  await db.schema.createIndex('analytics_rollups_day_idx').on('analytics_rollups').column('day').execute()

  await db.schema
    .createTable('analytics_rollup_days')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('computed_at', 'text', (c) => c.notNull())
    // 1 once computed after the day was over (and its last events flushed): never computed again.
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}
