import { z } from 'zod'

export type ContributionDay = { date: string; count: number }

export type GithubActivity = {
  /** `github`: figures from the account's public data; `demo`: the fixed sample figures. */
  source: 'github' | 'demo'
  /** The account the figures belong to, when one is configured. */
  username: string | null
  year: number
  contributions: number
  streak: number
  repositories: number
  followers: number
  /** Oldest first, one entry per day, ending today (UTC). */
  days: ContributionDay[]
}

export type GithubServiceOptions = {
  /** GITHUB_USERNAME: wins over the owner profile's username. */
  username: string | undefined
  apiUrl: string
  fetch?: typeof fetch
  now?: () => Date
  timeoutMs?: number
  cacheTtlMs?: number
}

export const heatmapDayCount = 365
export const githubTimeoutMs = 5_000
/** At most one refresh an hour, whatever its outcome: GitHub allows 60 anonymous requests an hour. */
export const githubCacheTtlMs = 60 * 60 * 1000

export const demoFigures = { contributions: 432, streak: 15, repositories: 12, followers: 23 } as const

const dayMs = 24 * 60 * 60 * 1000

const userSchema = z.object({ public_repos: z.number().int().min(0), followers: z.number().int().min(0) })

const eventSchema = z.object({
  type: z.string().nullish(),
  created_at: z.string(),
  payload: z
    .object({
      size: z.number().int().min(0).nullish(),
      distinct_size: z.number().int().min(0).nullish(),
      commits: z.array(z.unknown()).nullish(),
    })
    .nullish(),
})
const eventsSchema = z.array(eventSchema)

/** Contribution figures for the contact page: the real public ones when GitHub answers, else the demo ones. */
export function createGithubService(options: GithubServiceOptions) {
  const username = options.username?.trim() || undefined
  const apiUrl = options.apiUrl.replace(/\/+$/, '')
  const fetchImpl = options.fetch ?? globalThis.fetch
  const now = options.now ?? (() => new Date())
  const timeoutMs = options.timeoutMs ?? githubTimeoutMs
  const cacheTtlMs = options.cacheTtlMs ?? githubCacheTtlMs

  // One account at a time: a changed username starts afresh.
  let cached: { username: string; expiresAt: number; activity: Promise<GithubActivity> } | undefined
  let lastReal: GithubActivity | undefined

  async function fetchJson(path: string, signal: AbortSignal): Promise<unknown> {
    const response = await fetchImpl(`${apiUrl}${path}`, {
      signal,
      headers: {
        accept: 'application/vnd.github+json',
        'user-agent': 'consulting-site',
        'x-github-api-version': '2022-11-28',
      },
    })
    if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${path}`)
    return response.json()
  }

  async function fetchActivity(account: string, today: Date): Promise<GithubActivity> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    try {
      const encoded = encodeURIComponent(account)
      const [user, events] = await Promise.all([
        fetchJson(`/users/${encoded}`, controller.signal).then((body) => userSchema.parse(body)),
        fetchJson(`/users/${encoded}/events/public?per_page=100`, controller.signal).then((body) =>
          eventsSchema.parse(body),
        ),
      ])
      const perDay = new Map<string, number>()
      for (const event of events) {
        const date = event.created_at.slice(0, 10)
        perDay.set(date, (perDay.get(date) ?? 0) + eventWeight(event))
      }
      const days = windowDates(today).map((date) => ({ date, count: perDay.get(date) ?? 0 }))
      return {
        source: 'github',
        username: account,
        year: today.getUTCFullYear(),
        contributions: days.reduce((sum, day) => sum + day.count, 0),
        streak: currentStreak(days),
        repositories: user.public_repos,
        followers: user.followers,
        days,
      }
    } finally {
      clearTimeout(timer)
    }
  }

  async function refresh(account: string, today: Date): Promise<GithubActivity> {
    try {
      const activity = await fetchActivity(account, today)
      lastReal = activity
      return activity
    } catch {
      // A failed refresh keeps the last real figures; without any, the demo figures stand in.
      return lastReal?.username === account ? lastReal : demoActivity(today, account)
    }
  }

  return {
    /**
     * The configured account's figures, else those of `fallbackUsername` (the owner profile's), else the
     * demo ones. Never rejects. One upstream refresh per hour at most; concurrent callers share it.
     */
    getActivity(fallbackUsername?: string): Promise<GithubActivity> {
      const today = now()
      const account = username ?? (fallbackUsername?.trim() || undefined)
      if (!account) return Promise.resolve(demoActivity(today, null))
      if (cached?.username === account && cached.expiresAt > today.getTime()) return cached.activity
      const activity = refresh(account, today)
      cached = { username: account, expiresAt: today.getTime() + cacheTtlMs, activity }
      return activity
    },
  }
}

export type GithubService = ReturnType<typeof createGithubService>

/** Pushes count their commits; every other public event counts once. */
function eventWeight(event: z.output<typeof eventSchema>): number {
  if (event.type !== 'PushEvent') return 1
  const payload = event.payload
  const commits = payload?.size ?? payload?.distinct_size ?? payload?.commits?.length ?? 1
  return Math.max(1, commits)
}

/** The 365 dates (YYYY-MM-DD, UTC) ending with today. */
export function windowDates(today: Date): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  return Array.from({ length: heatmapDayCount }, (_, index) =>
    new Date(end - (heatmapDayCount - 1 - index) * dayMs).toISOString().slice(0, 10),
  )
}

/** Consecutive active days ending today, or ending yesterday while today has nothing yet. */
export function currentStreak(days: ContributionDay[]): number {
  let index = days.length - 1
  if (days[index]?.count === 0) index -= 1
  let streak = 0
  while (index >= 0 && (days[index]?.count ?? 0) > 0) {
    streak += 1
    index -= 1
  }
  return streak
}

/** The sample heatmap: generated once from a fixed seed, so every render and every process shows the same. */
export const demoCounts: readonly number[] = buildDemoCounts()

export function demoActivity(today: Date, username: string | null): GithubActivity {
  const dates = windowDates(today)
  return {
    source: 'demo',
    username,
    year: today.getUTCFullYear(),
    ...demoFigures,
    days: dates.map((date, index) => ({ date, count: demoCounts[index] ?? 0 })),
  }
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296
  }
}

function buildDemoCounts(): number[] {
  const random = mulberry32(20_240_101)
  const { contributions, streak } = demoFigures
  const last = heatmapDayCount - 1
  const active = Array.from({ length: heatmapDayCount }, (_, index) => {
    if (index > last - streak) return true
    if (index === last - streak) return false
    const restDay = index % 7 === 5 || index % 7 === 6
    return random() < (restDay ? 0.15 : 0.45)
  })
  const activeDays = active.flatMap((isActive, index) => (isActive ? [index] : []))
  // Geometric-like counts: many light days, a few heavy ones; then nudged one by one to the exact total.
  const counts = active.map((isActive) => (isActive ? 1 + Math.floor(-Math.log(1 - random()) * 2) : 0))
  let total = counts.reduce((sum, count) => sum + count, 0)
  while (total !== contributions) {
    const day = activeDays[Math.floor(random() * activeDays.length)] ?? last
    const count = counts[day] ?? 0
    if (total < contributions) {
      counts[day] = count + 1
      total += 1
    } else if (count > 1) {
      counts[day] = count - 1
      total -= 1
    }
  }
  return counts
}
