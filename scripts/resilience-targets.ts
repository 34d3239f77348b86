/** The targets of `npm run bench:resilience` (issue 8, "Under load"), kept apart from the measuring so they can be tested. */

export type ReadFigures = {
  route: string
  requests: number
  errors: number
  timeouts: number
  /** Answers outside 2xx, 5xx included. */
  non2xx: number
  p99: number
}

export type WriteFigures = {
  requests: number
  errors: number
  timeouts: number
  /** Answers by status code (201 expected). */
  statuses: Record<string, number>
  /** Ids the server acknowledged with 201. */
  acknowledged: number
  /** Acknowledged ids not found when everything is read back afterwards. */
  missing: number[]
}

export type ResilienceTargetResult = { ok: boolean; description: string }

export const resilienceTargets = {
  readP99Ms: 500,
}

export function checkResilienceTargets(
  reads: ReadFigures[],
  writes: WriteFigures | null,
): ResilienceTargetResult[] {
  const results: ResilienceTargetResult[] = []
  const check = (ok: boolean, description: string) => results.push({ ok, description })

  for (const figure of reads) {
    const { route } = figure
    check(figure.requests > 0, `${route}: ${figure.requests} requests answered`)
    check(figure.errors === 0, `${route}: ${figure.errors} connection errors (target 0)`)
    check(figure.timeouts === 0, `${route}: ${figure.timeouts} timeouts (target 0)`)
    check(figure.non2xx === 0, `${route}: ${figure.non2xx} non-2xx answers (target 0)`)
    check(
      figure.p99 < resilienceTargets.readP99Ms,
      `${route}: p99 ${figure.p99} ms (target < ${resilienceTargets.readP99Ms} ms)`,
    )
  }

  if (!writes) {
    check(false, 'admin creates: not measured')
    return results
  }
  const serverErrors = Object.entries(writes.statuses)
    .filter(([status]) => status.startsWith('5'))
    .reduce((sum, [, count]) => sum + count, 0)
  const otherFailures = Object.entries(writes.statuses)
    .filter(([status]) => !status.startsWith('5') && status !== '201')
    .reduce((sum, [, count]) => sum + count, 0)
  check(writes.acknowledged > 0, `admin creates: ${writes.acknowledged} acknowledged`)
  check(serverErrors === 0, `admin creates: ${serverErrors} 5xx answers (target 0)`)
  check(otherFailures === 0, `admin creates: ${otherFailures} answers other than 201 (target 0)`)
  check(writes.errors === 0, `admin creates: ${writes.errors} connection errors (target 0)`)
  check(writes.timeouts === 0, `admin creates: ${writes.timeouts} timeouts (target 0)`)
  const sample = writes.missing.slice(0, 5).join(', ')
  check(
    writes.missing.length === 0,
    `admin creates: ${writes.missing.length} acknowledged ids missing afterwards${sample ? ` (${sample})` : ''} (target 0)`,
  )
  return results
}
