/** The targets of the large-site phase of `npm run bench`, kept apart from the measuring so they can be tested. */

export type LoadFigures = {
  phase: string
  requests: number
  /** Connection errors and timeouts. */
  errors: number
  timeouts: number
  /** Answers of 500 and above (a 404 for a URL that does not exist is an answer). */
  serverErrors: number
  p99: number
}

export type ScaleFigures = {
  phases: LoadFigures[]
  writes: { acknowledged: number; failed: number }
  /** The highest resident memory sampled while the load ran, in MB. */
  peakMemoryMb: number
  /** The slowest /healthz answer seen while the load ran, in ms (or Infinity when one never came). */
  slowestHealthMs: number
}

export const scaleTargets = { p99Ms: 500, memoryMb: 250, healthMs: 100 }

export type ScaleTargetResult = { ok: boolean; description: string }

export function checkScaleTargets(figures: ScaleFigures): ScaleTargetResult[] {
  const results: ScaleTargetResult[] = []
  const check = (ok: boolean, description: string) => results.push({ ok, description })
  for (const phase of figures.phases) {
    check(phase.errors === 0, `${phase.phase}: ${phase.errors} connection errors (target 0)`)
    check(phase.timeouts === 0, `${phase.phase}: ${phase.timeouts} timeouts (target 0)`)
    check(phase.serverErrors === 0, `${phase.phase}: ${phase.serverErrors} answers of 500 or more (target 0)`)
    check(
      phase.p99 < scaleTargets.p99Ms,
      `${phase.phase}: p99 ${phase.p99} ms (target < ${scaleTargets.p99Ms} ms)`,
    )
  }
  check(
    figures.writes.failed === 0,
    `admin writes: ${figures.writes.failed} failed of ${figures.writes.acknowledged + figures.writes.failed} (target 0)`,
  )
  check(
    figures.peakMemoryMb < scaleTargets.memoryMb,
    `resident memory at most ${figures.peakMemoryMb.toFixed(1)} MB under load (target < ${scaleTargets.memoryMb} MB)`,
  )
  check(
    figures.slowestHealthMs < scaleTargets.healthMs,
    `/healthz answered within ${Number.isFinite(figures.slowestHealthMs) ? figures.slowestHealthMs.toFixed(0) : 'never'} ms throughout (target < ${scaleTargets.healthMs} ms)`,
  )
  return results
}
