/** The server-speed targets of `npm run bench`, kept apart from the measuring so they can be tested. */

export type RouteFigures = { rps: number; p50: number; p99: number; errors: number; non2xx: number }

export type BenchFigures = {
  /** The baseline of the round whose routes are in `routes` (the last). */
  baselineRps: number
  routes: Record<string, RouteFigures>
  /** The server's resident memory after each round, in MB. */
  memoryMb: number[]
  searchLoaded: RouteFigures | null
  /** Image uploads sent all at once, and the server's memory meanwhile. */
  uploads?: { count: number; statuses: number[]; idleMb: number; peakMb: number; afterMb: number }
}

export type BenchTargetResult = { ok: boolean; description: string }

export const benchTargets = {
  htmlRatio: 0.5,
  htmlP99Ms: 25,
  jsonRatio: 0.6,
  searchP99Ms: 20,
  memoryMb: 200,
  /** Growth between the first and the last round that still counts as flat: noise, not a leak. */
  memoryGrowthMb: 10,
  /** Resident memory while 20 images are uploaded at once, and how near idle it comes back. */
  uploadPeakMb: 250,
  uploadSettleMb: 60,
}

export function checkBenchTargets(
  figures: BenchFigures,
  { htmlRoutes, jsonRoutes }: { htmlRoutes: string[]; jsonRoutes: string[] },
): BenchTargetResult[] {
  const results: BenchTargetResult[] = []
  const ratio = (rps: number) => rps / figures.baselineRps
  const check = (ok: boolean, description: string) => results.push({ ok, description })

  for (const route of htmlRoutes) {
    const figure = figures.routes[route]
    if (!figure) {
      check(false, `${route}: not measured`)
      continue
    }
    check(
      ratio(figure.rps) >= benchTargets.htmlRatio,
      `${route}: ${ratio(figure.rps).toFixed(2)} of the baseline's rps (target ≥ ${benchTargets.htmlRatio})`,
    )
    check(
      figure.p99 <= benchTargets.htmlP99Ms,
      `${route}: p99 ${figure.p99} ms (target ≤ ${benchTargets.htmlP99Ms} ms)`,
    )
  }
  for (const route of jsonRoutes) {
    const figure = figures.routes[route]
    if (!figure) {
      check(false, `${route}: not measured`)
      continue
    }
    check(
      ratio(figure.rps) >= benchTargets.jsonRatio,
      `${route}: ${ratio(figure.rps).toFixed(2)} of the baseline's rps (target ≥ ${benchTargets.jsonRatio})`,
    )
  }
  if (figures.searchLoaded) {
    check(
      figures.searchLoaded.p99 <= benchTargets.searchP99Ms,
      `search with the bulk content loaded: p99 ${figures.searchLoaded.p99} ms (target ≤ ${benchTargets.searchP99Ms} ms)`,
    )
  } else {
    check(false, 'search with the bulk content loaded: not measured')
  }
  for (const [route, figure] of Object.entries(figures.routes)) {
    const failures = figure.errors + figure.non2xx
    if (failures > 0) check(false, `${route}: ${failures} failed or non-2xx responses`)
  }
  const memory = figures.memoryMb
  if (memory.length > 0) {
    const last = memory[memory.length - 1] ?? 0
    check(
      last < benchTargets.memoryMb,
      `resident memory after the bench ${last.toFixed(1)} MB (target < ${benchTargets.memoryMb} MB)`,
    )
    const growth = last - (memory[0] ?? last)
    check(
      growth <= benchTargets.memoryGrowthMb,
      `memory growth across ${memory.length} rounds ${growth.toFixed(1)} MB (target ≤ ${benchTargets.memoryGrowthMb} MB)`,
    )
  }
  if (figures.uploads) {
    const { count, statuses, idleMb, peakMb, afterMb } = figures.uploads
    const stored = statuses.filter((status) => status === 201).length
    check(stored === count, `uploads: ${stored} of ${count} sent at once stored`)
    check(
      peakMb < benchTargets.uploadPeakMb,
      `uploads: peak resident memory ${peakMb.toFixed(1)} MB during ${count} at once (target < ${benchTargets.uploadPeakMb} MB)`,
    )
    check(
      afterMb - idleMb < benchTargets.uploadSettleMb,
      `uploads: ${afterMb.toFixed(1)} MB afterwards, ${(afterMb - idleMb).toFixed(1)} MB over idle (target < ${benchTargets.uploadSettleMb} MB)`,
    )
  }
  return results
}
