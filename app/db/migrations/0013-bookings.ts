import { type Kysely, sql } from 'kysely'
import { dialectOf, withSerialId } from '../dialect.server.ts'

/*
 * Booking on the site (docs/decisions/032): the meetings booked, the visitors who booked them as leads,
 * the owner's busy-time feeds with the last good copy of each, and what the outbox needs to send
 * invitations and reminders (a calendar part, a unique key, the booking it belongs to).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db)

  await db.schema
    .createTable('booking_leads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    // The address lower-cased: a second booking from the same address joins this lead.
    .addColumn('email_key', 'text', (c) => c.notNull().unique())
    .addColumn('organization', 'text')
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('lead_status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('notes', 'text')
    .addColumn('follow_up_on', 'text')
    .addColumn('source_page', 'text')
    .addColumn('referrer', 'text')
    .addColumn('utm', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute()

  await withSerialId(db.schema.createTable('bookings'), dialect)
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('meeting_type_id', 'integer')
    .addColumn('meeting_type_name', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('location_kind', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('end_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('confirmed'))
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('organization', 'text')
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'text', (c) => c.notNull().references('booking_leads.id').onDelete('cascade'))
    .addColumn('notes', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('cancelled_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text')
    .execute()
  // The database's own guarantee that one start is booked once: a second confirmed booking of the
  // same start fails, whichever instance inserts it.
  await db.schema
    .createIndex('bookings_confirmed_start_unique')
    .on('bookings')
    .column('start_at')
    .unique()
    .where(sql.ref('status'), '=', 'confirmed')
    .execute()
  await db.schema.createIndex('bookings_start_idx').on('bookings').columns(['start_at', 'id']).execute()
  await db.schema.createIndex('bookings_lead_idx').on('bookings').column('lead_id').execute()

  await withSerialId(db.schema.createTable('busy_feeds'), dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    // JSON [[start, end], ...] in UTC: the busy times of the last copy that could be read.
    .addColumn('busy', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('event_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_attempt_at', 'text')
    .addColumn('last_success_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('last_error_at', 'text')
    .addColumn('next_fetch_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema.alterTable('outbox').addColumn('dedupe_key', 'text').execute()
  await db.schema.alterTable('outbox').addColumn('calendar', 'text').execute()
  await db.schema.alterTable('outbox').addColumn('booking_id', 'integer').execute()
  await db.schema.createIndex('outbox_dedupe_key_unique').on('outbox').column('dedupe_key').unique().execute()
  await db.schema.createIndex('outbox_booking_idx').on('outbox').columns(['booking_id', 'status']).execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_booking_idx').ifExists().execute()
  await db.schema.dropIndex('outbox_dedupe_key_unique').ifExists().execute()
  for (const column of ['dedupe_key', 'calendar', 'booking_id']) {
    await db.schema.alterTable('outbox').dropColumn(column).execute()
  }
  await db.schema.dropTable('busy_feeds').ifExists().execute()
  await db.schema.dropTable('bookings').ifExists().execute()
  await db.schema.dropTable('booking_leads').ifExists().execute()
}
