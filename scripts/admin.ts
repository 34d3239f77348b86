import { randomBytes } from 'node:crypto'
import { minimumPasswordLength } from '../app/schemas/admin.ts'
import { withRuntime } from './cli.ts'

const usage = `Usage:
  npm run admin -- reset-password <username>
  npm run admin -- disable-2fa <username>

reset-password sets a new password for an admin user and signs them out everywhere. With input piped
in (echo 'new password' | npm run admin -- reset-password admin), that is the new password; otherwise
a random one is generated and printed once.

disable-2fa turns two-factor sign-in off for a user who lost both the authenticator and the recovery
codes, and signs them out everywhere; they sign in with the password and can turn it on again.`

async function readPipedPassword(): Promise<string | undefined> {
  if (process.stdin.isTTY) return undefined
  let input = ''
  for await (const chunk of process.stdin) input += chunk
  const password = input.replace(/\r?\n$/, '')
  return password.length > 0 ? password : undefined
}

const [command, username] = process.argv.slice(2)
if ((command !== 'reset-password' && command !== 'disable-2fa') || !username) {
  console.error(usage)
  process.exit(2)
}

if (command === 'disable-2fa') {
  await withRuntime(async ({ services }) => {
    const wasOn = await services.auth.disableTwoFactor(username)
    console.log(
      wasOn
        ? `Two-factor sign-in turned off for "${username}"; every session was signed out.`
        : `Two-factor sign-in was not on for "${username}"; every session was signed out.`,
    )
  })
  process.exit()
}

await withRuntime(async ({ services }) => {
  const piped = await readPipedPassword()
  const password = piped ?? randomBytes(12).toString('base64url')
  if (password.length < minimumPasswordLength) {
    throw new Error(`The password must be at least ${minimumPasswordLength} characters.`)
  }
  await services.auth.setPassword(username, password)
  console.log(piped ? `Password for "${username}" updated.` : `New password for "${username}": ${password}`)
})
