import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type AppDatabase, migrateToLatest, openDatabase } from '../db/db.server.ts'
import { NotFoundError, ValidationError } from './errors.ts'
import { enqueueEmail } from './mail/outbox.server.ts'
import { createOutboxAdminService, outboxListLimit } from './outbox-admin.server.ts'

let dataDir: string
let database: AppDatabase

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-admin-'))
  database = openDatabase({ dataDir, databaseUrl: undefined })
  await migrateToLatest(database.db)
})

afterEach(async () => {
  await database.destroy()
  await fs.rm(dataDir, { recursive: true, force: true })
})

async function queue(to: string, kind = 'contact-notification') {
  await enqueueEmail(database.db, {
    kind,
    to,
    subject: `For ${to}`,
    text: `Text for ${to}`,
    html: '<p>x</p>',
  })
  const row = await database.db
    .selectFrom('outbox')
    .select('id')
    .where('toAddress', '=', to)
    .executeTakeFirstOrThrow()
  return row.id
}

async function setStatus(id: number, status: string, attempts = 0, lastError: string | null = null) {
  await database.db
    .updateTable('outbox')
    .set({ status, attempts, lastError, nextAttemptAt: '2020-01-01T00:00:00.000Z' })
    .where('id', '=', id)
    .execute()
}

describe('outbox admin service', () => {
  it('lists the newest first without the bodies, and by status', async () => {
    const service = createOutboxAdminService(database.db)
    const first = await queue('a@example.com')
    const second = await queue('b@example.com', 'newsletter-test')
    await setStatus(first, 'sent', 1)

    const all = await service.list()
    expect(all.map((email) => email.id)).toEqual([second, first])
    expect(all[0]).not.toHaveProperty('textBody')
    expect(all[0]).not.toHaveProperty('htmlBody')
    expect((await service.list({ status: 'sent' })).map((email) => email.id)).toEqual([first])
    expect(await service.list({ status: 'failed' })).toEqual([])
  })

  it('stops at the list limit', async () => {
    const service = createOutboxAdminService(database.db)
    const now = new Date().toISOString()
    const rows = Array.from({ length: outboxListLimit + 5 }, (_, index) => ({
      kind: 'contact-notification',
      toAddress: `bulk${index}@example.com`,
      subject: 'Bulk',
      textBody: 'Bulk',
      status: 'queued',
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    }))
    await database.db.insertInto('outbox').values(rows).execute()
    expect(await service.list()).toHaveLength(outboxListLimit)
  })

  it('counts by status', async () => {
    const service = createOutboxAdminService(database.db)
    expect(await service.counts()).toEqual({
      queued: 0,
      sending: 0,
      sent: 0,
      failed: 0,
      cancelled: 0,
      total: 0,
    })
    const a = await queue('a@example.com')
    await queue('b@example.com')
    const c = await queue('c@example.com')
    await setStatus(a, 'sent', 1)
    await setStatus(c, 'failed', 8, 'Connection refused')
    expect(await service.counts()).toEqual({
      queued: 1,
      sending: 0,
      sent: 1,
      failed: 1,
      cancelled: 0,
      total: 3,
    })
  })

  it('gets one email with its bodies, or says it does not exist', async () => {
    const service = createOutboxAdminService(database.db)
    const id = await queue('a@example.com')
    const email = await service.get(id)
    expect(email).toMatchObject({ id, toAddress: 'a@example.com', textBody: 'Text for a@example.com' })
    expect(email.htmlBody).toBe('<p>x</p>')
    await expect(service.get(id + 100)).rejects.toBeInstanceOf(NotFoundError)
  })

  it('puts a failed email back in the queue, due now, keeping its attempts', async () => {
    const service = createOutboxAdminService(database.db)
    const id = await queue('a@example.com')
    await setStatus(id, 'failed', 8, 'Connection refused')
    const before = Date.now()
    await service.retry(id)
    const email = await service.get(id)
    expect(email).toMatchObject({ status: 'queued', attempts: 8, lastError: 'Connection refused' })
    expect(Date.parse(email.nextAttemptAt)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('retries only failed emails', async () => {
    const service = createOutboxAdminService(database.db)
    const id = await queue('a@example.com')
    await expect(service.retry(id)).rejects.toBeInstanceOf(ValidationError)
    await setStatus(id, 'sent', 1)
    await expect(service.retry(id)).rejects.toBeInstanceOf(ValidationError)
    await expect(service.retry(id + 100)).rejects.toBeInstanceOf(NotFoundError)
  })
})
