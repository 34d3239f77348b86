import { withRuntime } from './cli.ts'

// Opening the runtime migrates the schema to the latest version.
await withRuntime(async ({ database }) => {
  console.log(`Database (${database.dialect}) is at the latest schema version.`)
})
