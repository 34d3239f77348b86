import type { Kysely } from 'kysely'
import { dialectOf, withSerialId } from '../dialect.server.ts'

/*
 * Cookieless analytics (docs/decisions/036): the day's secret that visitor hashes are made with (one row,
 * replaced each day, so yesterday's hashes can no longer be made again), one row per visit (a visitor
 * hash on one day) with where it came from, its page views, and the goals (leads, orders) with the
 * visit that made them. No address, no user agent and no identifier of the browser is stored.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db)

  await db.schema
    .createTable('analytics_salts')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('analytics_visits')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('entry_path', 'text', (c) => c.notNull())
    .addColumn('referrer_group', 'text', (c) => c.notNull())
    .addColumn('referrer_host', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('utm_content', 'text')
    .addColumn('utm_term', 'text')
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('browser', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_visits_pk', ['day', 'visitor'])
    .execute()

  await withSerialId(db.schema.createTable('analytics_page_views'), dialect)
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('viewed_at', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('analytics_page_views_visit_idx')
    .on('analytics_page_views')
    .columns(['day', 'visitor'])
    .execute()
  await db.schema
    .createIndex('analytics_page_views_time_idx')
    .on('analytics_page_views')
    .column('viewed_at')
    .execute()

  await withSerialId(db.schema.createTable('analytics_goals'), dialect)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('lead_kind', 'text')
    .addColumn('lead_id', 'text')
    .addColumn('amount_cents', 'integer')
    .addColumn('currency', 'text')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text')
    // The visit as it was when the goal was reached: kept after the raw page views are purged.
    .addColumn('referrer_group', 'text', (c) => c.notNull())
    .addColumn('referrer_host', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('entry_path', 'text')
    .addColumn('language', 'text')
    .addColumn('pages', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('analytics_goals_day_idx').on('analytics_goals').column('day').execute()
  await db.schema
    .createIndex('analytics_goals_lead_idx')
    .on('analytics_goals')
    .columns(['lead_kind', 'lead_id'])
    .execute()

  // A Sprint purchase is paid later (Stripe's webhook); the order remembers the visit that started it.
  await db.schema.alterTable('orders').addColumn('visit_day', 'text').execute()
  await db.schema.alterTable('orders').addColumn('visitor', 'text').execute()
}
