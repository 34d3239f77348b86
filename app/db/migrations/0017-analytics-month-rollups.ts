import type { Kysely } from 'kysely'

/*
 * Monthly rollups of the page views (docs/decisions/036), beside the daily ones: for each closed month,
 * the same dimensions under the same combinations of filters, summed from the month's daily rows, so a
 * year's report reads 12 rows per value instead of 365. The tables start empty: the rollup job computes
 * every closed month it finds without a row in analytics_rollup_months, the months of existing data
 * included, on its first run after this migration.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_month_rollups')
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    // YYYY-MM, a UTC month.
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addColumn('page_views', 'integer', (c) => c.notNull())
    // The order the reports read, as analytics_rollups: one dimension under one set of filters, by month.
    .addPrimaryKeyConstraint('analytics_month_rollups_pk', [
      'dimension',
      'source',
      'language',
      'page',
      'month',
      'value',
    ])
    .execute()
  await db.schema
    .createIndex('analytics_month_rollups_month_idx')
    .on('analytics_month_rollups')
    .column('month')
    .execute()

  await db.schema
    .createTable('analytics_rollup_months')
    .addColumn('month', 'text', (c) => c.primaryKey())
    .addColumn('computed_at', 'text', (c) => c.notNull())
    .execute()
}
