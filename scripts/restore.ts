// npm run restore -- <backup dir> [--force]: brings a SQLite backup (database and uploads) back into
// DATA_DIR. Stop the server first; existing data is replaced only with --force, and moved aside.
import { loadConfig } from '../app/config.server.ts'
import { RestoreRefused, restoreSqlite } from './backup-files.ts'

const args = process.argv.slice(2)
const force = args.includes('--force')
const [backup, ...extra] = args.filter((arg) => arg !== '--force')
const config = loadConfig()

if (!backup || extra.length > 0) {
  console.error('Usage: npm run restore -- <backup dir> [--force]')
  process.exit(2)
}
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: restore PostgreSQL with pg_restore --clean --if-exists --dbname="$DATABASE_URL" <backup>/site.dump, and copy <backup>/uploads into DATA_DIR/uploads.',
  )
  process.exit(2)
}
try {
  const { movedTo } = restoreSqlite(backup, config.dataDir, { force })
  console.log(
    `Restored ${backup} into ${config.dataDir}${movedTo ? ` (previous data moved to ${movedTo})` : ''}`,
  )
  if (config.s3) {
    // The server reads uploads from the bucket, not from DATA_DIR/uploads.
    const endpoint = config.s3.endpoint ? ` --endpoint-url ${config.s3.endpoint}` : ''
    console.log(
      `Uploads are served from the bucket s3://${config.s3.bucket}/uploads/. If they were copied into the backup, put them back with:\n  aws s3 sync${endpoint} ${backup}/uploads/ s3://${config.s3.bucket}/uploads/`,
    )
  }
} catch (error) {
  console.error(`Restore refused: ${error instanceof Error ? error.message : error}`)
  process.exitCode = error instanceof RestoreRefused ? 2 : 1
}
