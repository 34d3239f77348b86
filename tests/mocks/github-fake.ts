import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'

export type FakeGithubUser = { login: string; public_repos: number; followers: number }

export type FakeGithubEvent = {
  type: string
  created_at: string
  payload?: { size?: number; commits?: unknown[] }
}

export type RecordedGithubRequest = {
  method: string
  path: string
  query: string
  userAgent: string | undefined
}

export type GithubFake = {
  url: string
  /** Environment for the site: points its GitHub client at this fake for `user.login`. */
  env: Record<string, string>
  requests: RecordedGithubRequest[]
  user: FakeGithubUser
  events: FakeGithubEvent[]
  /** Every later request fails with this status (500 unless told) until `succeed()`. */
  fail: (status?: number) => void
  /** Every later request waits this long before answering. */
  delay: (ms: number) => void
  succeed: () => void
  reset: () => void
  close: () => Promise<void>
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

/** A local stand-in for the two GitHub REST calls the site makes, on 127.0.0.1 and a free port. */
export async function startGithubFake(
  options: { user?: Partial<FakeGithubUser>; events?: FakeGithubEvent[]; port?: number } = {},
): Promise<GithubFake> {
  const requests: RecordedGithubRequest[] = []
  const user: FakeGithubUser = { login: 'jordan-avery', public_repos: 31, followers: 187, ...options.user }
  const events: FakeGithubEvent[] = options.events ?? []
  let failure: number | undefined
  let delayMs = 0

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.github')
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: url.search,
      userAgent: req.headers['user-agent'],
    })
    const answer = () => {
      if (failure) {
        sendJson(res, failure, { message: 'The fake GitHub API was told to fail.' })
        return
      }
      const login = user.login.toLowerCase()
      const path = url.pathname.toLowerCase()
      if (req.method === 'GET' && path === `/users/${login}`) {
        sendJson(res, 200, { login: user.login, public_repos: user.public_repos, followers: user.followers })
        return
      }
      if (req.method === 'GET' && path === `/users/${login}/events/public`) {
        sendJson(res, 200, events)
        return
      }
      sendJson(res, 404, { message: 'Not Found' })
    }
    if (delayMs > 0) setTimeout(answer, delayMs)
    else answer()
  })

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`

  return {
    url,
    env: { GITHUB_USERNAME: user.login, GITHUB_API_URL: url },
    requests,
    user,
    events,
    fail(status = 500) {
      failure = status
    },
    delay(ms) {
      delayMs = ms
    },
    succeed() {
      failure = undefined
      delayMs = 0
    },
    reset() {
      failure = undefined
      delayMs = 0
      requests.length = 0
    },
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** Recent public events ending on `today`: one push of `commits` commits on each of the given days ago. */
export function pushEvents(today: Date, daysAgoToCommits: Record<number, number>): FakeGithubEvent[] {
  return Object.entries(daysAgoToCommits).map(([daysAgo, commits]) => ({
    type: 'PushEvent',
    created_at: new Date(today.getTime() - Number(daysAgo) * 86_400_000).toISOString(),
    payload: { size: commits },
  }))
}

// `node --import tsx tests/mocks/github-fake.ts [port]` serves a fake account by hand.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const today = new Date()
  const fake = await startGithubFake({
    port: Number(process.argv[2] ?? 0),
    events: [
      ...pushEvents(today, { 0: 3, 1: 8, 2: 1, 5: 4 }),
      { type: 'WatchEvent', created_at: today.toISOString() },
    ],
  })
  console.log(
    `fake GitHub API at ${fake.url}; set ${Object.entries(fake.env)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`,
  )
}
