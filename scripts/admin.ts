import { randomBytes } from 'node:crypto'
import { minimumPasswordLength } from '../app/schemas/admin.ts'
import { withRuntime } from './cli.ts'

const usage = `Usage:
  npm run admin -- reset-password <username>

Sets a new password for an admin user and signs them out everywhere.
With input piped in (echo 'new password' | npm run admin -- reset-password admin), that is the new
password; otherwise a random one is generated and printed once.`

async function readPipedPassword(): Promise<string | undefined> {
  if (process.stdin.isTTY) return undefined
  let input = ''
  for await (const chunk of process.stdin) input += chunk
  const password = input.replace(/\r?\n$/, '')
  return password.length > 0 ? password : undefined
}

const [command, username] = process.argv.slice(2)
if (command !== 'reset-password' || !username) {
  console.error(usage)
  process.exit(2)
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
