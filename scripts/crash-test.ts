// kill -9 durability: `npm run test:crash [-- rounds]` (100 rounds by default; needs a production build,
// `npm run build` or BUILD_DIR). Every contact submission answered 2xx must survive the kill.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { runCrashRounds } from '../tests/support/crash-rounds.ts'
import { hasProductionBuild, productionBuildDir } from '../tests/support/server-process.ts'

const rounds = Number(process.argv[2] ?? 100)
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error('Usage: npm run test:crash [-- <rounds>]')
  process.exit(2)
}
if (!hasProductionBuild) {
  console.error(`No production build in ${productionBuildDir}: run npm run build first (or set BUILD_DIR).`)
  process.exit(2)
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-test-'))
const started = Date.now()
try {
  const result = await runCrashRounds({
    dataDir,
    rounds,
    onRound: (round, acknowledged) => {
      if (round % 10 === 0 || round === rounds)
        console.log(`round ${round}/${rounds}: ${acknowledged} acknowledged`)
    },
  })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(
    `${result.rounds} kill -9 rounds in ${seconds} s: ${result.acknowledged} submissions acknowledged, ${result.lost.length} lost, integrity_check ${result.integrityProblems.length === 0 ? 'ok' : result.integrityProblems.join('; ')}`,
  )
  if (result.lost.length > 0 || result.integrityProblems.length > 0) process.exitCode = 1
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}
