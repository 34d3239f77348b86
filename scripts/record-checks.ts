/**
 * Run by `npm test` once every check has passed (types, lint, the build, the unit and integration
 * suites on both engines, and the browser suite with its axe and keyboard checks): records, next to
 * the build those checks ran against, when that build was made. The accessibility statement shows
 * that date (docs/decisions/033-federal-buyers-kit.md); a build never checked has no such file, and
 * the statement says so.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { checksFileName } from '../app/lib/build-checks.server.ts'

const build = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build')
const serverBundle = path.join(build, 'server/index.js')
if (!fs.existsSync(serverBundle)) {
  console.error('No build to record: run `npm run build` (npm test does) first.')
  process.exit(1)
}
const record = { builtAt: fs.statSync(serverBundle).mtime.toISOString(), checkedAt: new Date().toISOString() }
fs.writeFileSync(path.join(build, checksFileName), `${JSON.stringify(record, null, 2)}\n`)
console.log(`Recorded the checked build of ${record.builtAt} in build/${checksFileName}`)
