import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'

export const databaseFile = 'site.db'
export const uploadsDir = 'uploads'

/**
 * A consistent copy of a SQLite data dir in `target`: the database through SQLite's online backup
 * (safe while the server runs and writes), then the uploads. Uploads are copied after the database,
 * so every file a backed-up row points to is in the copy.
 */
export async function backupSqlite(dataDir: string, target: string) {
  const source = path.join(dataDir, databaseFile)
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`)
  fs.mkdirSync(target, { recursive: true })
  const db = new SQLite(source, { fileMustExist: true })
  try {
    await db.backup(path.join(target, databaseFile))
  } finally {
    db.close()
  }
  const uploads = path.join(dataDir, uploadsDir)
  if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(target, uploadsDir), { recursive: true })
  const manifest = { createdAt: new Date().toISOString(), database: 'sqlite', source: path.resolve(dataDir) }
  fs.writeFileSync(path.join(target, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`)
}

export class RestoreRefused extends Error {}

/**
 * Brings a backup back into `dataDir`. Existing data is only replaced with `force`, and is then moved
 * aside into `<dataDir>/before-restore-<time>/` rather than deleted.
 */
export function restoreSqlite(backup: string, dataDir: string, options: { force: boolean }) {
  const backupDb = path.join(backup, databaseFile)
  if (!fs.existsSync(backupDb)) throw new RestoreRefused(`${backup} holds no ${databaseFile}: not a backup`)
  const check = new SQLite(backupDb, { readonly: true, fileMustExist: true })
  try {
    const integrity = check.pragma('integrity_check', { simple: true })
    if (integrity !== 'ok') throw new RestoreRefused(`The backup's database is damaged: ${integrity}`)
  } finally {
    check.close()
  }

  const current = [databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`, uploadsDir].filter((name) =>
    fs.existsSync(path.join(dataDir, name)),
  )
  if (current.length > 0 && !options.force) {
    throw new RestoreRefused(
      `${dataDir} already holds data (${current.join(', ')}). Stop the server, then run again with --force: the current data is moved to ${dataDir}/before-restore-<time>/.`,
    )
  }
  fs.mkdirSync(dataDir, { recursive: true })
  let movedTo: string | undefined
  if (current.length > 0) {
    movedTo = path.join(dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`)
    fs.mkdirSync(movedTo)
    for (const name of current) fs.renameSync(path.join(dataDir, name), path.join(movedTo, name))
  }
  fs.copyFileSync(backupDb, path.join(dataDir, databaseFile))
  const uploads = path.join(backup, uploadsDir)
  if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(dataDir, uploadsDir), { recursive: true })
  return { movedTo }
}
