// npm run db:copy -- --to <postgres url> [--force]: copies the SQLite database in DATA_DIR into a
// PostgreSQL database, to move a site onto several instances. The target's schema is brought up to
// date first; then every table is copied in one transaction, sequences are moved past the copied ids
// and the row counts are compared before it commits. Any failure rolls back: no row is written.
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { loadConfig } from '../app/config.server.ts'
import { contentTableStep, migrateToLatest, openDatabase } from '../app/db/db.server.ts'
import { databaseFile, uploadsDir } from './backup-files.ts'

const usage = `Usage: npm run db:copy -- --to <postgres://user:password@host:5432/database> [--force]

Copies the SQLite database in DATA_DIR (${databaseFile}) into the PostgreSQL database. Stop the server
first: writes made during the copy are not in it. A target that already holds rows is refused unless
--force, which replaces them (in the same transaction: a failed copy leaves them as they were).`

class CopyRefused extends Error {}

/**
 * Tables of the migration tool and of the content types' versions: each database keeps its own record
 * of what ran (both ends are brought to the latest before the copy).
 */
const ownTables = /^(sqlite_|kysely_migration|content_type_versions$)/
/** The full-text index (FTS5 and its shadow tables): the target's triggers build its own from the rows copied. */
const derivedTables = /^search_documents/

function parseArgs(args: string[]) {
  let to: string | undefined
  let force = false
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!
    if (arg === '--force') force = true
    else if (arg === '--to') to = args[++index]
    else if (arg.startsWith('--to=')) to = arg.slice('--to='.length)
    else return undefined
  }
  return to ? { to, force } : undefined
}

function hidePassword(url: string) {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(unparseable URL)'
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Tables ordered so that each comes after the tables its foreign keys point to. */
function dependencyOrder(source: SQLite.Database, tables: string[]): string[] {
  const references = new Map(
    tables.map((table) => {
      const keys = source.pragma(`foreign_key_list(${quote(table)})`) as { table: string }[]
      return [table, new Set(keys.map((key) => key.table).filter((target) => target !== table))]
    }),
  )
  const ordered: string[] = []
  const visiting = new Set<string>()
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return
    visiting.add(table)
    for (const target of references.get(table) ?? []) if (references.has(target)) visit(target)
    visiting.delete(table)
    ordered.push(table)
  }
  for (const table of [...tables].sort()) visit(table)
  return ordered
}

async function copy(sourceFile: string, targetUrl: string, force: boolean) {
  // The target's schema first: the same migrations the server runs at start (they take their own lock).
  const target = openDatabase({ dataDir: path.dirname(sourceFile), databaseUrl: targetUrl })
  // Content tables made just now hold their starting content, which the copy replaces.
  let madeNow: string[]
  try {
    madeNow = (await migrateToLatest(target.db))
      .filter((step) => step.startsWith(contentTableStep))
      .map((step) => step.slice(contentTableStep.length))
  } finally {
    await target.destroy()
  }
  // And the source's, so both have the same columns.
  const sourceDatabase = openDatabase({ dataDir: path.dirname(sourceFile), databaseUrl: undefined })
  try {
    await migrateToLatest(sourceDatabase.db)
  } finally {
    await sourceDatabase.destroy()
  }

  const source = new SQLite(sourceFile, { readonly: true, fileMustExist: true })
  const client = new pg.Client({ connectionString: targetUrl })
  await client.connect()
  try {
    const tables = dependencyOrder(
      source,
      (source.prepare(`select name from sqlite_master where type = 'table'`).all() as { name: string }[])
        .map((row) => row.name)
        .filter((name) => !ownTables.test(name) && !derivedTables.test(name)),
    )
    const targetColumns = new Map<string, Set<string>>()
    for (const row of (
      await client.query<{ table_name: string; column_name: string }>(
        `select table_name, column_name from information_schema.columns where table_schema = current_schema()`,
      )
    ).rows) {
      const columns = targetColumns.get(row.table_name) ?? new Set<string>()
      columns.add(row.column_name)
      targetColumns.set(row.table_name, columns)
    }
    const missing = tables.filter((table) => !targetColumns.has(table))
    if (missing.length > 0) throw new Error(`The target has no table ${missing.join(', ')} after migrating`)

    // One snapshot of the source for every table (WAL keeps it stable while others write).
    source.exec('begin')
    await client.query('begin')
    const counts = new Map<string, number>()
    try {
      const existing: string[] = []
      for (const table of tables.filter((name) => !madeNow.includes(name))) {
        const { rows } = await client.query<{ count: string }>(`select count(*) from ${quote(table)}`)
        if (Number(rows[0]?.count) > 0) existing.push(`${table} (${rows[0]?.count})`)
      }
      if (existing.length > 0 && !force) {
        throw new CopyRefused(
          `The target database is not empty: ${existing.join(', ')}. Nothing was copied. Run again with --force to replace its rows.`,
        )
      }
      if (existing.length > 0) {
        await client.query(
          `truncate ${[...tables, 'search_documents'].map(quote).join(', ')} restart identity cascade`,
        )
      } else if (madeNow.length > 0) {
        await client.query(`truncate ${madeNow.map(quote).join(', ')} restart identity`)
      }

      for (const table of tables) {
        const columns = (source.pragma(`table_info(${quote(table)})`) as { name: string }[])
          .map((column) => column.name)
          .filter((name) => targetColumns.get(table)?.has(name))
        const perBatch = Math.max(1, Math.floor(30_000 / columns.length))
        let batch: unknown[][] = []
        let copied = 0
        const flush = async () => {
          if (batch.length === 0) return
          const values = batch
            .map(
              (_, row) =>
                `(${columns.map((_, column) => `$${row * columns.length + column + 1}`).join(', ')})`,
            )
            .join(', ')
          await client.query(
            `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values ${values}`,
            batch.flat(),
          )
          copied += batch.length
          batch = []
        }
        const select = source.prepare(`select ${columns.map(quote).join(', ')} from ${quote(table)}`).raw()
        for (const row of select.iterate() as Iterable<unknown[]>) {
          batch.push(row)
          if (batch.length >= perBatch) await flush()
        }
        await flush()
        counts.set(table, copied)
      }

      // Serial ids: the next one after the highest copied, so new rows do not collide.
      const serials = await client.query<{ table_name: string; column_name: string }>(
        `select table_name, column_name from information_schema.columns
          where table_schema = current_schema() and (column_default like 'nextval(%' or is_identity = 'YES')`,
      )
      for (const { table_name: table, column_name: column } of serials.rows) {
        if (!counts.has(table)) continue
        await client.query(
          `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${quote(column)}) from ${quote(table)}), 0) + 1, false)`,
          [quote(table), column],
        )
      }

      for (const table of tables) {
        const expected = (
          source.prepare(`select count(*) as count from ${quote(table)}`).get() as { count: number }
        ).count
        const { rows } = await client.query<{ count: string }>(`select count(*) from ${quote(table)}`)
        if (Number(rows[0]?.count) !== expected || counts.get(table) !== expected) {
          throw new Error(
            `Row counts differ for ${table}: ${expected} in SQLite, ${rows[0]?.count} in PostgreSQL`,
          )
        }
      }
      await client.query('commit')
    } catch (error) {
      await client.query('rollback').catch(() => undefined)
      throw error
    } finally {
      source.exec('commit')
    }
    return { counts }
  } finally {
    source.close()
    await client.end()
  }
}

const parsed = parseArgs(process.argv.slice(2))
if (!parsed) {
  console.error(usage)
  process.exit(2)
}
const config = loadConfig({ ...process.env, DATABASE_URL: undefined })
const sourceFile = path.join(config.dataDir, databaseFile)
try {
  if (!/^postgres(ql)?:\/\//.test(parsed.to)) {
    throw new CopyRefused(`--to must be a PostgreSQL URL (postgres://...), not ${hidePassword(parsed.to)}`)
  }
  if (!fs.existsSync(sourceFile)) throw new CopyRefused(`No SQLite database at ${sourceFile} (set DATA_DIR)`)
  const started = Date.now()
  const { counts } = await copy(sourceFile, parsed.to, parsed.force)
  const width = Math.max(...[...counts.keys()].map((table) => table.length))
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0)
  console.log(`Copied ${sourceFile} to ${hidePassword(parsed.to)}:`)
  for (const [table, count] of counts) console.log(`  ${table.padEnd(width)}  ${String(count).padStart(7)}`)
  console.log(
    `${total} rows in ${counts.size} tables, counts verified, sequences set, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  )
  const uploads = path.join(config.dataDir, uploadsDir)
  if (fs.existsSync(uploads)) {
    console.log(
      `Uploaded images are files, not rows: copy ${uploads} to the instances' shared uploads directory, or into the bucket with aws s3 sync ${uploads}/ s3://<S3_BUCKET>/uploads/`,
    )
  }
} catch (error) {
  console.error(
    `${error instanceof CopyRefused ? 'Copy refused' : 'Copy failed, nothing was written'}: ${error instanceof Error ? error.message : error}`,
  )
  process.exitCode = 1
}
