import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoContent } from '~/services/seed.server.ts'
import { buildProject } from '../factories.ts'
import { createPostgresDatabase, testDialect } from '../support/databases.ts'
import { asSubmitted } from '../support/forms.ts'
import { runNpmScript } from '../support/project-commands.ts'
import { adminCredentials, startTestServer, type TestServer } from '../support/test-server.ts'

function dbCopy(dataDir: string, args: string[]) {
  return runNpmScript('db:copy', args, { env: { DATA_DIR: dataDir, DATABASE_URL: '' } })
}

async function postgresCounts(url: string, tables: string[]) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const counts: Record<string, number> = {}
    for (const table of tables) {
      counts[table] = Number((await client.query(`select count(*) from "${table}"`)).rows[0].count)
    }
    return counts
  } finally {
    await client.end()
  }
}

function sqliteCounts(dataDir: string) {
  const db = new SQLite(path.join(dataDir, 'site.db'), { readonly: true })
  try {
    const tables = (
      db.prepare(`select name from sqlite_master where type = 'table'`).all() as { name: string }[]
    )
      .map((row) => row.name)
      // The full-text index's own storage (FTS5 shadow tables) is SQLite's; the index itself is compared.
      .filter((name) => !/^(sqlite_|kysely_migration|search_documents_)/.test(name))
    return Object.fromEntries(
      tables.map((table) => [
        table,
        (db.prepare(`select count(*) as count from "${table}"`).get() as { count: number }).count,
      ]),
    )
  } finally {
    db.close()
  }
}

// Needs both engines, so it runs with the PostgreSQL suite (npm run test:postgres).
describe.skipIf(testDialect !== 'postgres')('npm run db:copy -- --to <postgres url>', () => {
  let work: string
  let dataDir: string
  let target: Awaited<ReturnType<typeof createPostgresDatabase>>
  let onPostgres: TestServer | undefined
  let before: { projects: unknown; posts: unknown; leadEmail: string }

  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'db-copy-'))
    dataDir = path.join(work, 'data')
    const sqlite = await startTestServer({ DATA_DIR: dataDir, DATABASE_URL: '' })
    try {
      expect(sqlite.runtime.database.dialect).toBe('sqlite')
      await seedDemoContent(sqlite.db, sqlite.services)
      const lead = asSubmitted(sqlite, 'contact', {
        name: 'Dana Whitfield',
        email: 'dana.copy@agency.example.gov',
        subject: 'Moving to PostgreSQL',
        message: 'We would like to talk about an AI strategy sprint for our program office.',
      })
      expect((await sqlite.request('/api/contact', { method: 'POST', json: lead })).status).toBe(201)
      before = {
        projects: (await sqlite.request('/api/projects')).body,
        posts: (await sqlite.request('/api/blog-posts')).body,
        leadEmail: lead.email,
      }
    } finally {
      await sqlite.close().catch(() => undefined)
    }
    target = await createPostgresDatabase()
  }, 120_000)

  afterAll(async () => {
    await onPostgres?.close()
    await target?.drop()
    await fs.rm(work, { recursive: true, force: true })
  })

  it('copies every table, verifies the counts and prints a summary', async () => {
    const result = await dbCopy(dataDir, ['--to', target.url])
    expect(result.stderr).not.toMatch(/Copy (failed|refused)/)
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/rows in \d+ tables, counts verified, sequences set/)
    expect(result.stdout).toMatch(/^ {2}projects +\d+$/m)

    const expected = sqliteCounts(dataDir)
    expect(expected.projects).toBeGreaterThan(0)
    expect(expected.contacts).toBe(1)
    expect(expected.admin_users).toBe(1)
    expect(expected.sessions).toBe(0)
    expect(await postgresCounts(target.url, Object.keys(expected))).toEqual(expected)
  }, 60_000)

  it('serves the same content from PostgreSQL, signs the admin in and gives new rows fresh ids', async () => {
    // A server on the copied database (the test server's own scratch database is not used).
    onPostgres = await startTestServer(
      {},
      {
        shareDatabaseWith: { databaseEnv: { DATA_DIR: dataDir, DATABASE_URL: target.url } } as TestServer,
      },
    )
    expect(onPostgres.runtime.database.dialect).toBe('postgres')
    expect((await onPostgres.request('/api/projects')).body).toEqual(before.projects)
    expect((await onPostgres.request('/api/blog-posts')).body).toEqual(before.posts)

    const login = await onPostgres.request<{ token: string }>('/api/admin/login', {
      method: 'POST',
      json: adminCredentials,
    })
    expect(login.status).toBe(200)
    const token = login.body.token
    const leads = await onPostgres.request<{ items: { email: string }[] }>('/api/admin/leads', { token })
    expect(JSON.stringify(leads.body)).toContain(before.leadEmail)

    // Serial ids continue after the copied ones instead of colliding with them.
    const created = await onPostgres.request<{ id: number }>('/api/admin/projects', {
      method: 'POST',
      token,
      json: buildProject({ title: 'First project after the move' }),
    })
    expect(created.status, created.text).toBe(201)
    const copiedIds = (before.projects as { id: number }[]).map((project) => project.id)
    expect(created.body.id).toBeGreaterThan(Math.max(...copiedIds))
  }, 120_000)

  it('refuses a target that holds rows, changing nothing, unless --force', async () => {
    const tables = Object.keys(sqliteCounts(dataDir))
    const counts = await postgresCounts(target.url, tables)
    const refused = await dbCopy(dataDir, ['--to', target.url])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/target database is not empty: .*projects \(\d+\).*--force/)
    expect(await postgresCounts(target.url, tables)).toEqual(counts)
  }, 60_000)

  it('leaves the target as it was when the copy fails part-way (--force, a row PostgreSQL refuses)', async () => {
    const tables = Object.keys(sqliteCounts(dataDir))
    const counts = await postgresCounts(target.url, tables)
    // PostgreSQL text cannot hold a NUL character; SQLite's can. The row sorts after other tables' rows.
    const db = new SQLite(path.join(dataDir, 'site.db'))
    db.prepare('update testimonials set content = ? where id = (select max(id) from testimonials)').run(
      'broken \u0000 text',
    )
    db.close()

    const failed = await dbCopy(dataDir, ['--to', target.url, '--force'])
    expect(failed.code).toBe(1)
    expect(failed.stderr).toMatch(/Copy failed, nothing was written/)
    expect(await postgresCounts(target.url, tables)).toEqual(counts)

    const repaired = new SQLite(path.join(dataDir, 'site.db'))
    repaired.prepare(`update testimonials set content = 'repaired text' where content like 'broken%'`).run()
    repaired.close()
    const forced = await dbCopy(dataDir, ['--to', target.url, '--force'])
    expect(forced.code, forced.stderr).toBe(0)
    expect(await postgresCounts(target.url, tables)).toEqual(sqliteCounts(dataDir))
  }, 60_000)

  it('explains its usage and refuses a target that is not PostgreSQL', async () => {
    const usage = await dbCopy(dataDir, [])
    expect(usage.code).toBe(2)
    expect(usage.stderr).toContain('Usage: npm run db:copy -- --to')
    const notPostgres = await dbCopy(dataDir, ['--to', 'mysql://root@127.0.0.1/site'])
    expect(notPostgres.code).toBe(1)
    expect(notPostgres.stderr).toMatch(/--to must be a PostgreSQL URL/)
    const noSource = await dbCopy(path.join(work, 'nowhere'), ['--to', target.url])
    expect(noSource.code).toBe(1)
    expect(noSource.stderr).toMatch(/No SQLite database at/)
  }, 60_000)
})
