import { existsSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'

/** The e2e server's SQLite file (playwright.config.ts exports its data directory as E2E_DATA_DIR). */
export function serverDatabaseFile(): string {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set; run the tests through playwright.config.ts')
  const file = path.join(dataDir, 'site.db')
  if (!existsSync(file)) throw new Error(`The e2e server's database is not at ${file}`)
  return file
}

/** Reads the server's database, read-only, to check what a visitor's action stored or queued. */
export function readServerDatabase<T>(read: (db: Database.Database) => T): T {
  const db = new Database(serverDatabaseFile(), { readonly: true, fileMustExist: true })
  try {
    return read(db)
  } finally {
    db.close()
  }
}

/** The link in the newest confirmation email queued for a newsletter subscriber, as the visitor gets it. */
export function newsletterConfirmationPath(email: string): string {
  const row = readServerDatabase(
    (db) =>
      db
        .prepare(
          "select text_body from outbox where to_address = ? and kind = 'newsletter-confirmation' order by id desc limit 1",
        )
        .get(email.toLowerCase()) as { text_body: string } | undefined,
  )
  const link = row?.text_body.match(/https?:\/\/\S+\/newsletter\/confirm\?\S+/)?.[0]
  if (!link) throw new Error(`No confirmation email queued for ${email}`)
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}
