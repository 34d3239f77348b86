import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import {
  CamelCasePlugin,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
  SqliteDriver,
  sql,
} from 'kysely'
import { Migrator } from 'kysely/migration'
import { createMissingContentTables, upgradeStoredContent } from './content-tables.server.ts'
import type { DialectName } from './dialect.server.ts'
import * as initial from './migrations/0001-initial.ts'
import * as leadPipeline from './migrations/0002-lead-pipeline.ts'
import * as mailAndPayments from './migrations/0003-mail-and-payments.ts'
import * as imageVariants from './migrations/0004-image-variants.ts'
import * as signInHardening from './migrations/0005-sign-in-hardening.ts'
import * as formLimits from './migrations/0006-form-limits.ts'
import * as searchDocuments from './migrations/0007-search-documents.ts'
import * as listIndexes from './migrations/0008-list-indexes.ts'
import * as contentTranslations from './migrations/0009-content-translations.ts'
import * as orderTierNames from './migrations/0010-order-tier-names.ts'
import * as contentTypeVersions from './migrations/0011-content-type-versions.ts'
import * as searchLanguages from './migrations/0012-search-languages.ts'
import * as bookings from './migrations/0013-bookings.ts'
import * as accessibilityReports from './migrations/0014-accessibility-reports.ts'
import * as analyticsEvents from './migrations/0015-analytics-events.ts'
import * as analyticsRollups from './migrations/0016-analytics-rollups.ts'
import * as analyticsMonthRollups from './migrations/0017-analytics-month-rollups.ts'
import * as orderLanguages from './migrations/0018-order-languages.ts'
import type { Database } from './schema.ts'
import { startWalCheckpoints } from './wal-checkpoints.server.ts'

export type AppDatabase = {
  db: Kysely<Database>
  dialect: DialectName
  destroy: () => Promise<void>
}

export type DatabaseOptions = { dataDir: string; databaseUrl: string | undefined }

/**
 * SQLite rolls a transaction back by itself on some failures (SQLITE_FULL, an I/O error). Rolling
 * back again then fails with "cannot rollback - no transaction is active", and that error would hide
 * the real one (a full disk answering 500 instead of 507); so a rollback only runs when a transaction
 * is still open.
 */
class SqliteDialectKeepingErrors extends SqliteDialect {
  readonly #file: SQLite.Database
  constructor(file: SQLite.Database) {
    super({ database: file })
    this.#file = file
  }
  override createDriver(): Driver {
    const file = this.#file
    return new (class extends SqliteDriver {
      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (file.inTransaction) await super.rollbackTransaction(connection)
      }
    })({ database: reusingStatements(file) })
  }
}

/**
 * Kysely prepares every query anew; the site's queries come from a few hundred shapes with their values
 * bound, so each statement is prepared once and kept (a fiftieth of the server's time under load).
 * Queries run one at a time on the connection and none is streamed, so a kept statement is never busy.
 */
function reusingStatements(file: SQLite.Database, limit = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>()
  return {
    close: () => file.close(),
    prepare(sql: string) {
      let statement = statements.get(sql)
      if (!statement) {
        statement = file.prepare(sql)
        if (statements.size >= limit) statements.delete(statements.keys().next().value as string)
        statements.set(sql, statement)
      }
      return statement
    },
  }
}

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
  // better-sqlite3 builds SQLite with a 16 MB page cache; the operating system's file cache already
  // holds the hot pages, and 2 MB keeps the index pages at hand without 14 MB more resident memory.
  file.pragma('cache_size = -2000')
  // Checkpoints run on a thread of their own (wal-checkpoints.server.ts), never inside a visitor's write.
  file.pragma('wal_autocheckpoint = 0')
  const checkpoints = startWalCheckpoints(path.join(dataDir, 'site.db'), () => {
    if (file.open) file.pragma('wal_autocheckpoint = 1000')
  })
  const db = new Kysely<Database>({ dialect: new SqliteDialectKeepingErrors(file), plugins })
  return {
    db,
    dialect: 'sqlite',
    destroy: async () => {
      await checkpoints.stop()
      await db.destroy()
    },
  }
}

/** Bundled with the code (not read from disk) so the production build carries its migrations. */
const migrations = {
  '0001-initial': initial,
  '0002-lead-pipeline': leadPipeline,
  '0003-mail-and-payments': mailAndPayments,
  '0004-image-variants': imageVariants,
  '0005-sign-in-hardening': signInHardening,
  '0006-form-limits': formLimits,
  '0007-search-documents': searchDocuments,
  '0008-list-indexes': listIndexes,
  '0009-content-translations': contentTranslations,
  '0010-order-tier-names': orderTierNames,
  '0011-content-type-versions': contentTypeVersions,
  '0012-search-languages': searchLanguages,
  '0013-bookings': bookings,
  '0014-accessibility-reports': accessibilityReports,
  '0015-analytics-events': analyticsEvents,
  '0016-analytics-rollups': analyticsRollups,
  '0017-analytics-month-rollups': analyticsMonthRollups,
  '0018-order-languages': orderLanguages,
}

function migratorFor(db: Kysely<Database>) {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } })
}

/** How `migrateToLatest` names a content table it made (`content table organizations`). */
export const contentTableStep = 'content table '

/** Runs the migrations not run yet, then makes the tables of content types that have none. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results } = await migratorFor(db).migrateToLatest()
  if (error) throw error
  const migrated = (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName)
  const tables = await createMissingContentTables(db)
  const upgraded = await upgradeStoredContent(db)
  return [
    ...migrated,
    ...tables.map((table) => `${contentTableStep}${table}`),
    ...upgraded.map((step) => `content upgrade ${step}`),
  ]
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
