import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rollupSpans } from '~/db/repositories/analytics.server.ts'
import { rollupsOf } from '~/services/analytics/analytics.server.ts'
import type { AnalyticsFilter, AnalyticsReport } from '~/services/analytics/reports.server.ts'
import { seedPageViews } from '../../scripts/analytics-data.ts'
import { testDialect } from '../support/databases.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Monthly rollups (docs/decisions/036): a report reads whole closed months from the monthly rows and
 * the other days from the daily rows, and must give exactly the figures the daily rows alone give.
 */

const dayMs = 86_400_000
const now = new Date()
const dayBack = (back: number) => new Date(now.getTime() - back * dayMs).toISOString().slice(0, 10)
/** The first day of the month `back` months before this one. */
const monthStart = (back: number) => {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
  return date.toISOString().slice(0, 10)
}
const monthEnd = (back: number) => {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 1) - dayMs)
  return date.toISOString().slice(0, 10)
}
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)

let first: TestServer
let second: TestServer

beforeAll(async () => {
  first = await startTestServer()
  second = await startTestServer({}, { shareDatabaseWith: first })
  // 130 days: the month four months back is partly covered, the three months after it whole, this one so far.
  await seedPageViews(first.services.analytics, { views: 13_000, days: 130, now, log: () => undefined })
}, 120_000)

afterAll(async () => {
  await second?.close()
  await first?.close()
})

async function monthRows() {
  return first.db
    .selectFrom('analyticsMonthRollups')
    .selectAll()
    .orderBy('month')
    .orderBy('dimension')
    .orderBy('source')
    .orderBy('language')
    .orderBy('page')
    .orderBy('value')
    .execute()
}

async function forgetMonths() {
  await first.db.deleteFrom('analyticsRollupMonths').execute()
}

/** Every panel's rows (up to 500 a panel), under each filter, over ranges that cut months in every way. */
const ranges: [string, string][] = [
  // Part of a month, three whole months, this month to today.
  [addDays(monthStart(4), 20), dayBack(0)],
  // Part of a month, a whole month, part of the next.
  [addDays(monthStart(3), 9), addDays(monthStart(1), 13)],
  // Exactly one month.
  [monthStart(2), monthEnd(2)],
  // Two whole months.
  [monthStart(3), monthEnd(2)],
  // No whole month.
  [addDays(monthStart(2), 14), addDays(monthStart(1), 13)],
  // Before the first page view to the end of a month.
  [addDays(monthStart(5), 3), monthEnd(3)],
]
const filters: Omit<AnalyticsFilter, 'from' | 'to'>[] = [
  {},
  { source: 'search' },
  { page: '/blog/article-7' },
  { language: 'es' },
  { source: 'social', page: '/contact', language: 'en' },
  { page: '/es/blog/article-3', source: 'direct' },
]

async function reportsOf(server: TestServer): Promise<AnalyticsReport[]> {
  const reports: AnalyticsReport[] = []
  for (const [from, to] of ranges)
    for (const filter of filters)
      reports.push(await server.services.analyticsReports.report({ from, to, ...filter }, 500))
  return reports
}

describe('monthly rollups', () => {
  it('are summed for every month that ended, from the days computed in the database', async () => {
    const months = [4, 3, 2, 1].map((back) => monthStart(back).slice(0, 7))
    const summed = await first.db
      .selectFrom('analyticsRollupMonths')
      .select('month')
      .orderBy('month')
      .execute()
    expect(summed.map((row) => row.month)).toEqual(months)

    // Each month's total is the sum of its days' totals (visitors of a range: the sum of its days).
    for (const back of [4, 3, 2, 1]) {
      const days = await first.services.analytics.repository.series(
        { source: '*', language: '*', page: '*' },
        monthStart(back),
        monthEnd(back),
      )
      const [total] = await first.db
        .selectFrom('analyticsMonthRollups')
        .select(['visitors', 'pageViews'])
        .where('dimension', '=', 'total')
        .where('source', '=', '*')
        .where('language', '=', '*')
        .where('page', '=', '*')
        .where('month', '=', monthStart(back).slice(0, 7))
        .execute()
      expect(total).toEqual({
        visitors: days.reduce((sum, day) => sum + day.visitors, 0),
        pageViews: days.reduce((sum, day) => sum + day.pageViews, 0),
      })
    }
  })

  it('compute each closed day as the day-by-day computation does', async () => {
    const { repository } = first.services.analytics
    const key = (row: { dimension: string; source: string; language: string; page: string; value: string }) =>
      `${row.dimension}|${row.source}|${row.language}|${row.page}|${row.value}`
    for (const day of [dayBack(129), dayBack(64), dayBack(1)]) {
      const expected = rollupsOf(day, await repository.viewsOfDay(day)).sort((a, b) =>
        key(a).localeCompare(key(b)),
      )
      const stored = (
        await first.db.selectFrom('analyticsRollups').selectAll().where('day', '=', day).execute()
      )
        .map((row) => ({ ...row, visitors: Number(row.visitors), pageViews: Number(row.pageViews) }))
        .sort((a, b) => key(a).localeCompare(key(b)))
      expect(stored.length).toBeGreaterThan(1000)
      expect(stored).toEqual(expected)
    }
  })

  it('give every report the figures of the daily rollups alone, over ranges that cut months anywhere', async () => {
    const spans = rollupSpans(
      ranges[0]![0],
      ranges[0]![1],
      await first.db
        .selectFrom('analyticsRollupMonths')
        .select('month')
        .execute()
        .then((rows) => rows.map((row) => row.month)),
    )
    expect(spans.months).toHaveLength(3)
    expect(spans.days).toEqual([
      [ranges[0]![0], monthEnd(4)],
      [monthStart(0), dayBack(0)],
    ])

    const withMonths = await reportsOf(first)
    expect(withMonths[0]!.totals.visitors).toBeGreaterThan(3000)
    expect(withMonths[0]!.pages.length).toBeGreaterThan(100)
    await forgetMonths()
    const daysOnly = await reportsOf(first)
    expect(withMonths).toEqual(daysOnly)
  })

  it('read today from the raw page views as its daily rollups count it, and whole months as their days', async () => {
    const { repository } = first.services.analytics
    // Summed again (the test before forgot them).
    await first.services.analytics.refreshRollups()
    const today = dayBack(0)
    const from = ranges[0]![0]
    const months = await repository.summedMonthsWithin(from, today)
    expect(months).toHaveLength(3)
    const dimensions = [
      'total',
      'page',
      'entry',
      'source',
      'referrer',
      'campaign',
      'device',
      'browser',
      'language',
    ]
    const rollupFilters = [
      { source: '*', language: '*', page: '*' },
      { source: 'search', language: '*', page: '*' },
      { source: '*', language: 'es', page: '*' },
      { source: '*', language: '*', page: '/blog/article-7' },
      { source: 'social', language: '*', page: '/contact' },
      { source: 'direct', language: 'fr', page: '*' },
      { source: '*', language: '*', page: '' },
    ]
    for (const filter of rollupFilters) {
      for (const dimension of dimensions) {
        // The computation before monthly rollups: the daily rows alone, today's computed by the job.
        const daily = await repository.totals(dimension, filter, from, today, 500)
        const read = await repository.totals(dimension, filter, from, today, 500, { months, rawDay: today })
        expect(read, `${dimension} under ${JSON.stringify(filter)}`).toEqual(daily)
      }
      expect(await repository.series(filter, from, today, { rawDay: today })).toEqual(
        await repository.series(filter, from, today),
      )
    }
  })

  it('count a page view of today in the report at once, before any rollup of today is computed again', async () => {
    const today = dayBack(0)
    const before = await first.services.analyticsReports.report({ from: today, to: today }, 500)
    const weekBefore = await first.services.analyticsReports.week()
    await first.services.analytics.repository.writeBatch(
      [
        {
          day: today,
          visitor: 'just-now',
          startedAt: new Date().toISOString(),
          entryPath: '/just-now',
          referrerGroup: 'direct',
          device: 'desktop',
          browser: 'Firefox',
        },
      ],
      [
        {
          day: today,
          visitor: 'just-now',
          viewedAt: new Date().toISOString(),
          path: '/just-now',
          language: 'en',
        },
      ],
    )
    const after = await first.services.analyticsReports.report({ from: today, to: today }, 500)
    expect(after.totals.pageViews).toBe(before.totals.pageViews + 1)
    expect(after.totals.visitors).toBe(before.totals.visitors + 1)
    expect(after.pages).toContainEqual({ value: '/just-now', visitors: 1, pageViews: 1 })
    // The dashboard's "This week" too.
    expect((await first.services.analyticsReports.week()).visitors).toBe(weekBefore.visitors + 1)
    expect(after.series.at(-1)).toEqual({
      day: today,
      visitors: after.totals.visitors,
      pageViews: after.totals.pageViews,
    })
  })

  it('are summed again when a day of a summed month is computed again, and twice count nothing twice', async () => {
    const { analytics } = first.services
    await analytics.refreshRollups()
    const before = await monthRows()
    expect(before.length).toBeGreaterThan(1000)

    // Two instances summing the same months at once (PostgreSQL; SQLite's one process takes turns).
    await forgetMonths()
    const both = [
      () => first.services.analytics.refreshRollups(),
      () => second.services.analytics.refreshRollups(),
    ]
    if (testDialect === 'postgres') await Promise.all(both.map((run) => run()))
    else for (const run of both) await run()
    expect(await monthRows()).toEqual(before)

    // A page view written late for a day of a summed month that had none: the day is computed, the month summed again.
    const late = addDays(monthStart(4), 2)
    const month = late.slice(0, 7)
    const monthFilter = { from: monthStart(4), to: monthEnd(4) }
    const earlier = await first.services.analyticsReports.report(monthFilter, 500)
    await analytics.repository.writeBatch(
      [
        {
          day: late,
          visitor: 'late-visitor',
          startedAt: `${late}T09:00:00.000Z`,
          entryPath: '/late-page',
          referrerGroup: 'direct',
          device: 'desktop',
          browser: 'Firefox',
        },
      ],
      [
        {
          day: late,
          visitor: 'late-visitor',
          viewedAt: `${late}T09:00:00.000Z`,
          path: '/late-page',
          language: 'en',
        },
      ],
    )
    await analytics.refreshRollups()
    expect(await analytics.repository.summedMonthsWithin(monthFilter.from, monthFilter.to)).toEqual([month])
    const later = await first.services.analyticsReports.report(monthFilter, 500)
    expect(later.totals.pageViews).toBe(earlier.totals.pageViews + 1)
    expect(later.pages).toContainEqual({ value: '/late-page', visitors: 1, pageViews: 1 })
    await forgetMonths()
    expect(await first.services.analyticsReports.report(monthFilter, 500)).toEqual(later)
  })

  it('close a backlog of days once when two instances find it at the same time', async () => {
    const days = [40, 39, 38, 37, 36].map(dayBack)
    const rowsOf = () =>
      first.db
        .selectFrom('analyticsRollups')
        .selectAll()
        .where('day', 'in', days)
        .orderBy('day')
        .orderBy('dimension')
        .orderBy('source')
        .orderBy('language')
        .orderBy('page')
        .orderBy('value')
        .execute()
    const daily = await rowsOf()
    const monthly = await monthRows()
    // As if these days had never been computed (a restore of the raw rows, say).
    await first.db.deleteFrom('analyticsRollups').where('day', 'in', days).execute()
    await first.db.updateTable('analyticsRollupDays').set({ closed: 0 }).where('day', 'in', days).execute()

    const both = [
      () => first.services.analytics.refreshRollups(),
      () => second.services.analytics.refreshRollups(),
    ]
    if (testDialect === 'postgres') await Promise.all(both.map((run) => run()))
    else for (const run of both) await run()
    expect(await rowsOf()).toEqual(daily)
    expect(await monthRows()).toEqual(monthly)
  })
})
