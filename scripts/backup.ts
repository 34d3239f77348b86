// npm run backup [-- <target dir>]: a consistent copy of the database and the uploads (default
// ./backups/<time>/). SQLite is copied online, while the server runs; for PostgreSQL it prints the
// pg_dump command to run and copies the uploads. With S3_BUCKET the uploads live in the bucket, not
// in DATA_DIR: they are not copied, and it prints how to copy them.
import fs from 'node:fs'
import path from 'node:path'
import { loadConfig } from '../app/config.server.ts'
import { backupSqlite, uploadsDir } from './backup-files.ts'

const config = loadConfig()
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const target = path.resolve(process.argv[2] ?? path.join('backups', stamp))

try {
  if (config.databaseUrl) {
    fs.mkdirSync(target, { recursive: true })
    const uploads = path.join(config.dataDir, uploadsDir)
    if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(target, uploadsDir), { recursive: true })
    console.log(`Uploads copied to ${target}/${uploadsDir}. Dump the PostgreSQL database with:`)
    console.log(`  pg_dump --format=custom --file=${target}/site.dump "$DATABASE_URL"`)
    console.log(
      `and restore it with: pg_restore --clean --if-exists --dbname="$DATABASE_URL" ${target}/site.dump`,
    )
  } else {
    await backupSqlite(config.dataDir, target)
    console.log(`Backup written to ${target}`)
  }
  if (config.s3) {
    const endpoint = config.s3.endpoint ? ` --endpoint-url ${config.s3.endpoint}` : ''
    console.log(
      `Uploads are kept in the bucket s3://${config.s3.bucket}/uploads/, not in this backup. Copy them with:`,
    )
    console.log(
      `  aws s3 sync${endpoint} s3://${config.s3.bucket}/uploads/ ${path.join(target, uploadsDir)}/`,
    )
    console.log(
      '(or turn on versioning for the bucket, so a deleted or overwritten image can be brought back).',
    )
  }
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`)
  process.exitCode = 1
}
