import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

/** Which engine the suite runs on: SQLite by default, PostgreSQL with TEST_DATABASE=postgres. */
export const testDialect = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite'

export const postgresAdminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export type ScratchDatabase = {
  env: { DATA_DIR: string; DATABASE_URL?: string }
  drop: () => Promise<void>
}

/** A database of its own for one test file, removed afterwards. */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-test-'))
  if (testDialect === 'sqlite') {
    return { env: { DATA_DIR: dataDir }, drop: () => fs.rm(dataDir, { recursive: true, force: true }) }
  }
  const database = await createPostgresDatabase()
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    drop: async () => {
      await database.drop()
      await fs.rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** An empty PostgreSQL database of its own, whichever engine the suite runs on. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `site_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: postgresAdminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(postgresAdminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => dropPostgresDatabase(name),
  }
}

/**
 * Dropping a database waits for a checkpoint of the whole cluster, which fails while another test file
 * holds a tablespace on a full disk (disk-full.test.ts) whose pages cannot be written: that test gives
 * the space back within seconds, so the drop is tried again until then.
 */
async function dropPostgresDatabase(name: string, patienceMs = 60_000): Promise<void> {
  const client = new pg.Client({ connectionString: postgresAdminUrl })
  await client.connect()
  try {
    for (const startedAt = Date.now(); ; ) {
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        return
      } catch (error) {
        const checkpointFailed = error instanceof Error && /checkpoint request failed/.test(error.message)
        if (!checkpointFailed || Date.now() - startedAt > patienceMs) throw error
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
    }
  } finally {
    await client.end()
  }
}
