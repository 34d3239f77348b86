import { describe, expect, it } from 'vitest'
import { daysOfMonth, rollupSpans } from './analytics.server.ts'

describe('where a report over a range reads its rollups', () => {
  it('knows the last day of every month, February of leap years included', () => {
    expect(daysOfMonth('2026-02')).toEqual(['2026-02-01', '2026-02-28'])
    expect(daysOfMonth('2028-02')).toEqual(['2028-02-01', '2028-02-29'])
    expect(daysOfMonth('2026-12')).toEqual(['2026-12-01', '2026-12-31'])
    expect(daysOfMonth('2026-04')).toEqual(['2026-04-01', '2026-04-30'])
  })

  it('reads whole summed months from the monthly rows and every other day from the daily rows', () => {
    expect(
      rollupSpans('2025-11-29', '2026-11-28', ['2025-11', '2025-12', '2026-01', '2026-10', '2026-11']),
    ).toEqual({
      months: ['2025-12', '2026-01', '2026-10'],
      days: [
        ['2025-11-29', '2025-11-30'],
        ['2026-02-01', '2026-09-30'],
        ['2026-11-01', '2026-11-28'],
      ],
    })
    expect(rollupSpans('2026-03-01', '2026-03-31', ['2026-03'])).toEqual({ months: ['2026-03'], days: [] })
    expect(rollupSpans('2026-03-02', '2026-03-31', ['2026-03'])).toEqual({
      months: [],
      days: [['2026-03-02', '2026-03-31']],
    })
  })

  it('reads today from the raw page views, and never the month today is in from monthly rows', () => {
    expect(rollupSpans('2026-10-01', '2026-11-28', ['2026-10', '2026-11'], '2026-11-28')).toEqual({
      months: ['2026-10'],
      days: [['2026-11-01', '2026-11-27']],
      raw: '2026-11-28',
    })
    expect(rollupSpans('2026-11-28', '2026-11-28', [], '2026-11-28')).toEqual({
      months: [],
      days: [],
      raw: '2026-11-28',
    })
    // A range that ended before today reads no raw day.
    expect(rollupSpans('2026-10-01', '2026-10-31', ['2026-10'], '2026-11-28')).toEqual({
      months: ['2026-10'],
      days: [],
      raw: undefined,
    })
  })
})
