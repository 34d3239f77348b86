import { type Kysely, sql } from 'kysely'
import { dialectOf, withSerialId } from '../dialect.server.ts'

// Migrations take an untyped Kysely: they describe the schema as it was at that point in time.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db)

  await withSerialId(db.schema.createTable('admin_users'), dialect)
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('admin'))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute()

  await withSerialId(db.schema.createTable('projects'), dialect)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('live_url', 'text')
    .addColumn('demo_url', 'text')
    .addColumn('case_study_url', 'text')
    .addColumn('technologies', 'text', (c) => c.notNull())
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute()
  await db.schema.createIndex('projects_created_at_idx').on('projects').column('created_at').execute()

  await withSerialId(db.schema.createTable('blog_posts'), dialect)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('image_url', 'text')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute()
  await db.schema
    .createIndex('blog_posts_published_created_at_idx')
    .on('blog_posts')
    .columns(['published', 'created_at'])
    .execute()

  await withSerialId(db.schema.createTable('testimonials'), dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull().defaultTo(5).check(sql`rating between 1 and 5`))
    .addColumn('avatar_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('contacts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('contacts_created_at_idx').on('contacts').column('created_at').execute()

  await withSerialId(db.schema.createTable('newsletter_subscriptions'), dialect)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await withSerialId(db.schema.createTable('demo_requests'), dialect)
    .addColumn('project_id', 'integer')
    .addColumn('project_title', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('job_title', 'text')
    .addColumn('message', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('preferred_contact_method', 'text', (c) => c.notNull().defaultTo('email'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_intent_id', 'text', (c) => c.unique())
    .addColumn('customer_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await withSerialId(db.schema.createTable('outbox'), dialect)
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute()
  await db.schema
    .createIndex('outbox_status_next_attempt_idx')
    .on('outbox')
    .columns(['status', 'next_attempt_at'])
    .execute()

  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'site_settings',
    'outbox',
    'orders',
    'demo_requests',
    'newsletter_subscriptions',
    'contacts',
    'testimonials',
    'blog_posts',
    'projects',
    'sessions',
    'admin_users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
