import type { Kysely } from 'kysely'
import { dialectOf, withSerialId } from '../dialect.server.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('notification'))
    .execute()
  await db.schema.alterTable('outbox').addColumn('headers', 'text').execute()
  await db.schema.alterTable('outbox').addColumn('locked_until', 'text').execute()
  await db.schema.alterTable('outbox').addColumn('newsletter_issue_id', 'integer').execute()

  await db.schema.alterTable('newsletter_subscriptions').addColumn('confirmed_at', 'text').execute()
  await db.schema.alterTable('newsletter_subscriptions').addColumn('unsubscribed_at', 'text').execute()
  await db.schema
    .alterTable('newsletter_subscriptions')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute()

  await withSerialId(db.schema.createTable('newsletter_issues'), dialectOf(db))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('recipient_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema.alterTable('orders').addColumn('upgrade_of', 'text').execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('upgrade_of').execute()
  await db.schema.dropTable('stripe_events').ifExists().execute()
  await db.schema.dropTable('newsletter_issues').ifExists().execute()
  for (const column of ['confirmed_at', 'unsubscribed_at', 'language']) {
    await db.schema.alterTable('newsletter_subscriptions').dropColumn(column).execute()
  }
  for (const column of ['kind', 'headers', 'locked_until', 'newsletter_issue_id']) {
    await db.schema.alterTable('outbox').dropColumn(column).execute()
  }
}
