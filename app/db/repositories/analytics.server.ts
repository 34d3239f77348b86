import { type AliasableExpression, type Insertable, type Kysely, type SelectQueryBuilder, sql } from 'kysely'
import { lockForTransaction, toCount } from '../dialect.server.ts'
import type {
  AnalyticsGoalRow,
  AnalyticsRollupTable,
  AnalyticsVisitTable,
  Database,
  NewAnalyticsGoal,
  NewAnalyticsPageView,
} from '../schema.ts'

/** The filters every report takes; '*' means any. */
export type RollupFilter = { source: string; language: string; page: string }

/** A page view with the visit it belongs to: what a day's rollups are computed from. */
export type ViewOfVisit = {
  visitor: string
  path: string
  language: string
  entryPath: string
  referrerGroup: string
  referrerHost: string | null
  utmCampaign: string | null
  device: string
  browser: string
}

/** Rows per INSERT: well under SQLite's and PostgreSQL's limits on bound values. */
const chunk = 400

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = []
  for (let at = 0; at < rows.length; at += chunk) out.push(rows.slice(at, at + chunk))
  return out
}

const dayMs = 86_400_000
const dayAt = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const monthPattern = /^\d{4}-\d{2}$/

/** The first and last day of a UTC month (`YYYY-MM`). */
export function daysOfMonth(month: string): [string, string] {
  const first = Date.parse(`${month}-01T00:00:00Z`)
  const next = new Date(first)
  next.setUTCMonth(next.getUTCMonth() + 1)
  return [`${month}-01`, dayAt(next.getTime() - dayMs)]
}

/**
 * Where a report over [from, to] reads its rows: the whole months among `months` (those with monthly
 * rollups) from the monthly rows, `rawDay` (today, when in the range) from the raw page views, and the
 * other days from the daily rows.
 */
export function rollupSpans(from: string, to: string, months: readonly string[], rawDay?: string) {
  const raw = rawDay !== undefined && rawDay >= from && rawDay <= to ? rawDay : undefined
  const whole = [...new Set(months)]
    .filter((month) => monthPattern.test(month))
    .sort()
    .filter((month) => {
      const [first, last] = daysOfMonth(month)
      return first >= from && last <= to && !(raw && raw >= first && raw <= last)
    })
  const covered: [string, string][] = whole.map(daysOfMonth)
  if (raw) covered.push([raw, raw])
  covered.sort((a, b) => a[0].localeCompare(b[0]))
  const days: [string, string][] = []
  let cursor = from
  for (const [first, last] of covered) {
    if (cursor < first) days.push([cursor, dayAt(Date.parse(`${first}T00:00:00Z`) - dayMs)])
    cursor = dayAt(Date.parse(`${last}T00:00:00Z`) + dayMs)
  }
  if (cursor <= to) days.push([cursor, to])
  return { months: whole, days, raw }
}

/** The rows every part of a report's union gives, whichever table it reads. */
type ValueCell = { value: string; visitors: number; pageViews: number }
type DayCell = { day: string; visitors: number; pageViews: number }

/** What a report reads besides the daily rollups: summed months, and the day (today) read raw. */
export type RollupSources = { months?: readonly string[]; rawDay?: string }

/**
 * The rollup cells a page view counts in, as `rollupsOf` (services/analytics) computes them in the
 * process: each dimension's value (null: taken from a column; '' for the total), and the combinations
 * of filters (source, language, page: the page view's own value, or '*') each dimension is kept under.
 * What a filter fixes is not stored again: a page row has no language, and under a page filter the
 * page and language dimensions hold one value, under a source filter the source dimension.
 */
const rollupDimensions: { dimension: string; column: string | null; optional?: boolean }[] = [
  { dimension: 'total', column: null },
  { dimension: 'page', column: 'v.path' },
  { dimension: 'entry', column: 's.entryPath' },
  { dimension: 'source', column: 's.referrerGroup' },
  { dimension: 'device', column: 's.device' },
  { dimension: 'browser', column: 's.browser' },
  { dimension: 'language', column: 'v.language' },
  { dimension: 'referrer', column: 's.referrerHost', optional: true },
  { dimension: 'campaign', column: 's.utmCampaign', optional: true },
]
const filterCombinations = [
  { source: false, language: false, page: false },
  { source: false, language: false, page: true },
  { source: false, language: true, page: false },
  { source: true, language: false, page: false },
  { source: true, language: false, page: true },
  { source: true, language: true, page: false },
]
function keptUnder(dimension: string, filters: (typeof filterCombinations)[number]): boolean {
  if (dimension === 'page') return !filters.page
  if (dimension === 'language') return !filters.language && !filters.page
  if (dimension === 'source') return !filters.source
  return true
}

/** Whether rollups hold a dimension under these filters (what `rawCells` must then count too). */
function storedUnder(dimension: string, filter: RollupFilter): boolean {
  const filters = {
    source: filter.source !== '*',
    language: filter.language !== '*',
    page: filter.page !== '*',
  }
  return !(filters.language && filters.page) && keptUnder(dimension, filters)
}

const rollupColumns = [
  'dimension',
  'source',
  'language',
  'page',
  'day',
  'value',
  'visitors',
  'pageViews',
] as const

export function analyticsRepository(db: Kysely<Database>) {
  /**
   * One day's cells of a dimension ('day': the day's total) under the filters, counted from the raw
   * page views as rollupsOf counts them: what the report reads for today, whose rollups a later page
   * view makes old.
   */
  function rawCells(dimension: string, filter: RollupFilter, day: string) {
    const cell = rollupDimensions.find((entry) => entry.dimension === dimension)
    const column = cell?.column ?? null
    const value: AliasableExpression<string> = column ? sql.ref<string>(column) : sql.lit('')
    return (
      db
        .selectFrom('analyticsPageViews as v')
        .innerJoin('analyticsVisits as s', (join) =>
          join.onRef('s.day', '=', 'v.day').onRef('s.visitor', '=', 'v.visitor'),
        )
        .select([
          (dimension === 'day' ? sql.ref<string>('v.day') : value).as(dimension === 'day' ? 'day' : 'value'),
          sql<number>`count(distinct ${sql.ref('v.visitor')})`.as('visitors'),
          sql<number>`count(*)`.as('pageViews'),
        ])
        .where('v.day', '=', day)
        .$if(filter.source !== '*', (query) => query.where('s.referrerGroup', '=', filter.source))
        .$if(filter.language !== '*', (query) => query.where('v.language', '=', filter.language))
        .$if(filter.page !== '*', (query) => query.where('v.path', '=', filter.page))
        .$if(cell?.optional === true, (query) => query.where(value, 'is not', null).where(value, '<>', ''))
        // Grouped by the day too, so a day without page views gives no row (as no rollup row).
        .groupBy(column ? [sql.ref<string>('v.day'), value] : [sql.ref<string>('v.day')])
    )
  }

  return {
    /** The day's secret, made by whichever instance asks first; every instance then reads the same one. */
    async saltOf(day: string, fresh: string): Promise<string> {
      await db
        .insertInto('analyticsSalts')
        .values({ day, secret: fresh })
        .onConflict((oc) => oc.column('day').doNothing())
        .execute()
      const row = await db
        .selectFrom('analyticsSalts')
        .select('secret')
        .where('day', '=', day)
        .executeTakeFirstOrThrow()
      return row.secret
    },

    /** Forgets the secrets of the days before `day`: their hashes can never be made again. */
    async dropSaltsBefore(day: string): Promise<void> {
      await db.deleteFrom('analyticsSalts').where('day', '<', day).execute()
    },

    /** A batch of page views and the visits they start, in one transaction. A known visit is kept as it was. */
    async writeBatch(
      visits: Insertable<AnalyticsVisitTable>[],
      views: NewAnalyticsPageView[],
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const rows of chunks(visits))
          await trx
            .insertInto('analyticsVisits')
            .values(rows)
            .onConflict((oc) => oc.columns(['day', 'visitor']).doNothing())
            .execute()
        for (const rows of chunks(views)) await trx.insertInto('analyticsPageViews').values(rows).execute()
      })
    },

    visit(day: string, visitor: string) {
      return db
        .selectFrom('analyticsVisits')
        .selectAll()
        .where('day', '=', day)
        .where('visitor', '=', visitor)
        .executeTakeFirst()
    },

    async pathsOfVisit(day: string, visitor: string): Promise<string[]> {
      const rows = await db
        .selectFrom('analyticsPageViews')
        .select('path')
        .where('day', '=', day)
        .where('visitor', '=', visitor)
        .orderBy('id')
        .execute()
      return rows.map((row) => row.path)
    },

    viewsOfDay(day: string): Promise<ViewOfVisit[]> {
      return db
        .selectFrom('analyticsPageViews as v')
        .innerJoin('analyticsVisits as s', (join) =>
          join.onRef('s.day', '=', 'v.day').onRef('s.visitor', '=', 'v.visitor'),
        )
        .select([
          'v.visitor',
          'v.path',
          'v.language',
          's.entryPath',
          's.referrerGroup',
          's.referrerHost',
          's.utmCampaign',
          's.device',
          's.browser',
        ])
        .where('v.day', '=', day)
        .execute()
    },

    /** Days with raw page views whose rollups were never computed after the day ended. */
    async openDays(): Promise<string[]> {
      const rows = await db
        .selectFrom('analyticsPageViews')
        .select('day')
        .distinct()
        .where('day', 'not in', db.selectFrom('analyticsRollupDays').select('day').where('closed', '=', 1))
        .orderBy('day')
        .execute()
      return rows.map((row) => row.day)
    },

    /**
     * Replaces a day's rollups with `rows`, computed from its raw rows. Instances computing the same
     * day wait for each other, and the rows are the same whoever computes them: nothing is counted twice.
     */
    async replaceDay(day: string, rows: AnalyticsRollupTable[], computedAt: string, closed: boolean) {
      await db.transaction().execute(async (trx) => {
        const month = day.slice(0, 7)
        await lockForTransaction(trx, [`analytics-rollup:${day}`, `analytics-rollup-month:${month}`])
        // A month summed before this day changed is summed again by the next run (reports read its days until then).
        await trx.deleteFrom('analyticsRollupMonths').where('month', '=', month).execute()
        await trx.deleteFrom('analyticsRollups').where('day', '=', day).execute()
        for (const part of chunks(rows)) await trx.insertInto('analyticsRollups').values(part).execute()
        await trx
          .insertInto('analyticsRollupDays')
          .values({ day, computedAt, closed: closed ? 1 : 0 })
          .onConflict((oc) => oc.column('day').doUpdateSet({ computedAt, closed: closed ? 1 : 0 }))
          .execute()
      })
    },

    /**
     * Replaces the rollups of several days at once and closes them, computed in the database with one
     * grouped INSERT … SELECT per dimension and combination of filters over all the days (the rows
     * `rollupsOf` would compute from the same raw rows: tests/integration/analytics-month-rollups.test.ts
     * compares them). For a backlog of days (a first start, a restore, the bench's seeded year), where
     * computing day by day in the process spends its time inserting rows one day at a time.
     */
    async replaceDays(waiting: string[], computedAt: string): Promise<void> {
      if (waiting.length === 0) return
      const months = [...new Set(waiting.map((day) => day.slice(0, 7)))]
      await db.transaction().execute(async (trx) => {
        await lockForTransaction(trx, [
          ...waiting.map((day) => `analytics-rollup:${day}`),
          ...months.map((month) => `analytics-rollup-month:${month}`),
        ])
        // Another instance that held the locks first may have closed them: not computed twice.
        const closed = await trx
          .selectFrom('analyticsRollupDays')
          .select('day')
          .where('day', 'in', waiting)
          .where('closed', '=', 1)
          .execute()
        const done = new Set(closed.map((row) => row.day))
        const days = waiting.filter((day) => !done.has(day))
        if (days.length === 0) return
        const changed = [...new Set(days.map((day) => day.slice(0, 7)))]
        await trx.deleteFrom('analyticsRollupMonths').where('month', 'in', changed).execute()
        await trx.deleteFrom('analyticsRollups').where('day', 'in', days).execute()
        for (const filters of filterCombinations)
          for (const { dimension, column, optional } of rollupDimensions) {
            if (!keptUnder(dimension, filters)) continue
            const value: AliasableExpression<string> = column ? sql.ref<string>(column) : sql.lit('')
            const source: AliasableExpression<string> = filters.source
              ? sql.ref('s.referrerGroup')
              : sql.lit('*')
            const language: AliasableExpression<string> = filters.language
              ? sql.ref('v.language')
              : sql.lit('*')
            const page: AliasableExpression<string> = filters.page ? sql.ref('v.path') : sql.lit('*')
            // The constant '*' and '' are not grouped by.
            const grouped: AliasableExpression<string>[] = [
              ...(filters.source ? [source] : []),
              ...(filters.language ? [language] : []),
              ...(filters.page ? [page] : []),
              sql.ref<string>('v.day'),
              ...(column ? [value] : []),
            ]
            await trx
              .insertInto('analyticsRollups')
              .columns(rollupColumns)
              .expression(
                trx
                  .selectFrom('analyticsPageViews as v')
                  .innerJoin('analyticsVisits as s', (join) =>
                    join.onRef('s.day', '=', 'v.day').onRef('s.visitor', '=', 'v.visitor'),
                  )
                  .select(({ fn }) => [
                    sql.lit(dimension).as('dimension'),
                    source.as('source'),
                    language.as('language'),
                    page.as('page'),
                    'v.day',
                    value.as('value'),
                    fn.count('v.visitor').distinct().as('visitors'),
                    fn.countAll().as('pageViews'),
                  ])
                  .where('v.day', 'in', days)
                  .$if(optional === true, (query) =>
                    query.where(value, 'is not', null).where(value, '<>', ''),
                  )
                  .groupBy(grouped)
                  // In the primary key's order: the rows go in at the end of its index, not all over it.
                  .$call((query) =>
                    grouped.reduce((ordered, expression) => ordered.orderBy(expression), query),
                  ),
              )
              .execute()
          }
        await trx
          .insertInto('analyticsRollupDays')
          .values(days.map((day) => ({ day, computedAt, closed: 1 })))
          .onConflict((oc) =>
            oc.column('day').doUpdateSet((eb) => ({
              computedAt: eb.ref('excluded.computedAt'),
              closed: eb.ref('excluded.closed'),
            })),
          )
          .execute()
      })
    },

    /** Months that ended before `beforeDay` whose days have rollups, and that have no monthly rollups yet. */
    async monthsToSum(beforeDay: string): Promise<string[]> {
      const month = sql<string>`substr(day, 1, 7)`
      const rows = await db
        .selectFrom('analyticsRollupDays')
        .select(month.as('month'))
        .distinct()
        .where('day', '<', beforeDay)
        .where(month, 'not in', db.selectFrom('analyticsRollupMonths').select('month'))
        .orderBy('month')
        .execute()
      return rows.map((row) => row.month).filter((value) => monthPattern.test(value))
    },

    /**
     * Replaces a month's rollups with the sums of its daily rows, in one INSERT … SELECT. Instances
     * summing the same month wait for each other (as for a day), and write the same rows.
     */
    async replaceMonth(month: string, computedAt: string): Promise<void> {
      if (!monthPattern.test(month)) throw new Error(`not a month: ${month}`)
      const [first, last] = daysOfMonth(month)
      await db.transaction().execute(async (trx) => {
        await lockForTransaction(trx, [`analytics-rollup-month:${month}`])
        await trx.deleteFrom('analyticsMonthRollups').where('month', '=', month).execute()
        await trx
          .insertInto('analyticsMonthRollups')
          .columns(['dimension', 'source', 'language', 'page', 'month', 'value', 'visitors', 'pageViews'])
          .expression(
            trx
              .selectFrom('analyticsRollups')
              .select(({ fn }) => [
                'dimension',
                'source',
                'language',
                'page',
                sql<string>`cast(${month} as text)`.as('month'),
                'value',
                fn.sum<number>('visitors').as('visitors'),
                fn.sum<number>('pageViews').as('pageViews'),
              ])
              .where('day', '>=', first)
              .where('day', '<=', last)
              .groupBy(['dimension', 'source', 'language', 'page', 'value'])
              .orderBy('dimension')
              .orderBy('source')
              .orderBy('language')
              .orderBy('page')
              .orderBy('value'),
          )
          .execute()
        await trx
          .insertInto('analyticsRollupMonths')
          .values({ month, computedAt })
          .onConflict((oc) => oc.column('month').doUpdateSet({ computedAt }))
          .execute()
      })
    },

    /** The months with monthly rollups that lie whole within [from, to]. */
    async summedMonthsWithin(from: string, to: string): Promise<string[]> {
      const rows = await db
        .selectFrom('analyticsRollupMonths')
        .select('month')
        .where('month', '>=', from.slice(0, 7))
        .where('month', '<=', to.slice(0, 7))
        .orderBy('month')
        .execute()
      return rollupSpans(
        from,
        to,
        rows.map((row) => row.month),
      ).months
    },

    async rollupDay(day: string) {
      return db.selectFrom('analyticsRollupDays').selectAll().where('day', '=', day).executeTakeFirst()
    },

    /** Raw rows older than the retention are deleted; their rollups and the goals stay. */
    async purgeBefore(day: string): Promise<void> {
      await db.deleteFrom('analyticsPageViews').where('day', '<', day).execute()
      await db.deleteFrom('analyticsVisits').where('day', '<', day).execute()
    },

    /**
     * One dimension's values under the filters over [from, to], most visitors first: the whole months
     * among `months` (see summedMonthsWithin) read from the monthly rollups, the other days from the
     * daily ones. Both hold the sums of the same daily rows, so the figures are the same either way.
     */
    async totals(
      dimension: string,
      filter: RollupFilter,
      from: string,
      to: string,
      limit: number,
      sources: RollupSources = {},
    ) {
      const spans = rollupSpans(from, to, sources.months ?? [], sources.rawDay)
      const parts = [
        ...spans.days.map(([first, last]) =>
          db
            .selectFrom('analyticsRollups')
            .select(['value', 'visitors', 'pageViews'])
            .where('dimension', '=', dimension)
            .where('source', '=', filter.source)
            .where('language', '=', filter.language)
            .where('page', '=', filter.page)
            .where('day', '>=', first)
            .where('day', '<=', last),
        ),
        ...(spans.months.length > 0
          ? [
              db
                .selectFrom('analyticsMonthRollups')
                .select(['value', 'visitors', 'pageViews'])
                .where('dimension', '=', dimension)
                .where('source', '=', filter.source)
                .where('language', '=', filter.language)
                .where('page', '=', filter.page)
                .where('month', 'in', spans.months),
            ]
          : []),
        ...(spans.raw && storedUnder(dimension, filter) ? [rawCells(dimension, filter, spans.raw)] : []),
      ] as unknown as SelectQueryBuilder<Database, 'analyticsRollups', ValueCell>[]
      const [head, ...rest] = parts
      if (!head) return []
      const rows = await db
        .selectFrom(rest.reduce((union, part) => union.unionAll(part), head).as('r'))
        .select(({ fn }) => [
          'value',
          fn.sum<number>('visitors').as('visitors'),
          fn.sum<number>('pageViews').as('pageViews'),
        ])
        .groupBy('value')
        .orderBy('visitors', 'desc')
        .orderBy('value')
        .limit(limit)
        .execute()
      return rows.map((row) => ({
        value: row.value,
        visitors: toCount(row.visitors),
        pageViews: toCount(row.pageViews),
      }))
    },

    /** Visitors and page views per day under the filters over [from, to]; `rawDay` (today) read raw. */
    async series(
      filter: RollupFilter,
      from: string,
      to: string,
      sources: Pick<RollupSources, 'rawDay'> = {},
    ) {
      const spans = rollupSpans(from, to, [], sources.rawDay)
      const parts = [
        ...spans.days.map(([first, last]) =>
          db
            .selectFrom('analyticsRollups')
            .select(['day', 'visitors', 'pageViews'])
            .where('dimension', '=', 'total')
            .where('source', '=', filter.source)
            .where('language', '=', filter.language)
            .where('page', '=', filter.page)
            .where('day', '>=', first)
            .where('day', '<=', last),
        ),
        ...(spans.raw && storedUnder('total', filter) ? [rawCells('day', filter, spans.raw)] : []),
      ] as unknown as SelectQueryBuilder<Database, 'analyticsRollups', DayCell>[]
      const [head, ...rest] = parts
      if (!head) return []
      const rows = await db
        .selectFrom(rest.reduce((union, part) => union.unionAll(part), head).as('r'))
        .selectAll()
        .orderBy('day')
        .execute()
      return rows.map((row) => ({
        day: row.day,
        visitors: toCount(row.visitors),
        pageViews: toCount(row.pageViews),
      }))
    },

    async visitorsSince(since: string): Promise<number> {
      const row = await db
        .selectFrom('analyticsPageViews')
        .select(({ fn }) => fn.count<number>('visitor').distinct().as('visitors'))
        .where('viewedAt', '>=', since)
        .executeTakeFirst()
      return toCount(row?.visitors)
    },

    async insertGoal(goal: NewAnalyticsGoal): Promise<void> {
      await db.insertInto('analyticsGoals').values(goal).execute()
    },

    goalsBetween(from: string, to: string): Promise<AnalyticsGoalRow[]> {
      return db
        .selectFrom('analyticsGoals')
        .selectAll()
        .where('day', '>=', from)
        .where('day', '<=', to)
        .orderBy('id')
        .execute()
    },

    goalsOfLead(leadKind: string, leadId: string): Promise<AnalyticsGoalRow[]> {
      return db
        .selectFrom('analyticsGoals')
        .selectAll()
        .where('leadKind', '=', leadKind)
        .where('leadId', '=', leadId)
        .orderBy('id')
        .execute()
    },

    async goalOfLeadExists(kind: string, leadKind: string, leadId: string): Promise<boolean> {
      const row = await db
        .selectFrom('analyticsGoals')
        .select('id')
        .where('kind', '=', kind)
        .where('leadKind', '=', leadKind)
        .where('leadId', '=', leadId)
        .executeTakeFirst()
      return row !== undefined
    },

    /** The order's visit, remembered when its payment was started. */
    async rememberOrderVisit(orderId: string, visitDay: string, visitor: string): Promise<void> {
      await db.updateTable('orders').set({ visitDay, visitor }).where('id', '=', orderId).execute()
    },

    orderVisit(orderId: string) {
      return db
        .selectFrom('orders')
        .select(['visitDay', 'visitor', 'amountCents', 'currency', 'status'])
        .where('id', '=', orderId)
        .executeTakeFirst()
    },
  }
}

export type AnalyticsRepository = ReturnType<typeof analyticsRepository>
