/**
 * Made-up page views for measuring the analytics at scale: `seedPageViews` writes `views` page views
 * spread over the last `days` days (visits of 1 to 5 pages, with sources, campaigns, devices, browsers
 * and languages in plausible shares). With `history: 'day by day'` each day's rollups are computed after
 * the day is written, and each month's when it ends, as a running site's rollup job leaves them (the
 * rows of a day, and of a month, side by side in the tables); with `'backlog'` they are all computed at
 * the end, as the job does after a first start over existing page views (decision 036). `timePanels` times the
 * Analytics page's report under each filter.
 */
import type { Analytics } from '../app/services/analytics/analytics.server.ts'
import type { AnalyticsReports } from '../app/services/analytics/reports.server.ts'

const articles = Array.from({ length: 40 }, (_, index) => `/blog/article-${index + 1}`)
const pages = [
  '/',
  '/contact',
  '/projects',
  '/case-studies',
  '/ai-strategy-sprint',
  '/blog',
  '/network',
  ...articles,
]
const sources: [string, string | null][] = [
  ['direct', null],
  ['search', 'google.com'],
  ['search', 'duckduckgo.com'],
  ['search', 'bing.com'],
  ['social', 'linkedin.com'],
  ['social', 't.co'],
  ['ai', 'chatgpt.com'],
  ['ai', 'perplexity.ai'],
  ['email', null],
  ['other', 'news.example.org'],
  ['other', 'partner.example.com'],
]
const campaigns = [
  null,
  null,
  null,
  null,
  'spring-webinar',
  'federal-briefing',
  'newsletter-42',
  'sprint-launch',
]
const devices = ['desktop', 'desktop', 'desktop', 'mobile', 'mobile', 'tablet']
const browsers = ['Chrome', 'Chrome', 'Safari', 'Firefox', 'Microsoft Edge', 'Samsung Internet']
const languages = ['', '', '', '', '/es', '/fr']

/** A small deterministic generator, so two runs seed the same rows. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export async function seedPageViews(
  analytics: Analytics,
  {
    views,
    days,
    now = new Date(),
    log = console.log,
    history = 'backlog',
  }: {
    views: number
    days: number
    now?: Date
    log?: (line: string) => void
    history?: 'day by day' | 'backlog'
  },
) {
  const { repository } = analytics
  const todayDay = now.toISOString().slice(0, 10)
  let daySeconds = 0
  let monthSeconds = 0
  let dayCount = 0
  const next = random(42)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T
  const perDay = Math.ceil(views / days)
  let written = 0
  let visitorNumber = 0
  for (let back = days - 1; back >= 0 && written < views; back--) {
    const day = new Date(now.getTime() - back * 86_400_000).toISOString().slice(0, 10)
    const visits: Parameters<Analytics['repository']['writeBatch']>[0] = []
    const rows: Parameters<Analytics['repository']['writeBatch']>[1] = []
    let today = 0
    while (today < perDay && written + today < views) {
      visitorNumber += 1
      const visitor = `seed-${visitorNumber.toString(36)}`
      const [referrerGroup, referrerHost] = pick(sources)
      const campaign = pick(campaigns)
      const prefix = pick(languages)
      const entry = `${prefix}${pick(pages)}`.replace(/\/$/, '') || '/'
      const startedAt = `${day}T${String(Math.floor(next() * 24)).padStart(2, '0')}:${String(Math.floor(next() * 60)).padStart(2, '0')}:00.000Z`
      visits.push({
        day,
        visitor,
        startedAt,
        entryPath: entry,
        referrerGroup: campaign ? 'social' : referrerGroup,
        referrerHost,
        utmSource: campaign ? 'linkedin' : null,
        utmMedium: campaign ? 'social' : null,
        utmCampaign: campaign,
        device: pick(devices),
        browser: pick(browsers),
      })
      const length = 1 + Math.floor(next() * 5)
      for (let index = 0; index < length && today < perDay; index++) {
        const path = index === 0 ? entry : `${prefix}${pick(pages)}`.replace(/\/$/, '') || '/'
        rows.push({ day, visitor, viewedAt: startedAt, path, language: prefix ? prefix.slice(1) : 'en' })
        today += 1
      }
    }
    await repository.writeBatch(visits, rows)
    written += today
    if (history === 'day by day' && day < todayDay) {
      const started = performance.now()
      await repository.replaceDays([day], new Date().toISOString())
      daySeconds += (performance.now() - started) / 1000
      dayCount += 1
      const tomorrow = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
      if (tomorrow.slice(0, 7) !== day.slice(0, 7) && tomorrow <= todayDay) {
        const summed = performance.now()
        await repository.replaceMonth(day.slice(0, 7), new Date().toISOString())
        monthSeconds += (performance.now() - summed) / 1000
      }
    }
    if (back % 50 === 0) log(`  ${written.toLocaleString('en-US')} page views written (${day})`)
  }
  const started = performance.now()
  await analytics.refreshRollups()
  const rollupSeconds = (performance.now() - started) / 1000 + daySeconds + monthSeconds
  if (history === 'day by day')
    log(
      `  rollups computed day by day: ${dayCount} days in ${daySeconds.toFixed(1)} s (${((daySeconds / Math.max(dayCount, 1)) * 1000).toFixed(0)} ms a day), their months in ${monthSeconds.toFixed(1)} s`,
    )
  else log(`  rollups of ${days} days and their closed months computed in ${rollupSeconds.toFixed(1)} s`)
  return { written, rollupSeconds }
}

/** The best and the worst of three reads (the first one included: nothing is warmed up before it). */
export type PanelTiming = { name: string; ms: number; worstMs: number }

/** The Analytics page's report (every panel in one read) under each kind of filter, each timed 3 times. */
export async function timePanels(reports: AnalyticsReports, now = new Date()): Promise<PanelTiming[]> {
  const day = (back: number) => new Date(now.getTime() - back * 86_400_000).toISOString().slice(0, 10)
  const to = day(0)
  const cases: [string, Parameters<AnalyticsReports['report']>[0]][] = [
    ['last 30 days', { from: day(29), to }],
    ['last 365 days', { from: day(364), to }],
    ['365 days, source = search', { from: day(364), to, source: 'search' }],
    ['365 days, page = /blog/article-7', { from: day(364), to, page: '/blog/article-7' }],
    ['365 days, language = es', { from: day(364), to, language: 'es' }],
    [
      '365 days, all three filters',
      { from: day(364), to, source: 'social', page: '/contact', language: 'en' },
    ],
  ]
  const timings: PanelTiming[] = []
  for (const [name, filter] of cases) {
    let best = Number.POSITIVE_INFINITY
    let worst = 0
    for (let round = 0; round < 3; round++) {
      const started = performance.now()
      await reports.report(filter)
      best = Math.min(best, performance.now() - started)
      worst = Math.max(worst, performance.now() - started)
    }
    timings.push({ name, ms: best, worstMs: worst })
  }
  return timings
}
