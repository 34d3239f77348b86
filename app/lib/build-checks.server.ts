import fs from 'node:fs/promises'
import path from 'node:path'

/** Written into build/ by scripts/record-checks.ts when `npm test` has passed against that build. */
export const checksFileName = 'checks-passed.json'

/** build/, seen from the built server (build/server) or from the sources (app/lib). */
const candidates = [
  path.resolve(import.meta.dirname, '..', checksFileName),
  path.resolve(import.meta.dirname, '../../build', checksFileName),
]

/**
 * When the running build was made, if every check passed against it; undefined for a build that was
 * never checked (or a development server). Read once: a build does not change while it runs.
 */
let read: Promise<string | undefined> | undefined
export function checkedBuildDate(): Promise<string | undefined> {
  read ??= (async () => {
    for (const file of candidates) {
      try {
        const record = JSON.parse(await fs.readFile(file, 'utf8')) as { builtAt?: unknown }
        if (typeof record.builtAt === 'string' && !Number.isNaN(Date.parse(record.builtAt)))
          return record.builtAt
      } catch {
        // Not there (or not ours): try the next place.
      }
    }
    return undefined
  })()
  return read
}
