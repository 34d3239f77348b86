import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { buildTestimonial } from '../factories.ts'
import { testDialect } from '../support/databases.ts'
import { asSubmitted } from '../support/forms.ts'
import { holdWriteLock } from '../support/sqlite-lock.ts'
import { startTestServer, useTestServer } from '../support/test-server.ts'

const server = useTestServer({}, { signIn: true })

function createTestimonial(input: ReturnType<typeof buildTestimonial>) {
  return server.request<{ message: string }>('/api/admin/testimonials', {
    method: 'POST',
    json: input,
    token: server.token,
  })
}

async function storedTestimonials(name: string): Promise<number> {
  return (await server.db.selectFrom('testimonials').select('id').where('name', '=', name).execute()).length
}

describe('/healthz and /readyz', () => {
  it('/readyz answers 200 when the database answers and every migration has run', async () => {
    const response = await server.request<{ status: string }>('/readyz')
    expect(response.status).toBe(200)
    expect(response.body.status).toBe('ready')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('/readyz answers 503 with the pending migration while one has not run; 200 again once it has', async () => {
    const [last] = await server.db
      .selectFrom('kyselyMigration' as never)
      .selectAll()
      .orderBy('name' as never, 'desc')
      .limit(1)
      .execute()
    const row = last as { name: string; timestamp: string }
    await server.db
      .deleteFrom('kyselyMigration' as never)
      .where('name' as never, '=', row.name as never)
      .execute()
    try {
      const pending = await server.request<{ status: string; reason: string; pendingMigrations: string[] }>(
        '/readyz',
      )
      expect(pending.status).toBe(503)
      expect(pending.body.pendingMigrations).toEqual([row.name])
      expect(pending.body.reason).toContain(row.name)
      expect((await server.request('/healthz')).status).toBe(200)
    } finally {
      await server.db
        .insertInto('kyselyMigration' as never)
        .values(row as never)
        .execute()
    }
    expect((await server.request('/readyz')).status).toBe(200)
  })

  it('/readyz answers 503 when the database does not answer; /healthz still 200', async () => {
    const other = await startTestServer({}, { shareDatabaseWith: server })
    // Close its database only: the server itself keeps listening.
    await other.runtime.database.destroy()
    const response = await other.request<{ status: string; reason: string }>('/readyz')
    expect(response.status).toBe(503)
    expect(response.body).toEqual({ status: 'unavailable', reason: 'The database does not answer' })
    expect((await other.request('/healthz')).status).toBe(200)
    other.runtime.database.destroy = async () => undefined
    await other.close()
  })
})

describe.skipIf(testDialect !== 'sqlite')('another process holding the SQLite write lock', () => {
  it('for 2 s: a write waits for it and succeeds', async () => {
    const lock = await holdWriteLock(server.runtime.config.dataDir, 2_000)
    const input = buildTestimonial()
    const started = Date.now()
    const response = await createTestimonial(input)
    expect(response.status).toBe(201)
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500)
    await lock.exited
    expect(await storedTestimonials(input.name)).toBe(1)
  })

  it('for 10 s: 503 with Retry-After and nothing stored; the next write after it succeeds', async () => {
    const lock = await holdWriteLock(server.runtime.config.dataDir, 10_000)
    const refused = buildTestimonial()
    let response: Awaited<ReturnType<typeof createTestimonial>>
    try {
      response = await createTestimonial(refused)
      // Reads are not blocked by a writer (WAL).
      expect((await server.request('/api/projects')).status).toBe(200)
    } finally {
      await lock.release()
    }
    expect(response.status).toBe(503)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(response.body.message).toMatch(/busy.*nothing was saved/i)
    expect(response.text).not.toMatch(/SQLITE|stack/i)

    const accepted = buildTestimonial()
    expect((await createTestimonial(accepted)).status).toBe(201)
    expect(await storedTestimonials(refused.name)).toBe(0)
    expect(await storedTestimonials(accepted.name)).toBe(1)
    expect((await server.request('/readyz')).status).toBe(200)
  })
})

describe.skipIf(testDialect !== 'sqlite')('a page whose action meets the held write lock', () => {
  const pages = useTestServer({}, { pages: true })

  it('answers 503 with Retry-After and stores nothing; the same post succeeds once the lock is free', async () => {
    const session = await pages.login()
    const input = buildTestimonial()
    const post = () =>
      fetch(`${pages.url}/admin/testimonials`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: `session=${session}`,
          origin: pages.url,
        },
        body: new URLSearchParams({ intent: 'create', ...input, rating: '5', avatarUrl: '' }),
        redirect: 'manual',
      })
    const lock = await holdWriteLock(pages.runtime.config.dataDir, 10_000)
    let refused: Response
    try {
      refused = await post()
    } finally {
      await lock.release()
    }
    expect(refused.status).toBe(503)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.get('content-type')).toContain('text/html')
    expect(await refused.text()).not.toMatch(/SQLITE/)
    const stored = () =>
      pages.db.selectFrom('testimonials').select('id').where('name', '=', input.name).execute()
    expect(await stored()).toHaveLength(0)

    expect((await post()).status).toBe(200)
    expect(await stored()).toHaveLength(1)
  })
})

describe.runIf(testDialect === 'sqlite')(
  'a SQLite database that can no longer grow (a full disk, exactly)',
  () => {
    const full = useTestServer()

    const rows = async () => ({
      contacts: (await full.db.selectFrom('contacts').select('id').execute()).length,
      demoRequests: (await full.db.selectFrom('demoRequests').select('id').execute()).length,
      subscriptions: (await full.db.selectFrom('newsletterSubscriptions').select('id').execute()).length,
      submissions: (await full.db.selectFrom('formSubmissions').select('id').execute()).length,
      outbox: (await full.db.selectFrom('outbox').select('id').execute()).length,
    })
    const capAt = async (pages: 'current' | 'unlimited') => {
      if (pages === 'unlimited') {
        await sql.raw('pragma max_page_count = 4294967294').execute(full.db)
        return
      }
      const { rows: count } = await sql<{ pageCount: number }>`pragma page_count`.execute(full.db)
      await sql.raw(`pragma max_page_count = ${count[0]!.pageCount}`).execute(full.db)
    }

    it('answers 507 to a contact and a demo request and keeps no row of either, not even its count against the limits', async () => {
      const token = await full.login()
      await capAt('current')
      const before = await rows()
      const sends = [
        full.request<{ message: string }>('/api/contact', {
          method: 'POST',
          json: asSubmitted(full, 'contact', {
            name: 'Dana Reyes',
            email: 'dana@example.org',
            subject: 'A full disk',
            message: 'y'.repeat(4000),
          }),
        }),
        full.request<{ message: string }>('/api/demo-requests', {
          method: 'POST',
          json: asSubmitted(full, 'demo-request', {
            name: 'Robin Diaz',
            email: 'robin@example.org',
            message: 'z'.repeat(3000),
          }),
        }),
      ]
      for (const response of await Promise.all(sends)) {
        expect(response.status).toBe(507)
        expect(response.headers.get('retry-after')).toBe('60')
        expect(response.body.message).toBe(
          "The server's storage is full; nothing was saved. Please try again later.",
        )
      }
      expect(await rows()).toEqual(before)

      // Signed in before the disk filled: the owner still reads, although noting the visit cannot be stored.
      await full.db
        .updateTable('sessions')
        .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000).toISOString() })
        .execute()
      expect((await full.request('/api/admin/dashboard', { token })).status).toBe(200)
      expect((await full.request('/api/admin/leads', { token })).status).toBe(200)

      await capAt('unlimited')
      const after = await full.request('/api/contact', {
        method: 'POST',
        json: asSubmitted(full, 'contact', {
          name: 'Dana Reyes',
          email: 'dana@example.org',
          subject: 'Hi',
          message: 'Back',
        }),
      })
      expect(after.status).toBe(201)
      expect((await rows()).submissions).toBe(before.submissions + 1)
    })
  },
)
