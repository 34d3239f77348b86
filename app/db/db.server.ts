import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely'
import type { DialectName } from './dialect.server.ts'
import * as initial from './migrations/0001-initial.ts'
import * as leadPipeline from './migrations/0002-lead-pipeline.ts'
import * as mailAndPayments from './migrations/0003-mail-and-payments.ts'
import * as imageVariants from './migrations/0004-image-variants.ts'
import * as signInHardening from './migrations/0005-sign-in-hardening.ts'
import * as formLimits from './migrations/0006-form-limits.ts'
import type { Database } from './schema.ts'

export type AppDatabase = {
  db: Kysely<Database>
  dialect: DialectName
  destroy: () => Promise<void>
}

export type DatabaseOptions = { dataDir: string; databaseUrl: string | undefined }

const plugins = [new CamelCasePlugin()]

export function openDatabase({ dataDir, databaseUrl }: DatabaseOptions): AppDatabase {
  if (databaseUrl) {
    // The driver is loaded only when PostgreSQL is configured: a SQLite server never holds it.
    const pool = async () => {
      const { default: pg } = await import('pg')
      const created = new pg.Pool({ connectionString: databaseUrl, max: 10 })
      // An idle connection the server closes (a restart, a failover) is dropped from the pool and
      // replaced on the next query; without this listener the error would bring the process down.
      created.on('error', () => undefined)
      return created
    }
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins })
    return { db, dialect: 'postgres', destroy: () => db.destroy() }
  }
  fs.mkdirSync(dataDir, { recursive: true })
  const file = new SQLite(path.join(dataDir, 'site.db'))
  file.pragma('journal_mode = WAL')
  file.pragma('synchronous = FULL')
  file.pragma('foreign_keys = ON')
  file.pragma('busy_timeout = 5000')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }), plugins })
  return { db, dialect: 'sqlite', destroy: () => db.destroy() }
}

/** Bundled with the code (not read from disk) so the production build carries its migrations. */
const migrations = {
  '0001-initial': initial,
  '0002-lead-pipeline': leadPipeline,
  '0003-mail-and-payments': mailAndPayments,
  '0004-image-variants': imageVariants,
  '0005-sign-in-hardening': signInHardening,
  '0006-form-limits': formLimits,
}

function migratorFor(db: Kysely<Database>) {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } })
}

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results } = await migratorFor(db).migrateToLatest()
  if (error) throw error
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName)
}

/** The bundled migrations this database has not run yet (read only: creates nothing). */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const known = await migratorFor(db).getMigrations()
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name)
}

/**
 * Runs `task` holding a lock on the whole PostgreSQL database, so instances started at the same moment
 * run their start-up writes (the first admin, the demo content) one after the other: the second then
 * finds the work done. Held on one connection, so a process that dies mid-task releases it. SQLite is
 * one process, and needs none.
 */
export async function withStartupLock<T>(database: AppDatabase, task: () => Promise<T>): Promise<T> {
  if (database.dialect !== 'postgres') return task()
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('site-startup'))`.execute(connection)
    try {
      return await task()
    } finally {
      await sql`select pg_advisory_unlock(hashtext('site-startup'))`.execute(connection)
    }
  })
}
