import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScratchDatabase, type ScratchDatabase } from '../support/databases.ts'
import { hasProductionBuild, startServerProcess } from '../support/server-process.ts'

type LogLine = { level: number; msg?: string; req?: { url?: string }; res?: { statusCode?: number } }

/** Every line the process printed, each of which must be one JSON object. */
function logLines(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine
      } catch {
        throw new Error(`a log line is not JSON: ${line}`)
      }
    })
}

/** What visitors send that the site refuses: each a 4xx of theirs. */
async function visitorMistakes(url: string) {
  const statuses = [
    (await fetch(`${url}/projects`, { method: 'POST', body: new URLSearchParams({ a: '1' }) })).status,
    (await fetch(`${url}/case-studies`, { method: 'PUT', body: new URLSearchParams({ a: '1' }) })).status,
    (await fetch(`${url}/no-such-page`)).status,
    (await fetch(`${url}/blog/no-such-post`)).status,
    (
      await fetch(`${url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{',
      })
    ).status,
    (await fetch(`${url}/api/projects?category=nope`)).status,
  ]
  return statuses
}

// The production server as `npm start` runs it (needs `npm run build`).
describe.skipIf(!hasProductionBuild)('what the production server logs', () => {
  let scratch: ScratchDatabase
  beforeAll(async () => {
    scratch = await createScratchDatabase()
  })
  afterAll(async () => {
    await scratch?.drop()
  })

  it('writes one JSON object per line, and no visitor 4xx above debug', async () => {
    const server = await startServerProcess({ ...scratch.env, LOG_LEVEL: 'info', ADMIN_PASSWORD: undefined })
    const statuses = await visitorMistakes(server.url)
    expect(
      statuses.every((status) => status >= 400 && status < 500),
      String(statuses),
    ).toBe(true)
    server.child.kill('SIGTERM')
    await server.exited
    const lines = logLines(server.output())
    expect(lines.length).toBeGreaterThan(2)
    expect(server.output()).not.toContain('ErrorResponseImpl')
    expect(lines.filter((line) => (line.res?.statusCode ?? 0) >= 400)).toEqual([])
    expect(lines.filter((line) => line.level >= 50)).toEqual([])
    const password = lines.find((line) => line.msg?.includes('created with password'))
    expect(password?.level).toBe(40)
  }, 60_000)

  it('logs each visitor 4xx once, at debug', async () => {
    const server = await startServerProcess({ ...scratch.env, LOG_LEVEL: 'debug' })
    await visitorMistakes(server.url)
    server.child.kill('SIGTERM')
    await server.exited
    const lines = logLines(server.output())
    const refused = lines.filter((line) => (line.res?.statusCode ?? 0) >= 400)
    expect(refused.map((line) => line.level)).toEqual([20, 20, 20, 20, 20, 20])
    expect(refused.map((line) => line.req?.url).sort()).toEqual([
      '/api/contact',
      '/api/projects',
      '/blog/no-such-post',
      '/case-studies',
      '/no-such-page',
      '/projects',
    ])
    expect(server.output()).not.toContain('ErrorResponseImpl')
  }, 60_000)
})
