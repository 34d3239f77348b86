import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCrashRounds } from '../support/crash-rounds.ts'
import { testDialect } from '../support/databases.ts'
import { hasProductionBuild } from '../support/server-process.ts'

let dataDir: string | undefined

afterAll(async () => {
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
})

// The bounded version of `npm run test:crash` (100 rounds); each round starts `node index.js` anew.
describe.skipIf(testDialect !== 'sqlite' || !hasProductionBuild)('kill -9 during contact submissions', () => {
  it('loses no acknowledged submission and leaves an intact database, over 15 rounds', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'crash-'))
    const result = await runCrashRounds({ dataDir, rounds: 15 })
    expect(result.acknowledged).toBeGreaterThan(15)
    expect(result.lost).toEqual([])
    expect(result.integrityProblems).toEqual([])
  }, 120_000)
})
