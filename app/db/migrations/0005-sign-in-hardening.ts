import type { Kysely } from 'kysely'
import { dialectOf, withSerialId } from '../dialect.server.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db)

  // Every sign-in attempt, kept in the database so the limits survive a restart and an attack stays on record.
  await withSerialId(db.schema.createTable('login_attempts'), dialect)
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('login_attempts_ip_idx')
    .on('login_attempts')
    .columns(['ip', 'created_at'])
    .execute()
  await db.schema
    .createIndex('login_attempts_username_idx')
    .on('login_attempts')
    .columns(['username', 'created_at'])
    .execute()

  // The TOTP secret once two-factor sign-in is on; the pending one while the owner is enrolling.
  await db.schema.alterTable('admin_users').addColumn('totp_secret', 'text').execute()
  await db.schema.alterTable('admin_users').addColumn('totp_pending_secret', 'text').execute()
  // The last accepted time step, so a code cannot be used twice.
  await db.schema.alterTable('admin_users').addColumn('totp_last_step', 'integer').execute()

  await withSerialId(db.schema.createTable('recovery_codes'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recovery_codes').ifExists().execute()
  await db.schema.alterTable('admin_users').dropColumn('totp_last_step').execute()
  await db.schema.alterTable('admin_users').dropColumn('totp_pending_secret').execute()
  await db.schema.alterTable('admin_users').dropColumn('totp_secret').execute()
  await db.schema.dropTable('login_attempts').ifExists().execute()
}
