/**
 * The front-end budgets of `npm run lighthouse` (issue 7) and how a page's figures are read from a
 * Lighthouse report. Pure: the script feeds it the reports, the unit test feeds it made-up ones.
 */
import { gzipSync } from 'node:zlib'
import { unlocalizedPath } from '../app/i18n/config.ts'

export type PageFigures = {
  path: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Compressed bytes of the page's first view (service-worker traffic excluded). */
  jsBytes: number
  /** Stylesheets fetched plus the styles written into the page, compressed. */
  cssBytes: number
  /** URLs of render-blocking requests to other origins than the page's. */
  renderBlockingThirdParty: string[]
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/**
 * A page's figures over several runs: the timings each by their own median (Lighthouse CI's `median`
 * aggregation), layout shift by the worst run, the rest from the run Lighthouse's tooling calls the
 * median (closest to the median first paint and time to interactive). That run's blocking time alone
 * swings by a hundred milliseconds from run to run on a busy machine, more than the budget itself.
 */
export function figuresOfRuns(medianRun: PageFigures, runs: PageFigures[]): PageFigures {
  if (runs.length === 0) return medianRun
  return {
    ...medianRun,
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: Math.max(...runs.map((run) => run.cls)),
  }
}

export type Violation = { path: string; metric: string; value: string; budget: string }

/** Pages whose JavaScript is budgeted: the home page and an article, in every language. */
export function hasJsBudget(path: string): boolean {
  const page = unlocalizedPath(path)
  return page === '/' || /^\/blog\/[^/]+$/.test(page)
}

export const budgets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 50,
  // Issue 19: nothing moves. Judged on the worst of the runs, so one shift in any run fails the page.
  cls: 0,
  jsKb: 120,
  cssKb: 20,
} as const

/** Kilobytes as Lighthouse and Vite print them for transfer sizes here: 1 kB = 1000 bytes. */
export const kb = (bytes: number) => bytes / 1000

const score = (value: number) => String(value)
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const millis = (ms: number) => `${Math.round(ms)} ms`
const kilobytes = (bytes: number) => `${kb(bytes).toFixed(1)} kB`

export function checkBudgets(pages: PageFigures[]): Violation[] {
  const violations: Violation[] = []
  for (const page of pages) {
    const fail = (metric: string, value: string, budget: string) =>
      violations.push({ path: page.path, metric, value, budget })
    if (page.performance < budgets.performance)
      fail('Performance', score(page.performance), `≥ ${budgets.performance}`)
    if (page.accessibility < budgets.accessibility)
      fail('Accessibility', score(page.accessibility), `${budgets.accessibility}`)
    if (page.bestPractices < budgets.bestPractices)
      fail('Best Practices', score(page.bestPractices), `${budgets.bestPractices}`)
    if (page.seo < budgets.seo) fail('SEO', score(page.seo), `${budgets.seo}`)
    if (page.lcpMs > budgets.lcpMs) fail('LCP', seconds(page.lcpMs), `≤ ${seconds(budgets.lcpMs)}`)
    if (page.tbtMs > budgets.tbtMs) fail('TBT', millis(page.tbtMs), `≤ ${millis(budgets.tbtMs)}`)
    if (page.cls > budgets.cls) fail('CLS', page.cls.toFixed(4), `≤ ${budgets.cls}`)
    if (hasJsBudget(page.path) && kb(page.jsBytes) > budgets.jsKb)
      fail('JS transferred', kilobytes(page.jsBytes), `≤ ${budgets.jsKb} kB`)
    if (kb(page.cssBytes) > budgets.cssKb)
      fail('CSS transferred', kilobytes(page.cssBytes), `≤ ${budgets.cssKb} kB`)
    for (const url of page.renderBlockingThirdParty) fail('Render-blocking third-party request', url, 'none')
  }
  return violations
}

/** The part of a Lighthouse result (LH.Result) the figures come from. */
export type LighthouseReport = {
  finalDisplayedUrl?: string
  requestedUrl?: string
  categories: Record<string, { score: number | null } | undefined>
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>
}

type NetworkItem = {
  url?: string
  resourceType?: string
  transferSize?: number
  sessionTargetType?: string
}

function categoryScore(report: LighthouseReport, id: string): number {
  const value = report.categories[id]?.score
  return typeof value === 'number' ? Math.round(value * 100) : 0
}

function metric(report: LighthouseReport, id: string): number {
  const value = report.audits[id]?.numericValue
  if (typeof value !== 'number') throw new Error(`the report has no figure for ${id}`)
  return value
}

function items<T>(report: LighthouseReport, id: string): T[] {
  return (report.audits[id]?.details?.items ?? []) as T[]
}

function originOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).origin : undefined
  } catch {
    return undefined
  }
}

/**
 * The gzip size of the styles written into a page's HTML (`<style>` elements): they travel with the
 * document, so the report counts them as the document's bytes, not as a stylesheet's.
 */
export function inlineStyleBytes(html: string): number {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '')
  const text = styles.join('')
  return text ? gzipSync(text, { level: 9 }).length : 0
}

export function figuresFromReport(path: string, report: LighthouseReport, inlineCssBytes = 0): PageFigures {
  const pageOrigin = originOf(report.finalDisplayedUrl ?? report.requestedUrl)
  const requests = items<NetworkItem>(report, 'network-requests').filter(
    (request) => (request.sessionTargetType ?? 'page') === 'page',
  )
  const transferred = (type: string) =>
    requests
      .filter((request) => request.resourceType === type)
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
  const blocking = [
    ...items<{ url?: string }>(report, 'render-blocking-resources'),
    ...items<{ url?: string }>(report, 'render-blocking-insight'),
  ]
  const renderBlockingThirdParty = [
    ...new Set(
      blocking
        .map((item) => item.url)
        .filter((url): url is string => typeof url === 'string' && originOf(url) !== pageOrigin),
    ),
  ]
  return {
    path,
    performance: categoryScore(report, 'performance'),
    accessibility: categoryScore(report, 'accessibility'),
    bestPractices: categoryScore(report, 'best-practices'),
    seo: categoryScore(report, 'seo'),
    lcpMs: metric(report, 'largest-contentful-paint'),
    tbtMs: metric(report, 'total-blocking-time'),
    cls: metric(report, 'cumulative-layout-shift'),
    jsBytes: transferred('Script'),
    cssBytes: transferred('Stylesheet') + inlineCssBytes,
    renderBlockingThirdParty,
  }
}

type ShiftItem = {
  score?: number
  node?: { selector?: string; snippet?: string }
  subItems?: { items?: { cause?: string; extra?: { url?: string; snippet?: string } }[] }
}

/**
 * What moved in a run, as Lighthouse's layout-shift audit names it: the element that moved most in
 * each shift, with the shift's score and the causes Lighthouse suspects (a late image, a web font).
 */
export function layoutShifts(report: LighthouseReport): string[] {
  return items<ShiftItem>(report, 'layout-shifts').map((shift) => {
    const element = shift.node?.selector ?? shift.node?.snippet ?? 'an element'
    const causes = (shift.subItems?.items ?? [])
      .map((item) => [item.cause, item.extra?.url ?? item.extra?.snippet].filter(Boolean).join(' '))
      .filter((cause) => cause !== '')
    return `${(shift.score ?? 0).toFixed(4)} ${element}${causes.length ? ` (${causes.join('; ')})` : ''}`
  })
}

/** A Markdown table of the figures, one row a page. */
export function formatTable(pages: PageFigures[]): string {
  const header = [
    'Page',
    'Performance',
    'Accessibility',
    'Best Practices',
    'SEO',
    'LCP',
    'TBT',
    'CLS',
    'JS (kB)',
    'CSS (kB)',
  ]
  const rows = pages.map((page) => [
    `\`${page.path}\``,
    score(page.performance),
    score(page.accessibility),
    score(page.bestPractices),
    score(page.seo),
    seconds(page.lcpMs),
    millis(page.tbtMs),
    page.cls.toFixed(3),
    kb(page.jsBytes).toFixed(1),
    kb(page.cssBytes).toFixed(1),
  ])
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n')
}
