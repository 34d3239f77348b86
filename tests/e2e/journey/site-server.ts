import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

export type SiteServer = {
  url: string
  dataDir: string
  /** What the server printed so far, for failure messages. */
  output: () => string
  /** Reads the server's own SQLite database, read-only. */
  readDatabase: <T>(read: (db: Database.Database) => T) => T
  stop: () => Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The site server exited early:\n${output()}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The site server did not become healthy:\n${output()}`)
}

/**
 * The production build from BUILD_DIR on its own loopback port and a fresh SQLite database seeded with
 * the demo content, configured by `env` (mail, payments, admin).
 */
export async function startSiteServer(env: Record<string, string>): Promise<SiteServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'journey-e2e-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  let output = ''
  const server = spawn('node', ['index.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      // An inherited PostgreSQL URL would point the server away from its fresh data directory.
      DATABASE_URL: '',
      SEED_DEMO_CONTENT: 'true',
      LOG_LEVEL: 'warn',
      // The test types faster than a person; the real minimum fill time has its own API test.
      FORM_MIN_FILL_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  // Should the test runner die first, the server must not outlive it.
  const killOnExit = () => server.kill('SIGKILL')
  process.once('exit', killOnExit)

  const stop = async () => {
    process.off('exit', killOnExit)
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    await rm(dataDir, { recursive: true, force: true })
  }

  try {
    await waitForHealth(url, server, () => output)
  } catch (error) {
    await stop()
    throw error
  }

  return {
    url,
    dataDir,
    output: () => output,
    readDatabase(read) {
      const db = new Database(path.join(dataDir, 'site.db'), { readonly: true, fileMustExist: true })
      try {
        return read(db)
      } finally {
        db.close()
      }
    },
    stop,
  }
}
