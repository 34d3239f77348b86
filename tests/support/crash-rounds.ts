import { randomBytes } from 'node:crypto'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { startServerProcess } from './server-process.ts'

export type CrashRoundsResult = {
  rounds: number
  acknowledged: number
  /** Acknowledged (2xx) submissions not found in the database after a restart. */
  lost: string[]
  /** `PRAGMA integrity_check` results other than "ok". */
  integrityProblems: string[]
}

/**
 * The contact form's anti-spam fields (the empty honeypot, the signed render time), read from the
 * rendered page as a browser sends them back; none when the form has none.
 */
async function contactFormFields(url: string): Promise<Record<string, string>> {
  const html = await (await fetch(`${url}/contact`)).text()
  const fields: Record<string, string> = {}
  const token = /name="formToken" value="(\d+\.contact\.[^"]*)"/.exec(html)?.[1]
  if (token) fields.formToken = token
  if (/<input[^>]*name="website"/.test(html)) fields.website = ''
  return fields
}

function verify(dataDir: string, acknowledged: string[], result: CrashRoundsResult) {
  const db = new SQLite(path.join(dataDir, 'site.db'))
  try {
    const integrity = db.pragma('integrity_check', { simple: true })
    if (integrity !== 'ok') result.integrityProblems.push(String(integrity))
    const stored = new Set(
      (db.prepare('select email from contacts').all() as { email: string }[]).map((row) => row.email),
    )
    for (const email of acknowledged) if (!stored.has(email)) result.lost.push(email)
  } finally {
    db.close()
  }
}

/**
 * Rounds of: start `node index.js` on one SQLite data dir, stream contact submissions from a few
 * concurrent clients, SIGKILL the server at a random moment, then check that every submission it
 * answered 2xx is stored and the database passes `PRAGMA integrity_check`.
 */
export async function runCrashRounds(options: {
  dataDir: string
  rounds: number
  clients?: number
  /** The kill comes at a random moment within this many milliseconds of the server listening. */
  maxRunMs?: number
  onRound?: (round: number, acknowledgedThisRound: number) => void
}): Promise<CrashRoundsResult> {
  const { dataDir, rounds, clients = 4, maxRunMs = 600 } = options
  const result: CrashRoundsResult = { rounds, acknowledged: 0, lost: [], integrityProblems: [] }
  const run = randomBytes(3).toString('hex')
  const acknowledged: string[] = []
  for (let round = 1; round <= rounds; round++) {
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      FORM_MIN_FILL_MS: '0',
      FORM_LIMIT_MULTIPLIER: '10000',
    })
    const fields = await contactFormFields(server.url)
    let killed = false
    let sequence = 0
    let acknowledgedThisRound = 0
    const client = async (clientId: number) => {
      while (!killed) {
        const email = `crash-${run}-${round}-${clientId}-${sequence++}@example.org`
        try {
          const response = await fetch(`${server.url}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              name: 'Crash Tester',
              email,
              subject: `Round ${round}`,
              message: 'Is this message still here after the server was killed?',
              ...fields,
            }),
          })
          await response.arrayBuffer()
          if (response.ok) {
            acknowledged.push(email)
            acknowledgedThisRound++
          } else if (!killed) {
            throw new Error(`contact answered ${response.status}: the stream must be accepted`)
          }
        } catch (error) {
          if (!killed) throw error
        }
      }
    }
    const streaming = Promise.all(Array.from({ length: clients }, (_, id) => client(id)))
    const streamFailure = streaming.then(
      () => undefined,
      (error: unknown) => error,
    )
    const delay = new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * maxRunMs))
    const failure = await Promise.race([streamFailure, delay.then(() => undefined)])
    killed = true
    server.child.kill('SIGKILL')
    await server.exited
    await streaming.catch(() => undefined)
    if (failure) throw failure
    verify(dataDir, acknowledged, result)
    options.onRound?.(round, acknowledgedThisRound)
  }
  result.acknowledged = acknowledged.length
  return result
}
