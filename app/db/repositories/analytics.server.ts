import type { Insertable, Kysely } from 'kysely'
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

export function analyticsRepository(db: Kysely<Database>) {
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
        await lockForTransaction(trx, [`analytics-rollup:${day}`])
        await trx.deleteFrom('analyticsRollups').where('day', '=', day).execute()
        for (const part of chunks(rows)) await trx.insertInto('analyticsRollups').values(part).execute()
        await trx
          .insertInto('analyticsRollupDays')
          .values({ day, computedAt, closed: closed ? 1 : 0 })
          .onConflict((oc) => oc.column('day').doUpdateSet({ computedAt, closed: closed ? 1 : 0 }))
          .execute()
      })
    },

    async rollupDay(day: string) {
      return db.selectFrom('analyticsRollupDays').selectAll().where('day', '=', day).executeTakeFirst()
    },

    /** Raw rows older than the retention are deleted; their rollups and the goals stay. */
    async purgeBefore(day: string): Promise<void> {
      await db.deleteFrom('analyticsPageViews').where('day', '<', day).execute()
      await db.deleteFrom('analyticsVisits').where('day', '<', day).execute()
    },

    /** One dimension's values under the filters over [from, to], most visitors first. */
    async totals(dimension: string, filter: RollupFilter, from: string, to: string, limit: number) {
      const rows = await db
        .selectFrom('analyticsRollups')
        .select(({ fn }) => [
          'value',
          fn.sum<number>('visitors').as('visitors'),
          fn.sum<number>('pageViews').as('pageViews'),
        ])
        .where('dimension', '=', dimension)
        .where('source', '=', filter.source)
        .where('language', '=', filter.language)
        .where('page', '=', filter.page)
        .where('day', '>=', from)
        .where('day', '<=', to)
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

    /** Visitors and page views per day under the filters over [from, to]. */
    async series(filter: RollupFilter, from: string, to: string) {
      const rows = await db
        .selectFrom('analyticsRollups')
        .select(['day', 'visitors', 'pageViews'])
        .where('dimension', '=', 'total')
        .where('source', '=', filter.source)
        .where('language', '=', filter.language)
        .where('page', '=', filter.page)
        .where('day', '>=', from)
        .where('day', '<=', to)
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
