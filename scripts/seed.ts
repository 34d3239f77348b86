import { seedDemoContent } from '../app/services/seed.server.ts'
import { withRuntime } from './cli.ts'

await withRuntime(async ({ database, services }) => {
  const seeded = await seedDemoContent(database.db, services)
  console.log(
    seeded ? 'Demo content added.' : 'Nothing added: this database already has content or was seeded before.',
  )
})
