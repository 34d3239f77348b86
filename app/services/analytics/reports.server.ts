import { languageOfPath, unlocalizedPath } from '~/i18n/config.ts'
import { toCsv } from '~/lib/csv.ts'
import type { AnalyticsFilterInput } from '~/schemas/analytics.ts'
import { ValidationError } from '../errors.ts'
import { type Analytics, dayOf, visitSummaryOf } from './analytics.server.ts'

export type AnalyticsRange = { from: string; to: string }
export type AnalyticsFilter = AnalyticsRange & { source?: string; page?: string; language?: string }

export type DimensionRow = { value: string; visitors: number; pageViews: number }
export type ClientRow = {
  value: string
  visitors: number
  conversions: number
  rate: number | null
  revenueCents: number
}
export type GoalRow = { kind: string; conversions: number; revenueCents: number }
export type ArticleRow = { value: string; leads: number }

/** Every table of the Analytics page, by the name its CSV export takes. */
export const analyticsTables = [
  'pages',
  'entries',
  'sources',
  'referrers',
  'campaigns',
  'devices',
  'browsers',
  'languages',
  'goals',
  'clientsBySource',
  'clientsByCampaign',
  'clientsByLanding',
  'articles',
] as const
export type AnalyticsTable = (typeof analyticsTables)[number]

const dimensionOfTable = {
  pages: 'page',
  entries: 'entry',
  sources: 'source',
  referrers: 'referrer',
  campaigns: 'campaign',
  devices: 'device',
  browsers: 'browser',
  languages: 'language',
} as const

export type AnalyticsReport = {
  filter: AnalyticsFilter
  previous: AnalyticsRange
  series: { day: string; visitors: number; pageViews: number }[]
  previousSeries: { day: string; visitors: number; pageViews: number }[]
  totals: { visitors: number; pageViews: number; previousVisitors: number; previousPageViews: number }
  visitorsNow: number
  conversions: number
  revenueCents: number
  currency: string
} & Record<keyof typeof dimensionOfTable, DimensionRow[]> & {
    goals: GoalRow[]
    clientsBySource: ClientRow[]
    clientsByCampaign: ClientRow[]
    clientsByLanding: ClientRow[]
    articles: ArticleRow[]
  }

/** Values read per dimension (what brings clients joins goals to them); the page shows the first `shown`. */
const readLimit = 500
const shownOnPage = 10
const dayMs = 86_400_000

function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += dayMs)
    days.push(dayOf(new Date(at)))
  return days
}

/** The filters as given, with a range of the last 30 days by default and at most two years. */
export function analyticsFilterOf(input: AnalyticsFilterInput, now: Date): AnalyticsFilter {
  const today = dayOf(now)
  const to = input.to && input.to <= today ? input.to : today
  const defaultFrom = dayOf(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * dayMs))
  let from = input.from && input.from <= to ? input.from : defaultFrom
  const earliest = dayOf(new Date(Date.parse(`${to}T00:00:00Z`) - 730 * dayMs))
  if (from < earliest) from = earliest
  return {
    from,
    to,
    source: input.source || undefined,
    page: input.page || undefined,
    language: input.language || undefined,
  }
}

/** The period of the same length just before. */
function previousRange({ from, to }: AnalyticsRange): AnalyticsRange {
  const length = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs + 1
  return {
    from: dayOf(new Date(Date.parse(`${from}T00:00:00Z`) - length * dayMs)),
    to: dayOf(new Date(Date.parse(`${from}T00:00:00Z`) - dayMs)),
  }
}

function rate(conversions: number, visitors: number): number | null {
  return visitors > 0 ? Math.round((conversions / visitors) * 1000) / 10 : null
}

/** The owner's Analytics page: every panel read from the rollups (and the goals), under the same filters. */
export function createAnalyticsReports(analytics: Analytics, now: () => Date = () => new Date()) {
  const repository = analytics.repository

  async function report(filter: AnalyticsFilter, shown = shownOnPage): Promise<AnalyticsReport> {
    // Today is read from the raw page views (this process's waiting ones written first): exact, and
    // nothing is written while the owner waits.
    await analytics.flush()
    const today = dayOf(now())
    // Page rows are stored under language '*' (the path says the language); a page in another
    // language than the one asked for matches nothing.
    const pageLanguage = filter.page ? languageOfPath(filter.page) : undefined
    const rollupFilter = {
      source: filter.source ?? '*',
      language: filter.page ? '*' : (filter.language ?? '*'),
      page:
        filter.page && (!filter.language || filter.language === pageLanguage)
          ? filter.page
          : filter.page
            ? ''
            : '*',
    }
    /** The value a filter fixes for a dimension, whose rollups are then the totals (not stored twice). */
    const fixedBy: Record<string, string | undefined> = {
      page: filter.page,
      language: filter.language ?? pageLanguage,
      source: filter.source,
    }
    const previous = previousRange(filter)
    // Whole months with monthly rollups are read from them, today from the raw page views, the other
    // days from the daily rollups.
    const readFrom = { months: await repository.summedMonthsWithin(filter.from, filter.to), rawDay: today }
    const totals = async (dimension: string) => {
      const fixed = fixedBy[dimension]
      if (fixed === undefined)
        return repository.totals(dimension, rollupFilter, filter.from, filter.to, readLimit, readFrom)
      const rows = await repository.totals('total', rollupFilter, filter.from, filter.to, 1, readFrom)
      return rows.map((row) => ({ ...row, value: fixed }))
    }
    const dimensionTables = Object.keys(dimensionOfTable) as (keyof typeof dimensionOfTable)[]
    const [series, previousSeries, ...tableRows] = await Promise.all([
      repository.series(rollupFilter, filter.from, filter.to, readFrom),
      repository.series(rollupFilter, previous.from, previous.to, readFrom),
      ...dimensionTables.map((name) => totals(dimensionOfTable[name])),
    ])
    const tables = Object.fromEntries(
      dimensionTables.map((name, index) => [name, tableRows[index] ?? []]),
    ) as Record<keyof typeof dimensionOfTable, DimensionRow[]>
    const { sources, campaigns, entries } = tables
    const visitorsNow = await repository.visitorsSince(new Date(now().getTime() - 5 * 60_000).toISOString())

    const goals = (await repository.goalsBetween(filter.from, filter.to)).filter((goal) => {
      const visit = visitSummaryOf(goal)
      return (
        (!filter.source || goal.referrerGroup === filter.source) &&
        (!filter.language || goal.language === filter.language) &&
        (!filter.page || visit.pages.includes(filter.page))
      )
    })
    const byKind = new Map<string, GoalRow>()
    for (const goal of goals) {
      const row = byKind.get(goal.kind) ?? { kind: goal.kind, conversions: 0, revenueCents: 0 }
      row.conversions += 1
      row.revenueCents += goal.amountCents ?? 0
      byKind.set(goal.kind, row)
    }

    const clients = (visitors: DimensionRow[], keyOf: (goal: (typeof goals)[number]) => string | null) => {
      const rows = new Map<string, ClientRow>()
      for (const { value, visitors: count } of visitors)
        rows.set(value, { value, visitors: count, conversions: 0, rate: null, revenueCents: 0 })
      for (const goal of goals) {
        const key = keyOf(goal)
        if (!key) continue
        const row = rows.get(key) ?? { value: key, visitors: 0, conversions: 0, rate: null, revenueCents: 0 }
        row.conversions += 1
        row.revenueCents += goal.amountCents ?? 0
        rows.set(key, row)
      }
      return [...rows.values()]
        .map((row) => ({ ...row, rate: rate(row.conversions, row.visitors) }))
        .sort(
          (a, b) =>
            b.conversions - a.conversions || b.visitors - a.visitors || a.value.localeCompare(b.value),
        )
        .slice(0, shown)
    }

    const articleLeads = new Map<string, number>()
    for (const goal of goals) {
      if (!goal.leadId) continue
      for (const page of visitSummaryOf(goal).pages)
        if (unlocalizedPath(page).startsWith('/blog/'))
          articleLeads.set(page, (articleLeads.get(page) ?? 0) + 1)
    }

    const sum = (rows: { visitors: number; pageViews: number }[]) =>
      rows.reduce(
        (total, row) => ({
          visitors: total.visitors + row.visitors,
          pageViews: total.pageViews + row.pageViews,
        }),
        {
          visitors: 0,
          pageViews: 0,
        },
      )
    const current = sum(series)
    const before = sum(previousSeries)
    const byDay = (rows: typeof series, days: string[]) => {
      const known = new Map(rows.map((row) => [row.day, row]))
      return days.map((day) => known.get(day) ?? { day, visitors: 0, pageViews: 0 })
    }
    const goalRows = [...byKind.values()].sort((a, b) => b.conversions - a.conversions)
    return {
      filter,
      previous,
      series: byDay(series, daysBetween(filter.from, filter.to)),
      previousSeries: byDay(previousSeries, daysBetween(previous.from, previous.to)),
      totals: {
        visitors: current.visitors,
        pageViews: current.pageViews,
        previousVisitors: before.visitors,
        previousPageViews: before.pageViews,
      },
      visitorsNow,
      conversions: goals.length,
      revenueCents: goalRows.reduce((total, row) => total + row.revenueCents, 0),
      currency: goals.find((goal) => goal.currency)?.currency ?? 'usd',
      ...(Object.fromEntries(
        Object.entries(tables).map(([name, rows]) => [name, rows.slice(0, shown)]),
      ) as typeof tables),
      goals: goalRows,
      clientsBySource: clients(sources, (goal) => goal.referrerGroup),
      clientsByCampaign: clients(campaigns, (goal) => goal.utmCampaign),
      clientsByLanding: clients(entries, (goal) => goal.entryPath),
      articles: [...articleLeads.entries()]
        .map(([value, leads]) => ({ value, leads }))
        .sort((a, b) => b.leads - a.leads || a.value.localeCompare(b.value))
        .slice(0, shown),
    }
  }

  return {
    report,

    /** One table of the report as CSV, under the same filters. */
    async csv(table: string, filter: AnalyticsFilter): Promise<string> {
      if (!(analyticsTables as readonly string[]).includes(table))
        throw new ValidationError(`table must be one of ${analyticsTables.join(', ')}`)
      const data = await report(filter, readLimit)
      const name = table as AnalyticsTable
      if (name === 'goals')
        return toCsv(
          ['goal', 'conversions', 'revenue'],
          data.goals.map((row) => [row.kind, row.conversions, (row.revenueCents / 100).toFixed(2)]),
        )
      if (name === 'articles')
        return toCsv(
          ['article', 'leads'],
          data.articles.map((row) => [row.value, row.leads]),
        )
      if (name === 'clientsBySource' || name === 'clientsByCampaign' || name === 'clientsByLanding')
        return toCsv(
          ['value', 'visitors', 'conversions', 'conversion rate (%)', 'revenue'],
          data[name].map((row) => [
            row.value,
            row.visitors,
            row.conversions,
            row.rate,
            (row.revenueCents / 100).toFixed(2),
          ]),
        )
      return toCsv(
        [dimensionOfTable[name], 'visitors', 'page views'],
        data[name].map((row) => [row.value, row.visitors, row.pageViews]),
      )
    },

    /** This week's (Monday to today) visitors, leads and conversion rate, for the dashboard. */
    async week(): Promise<{ visitors: number; conversions: number; rate: number | null }> {
      const today = now()
      const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * dayMs)
      const from = dayOf(monday)
      const to = dayOf(today)
      await analytics.flush()
      const series = await repository.series({ source: '*', language: '*', page: '*' }, from, to, {
        rawDay: to,
      })
      const visitors = series.reduce((total, row) => total + row.visitors, 0)
      const conversions = (await repository.goalsBetween(from, to)).length
      return { visitors, conversions, rate: rate(conversions, visitors) }
    },
  }
}

export type AnalyticsReports = ReturnType<typeof createAnalyticsReports>
