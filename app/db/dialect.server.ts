import type { ColumnDataType, CreateTableBuilder, Kysely } from 'kysely'

/** The only place that knows how SQLite and PostgreSQL differ. */
export type DialectName = 'sqlite' | 'postgres'

export function dialectOf(db: Kysely<unknown>): DialectName {
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
