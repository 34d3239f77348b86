import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'

/**
 * Another process holding SQLite's write lock on `<dataDir>/site.db` (BEGIN IMMEDIATE): a separate
 * process, because the server's own connection waits for the lock synchronously and would keep a
 * lock held in the same process from ever being released.
 */
export async function holdWriteLock(dataDir: string, releaseAfterMs: number) {
  const script = `
    const Database = require('better-sqlite3')
    const db = new Database(process.argv[1])
    db.exec('BEGIN IMMEDIATE')
    process.stdout.write('locked\\n')
    const release = () => { db.exec('ROLLBACK'); db.close(); process.exit(0) }
    setTimeout(release, Number(process.argv[2]))
    process.stdin.on('data', release)
  `
  const child: ChildProcess = spawn(
    process.execPath,
    ['-e', script, path.join(dataDir, 'site.db'), String(releaseAfterMs)],
    { cwd: process.cwd(), stdio: ['pipe', 'pipe', 'inherit'] },
  )
  await once(child.stdout as NodeJS.ReadableStream, 'data')
  const exited = once(child, 'exit')
  return {
    /** Resolves once the lock is given up (on request or after `releaseAfterMs`). */
    async release() {
      if (child.exitCode === null) child.stdin?.write('release\n')
      await exited
    },
    exited,
  }
}
