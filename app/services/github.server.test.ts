import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type GithubFake, pushEvents, startGithubFake } from '../../tests/mocks/github-fake.ts'
import {
  createGithubService,
  currentStreak,
  demoActivity,
  demoCounts,
  githubCacheTtlMs,
  heatmapDayCount,
} from './github.server.ts'

const today = new Date('2025-06-18T15:30:00.000Z')
let fake: GithubFake

beforeAll(async () => {
  fake = await startGithubFake({ user: { login: 'jordan-avery', public_repos: 31, followers: 187 } })
})

afterAll(async () => {
  await fake?.close()
})

beforeEach(() => {
  fake.reset()
  fake.events.length = 0
})

function service(options: { now?: () => Date; timeoutMs?: number; username?: string } = {}) {
  return createGithubService({
    username: options.username ?? 'jordan-avery',
    apiUrl: `${fake.url}/`,
    now: options.now ?? (() => today),
    timeoutMs: options.timeoutMs,
  })
}

const intensity = (count: number) => (count === 0 ? 0 : count <= 2 ? 1 : count <= 4 ? 2 : count <= 6 ? 3 : 4)

describe('demo figures', () => {
  it('are the fixed 432 / 15 / 12 / 23 over a stable 365-day heatmap', () => {
    const activity = demoActivity(today, null)
    expect(activity).toMatchObject({
      source: 'demo',
      username: null,
      year: 2025,
      contributions: 432,
      streak: 15,
      repositories: 12,
      followers: 23,
    })
    expect(activity.days).toHaveLength(heatmapDayCount)
    expect(activity.days.at(-1)?.date).toBe('2025-06-18')
    expect(activity.days[0]?.date).toBe('2024-06-19')
    expect(activity.days.reduce((sum, day) => sum + day.count, 0)).toBe(432)
    expect(currentStreak(activity.days)).toBe(15)
    expect(new Set(activity.days.map((day) => intensity(day.count)))).toEqual(new Set([0, 1, 2, 3, 4]))
  })

  it('are the same on every call and on every day', () => {
    const counts = (date: Date) => demoActivity(date, null).days.map((day) => day.count)
    expect(counts(today)).toEqual(counts(new Date('2031-01-02T00:00:00.000Z')))
    expect(counts(today)).toEqual([...demoCounts])
  })

  it('are served without any request when no username is configured', async () => {
    const github = createGithubService({ username: undefined, apiUrl: fake.url, now: () => today })
    const activity = await github.getActivity()
    expect(activity.source).toBe('demo')
    expect(activity.contributions).toBe(432)
    expect(fake.requests).toEqual([])
  })
})

describe('real figures', () => {
  it('come from the user and the public events of the configured account', async () => {
    fake.events.push(
      ...pushEvents(today, { 0: 3, 1: 8, 2: 1, 5: 4 }),
      { type: 'WatchEvent', created_at: today.toISOString() },
      { type: 'PushEvent', created_at: today.toISOString(), payload: { commits: [{}, {}] } },
      { type: 'PushEvent', created_at: '2023-01-01T00:00:00Z', payload: { size: 50 } },
    )
    const activity = await service().getActivity()

    expect(activity).toMatchObject({
      source: 'github',
      username: 'jordan-avery',
      year: 2025,
      repositories: 31,
      followers: 187,
      contributions: 3 + 8 + 1 + 4 + 1 + 2,
      streak: 3,
    })
    expect(activity.days).toHaveLength(heatmapDayCount)
    expect(activity.days.at(-1)).toEqual({ date: '2025-06-18', count: 6 })
    expect(activity.days.at(-2)).toEqual({ date: '2025-06-17', count: 8 })
    expect(fake.requests.map((request) => `${request.path}${request.query}`).sort()).toEqual([
      '/users/jordan-avery',
      '/users/jordan-avery/events/public?per_page=100',
    ])
    expect(fake.requests.every((request) => request.userAgent)).toBe(true)
  })

  it('are cached: a second call within the hour makes no upstream request', async () => {
    let clock = today.getTime()
    const github = service({ now: () => new Date(clock) })
    const first = await github.getActivity()
    expect(fake.requests).toHaveLength(2)

    clock += githubCacheTtlMs - 1
    expect(await github.getActivity()).toBe(first)
    expect(fake.requests).toHaveLength(2)

    clock += 2
    await github.getActivity()
    expect(fake.requests).toHaveLength(4)
  })

  it("use the owner profile's username when GITHUB_USERNAME is not set, and GITHUB_USERNAME over it", async () => {
    const fromProfile = createGithubService({ username: undefined, apiUrl: fake.url, now: () => today })
    expect(await fromProfile.getActivity('jordan-avery')).toMatchObject({ source: 'github', followers: 187 })

    fake.reset()
    const configured = service()
    expect(await configured.getActivity('someone-else')).toMatchObject({ username: 'jordan-avery' })
    expect(fake.requests.every((request) => request.path.startsWith('/users/jordan-avery'))).toBe(true)
  })

  it('share one upstream refresh between concurrent callers', async () => {
    const github = service()
    const results = await Promise.all([github.getActivity(), github.getActivity(), github.getActivity()])
    expect(new Set(results).size).toBe(1)
    expect(fake.requests).toHaveLength(2)
  })
})

describe('when GitHub fails', () => {
  it('serves the demo figures and does not ask again within the hour', async () => {
    fake.fail(503)
    let clock = today.getTime()
    const github = service({ now: () => new Date(clock) })

    const activity = await github.getActivity()
    expect(activity).toMatchObject({
      source: 'demo',
      contributions: 432,
      streak: 15,
      username: 'jordan-avery',
    })
    const calls = fake.requests.length

    fake.succeed()
    clock += 10 * 60 * 1000
    expect((await github.getActivity()).source).toBe('demo')
    expect(fake.requests).toHaveLength(calls)

    clock += githubCacheTtlMs
    expect((await github.getActivity()).source).toBe('github')
  })

  it('gives up after the timeout and serves the demo figures', async () => {
    fake.delay(500)
    const started = Date.now()
    const activity = await service({ timeoutMs: 100 }).getActivity()
    expect(activity.source).toBe('demo')
    expect(Date.now() - started).toBeLessThan(450)
  })

  it('treats an unexpected answer as a failure', async () => {
    const activity = await service({ username: 'someone-else' }).getActivity()
    expect(activity.source).toBe('demo')
  })

  it('keeps the last real figures when a later refresh fails', async () => {
    fake.events.push(...pushEvents(today, { 0: 2 }))
    let clock = today.getTime()
    const github = service({ now: () => new Date(clock) })
    const real = await github.getActivity()
    expect(real.source).toBe('github')

    fake.fail()
    clock += githubCacheTtlMs + 1
    expect(await github.getActivity()).toEqual(real)
  })
})
