import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOutboxWorker } from '~/services/mail/outbox-worker.server.ts'
import { buildQueuedEmail } from '../factories.ts'
import { createScratchDatabase, type ScratchDatabase } from '../support/databases.ts'
import { hasProductionBuild, startServerProcess } from '../support/server-process.ts'
import { adminCredentials, useTestServer } from '../support/test-server.ts'

/** A POST whose body arrives in two halves, `pauseMs` apart: a request that is in progress meanwhile. */
function slowPost(url: string, body: string) {
  const request = http.request(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  })
  const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.on('response', (res) => {
      let text = ''
      res.on('data', (chunk) => {
        text += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
    })
    request.on('error', reject)
  })
  const half = Math.floor(body.length / 2)
  request.write(body.slice(0, half))
  return { finish: () => request.end(body.slice(half)), response }
}

// Needs `npm run build` (or BUILD_DIR): the real `node index.js`, as in production.
describe.skipIf(!hasProductionBuild)('SIGTERM to `node index.js`', () => {
  let scratch: ScratchDatabase
  beforeAll(async () => {
    scratch = await createScratchDatabase()
  })
  afterAll(async () => {
    await scratch?.drop()
  })

  it('refuses new connections, answers the request in progress, then exits 0', async () => {
    const server = await startServerProcess(scratch.env)
    const slow = slowPost(server.url, JSON.stringify(adminCredentials))
    await new Promise((resolve) => setTimeout(resolve, 200))

    server.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow()
    expect(server.child.exitCode).toBeNull()

    slow.finish()
    const answer = await slow.response
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.text)).toEqual(expect.objectContaining({ token: expect.any(String) }))
    const [code, signal] = await server.exited
    expect({ code, signal }).toEqual({ code: 0, signal: null })
    expect(server.output()).toContain('"msg":"stopped"')
  })
})

describe('stopping the outbox worker', () => {
  const server = useTestServer()

  it('finishes the email being sent, records it, and puts the rest of its batch back in the queue', async () => {
    const rows = [1, 2, 3].map((n) =>
      buildQueuedEmail({ toAddress: `reader${n}@example.org`, subject: `Issue ${n}` }),
    )
    await server.db.insertInto('outbox').values(rows).execute()
    const sent: string[] = []
    let firstSendStarted: () => void = () => undefined
    const started = new Promise<void>((resolve) => {
      firstSendStarted = resolve
    })
    const transport = {
      sendMail: async (mail: { to: string }) => {
        firstSendStarted()
        await new Promise((resolve) => setTimeout(resolve, 300))
        sent.push(mail.to)
      },
      close: () => undefined,
    }
    const worker = createOutboxWorker({
      db: server.db,
      dialect: server.runtime.database.dialect,
      transport: transport as never,
      from: 'site@example.org',
      logger: { info: () => undefined, warn: () => undefined },
      pollIntervalMs: 60_000,
    })
    const draining = worker.drain()
    await started
    await worker.stop()
    await draining

    expect(sent).toEqual(['reader1@example.org'])
    const after = await server.db
      .selectFrom('outbox')
      .select(['toAddress', 'status', 'attempts', 'lockedUntil'])
      .orderBy('id')
      .execute()
    expect(after).toEqual([
      { toAddress: 'reader1@example.org', status: 'sent', attempts: 1, lockedUntil: null },
      { toAddress: 'reader2@example.org', status: 'queued', attempts: 0, lockedUntil: null },
      { toAddress: 'reader3@example.org', status: 'queued', attempts: 0, lockedUntil: null },
    ])
  })
})
