import { withStartupLock } from '../app/db/db.server.ts'
import { seedDemoContent } from '../app/services/seed.server.ts'
import { withRuntime } from './cli.ts'

await withRuntime(async ({ database, services }) => {
  // The same lock as the servers' start-up seeding, so a run beside a starting instance seeds once.
  const seeded = await withStartupLock(database, () => seedDemoContent(database.db, services))
  console.log(
    seeded ? 'Demo content added.' : 'Nothing added: this database already has content or was seeded before.',
  )
})
