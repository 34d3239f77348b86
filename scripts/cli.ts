import { loadConfig } from '../app/config.server.ts'
import { type AppRuntime, createRuntime } from '../app/services/runtime.server.ts'

/** Runs a command-line task against the configured database (migrated first), then closes it. */
export async function withRuntime(task: (runtime: AppRuntime) => Promise<void>): Promise<void> {
  let runtime: AppRuntime | undefined
  try {
    runtime = await createRuntime(loadConfig())
    await task(runtime)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  } finally {
    await runtime?.close()
  }
}
