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
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresAdminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}
