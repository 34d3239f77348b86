import { describe, expect, it } from 'vitest'
import { checkResilienceTargets, type ReadFigures, type WriteFigures } from './resilience-targets.ts'

const read = (overrides: Partial<ReadFigures> = {}): ReadFigures => ({
  route: '/',
  requests: 40_000,
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  p99: 120,
  ...overrides,
})

const writes = (overrides: Partial<WriteFigures> = {}): WriteFigures => ({
  requests: 3000,
  errors: 0,
  timeouts: 0,
  statuses: { '201': 3000 },
  acknowledged: 3000,
  missing: [],
  ...overrides,
})

const failures = (reads: ReadFigures[], write: WriteFigures | null) =>
  checkResilienceTargets(reads, write)
    .filter((result) => !result.ok)
    .map((result) => result.description)

describe('resilience targets', () => {
  it('passes figures that meet every target', () => {
    expect(failures([read(), read({ route: '/api/search?q=ai' })], writes())).toEqual([])
  })

  it('names each read route with errors, timeouts, non-2xx answers or a p99 of 500 ms or more', () => {
    expect(
      failures(
        [
          read({ route: '/', errors: 2, timeouts: 1 }),
          read({ route: '/blog/a', non2xx: 7, p99: 500 }),
          read({ route: '/api/search?q=ai', requests: 0 }),
        ],
        writes(),
      ),
    ).toEqual([
      '/: 2 connection errors (target 0)',
      '/: 1 timeouts (target 0)',
      '/blog/a: 7 non-2xx answers (target 0)',
      '/blog/a: p99 500 ms (target < 500 ms)',
      '/api/search?q=ai: 0 requests answered',
    ])
  })

  it('fails admin creates with a 5xx, another refusal or an acknowledged id missing afterwards', () => {
    expect(
      failures(
        [read()],
        writes({ statuses: { '201': 2990, '503': 8, '429': 2 }, missing: [17, 42], timeouts: 3 }),
      ),
    ).toEqual([
      'admin creates: 8 5xx answers (target 0)',
      'admin creates: 2 answers other than 201 (target 0)',
      'admin creates: 3 timeouts (target 0)',
      'admin creates: 2 acknowledged ids missing afterwards (17, 42) (target 0)',
    ])
  })

  it('fails when nothing was created or the write phase did not run', () => {
    expect(failures([read()], writes({ acknowledged: 0, statuses: {}, requests: 0 }))).toEqual([
      'admin creates: 0 acknowledged',
    ])
    expect(failures([read()], null)).toEqual(['admin creates: not measured'])
  })
})
