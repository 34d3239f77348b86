import { Form } from 'react-router'
import { AnalyticsTable } from '~/components/admin/analytics/analytics-table.tsx'
import { goalLabels, languageLabels, sourceLabels } from '~/components/admin/analytics/labels.ts'
import { VisitorsChart } from '~/components/admin/analytics/visitors-chart.tsx'
import { WeeklyEmailSetting } from '~/components/admin/analytics/weekly-email-setting.tsx'
import { adminMeta } from '~/components/admin/shell/admin-meta.ts'
import { AdminPageHeader } from '~/components/admin/shell/admin-page-header.tsx'
import { useAdminLanguage } from '~/components/admin/use-admin-language.ts'
import { inputClasses } from '~/components/contact/form-field.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { languageFromCookieHeader, supportedLanguages } from '~/i18n/config.ts'
import { adminFailure } from '~/lib/admin-action.server.ts'
import { retryAfterHeaders } from '~/lib/admin-action.ts'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import { formatUsdCents } from '~/lib/money.ts'
import { siteContext } from '~/lib/site-context.ts'
import { analyticsFilterSchema, weeklyEmailSettingSchema } from '~/schemas/analytics.ts'
import { parseInput } from '~/schemas/parse.ts'
import type { AnalyticsFilter, ClientRow, DimensionRow } from '~/services/analytics/reports.server.ts'
import { analyticsFilterOf } from '~/services/analytics/reports.server.ts'
import { zoneLabel } from '~/services/booking/zones.server.ts'
import { NotFoundError } from '~/services/errors.ts'
import type { Route } from './+types/analytics'

export function meta() {
  return adminMeta('Analytics')
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const filter = analyticsFilterOf(parseInput(analyticsFilterSchema, query), new Date())
  const [report, weeklyEmail] = await Promise.all([
    site.services.analyticsReports.report(filter),
    site.services.weeklyAnalyticsEmail.view(),
  ])
  return {
    report,
    weeklyEmail: {
      enabled: weeklyEmail.enabled,
      to: weeklyEmail.to,
      timeZoneSource: weeklyEmail.timeZoneSource,
      zoneName: zoneLabel(weeklyEmail.timeZone, 'en', Date.now()),
    },
  }
}

export const headers = retryAfterHeaders

/** Saves the weekly email's setting, written from then on in the admin's saved language. */
export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  const form = await request.formData()
  try {
    if (form.get('intent') !== 'weekly-email') throw new NotFoundError('Unknown action')
    const input = parseInput(weeklyEmailSettingSchema, {
      enabled: form.get('enabled') === 'on',
      language: languageFromCookieHeader(request.headers.get('cookie')),
    })
    const saved = await site.services.weeklyAnalyticsEmail.save(input)
    return { ok: true as const, enabled: saved.enabled }
  } catch (error) {
    return adminFailure(error)
  }
}

function filterQuery(filter: AnalyticsFilter): string {
  const query = new URLSearchParams({ from: filter.from, to: filter.to })
  if (filter.source) query.set('source', filter.source)
  if (filter.page) query.set('page', filter.page)
  if (filter.language) query.set('language', filter.language)
  return query.toString()
}

function change(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? 'no change' : 'new this period'
  const percent = Math.round(((current - previous) / previous) * 100)
  return `${percent >= 0 ? '+' : ''}${percent}% vs previous period`
}

function Figure({ label, value, note }: { label: string; value: string | number; note?: string }) {
  return (
    <li>
      <Card className="h-full p-4 sm:p-5">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <p className="mt-1 break-words text-2xl font-bold tracking-tight text-card-foreground tabular-nums sm:text-3xl">
          {value}
        </p>
        {note ? <p className="mt-1 text-sm text-muted-foreground">{note}</p> : null}
      </Card>
    </li>
  )
}

/** The tables of visitors and page views per value of one dimension, in the page's order. */
const viewTables: {
  title: string
  table: 'pages' | 'entries' | 'sources' | 'referrers' | 'campaigns' | 'devices' | 'browsers' | 'languages'
  column: string
  label?: (value: string) => string
}[] = [
  { title: 'Top pages', table: 'pages', column: 'Page' },
  { title: 'Entry pages', table: 'entries', column: 'Entry page' },
  { title: 'Sources', table: 'sources', column: 'Source', label: (value) => sourceLabels[value] ?? value },
  { title: 'Referring sites', table: 'referrers', column: 'Site' },
  { title: 'Campaigns', table: 'campaigns', column: 'Campaign' },
  { title: 'Devices', table: 'devices', column: 'Device' },
  { title: 'Browsers', table: 'browsers', column: 'Browser' },
  {
    title: 'Languages',
    table: 'languages',
    column: 'Language',
    label: (value) => languageLabels[value] ?? value,
  },
]

const viewColumns = (label: string) =>
  [{ label }, { label: 'Visitors', numeric: true }, { label: 'Page views', numeric: true }] as const

export default function AnalyticsPage({ loaderData }: Route.ComponentProps) {
  const { report, weeklyEmail } = loaderData
  const language = useAdminLanguage()
  const { filter } = report
  const query = filterQuery(filter)
  const csv = (table: string) => `/api/admin/analytics.csv?table=${table}&${query}`
  const money = (cents: number) => formatUsdCents(cents, { language })
  const viewRows = (rows: DimensionRow[], label: (value: string) => string = (value) => value) =>
    rows.map((row) => [label(row.value), row.visitors, row.pageViews])
  const clientRows = (rows: ClientRow[], label: (value: string) => string = (value) => value) =>
    rows.map((row) => [
      label(row.value),
      row.visitors,
      row.conversions,
      row.rate === null ? '—' : `${row.rate}%`,
      money(row.revenueCents),
    ])
  const clientColumns = (label: string) =>
    [
      { label },
      { label: 'Visitors', numeric: true },
      { label: 'Conversions', numeric: true },
      { label: 'Rate', numeric: true },
      { label: 'Sprint revenue', numeric: true },
    ] as const
  const sourceLabel = (value: string) => sourceLabels[value] ?? value
  const rate =
    report.totals.visitors > 0 ? Math.round((report.conversions / report.totals.visitors) * 1000) / 10 : null

  return (
    <div className="space-y-8">
      <AdminPageHeader
        title="Analytics"
        description="Who reads the site and what brings clients: counted without cookies, without storing addresses, and never for visitors who ask not to be tracked."
      />

      <Form
        method="get"
        className="grid gap-3 rounded-xl border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-6"
      >
        <label className="text-sm font-medium text-foreground">
          From
          <input
            type="date"
            name="from"
            defaultValue={filter.from}
            className={`${inputClasses} mt-1.5 h-11`}
          />
        </label>
        <label className="text-sm font-medium text-foreground">
          To
          <input type="date" name="to" defaultValue={filter.to} className={`${inputClasses} mt-1.5 h-11`} />
        </label>
        <label className="text-sm font-medium text-foreground">
          Source
          <select name="source" defaultValue={filter.source ?? ''} className={`${inputClasses} mt-1.5 h-11`}>
            <option value="">All sources</option>
            {Object.entries(sourceLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-foreground">
          Page
          <input
            type="text"
            name="page"
            defaultValue={filter.page ?? ''}
            placeholder="/blog/…"
            className={`${inputClasses} mt-1.5 h-11`}
          />
        </label>
        <label className="text-sm font-medium text-foreground">
          Language
          <select
            name="language"
            defaultValue={filter.language ?? ''}
            className={`${inputClasses} mt-1.5 h-11`}
          >
            <option value="">All languages</option>
            {supportedLanguages.map((code) => (
              <option key={code} value={code}>
                {languageLabels[code] ?? code}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end">
          <button type="submit" className={`${buttonClasses('primary', 'md')} h-11 w-full`}>
            Apply filters
          </button>
        </div>
      </Form>

      <ul aria-label="This period" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-5">
        <Figure
          label="Visitors"
          value={report.totals.visitors}
          note={change(report.totals.visitors, report.totals.previousVisitors)}
        />
        <Figure
          label="Page views"
          value={report.totals.pageViews}
          note={change(report.totals.pageViews, report.totals.previousPageViews)}
        />
        <Figure label="Visitors now" value={report.visitorsNow} note="in the last 5 minutes" />
        <Figure
          label="Conversions"
          value={report.conversions}
          note={rate === null ? undefined : `${rate}% of visitors`}
        />
        <Figure label="Sprint revenue" value={money(report.revenueCents)} />
      </ul>

      <section aria-labelledby="analytics-chart" className="rounded-xl border border-border bg-card p-4">
        <h2 id="analytics-chart" className="mb-3 text-base font-semibold text-foreground">
          Visitors and page views, {filter.from} to {filter.to}
        </h2>
        <VisitorsChart series={report.series} previous={report.previousSeries} />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        {viewTables.map(({ title, table, column, label }) => (
          <AnalyticsTable
            key={table}
            title={title}
            csvHref={csv(table)}
            columns={viewColumns(column)}
            rows={viewRows(report[table], label)}
          />
        ))}
        <AnalyticsTable
          title="Goals"
          csvHref={csv('goals')}
          columns={[
            { label: 'Goal' },
            { label: 'Conversions', numeric: true },
            { label: 'Revenue', numeric: true },
          ]}
          rows={report.goals.map((row) => [
            goalLabels[row.kind] ?? row.kind,
            row.conversions,
            money(row.revenueCents),
          ])}
        />
      </div>

      <div className="space-y-6">
        <h2 className="text-lg font-semibold text-foreground">What brings clients</h2>
        <div className="grid gap-6 lg:grid-cols-2">
          <AnalyticsTable
            title="By source"
            csvHref={csv('clientsBySource')}
            columns={clientColumns('Source')}
            rows={clientRows(report.clientsBySource, sourceLabel)}
          />
          <AnalyticsTable
            title="By campaign"
            csvHref={csv('clientsByCampaign')}
            columns={clientColumns('Campaign')}
            rows={clientRows(report.clientsByCampaign)}
          />
          <AnalyticsTable
            title="By landing page"
            csvHref={csv('clientsByLanding')}
            columns={clientColumns('Landing page')}
            rows={clientRows(report.clientsByLanding)}
          />
          <AnalyticsTable
            title="Articles read before a lead"
            csvHref={csv('articles')}
            columns={[{ label: 'Article' }, { label: 'Leads', numeric: true }]}
            rows={report.articles.map((row) => [row.value, row.leads])}
            empty="No lead read an article in the visit that converted."
          />
        </div>
      </div>

      <WeeklyEmailSetting setting={weeklyEmail} />
    </div>
  )
}
