import { type ColumnDataType, type CreateTableBuilder, type Kysely, sql } from 'kysely'

/** The only place that knows how SQLite and PostgreSQL differ. */
export type DialectName = 'sqlite' | 'postgres'

export function dialectOf<T>(db: Kysely<T>): DialectName {
  const adapterName = db.getExecutor().adapter.constructor.name
  return adapterName.startsWith('Postgres') ? 'postgres' : 'sqlite'
}

/** Adds an auto-incrementing integer primary key named `id`. */
export function withSerialId<T extends string>(
  builder: CreateTableBuilder<T, never>,
  dialect: DialectName,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? builder.addColumn('id', 'serial', (column) => column.primaryKey())
    : builder.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
}

export const textType: ColumnDataType = 'text'

/** Aggregates arrive as strings from node-postgres (bigint); normalise them. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value)
}

export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505'
}

/**
 * Makes transactions that name the same key wait for each other until the first commits: PostgreSQL
 * runs them side by side, and each would miss the rows the others have not committed yet. SQLite runs
 * one write transaction at a time and needs nothing.
 */
export async function lockForTransaction<T>(trx: Kysely<T>, keys: string[]): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return
  // Always in the same order, so two transactions never wait for each other's second key.
  for (const key of [...new Set(keys)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx)
  }
}
