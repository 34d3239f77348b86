import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestimonial } from '../factories.ts'
import { testDialect } from '../support/databases.ts'
import { runNpmScript } from '../support/project-commands.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

function script(name: string, args: string[], dataDir: string) {
  return runNpmScript(name, args, { env: { DATA_DIR: dataDir, DATABASE_URL: '' } })
}

let work: string
let server: TestServer | undefined
let restored: TestServer | undefined

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'backup-test-'))
})

afterAll(async () => {
  await server?.close()
  await restored?.close()
  await fs.rm(work, { recursive: true, force: true })
})

describe.skipIf(testDialect !== 'sqlite')('npm run backup and npm run restore', () => {
  it('round-trips the content and an upload; restore refuses existing data without --force', async () => {
    server = await startTestServer()
    const token = await server.login()
    const testimonial = buildTestimonial()
    expect(
      (await server.request('/api/admin/testimonials', { method: 'POST', json: testimonial, token })).status,
    ).toBe(201)
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer()
    const uploaded = await server.request<{ url: string }>('/api/admin/uploads', {
      method: 'POST',
      token,
      headers: { 'content-type': 'image/png', 'x-file-name': 'photo' },
      body: new Uint8Array(image),
    })
    expect(uploaded.status).toBe(201)
    const originalBytes = Buffer.from(await (await fetch(`${server.url}${uploaded.body.url}`)).arrayBuffer())

    // Taken while the server runs.
    const backup = path.join(work, 'backup')
    const backedUp = await script('backup', [backup], server.runtime.config.dataDir)
    expect(backedUp.code, backedUp.stderr).toBe(0)
    expect(backedUp.stdout).toContain(`Backup written to ${backup}`)

    const dataDir = path.join(work, 'data')
    await fs.mkdir(dataDir)
    await fs.writeFile(path.join(dataDir, 'site.db'), 'existing data')
    const refused = await script('restore', [backup], dataDir)
    expect(refused).toEqual(expect.objectContaining({ code: 2, stderr: expect.stringContaining('--force') }))
    expect(await fs.readFile(path.join(dataDir, 'site.db'), 'utf8')).toBe('existing data')

    const forced = await script('restore', [backup, '--force'], dataDir)
    expect(forced.code, forced.stderr).toBe(0)
    expect(forced.stdout).toContain('previous data moved to')

    restored = await startTestServer({ DATA_DIR: dataDir })
    const testimonials = await restored.request<{ name: string }[]>('/api/testimonials')
    expect(testimonials.body.map((row) => row.name)).toContain(testimonial.name)
    const restoredImage = await fetch(`${restored.url}${uploaded.body.url}`)
    expect(restoredImage.status).toBe(200)
    expect(Buffer.from(await restoredImage.arrayBuffer())).toEqual(originalBytes)
  }, 60_000)
})
