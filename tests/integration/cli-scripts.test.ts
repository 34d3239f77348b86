import { execFile } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScratchDatabase, type ScratchDatabase, testDialect } from '../support/databases.ts'
import { adminCredentials, startTestServer, type TestServer } from '../support/test-server.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** `npm run <name>` as an operator runs it: the TypeScript script through tsx, on this suite's engine. */
function script(name: string, args: string[], env: ScratchDatabase['env'], input?: string) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', `scripts/${name}.ts`, ...args],
      { cwd: root, env: { ...process.env, DATABASE_URL: '', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    )
    if (input !== undefined) child.stdin?.end(input)
    else child.stdin?.end()
  })
}

let scratch: ScratchDatabase
let server: TestServer | undefined

beforeAll(async () => {
  scratch = await createScratchDatabase()
})

afterAll(async () => {
  await server?.close()
  await scratch?.drop()
})

describe(`npm run migrate, seed and admin on ${testDialect}`, () => {
  it('migrate brings an empty database to the latest schema, and again is a no-op', async () => {
    const first = await script('migrate', [], scratch.env)
    expect(first.stderr).toBe('')
    expect(first.stdout).toContain(`Database (${testDialect}) is at the latest schema version.`)
    const again = await script('migrate', [], scratch.env)
    expect(again.code).toBe(0)
  }, 60_000)

  it('seed adds the demo content once', async () => {
    const seeded = await script('seed', [], scratch.env)
    expect(seeded.stdout, seeded.stderr).toContain('Demo content added.')
    const again = await script('seed', [], scratch.env)
    expect(again.stdout).toContain('Nothing added')

    server = await startTestServer({}, { shareDatabaseWith: { databaseEnv: scratch.env } as TestServer })
    const projects = await server.request<unknown[]>('/api/projects')
    expect(projects.body.length).toBeGreaterThan(0)
  }, 120_000)

  it('admin reset-password sets the piped password and revokes the sessions', async () => {
    const token = await server!.login()
    const newPassword = 'a completely new passphrase 42'
    const reset = await script(
      'admin',
      ['reset-password', adminCredentials.username],
      scratch.env,
      `${newPassword}\n`,
    )
    expect(reset.stdout, reset.stderr).toContain(`Password for "${adminCredentials.username}" updated.`)

    expect((await server!.request('/api/admin/dashboard', { token })).status).toBe(401)
    const old = await server!.request('/api/admin/login', { method: 'POST', json: adminCredentials })
    expect(old.status).toBe(401)
    const fresh = await server!.request('/api/admin/login', {
      method: 'POST',
      json: { username: adminCredentials.username, password: newPassword },
    })
    expect(fresh.status).toBe(200)

    const unknown = await script(
      'admin',
      ['reset-password', 'nobody-here'],
      scratch.env,
      'another long password\n',
    )
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).not.toBe('')
  }, 60_000)
})
