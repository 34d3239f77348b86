import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '~/db/db.server.ts'
import { testDialect } from '../support/databases.ts'

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-wal-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** The rows the database file itself holds, without its write-ahead log. */
function rowsInDatabaseFile(): number {
  const copy = path.join(dataDir, 'copy.db')
  copyFileSync(path.join(dataDir, 'site.db'), copy)
  const file = new SQLite(copy, { readonly: true })
  try {
    return (file.prepare('select count(*) as count from probe').get() as { count: number }).count
  } catch {
    return 0
  } finally {
    file.close()
  }
}

describe.skipIf(testDialect !== 'sqlite')('the SQLite write-ahead log', () => {
  it('is copied into the database file by the checkpoint thread within seconds of a few writes', async () => {
    const database = openDatabase({ dataDir, databaseUrl: '' })
    await sql`create table probe (n integer)`.execute(database.db)
    for (let index = 0; index < 20; index++)
      await sql`insert into probe (n) values (${index})`.execute(database.db)
    expect(rowsInDatabaseFile()).toBeLessThan(20)
    await expect.poll(rowsInDatabaseFile, { timeout: 5_000, interval: 200 }).toBe(20)
    await database.destroy()
  })
})

describe.skipIf(testDialect !== 'sqlite')('without its checkpoint thread', () => {
  it('checkpoints as SQLite does by default', async () => {
    const { startWalCheckpoints } = await import('~/db/wal-checkpoints.server.ts')
    let fellBack = false
    const checkpoints = startWalCheckpoints(path.join(dataDir, 'no-such-dir', 'site.db'), () => {
      fellBack = true
    })
    await expect.poll(() => fellBack, { timeout: 5_000 }).toBe(true)
    await checkpoints.stop()
  })
})
