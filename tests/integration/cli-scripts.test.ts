import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScratchDatabase, type ScratchDatabase, testDialect } from '../support/databases.ts'
import { runNpmScript } from '../support/project-commands.ts'
import { adminCredentials, startTestServer, type TestServer } from '../support/test-server.ts'

/** `npm run <name>` on this suite's engine. */
function script(name: string, args: string[], env: ScratchDatabase['env'], input?: string) {
  return runNpmScript(name, args, { env: { DATABASE_URL: '', ...env }, input })
}

let scratch: ScratchDatabase
const newPasswordForCli = 'a completely new passphrase 42'
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
    const newPassword = newPasswordForCli
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

  it('admin disable-2fa turns two-factor off without a code and revokes the sessions', async () => {
    const owner = await server!.db
      .selectFrom('adminUsers')
      .select('id')
      .where('username', '=', adminCredentials.username)
      .executeTakeFirstOrThrow()
    const enrolment = await server!.services.auth.twoFactor.beginEnrolment(owner.id)
    const totp = new TOTP({ secret: Secret.fromBase32(enrolment.secret), digits: 6, period: 30 })
    await server!.services.auth.twoFactor.confirmEnrolment(owner.id, totp.generate())
    const signedIn = await server!.services.auth.login({
      username: adminCredentials.username,
      password: newPasswordForCli,
      code: totp.generate({ timestamp: Date.now() + 30_000 }),
      ip: '198.51.100.90',
    })
    const withoutCode = await server!.request('/api/admin/login', {
      method: 'POST',
      json: { username: adminCredentials.username, password: newPasswordForCli },
    })
    expect(withoutCode.status).toBe(401)

    const disabled = await script('admin', ['disable-2fa', adminCredentials.username], scratch.env)
    expect(disabled.code, disabled.stderr).toBe(0)
    expect(disabled.stdout).toContain(`Two-factor sign-in turned off for "${adminCredentials.username}"`)
    expect((await server!.request('/api/admin/me', { token: signedIn.token })).status).toBe(401)
    const passwordOnly = await server!.request('/api/admin/login', {
      method: 'POST',
      json: { username: adminCredentials.username, password: newPasswordForCli },
    })
    expect(passwordOnly.status).toBe(200)
    expect(await server!.db.selectFrom('recoveryCodes').select('id').execute()).toEqual([])

    const again = await script('admin', ['disable-2fa', adminCredentials.username], scratch.env)
    expect(again.stdout).toContain('was not on')
    const unknown = await script('admin', ['disable-2fa', 'nobody-here'], scratch.env)
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('No admin user named "nobody-here"')
  }, 60_000)
})
