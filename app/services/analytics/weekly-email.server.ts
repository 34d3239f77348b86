import type { Kysely } from 'kysely'
import { DateTime } from 'luxon'
import { fallbackLanguage, isLanguage, type Language } from '~/i18n/config.ts'
import { outboxRepository } from '../../db/repositories/outbox.server.ts'
import { siteSettingsRepository } from '../../db/repositories/site-settings.server.ts'
import type { Database } from '../../db/schema.ts'
import { enqueueEmail } from '../mail/outbox.server.ts'
import type { Notifier } from '../notifications.server.ts'
import type { Analytics } from './analytics.server.ts'
import type { AnalyticsReports } from './reports.server.ts'
import { weeklyAnalyticsEmail } from './weekly-email-content.server.ts'

const settingKey = 'analyticsWeeklyEmail'
export const weeklyEmailKind = 'analytics-weekly'
/** The local hour on Monday at which the past week's email goes. */
export const weeklyEmailHour = 8
const dayMs = 86_400_000

/** The owner's choice as stored: on or off, the language it is written in, and since when it is on. */
export type WeeklyEmailSetting = { enabled: boolean; language: Language; enabledAt: string | null }

/** The setting as the admin shows it: where and when the email goes. */
export type WeeklyEmailView = WeeklyEmailSetting & {
  to: string
  timeZone: string
  /** `availability`: the booking availability's zone; `utc`: none is saved. */
  timeZoneSource: 'availability' | 'utc'
}

export type WeeklyEmailOutcome = 'off' | 'not-due' | 'already-queued' | 'queued'

type Logger = {
  info: (object: object, message: string) => void
  warn: (object: object, message: string) => void
}

/**
 * The week an email reports at `at`: the Monday-to-Sunday before the owner's current week, due on
 * Monday at 8:00 in `zone`. Analytics days are UTC days, so the email never goes before the week's
 * last UTC day is over and its rollups closed (a few minutes past midnight UTC): in zones ahead of
 * UTC by more than eight hours that is later than 8:00.
 */
export function reportWeek(at: Date, zone: string): { from: string; to: string; dueAt: Date } {
  const monday = DateTime.fromJSDate(at, { zone }).startOf('week')
  const mondayDay = monday.toISODate() as string
  const dueAt = Math.max(
    monday.set({ hour: weeklyEmailHour }).toMillis(),
    Date.parse(`${mondayDay}T00:10:00.000Z`),
  )
  const mondayUtc = Date.parse(`${mondayDay}T00:00:00.000Z`)
  return {
    from: new Date(mondayUtc - 7 * dayMs).toISOString().slice(0, 10),
    to: new Date(mondayUtc - dayMs).toISOString().slice(0, 10),
    dueAt: new Date(dueAt),
  }
}

function readSetting(stored: string | undefined): WeeklyEmailSetting {
  const off: WeeklyEmailSetting = { enabled: false, language: fallbackLanguage, enabledAt: null }
  if (stored === undefined) return off
  try {
    const value = JSON.parse(stored) as Partial<WeeklyEmailSetting>
    return {
      enabled: value.enabled === true && typeof value.enabledAt === 'string',
      language: isLanguage(value.language) ? value.language : fallbackLanguage,
      enabledAt: typeof value.enabledAt === 'string' ? value.enabledAt : null,
    }
  } catch {
    return off
  }
}

/**
 * The optional weekly analytics email (docs/decisions/036): off until the owner turns it on in
 * /admin/analytics; then every Monday from 8:00 in the owner's zone (the booking availability's, else
 * UTC) the past week's figures go to the owner through the outbox. Each instance checks every minute;
 * the outbox's unique `dedupe_key` (one per week) is the claim, as for the booking reminders, so two
 * instances, a second run or a restart queue the week once. A site that was down at 8:00 sends it when
 * it is back, until the week is over; a setting turned on after a Monday's 8:00 starts the next Monday.
 */
export function createWeeklyAnalyticsEmail(options: {
  db: Kysely<Database>
  analytics: Pick<Analytics, 'flush' | 'refreshRollups'>
  reports: Pick<AnalyticsReports, 'report'>
  notifier: Pick<Notifier, 'owner' | 'siteUrl'>
  /** The booking availability's time zone, when the owner saved one. */
  savedTimeZone: () => Promise<string | undefined>
  onQueued: () => void
  logger: Logger
  now?: () => Date
  intervalMs?: number
}) {
  const settings = siteSettingsRepository(options.db)
  const outbox = outboxRepository(options.db)
  const now = options.now ?? (() => new Date())
  let timer: NodeJS.Timeout | undefined
  let running: Promise<WeeklyEmailOutcome> | undefined

  const setting = async () => readSetting(await settings.get(settingKey))

  async function zone(): Promise<{ timeZone: string; timeZoneSource: 'availability' | 'utc' }> {
    const saved = await options.savedTimeZone()
    return saved
      ? { timeZone: saved, timeZoneSource: 'availability' }
      : { timeZone: 'UTC', timeZoneSource: 'utc' }
  }

  async function view(): Promise<WeeklyEmailView> {
    const [stored, where, owner] = await Promise.all([setting(), zone(), options.notifier.owner()])
    return { ...stored, ...where, to: owner.email }
  }

  /** Queues the past week's email when it is due and no instance has queued it yet. */
  async function sendDue(): Promise<WeeklyEmailOutcome> {
    const stored = await setting()
    if (!stored.enabled || !stored.enabledAt) return 'off'
    const at = now()
    const week = reportWeek(at, (await zone()).timeZone)
    if (at < week.dueAt || Date.parse(stored.enabledAt) > week.dueAt.getTime()) return 'not-due'
    const dedupeKey = `${weeklyEmailKind}:${week.from}`
    if (await outbox.hasDedupeKey(dedupeKey)) return 'already-queued'
    // Every instance's waiting page views written, and the week's days computed and closed.
    await options.analytics.flush()
    await options.analytics.refreshRollups()
    const report = await options.reports.report({ from: week.from, to: week.to }, 5)
    const owner = await options.notifier.owner()
    const adminUrl = `${options.notifier.siteUrl}/admin/analytics?${new URLSearchParams({ from: week.from, to: week.to })}`
    // The claim: another instance that got here first queued the week under the same key.
    const queued = await enqueueEmail(options.db, {
      kind: weeklyEmailKind,
      to: owner.email,
      dedupeKey,
      ...weeklyAnalyticsEmail(owner.profile, report, { language: stored.language, adminUrl }),
    })
    if (!queued) return 'already-queued'
    options.logger.info({ week: week.from }, 'weekly analytics email queued')
    options.onQueued()
    return 'queued'
  }

  /** One check; a run already under way in this process is joined, not repeated. */
  function check(): Promise<WeeklyEmailOutcome> {
    running ??= sendDue().finally(() => {
      running = undefined
    })
    return running
  }

  return {
    view,
    setting,

    /**
     * Turns the email on or off. `language` is the admin's saved language when the owner saves it;
     * without one the stored language stays (English at first).
     */
    async save(input: { enabled: boolean; language?: Language | undefined }): Promise<WeeklyEmailView> {
      const current = await setting()
      const next: WeeklyEmailSetting = {
        enabled: input.enabled,
        language: input.language ?? current.language,
        enabledAt: input.enabled ? (current.enabled ? current.enabledAt : now().toISOString()) : null,
      }
      await settings.put(settingKey, JSON.stringify(next))
      return view()
    },

    sendDue: check,

    start(): void {
      if (timer) return
      const tick = () => {
        check().catch((error: unknown) =>
          options.logger.warn({ err: error }, 'the weekly analytics email could not be queued'),
        )
      }
      timer = setInterval(tick, options.intervalMs ?? 60_000)
      timer.unref()
      tick()
    },

    /** Stops the checks and lets one under way finish (on shutdown, before the database closes). */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer)
      timer = undefined
      await running?.catch(() => undefined)
    },
  }
}

export type WeeklyAnalyticsEmail = ReturnType<typeof createWeeklyAnalyticsEmail>
