import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The repositories in app/db/ are the only code that builds SQL (one module per table or aggregate);
 * services call them. This fails when a query is built anywhere else in app/ or server/.
 */

const root = path.resolve(import.meta.dirname, '../..')

/** Kysely's query builders, a `sql` template (typed or not) and a transaction. */
const queryBuilding = [
  /\.selectFrom\(/,
  /\.insertInto\(/,
  /\.updateTable\(/,
  /\.deleteFrom\(/,
  /\bsql(?:<[^>`]*>)?`/,
  /\.transaction\(/,
]

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(directory, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(relative)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

function buildsSql(source: string): boolean {
  return queryBuilding.some((pattern) => pattern.test(source))
}

const sources = [...sourceFiles('app'), ...sourceFiles('server')]
const buildingSql = sources.filter((file) => buildsSql(fs.readFileSync(path.join(root, file), 'utf8')))

describe('where SQL is built', () => {
  it('recognises each way of building a query', () => {
    for (const sample of [
      "db.selectFrom('contacts')",
      "trx\n  .insertInto('outbox')",
      "db.updateTable('orders')",
      "db.deleteFrom('sessions')",
      'sql`select 1`',
      'sql<string>`cast(id as text)`',
      'db.transaction().execute(work)',
    ]) {
      expect(buildsSql(sample), sample).toBe(true)
    }
    expect(buildsSql("const contacts = await leads.listContacts()\nconst sql = 'text'")).toBe(false)
  })

  it('scans the repositories themselves', () => {
    expect(buildingSql).toContain('app/db/repositories/contacts.server.ts')
    expect(buildingSql).toContain('app/db/repositories/outbox.server.ts')
  })

  it('happens only in app/db/', () => {
    const outside = buildingSql.filter((file) => !file.startsWith('app/db/'))
    expect(outside).toEqual([])
  })
})
