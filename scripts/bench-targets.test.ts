import { describe, expect, it } from 'vitest'
import { type BenchFigures, checkBenchTargets } from './bench-targets.ts'

const routes = { htmlRoutes: ['/'], jsonRoutes: ['/api/projects'] }

function figures(overrides: Partial<BenchFigures> = {}): BenchFigures {
  const fast = { rps: 8000, p50: 5, p99: 12, errors: 0, non2xx: 0 }
  return {
    baselineRps: 10_000,
    routes: { '/': fast, '/api/projects': fast },
    memoryMb: [120, 122, 121],
    searchLoaded: { ...fast, p99: 9 },
    ...overrides,
  }
}

const failures = (input: BenchFigures) =>
  checkBenchTargets(input, routes)
    .filter((result) => !result.ok)
    .map((result) => result.description)

describe('bench targets', () => {
  it('passes figures that meet every target', () => {
    expect(failures(figures())).toEqual([])
  })

  it('names a page that serves under half of the baseline, and a slow p99', () => {
    const slow = figures({
      routes: {
        '/': { rps: 4000, p50: 9, p99: 31, errors: 0, non2xx: 0 },
        '/api/projects': { rps: 9000, p50: 2, p99: 5, errors: 0, non2xx: 0 },
      },
    })
    expect(failures(slow)).toEqual([
      "/: 0.40 of the baseline's rps (target ≥ 0.5)",
      '/: p99 31 ms (target ≤ 25 ms)',
    ])
  })

  it('holds JSON reads to 60% of the baseline and search to a 20 ms p99', () => {
    const result = failures(
      figures({
        routes: {
          '/': { rps: 9000, p50: 2, p99: 5, errors: 0, non2xx: 0 },
          '/api/projects': { rps: 5500, p50: 2, p99: 5, errors: 0, non2xx: 0 },
        },
        searchLoaded: { rps: 3000, p50: 8, p99: 24, errors: 0, non2xx: 0 },
      }),
    )
    expect(result).toEqual([
      "/api/projects: 0.55 of the baseline's rps (target ≥ 0.6)",
      'search with the bulk content loaded: p99 24 ms (target ≤ 20 ms)',
    ])
  })

  it('fails on errors, on memory over 200 MB and on memory that keeps growing', () => {
    const result = failures(
      figures({
        routes: {
          '/': { rps: 9000, p50: 2, p99: 5, errors: 3, non2xx: 2 },
          '/api/projects': { rps: 9000, p50: 2, p99: 5, errors: 0, non2xx: 0 },
        },
        memoryMb: [150, 180, 210],
      }),
    )
    expect(result).toEqual([
      '/: 5 failed or non-2xx responses',
      'resident memory after the bench 210.0 MB (target < 200 MB)',
      'memory growth across 3 rounds 60.0 MB (target ≤ 10 MB)',
    ])
  })
})

describe('upload memory targets', () => {
  const uploads = { count: 20, statuses: Array(20).fill(201), idleMb: 120, peakMb: 240, afterMb: 150 }
  it('pass a peak under 250 MB that settles within 60 MB of idle', () => {
    expect(failures(figures({ uploads }))).toEqual([])
  })
  it('name a peak over 250 MB, memory that stays up, and an upload that was not stored', () => {
    expect(
      failures(
        figures({
          uploads: { ...uploads, statuses: [...Array(19).fill(201), 503], peakMb: 620, afterMb: 580 },
        }),
      ),
    ).toEqual([
      'uploads: 19 of 20 sent at once stored',
      'uploads: peak resident memory 620.0 MB during 20 at once (target < 250 MB)',
      'uploads: 580.0 MB afterwards, 460.0 MB over idle (target < 60 MB)',
    ])
  })
})
