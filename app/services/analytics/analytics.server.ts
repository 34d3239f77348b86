import { createHash, randomBytes } from 'node:crypto'
import type { Insertable, Kysely } from 'kysely'
import { isAdminPath, languageOfPath } from '~/i18n/config.ts'
import { type PageViewEvent, pageViewEventSchema } from '~/schemas/analytics.ts'
import { parseInput } from '~/schemas/parse.ts'
import {
  type AnalyticsRepository,
  analyticsRepository,
  type ViewOfVisit,
} from '../../db/repositories/analytics.server.ts'
import type {
  AnalyticsGoalRow,
  AnalyticsRollupTable,
  AnalyticsVisitTable,
  Database,
  NewAnalyticsPageView,
} from '../../db/schema.ts'
import { classifyUserAgent, referrerGroupOf } from './classify.server.ts'

/** Who made a request, as the collector needs it: read from the request, never stored as such. */
export type AnalyticsClient = {
  ip: string
  userAgent: string | undefined
  /** The host the request came to: the same visitor on two sites is two visitors. */
  site: string
  /** `DNT: 1` or `Sec-GPC: 1`: the visitor asked not to be tracked. */
  optedOut: boolean
  signedIn: boolean
}

/** The visitor as the analytics read it (from services/public-forms' Visitor), when the request named its site. */
export function analyticsClientOf(visitor: { ip: string; userAgent?: string | undefined; site?: string }) {
  return visitor.site ? { ip: visitor.ip, userAgent: visitor.userAgent, site: visitor.site } : undefined
}

/** A visit: a visitor hash on one (UTC) day. */
export type VisitKey = { day: string; visitor: string }

export const goalKinds = ['contact', 'demo', 'booking', 'newsletter', 'sprint'] as const
export type GoalKind = (typeof goalKinds)[number]

type Logger = {
  info: (object: object, message: string) => void
  warn: (object: object, message: string) => void
}

export type AnalyticsOptions = {
  db: Kysely<Database>
  logger: Logger
  now?: () => Date
  /** Raw page views and visits older than this are deleted; rollups and goals stay. */
  retentionDays: number
  flushIntervalMs?: number
  /** A batch is written as soon as this many page views wait. */
  batchSize?: number
  /** Past this many waiting page views (the database cannot keep up), new ones are dropped. */
  maxPending?: number
  /** How often today's rollups are recomputed (and closed days finished, old rows purged). */
  rollupIntervalMs?: number
}

const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const

export const dayOf = (date: Date) => date.toISOString().slice(0, 10)

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return dayOf(date)
}

/** A campaign parameter as stored: without control characters (PostgreSQL's text refuses NUL), trimmed. */
function cleanText(value: string | null | undefined, max = 200): string | null {
  const printable = [...(value ?? '')].filter((character) => {
    const code = character.charCodeAt(0)
    return code > 31 && code !== 127
  })
  const trimmed = printable.join('').trim().slice(0, max)
  return trimmed ? trimmed : null
}

/** The page's path as reported: no query or fragment, no trailing slash but the root's. */
function pagePath(url: URL): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname
  return path.slice(0, 300) || '/'
}

function externalHost(referrer: string | undefined, site: string): string | undefined {
  if (!referrer) return undefined
  try {
    const url = new URL(referrer)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    return url.host === site ? undefined : url.hostname.toLowerCase().replace(/^www\./, '')
  } catch {
    return undefined
  }
}

/** Days closed in one transaction when several wait. */
const bulkDays = 31

type Pending = { view: NewAnalyticsPageView; visit: Insertable<AnalyticsVisitTable> }

/** The dimensions a page view counts under in the rollups; a missing value is left out. */
function dimensionsOf(view: ViewOfVisit): [string, string][] {
  const dimensions: [string, string][] = [
    ['total', ''],
    ['page', view.path],
    ['entry', view.entryPath],
    ['source', view.referrerGroup],
    ['device', view.device],
    ['browser', view.browser],
    ['language', view.language],
  ]
  if (view.referrerHost) dimensions.push(['referrer', view.referrerHost])
  if (view.utmCampaign) dimensions.push(['campaign', view.utmCampaign])
  return dimensions
}

/**
 * A day's rollups from its raw page views: for each dimension and each combination of the filters
 * (source, language, page, or '*' for any), the distinct visitors and the page views. Visitor hashes
 * change every day, so the visitors of a range are the sum of its days.
 *
 * What a filter already fixes is not stored again (reports.server.ts reads it from the totals): a
 * page's language is in its path, so page rows are kept under language '*' only; under a page filter
 * the page and language dimensions hold one value, and under a source filter the source dimension.
 */
export function rollupsOf(day: string, views: ViewOfVisit[]): AnalyticsRollupTable[] {
  const cells = new Map<string, { row: AnalyticsRollupTable; visitors: Set<string> }>()
  for (const view of views) {
    const dimensions = dimensionsOf(view)
    for (const source of ['*', view.referrerGroup])
      for (const language of ['*', view.language])
        for (const page of ['*', view.path]) {
          if (page !== '*' && language !== '*') continue
          for (const [dimension, value] of dimensions) {
            if (dimension === 'page' && page !== '*') continue
            if (dimension === 'language' && (language !== '*' || page !== '*')) continue
            if (dimension === 'source' && source !== '*') continue
            const key = `${dimension}\u0000${source}\u0000${language}\u0000${page}\u0000${value}`
            let cell = cells.get(key)
            if (!cell) {
              cell = {
                row: { dimension, source, language, page, day, value, visitors: 0, pageViews: 0 },
                visitors: new Set(),
              }
              cells.set(key, cell)
            }
            cell.row.pageViews += 1
            cell.visitors.add(view.visitor)
          }
        }
  }
  return [...cells.values()].map(({ row, visitors }) => ({ ...row, visitors: visitors.size }))
}

/** The visit a goal was reached in, as the lead page shows it. */
export type VisitSummary = Pick<
  AnalyticsGoalRow,
  'referrerGroup' | 'referrerHost' | 'utmSource' | 'utmMedium' | 'utmCampaign' | 'entryPath' | 'language'
> & { pages: string[] }

export function visitSummaryOf(goal: AnalyticsGoalRow): VisitSummary {
  let pages: string[] = []
  try {
    const parsed = JSON.parse(goal.pages) as unknown
    if (Array.isArray(parsed)) pages = parsed.filter((page): page is string => typeof page === 'string')
  } catch {
    pages = []
  }
  return {
    referrerGroup: goal.referrerGroup,
    referrerHost: goal.referrerHost,
    utmSource: goal.utmSource,
    utmMedium: goal.utmMedium,
    utmCampaign: goal.utmCampaign,
    entryPath: goal.entryPath,
    language: goal.language,
    pages,
  }
}

/**
 * Cookieless page-view collection (docs/decisions/036). A visitor is a hash of the day's secret, the
 * address, the user agent and the site; the secret is deleted when the day is over, and neither the
 * address nor the user agent is stored. Page views wait in memory and are written in batches, one
 * transaction each, so the beacon is answered at once.
 */
export function createAnalytics(options: AnalyticsOptions) {
  const repository: AnalyticsRepository = analyticsRepository(options.db)
  const now = options.now ?? (() => new Date())
  const batchSize = options.batchSize ?? 500
  const maxPending = options.maxPending ?? 200_000
  const flushIntervalMs = options.flushIntervalMs ?? 1000
  const rollupIntervalMs = options.rollupIntervalMs ?? 60_000
  let pending: Pending[] = []
  let flushing: Promise<void> = Promise.resolve()
  let flushTimer: NodeJS.Timeout | undefined
  let rollupTimer: NodeJS.Timeout | undefined
  let dropped = 0
  const salts = new Map<string, Promise<string>>()

  function saltOf(day: string): Promise<string> {
    let salt = salts.get(day)
    if (!salt) {
      salt = repository.saltOf(day, randomBytes(32).toString('hex')).catch((error: unknown) => {
        salts.delete(day)
        throw error
      })
      for (const known of salts.keys()) if (known < day) salts.delete(known)
      salts.set(day, salt)
    }
    return salt
  }

  async function visitKeyOf(client: Pick<AnalyticsClient, 'ip' | 'userAgent' | 'site'>, at = now()) {
    const day = dayOf(at)
    const secret = await saltOf(day)
    const visitor = createHash('sha256')
      .update(`${secret}\u0000${client.ip}\u0000${client.userAgent ?? ''}\u0000${client.site}`)
      .digest('hex')
      .slice(0, 32)
    return { day, visitor }
  }

  /** Writes what waits, one batch after the other; a failed batch is logged and dropped, never retried forever. */
  function flush(): Promise<void> {
    flushing = flushing.then(async () => {
      while (pending.length > 0) {
        const batch = pending.slice(0, batchSize * 4)
        pending = pending.slice(batch.length)
        const visits = new Map<string, Insertable<AnalyticsVisitTable>>()
        for (const { visit } of batch) {
          const key = `${visit.day}\u0000${visit.visitor}`
          if (!visits.has(key)) visits.set(key, visit)
        }
        try {
          await repository.writeBatch(
            [...visits.values()],
            batch.map(({ view }) => view),
          )
        } catch (error) {
          options.logger.warn({ err: error, pageViews: batch.length }, 'page views could not be stored')
        }
      }
    })
    return flushing
  }

  function scheduleFlush() {
    if (pending.length >= batchSize) {
      void flush()
      return
    }
    flushTimer ??= setTimeout(() => {
      flushTimer = undefined
      void flush()
    }, flushIntervalMs)
    flushTimer.unref?.()
  }

  async function computeDay(day: string, closed: boolean): Promise<void> {
    const views = await repository.viewsOfDay(day)
    await repository.replaceDay(day, rollupsOf(day, views), now().toISOString(), closed)
  }

  /**
   * Recomputes the rollups of every day not closed yet; a day is closed once computed a few minutes
   * after it ended (the last batches of every instance are written by then). A backlog of days to close
   * (a first start, a restore, seeded data) is computed in the database a month of days at a time,
   * one day alone in the process. Then sums every month that ended before the last closed day and has
   * no monthly rollups yet (the month that just closed; on the first run, every past month). Purges
   * expired raw rows and yesterday's secret.
   */
  async function refreshRollups(): Promise<void> {
    const current = now()
    const today = dayOf(current)
    const settled = dayOf(new Date(current.getTime() - 5 * 60_000))
    const open = await repository.openDays()
    const closing = open.filter((day) => day < settled)
    if (closing.length > 1)
      for (let at = 0; at < closing.length; at += bulkDays) {
        const days = closing.slice(at, at + bulkDays)
        await repository.replaceDays(days, now().toISOString())
      }
    else for (const day of closing) await computeDay(day, true)
    for (const day of open) if (day >= settled) await computeDay(day, false)
    if (!(await repository.rollupDay(today))) await computeDay(today, false)
    for (const month of await repository.monthsToSum(`${settled.slice(0, 7)}-01`))
      await repository.replaceMonth(month, now().toISOString())
    await repository.dropSaltsBefore(today)
    await repository.purgeBefore(addDays(today, -options.retentionDays))
  }

  return {
    /**
     * Takes one page view from the beacon. Answers whether it is counted: not for visitors who opted
     * out (DNT, GPC), bots and headless browsers, the signed-in owner, or admin and API paths.
     */
    async collect(body: unknown, client: AnalyticsClient): Promise<boolean> {
      const event: PageViewEvent = parseInput(pageViewEventSchema, body)
      if (client.optedOut || client.signedIn) return false
      const agent = classifyUserAgent(client.userAgent)
      if (agent.bot) return false
      const url = new URL(event.url)
      const path = pagePath(url)
      if (isAdminPath(path) || path.startsWith('/api/')) return false
      if (pending.length >= maxPending) {
        dropped += 1
        if (dropped % 1000 === 1) options.logger.warn({ dropped }, 'page views dropped: too many waiting')
        return false
      }
      const at = now()
      const { day, visitor } = await visitKeyOf(client, at)
      const referrerHost = externalHost(event.referrer, client.site)
      const utm = Object.fromEntries(utmKeys.map((key) => [key, cleanText(url.searchParams.get(key))]))
      pending.push({
        view: { day, visitor, viewedAt: at.toISOString(), path, language: languageOfPath(path) },
        visit: {
          day,
          visitor,
          startedAt: at.toISOString(),
          entryPath: path,
          referrerGroup: referrerGroupOf(referrerHost, utm.utm_medium ?? undefined),
          referrerHost: referrerHost ?? null,
          utmSource: utm.utm_source ?? null,
          utmMedium: utm.utm_medium ?? null,
          utmCampaign: utm.utm_campaign ?? null,
          utmContent: utm.utm_content ?? null,
          utmTerm: utm.utm_term ?? null,
          device: agent.device,
          browser: agent.browser,
        },
      })
      scheduleFlush()
      return true
    },

    flush,
    visitKeyOf,
    refreshRollups,

    /**
     * Records a goal (a lead, a paid order) with the visit that made it: its source, campaign, entry
     * page and the pages read. Without a counted visit (opted out, another device) the goal is kept as
     * direct. Never throws: a lead is never refused for its analytics.
     */
    async recordGoal(goal: {
      kind: GoalKind
      lead?: { kind: string; id: string }
      amountCents?: number
      currency?: string
      visit?: VisitKey
      client?: Pick<AnalyticsClient, 'ip' | 'userAgent' | 'site'>
    }): Promise<void> {
      try {
        await flush()
        const key = goal.visit ?? (goal.client ? await visitKeyOf(goal.client) : undefined)
        const visit = key ? await repository.visit(key.day, key.visitor) : undefined
        const pages = visit && key ? await repository.pathsOfVisit(key.day, key.visitor) : []
        await repository.insertGoal({
          kind: goal.kind,
          leadKind: goal.lead?.kind ?? null,
          leadId: goal.lead?.id ?? null,
          amountCents: goal.amountCents ?? null,
          currency: goal.currency ?? null,
          day: dayOf(now()),
          visitor: visit ? visit.visitor : null,
          referrerGroup: visit?.referrerGroup ?? 'direct',
          referrerHost: visit?.referrerHost ?? null,
          utmSource: visit?.utmSource ?? null,
          utmMedium: visit?.utmMedium ?? null,
          utmCampaign: visit?.utmCampaign ?? null,
          entryPath: visit?.entryPath ?? null,
          language: pages[0] ? languageOfPath(pages[0]) : null,
          pages: JSON.stringify([...new Set(pages)]),
          createdAt: now().toISOString(),
        })
      } catch (error) {
        options.logger.warn({ err: error, goal: goal.kind }, 'a goal could not be recorded')
      }
    },

    /** Remembers the visit that started a Sprint payment, for the goal recorded once it is paid. */
    async rememberOrderVisit(orderId: string, client: Pick<AnalyticsClient, 'ip' | 'userAgent' | 'site'>) {
      try {
        const key = await visitKeyOf(client)
        await repository.rememberOrderVisit(orderId, key.day, key.visitor)
      } catch (error) {
        options.logger.warn({ err: error }, 'the visit of an order could not be remembered')
      }
    },

    /** A paid Sprint order becomes a goal once, with its amount and the visit that started it. */
    async recordPaidOrder(orderId: string): Promise<void> {
      try {
        if (await repository.goalOfLeadExists('sprint', 'order', orderId)) return
        const order = await repository.orderVisit(orderId)
        if (!order) return
        await this.recordGoal({
          kind: 'sprint',
          lead: { kind: 'order', id: orderId },
          amountCents: order.amountCents,
          currency: order.currency,
          visit:
            order.visitDay && order.visitor ? { day: order.visitDay, visitor: order.visitor } : undefined,
        })
      } catch (error) {
        options.logger.warn({ err: error }, 'a paid order could not be recorded as a goal')
      }
    },

    async visitOfLead(leadKind: string, leadId: string) {
      const goals = await repository.goalsOfLead(leadKind, leadId)
      return goals.map((goal) => ({ kind: goal.kind, createdAt: goal.createdAt, ...visitSummaryOf(goal) }))
    },

    start(): void {
      const tick = () => {
        refreshRollups().catch((error: unknown) =>
          options.logger.warn({ err: error }, 'analytics rollups could not be refreshed'),
        )
      }
      tick()
      rollupTimer = setInterval(tick, rollupIntervalMs)
      rollupTimer.unref?.()
    },

    /** Stops the timers and writes what still waits (on shutdown). */
    async stop(): Promise<void> {
      if (rollupTimer) clearInterval(rollupTimer)
      if (flushTimer) clearTimeout(flushTimer)
      flushTimer = undefined
      await flush()
    },

    pendingCount: () => pending.length,
    repository,
  }
}

export type Analytics = ReturnType<typeof createAnalytics>

/** Where a lead is recorded as an analytics goal, with the visit that made it. */
export type GoalRecorder = Pick<Analytics, 'recordGoal'>
