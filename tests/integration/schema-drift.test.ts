import { CamelCasePlugin, sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { contentTypes } from '~/content-types/index.ts'
import { contentColumnsOf, snakeCase } from '~/db/content-tables.server.ts'
import { type AppDatabase, migrateToLatest, openDatabase } from '~/db/db.server.ts'
import { createScratchDatabase, type ScratchDatabase, testDialect } from '../support/databases.ts'
import { type DeclaredTable, readDeclaredSchema } from '../support/declared-schema.ts'

/** The names the app's CamelCasePlugin (app/db/db.server.ts) gives the declared tables and columns. */
class DatabaseNames extends CamelCasePlugin {
  of(declaredName: string): string {
    return this.snakeCase(declaredName)
  }
}

/**
 * Tables the migrations create that the code reaches only through SQL of its own, not through the
 * typed Database interface: the full-text index, kept by triggers (0007-search-documents; on SQLite
 * its FTS5 table keeps shadow tables named after it), and the tables made from content-type
 * declarations.
 */
const declaredSchema = readDeclaredSchema()
const declaredContentTables = new Set(declaredSchema.map((table) => table.name))
const untypedTables = [
  'search_documents',
  // Content types' tables made from their declarations (app/db/content-tables.server.ts), checked below.
  ...contentTypes
    .filter((type) => !declaredContentTables.has(type.table))
    .map((type) => snakeCase(type.table)),
]
const isUntyped = (table: string) =>
  untypedTables.some((name) => table === name || table.startsWith(`${name}_`))

/**
 * SQLite lets a primary key other than an INTEGER PRIMARY KEY hold NULL (a quirk it keeps for
 * compatibility) and reports it nullable; the code sets every such key itself. PostgreSQL's keys are
 * NOT NULL, so they are checked there.
 */
async function sqlitePrimaryKey(table: string): Promise<Set<string>> {
  if (database.dialect !== 'sqlite') return new Set()
  const { rows } = await sql<{
    name: string
  }>`select name from pragma_table_info(${table}) where pk > 0`.execute(database.db)
  return new Set(rows.map((row) => row.name))
}

let scratch: ScratchDatabase
let database: AppDatabase
let declared: DeclaredTable[]

beforeAll(async () => {
  declared = declaredSchema
  scratch = await createScratchDatabase()
  database = openDatabase({ dataDir: scratch.env.DATA_DIR, databaseUrl: scratch.env.DATABASE_URL })
  await migrateToLatest(database.db)
}, 60_000)

afterAll(async () => {
  await database?.destroy()
  await scratch?.drop()
})

it(`the migrations build on ${testDialect} exactly the tables and columns app/db/schema.ts declares`, async () => {
  const names = new DatabaseNames()
  const actual = new Map(
    (await database.db.introspection.getTables())
      .filter((table) => !isUntyped(table.name))
      .map((table) => [table.name, new Map(table.columns.map((column) => [column.name, column]))]),
  )
  expect(declared.length, 'tables read from the Database interface').toBeGreaterThan(10)

  const drift: string[] = []
  for (const table of declared) {
    const tableName = names.of(table.name)
    const columns = actual.get(tableName)
    actual.delete(tableName)
    if (!columns) {
      drift.push(`${tableName}: declared as Database.${table.name}, not created by the migrations`)
      continue
    }
    const primaryKey = await sqlitePrimaryKey(tableName)
    for (const column of table.columns) {
      const columnName = names.of(column.name)
      const where = `${tableName}.${columnName} (${table.name}.${column.name})`
      const found = columns.get(columnName)
      columns.delete(columnName)
      if (!found) drift.push(`${where}: declared, not created by the migrations`)
      else if (column.nullable && !found.isNullable)
        drift.push(`${where}: declared nullable, NOT NULL in the database`)
      else if (!column.nullable && found.isNullable && !primaryKey.has(columnName))
        drift.push(`${where}: declared not null, nullable in the database`)
    }
    for (const extra of columns.keys())
      drift.push(`${tableName}.${extra}: created by the migrations, not declared`)
  }
  for (const extra of actual.keys()) drift.push(`${extra}: a table the migrations create, not declared`)
  expect(drift).toEqual([])
})

it(`every content type's table on ${testDialect} has the columns its declaration reads and writes`, async () => {
  const tables = new Map(
    (await database.db.introspection.getTables()).map((table) => [
      table.name,
      new Map(table.columns.map((column) => [column.name, column])),
    ]),
  )
  const drift: string[] = []
  for (const type of contentTypes) {
    const table = snakeCase(type.table)
    const columns = tables.get(table)
    if (!columns) {
      drift.push(`${table}: the table of content type ${type.key} does not exist`)
      continue
    }
    for (const column of [{ name: 'id', nullable: false }, ...contentColumnsOf(type)]) {
      const found = columns.get(column.name)
      if (!found) drift.push(`${table}.${column.name}: read by content type ${type.key}, not in the table`)
      else if (found.isNullable !== column.nullable && column.name !== 'id')
        drift.push(`${table}.${column.name}: ${column.nullable ? 'nullable' : 'not null'} in the declaration`)
    }
  }
  expect(drift).toEqual([])
})
