import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestimonial } from '../factories.ts'
import { postgresAdminUrl, testDialect } from '../support/databases.ts'
import { asSubmitted } from '../support/forms.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/** The operating-system user a local PostgreSQL runs as, which must own a tablespace's directory. */
function localPostgresUser(): { uid: number; gid: number } | undefined {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(postgresAdminUrl).hostname)) return undefined
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
    return { uid: id('-u'), gid: id('-g') }
  } catch {
    return undefined
  }
}

/**
 * A small tmpfs: the SQLite data dir, or a PostgreSQL tablespace the test database lives in (a new
 * database copies its template, about 8 MB, into it). Mounting needs root, so elsewhere this file is
 * skipped; so it is when PostgreSQL is not local.
 */
function mountSmallDisk(): string | undefined {
  if (process.platform !== 'linux') return undefined
  const owner = testDialect === 'postgres' ? localPostgresUser() : undefined
  if (testDialect === 'postgres' && !owner) return undefined
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'small-disk-'))
  const options = owner ? `size=24m,uid=${owner.uid},gid=${owner.gid},mode=0700` : 'size=4m'
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'ignore' })
    return dir
  } catch {
    fs.rmdirSync(dir)
    return undefined
  }
}

const disk = mountSmallDisk()
let server: TestServer | undefined
/** What points a server at the small disk: its data dir, or its database in the tablespace there. */
let smallDiskEnv: Record<string, string> = {}
const tablespace = `small_disk_${randomBytes(4).toString('hex')}`
const database = `site_test_${tablespace}`

async function asPostgresAdmin(statements: string[]) {
  const admin = new pg.Client({ connectionString: postgresAdminUrl })
  await admin.connect()
  try {
    for (const statement of statements) await admin.query(statement)
  } finally {
    await admin.end()
  }
}

beforeAll(async () => {
  if (!disk) return
  if (testDialect === 'sqlite') {
    smallDiskEnv = { DATA_DIR: disk }
    return
  }
  await asPostgresAdmin([
    `CREATE TABLESPACE ${tablespace} LOCATION '${disk}'`,
    `CREATE DATABASE ${database} TABLESPACE ${tablespace}`,
  ])
  const url = new URL(postgresAdminUrl)
  url.pathname = `/${database}`
  smallDiskEnv = { DATABASE_URL: url.toString() }
})

afterAll(async () => {
  // A test that failed midway leaves its filler: space comes back first, or PostgreSQL's checkpoints
  // (which dropping any database waits for) fail for the whole cluster.
  if (disk) fs.rmSync(path.join(disk, 'filler'), { force: true })
  await server?.close()
  if (!disk) return
  try {
    if (testDialect === 'postgres') {
      await asPostgresAdmin([
        `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`,
        `DROP TABLESPACE IF EXISTS ${tablespace}`,
      ])
    }
  } finally {
    execFileSync('umount', [disk])
    fs.rmdirSync(disk)
  }
})

/** Text no engine can compress into space it already holds (PostgreSQL compresses long repeated text). */
const incompressible = (characters: number) =>
  randomBytes(Math.ceil(characters / 2))
    .toString('hex')
    .slice(0, characters)

/**
 * How many writes a full disk may still take before it refuses one. A database reuses space its files
 * already hold: SQLite writes its log from the start again after each checkpoint (one a second here),
 * up to the size the log has grown to, so a disk filled just after a checkpoint takes writes until
 * that space is used. The small disk bounds it: a few megabytes at 2,000 or more bytes a write.
 */
const mostWritesAFullDiskTakes = 2000

/**
 * Takes every free byte of the disk; returns the filler's path. On SQLite a checkpoint comes first, as
 * the site's own may just before a disk fills: the most space the database can still write into.
 */
async function fillDisk(dir: string, db: TestServer['db']): Promise<string> {
  if (testDialect === 'sqlite') await sql`PRAGMA wal_checkpoint(PASSIVE)`.execute(db)
  const filler = path.join(dir, 'filler')
  const fd = fs.openSync(filler, 'w')
  const chunk = Buffer.alloc(16 * 1024, 1)
  try {
    for (;;) fs.writeSync(fd, chunk)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
  } finally {
    fs.closeSync(fd)
  }
  return filler
}

describe.skipIf(!disk)(`a full disk under the ${testDialect} data`, () => {
  it('refuses writes with 507 and Retry-After, keeps reads working, and writes again once space returns', async () => {
    server = await startTestServer(smallDiskEnv)
    const token = await server.login()
    const create = (input: ReturnType<typeof buildTestimonial>) =>
      server?.request<{ message: string }>('/api/admin/testimonials', { method: 'POST', json: input, token })
    const before = buildTestimonial()
    expect((await create(before))?.status).toBe(201)

    const filler = await fillDisk(disk as string, server.db)
    let refused: { input: ReturnType<typeof buildTestimonial>; response: Awaited<ReturnType<typeof create>> }
    for (let attempt = 0; ; attempt++) {
      const input = buildTestimonial({ content: incompressible(2000) })
      const response = await create(input)
      if (response?.status !== 201) {
        refused = { input, response }
        break
      }
      expect(attempt, 'writes stored after the disk was full').toBeLessThan(mostWritesAFullDiskTakes)
    }
    expect(refused.response?.status).toBe(507)
    expect(Number(refused.response?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.response?.body.message).toMatch(/storage is full; nothing was saved/)

    const listed = await server.request<{ name: string }[]>('/api/testimonials')
    expect(listed.status).toBe(200)
    expect(listed.body.map((row) => row.name)).toContain(before.name)
    expect(listed.body.map((row) => row.name)).not.toContain(refused.input.name)

    fs.rmSync(filler)
    const after = buildTestimonial()
    expect((await create(after))?.status).toBe(201)
    const names = (await server.request<{ name: string }[]>('/api/testimonials')).body.map((row) => row.name)
    expect(names).toContain(after.name)
    expect(names).not.toContain(refused.input.name)
  }, 60_000)

  it('answers 507 to a contact sent on a full disk, leaving no row of it, and keeps signed-in reads working', async () => {
    await server?.close()
    server = await startTestServer(smallDiskEnv)
    const token = await server.login()
    const counts = async () => ({
      contacts: (await server!.db.selectFrom('contacts').select('id').execute()).length,
      submissions: (await server!.db.selectFrom('formSubmissions').select('id').execute()).length,
    })
    const send = (n: number) =>
      server!.request<{ message: string }>('/api/contact', {
        method: 'POST',
        json: asSubmitted(server!, 'contact', {
          name: 'Dana Reyes',
          email: `dana.${n}@example.org`,
          subject: 'A full disk',
          message: incompressible(4000),
        }),
      })

    const filler = await fillDisk(disk as string, server.db)
    let refused: Awaited<ReturnType<typeof send>> | undefined
    for (let attempt = 0; attempt < mostWritesAFullDiskTakes; attempt++) {
      const before = await counts()
      const response = await send(attempt)
      if (response.status === 201) continue
      refused = response
      expect(await counts(), 'a refused contact leaves no row behind').toEqual(before)
      break
    }
    expect(refused?.status).toBe(507)
    expect(refused?.body.message).toMatch(/storage is full; nothing was saved/)

    // The owner, already signed in, still reads the admin while the disk is full.
    for (let read = 0; read < 3; read++) {
      expect((await server.request('/api/admin/dashboard', { token })).status).toBe(200)
      expect((await server.request('/api/admin/leads', { token })).status).toBe(200)
    }
    fs.rmSync(filler)
    expect((await send(99)).status).toBe(201)
  }, 60_000)
})
