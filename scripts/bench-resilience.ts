/**
 * `npm run bench:resilience`: the production server under sustained load (issue 8, "Under load").
 *
 * 1. Seeds a fresh SQLite database with the demo content and starts the server as `npm start` does,
 *    on 127.0.0.1, with the public form limits multiplied (FORM_LIMIT_MULTIPLIER) in this mode only.
 *    The owner signs in once, so the sign-in limits are never near.
 * 2. autocannon, 100 connections for 40 s each on `/`, `/blog/{slug}` and `/api/search?q=ai`:
 *    no errors, no timeouts, nothing outside 2xx, p99 under 500 ms.
 * 3. 10 connections for 60 s creating blog post drafts and projects through /api/admin with a bearer
 *    token, recording every id answered with 201; afterwards every one of them must be listed, and no
 *    answer may be a 5xx (a busy SQLite database must wait, not fail).
 * 4. Prints a table and the verdict of each target; exits 1 naming each one missed.
 *
 * Options: --port <n> (3530, or RESILIENCE_PORT), --read-duration <s> (40), --read-connections <n> (100),
 * --write-duration <s> (60), --write-connections <n> (10).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import {
  adminToken,
  ensureBuild,
  publishedPostSlug,
  row,
  seed,
  startServer,
  stopAll,
  waitFor,
} from './bench-server.ts'
import {
  checkResilienceTargets,
  type ReadFigures,
  resilienceTargets,
  type WriteFigures,
} from './resilience-targets.ts'

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.RESILIENCE_PORT ?? '3530' },
    'read-duration': { type: 'string', default: '40' },
    'read-connections': { type: 'string', default: '100' },
    'write-duration': { type: 'string', default: '60' },
    'write-connections': { type: 'string', default: '10' },
  },
})
const port = Number(options.port)
const readDuration = Number(options['read-duration'])
const readConnections = Number(options['read-connections'])
const writeDuration = Number(options['write-duration'])
const writeConnections = Number(options['write-connections'])
const base = `http://127.0.0.1:${port}`

async function measureRead(route: string): Promise<ReadFigures & { rps: number }> {
  const result = await autocannon({
    url: `${base}${route}`,
    connections: readConnections,
    duration: readDuration,
  })
  return {
    rps: result.requests.average,
    route,
    requests: result.requests.total,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    p99: result.latency.p99,
  }
}

type Kind = 'blog-posts' | 'projects'

async function runWrites(token: string): Promise<WriteFigures & { p99: number; rps: number }> {
  const acknowledged: Record<Kind, number[]> = { 'blog-posts': [], projects: [] }
  let sequence = 0
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
  const record = (kind: Kind) => (status: number, body: string) => {
    if (status !== 201) return
    const id = (JSON.parse(body) as { id?: unknown }).id
    if (typeof id === 'number') acknowledged[kind].push(id)
  }
  const result = await autocannon({
    url: base,
    connections: writeConnections,
    duration: writeDuration,
    requests: [
      {
        method: 'POST',
        path: '/api/admin/blog-posts',
        headers,
        setupRequest: (request) => {
          const n = ++sequence
          return {
            ...request,
            body: JSON.stringify({
              title: `Load draft ${n} ${process.pid}`,
              excerpt: `A draft written under load, number ${n}.`,
              content: `## Under load\n\nDraft ${n}, written while nine others were being written too.`,
              category: 'Technology',
              tags: ['load'],
              published: 0,
            }),
          }
        },
        onResponse: record('blog-posts'),
      },
      {
        method: 'POST',
        path: '/api/admin/projects',
        headers,
        setupRequest: (request) => {
          const n = ++sequence
          return {
            ...request,
            body: JSON.stringify({
              title: `Load project ${n} ${process.pid}`,
              description: `A project created under load, number ${n}.`,
              category: 'productivity-ai',
              technologies: ['TypeScript'],
            }),
          }
        },
        onResponse: record('projects'),
      },
    ],
  })

  const missing: number[] = []
  for (const kind of ['blog-posts', 'projects'] as const) {
    const response = await fetch(`${base}/api/admin/${kind}`, { headers })
    if (!response.ok) throw new Error(`/api/admin/${kind} answered ${response.status} when read back`)
    const present = new Set(((await response.json()) as { id: number }[]).map((item) => item.id))
    for (const id of acknowledged[kind]) if (!present.has(id)) missing.push(id)
  }
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
  )
  return {
    requests: result.requests.total,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    statuses,
    acknowledged: acknowledged['blog-posts'].length + acknowledged.projects.length,
    missing,
    p99: result.latency.p99,
    rps: result.requests.average,
  }
}

async function main() {
  ensureBuild()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-resilience-'))
  // Only the public form limits are per address; nothing here posts a form, but a shared loopback
  // address must never be what fails this run.
  const server = { dataDir, port, env: { FORM_LIMIT_MULTIPLIER: '10000' } }
  seed(server)
  const child = startServer(server)
  try {
    await waitFor(`${base}/healthz`, 120_000)
    const slug = await publishedPostSlug(base)
    const routes = ['/', `/blog/${slug}`, '/api/search?q=ai']
    for (const route of routes) await fetch(`${base}${route}`)

    // Other work on the machine shows in the tail latencies, so the report says how busy it was.
    const load = () =>
      os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(', ')
    console.log(
      `\nReads: ${readConnections} connections, ${readDuration} s per route; server pid ${child.pid} on ${base}; load average ${load()}\n`,
    )
    const widths = [Math.max(...routes.map((route) => route.length)) + 2, 10, 8, 8, 9, 8, 8]
    console.log(row(['route', 'requests', 'rps', 'errors', 'timeouts', 'non-2xx', 'p99 ms'], widths))
    const reads: ReadFigures[] = []
    for (const route of routes) {
      const figure = await measureRead(route)
      reads.push(figure)
      console.log(
        row(
          [
            route,
            figure.requests,
            Math.round(figure.rps),
            figure.errors,
            figure.timeouts,
            figure.non2xx,
            figure.p99,
          ],
          widths,
        ),
      )
    }

    console.log(
      `\nAdmin creates: ${writeConnections} connections for ${writeDuration} s; load average ${load()}\n`,
    )
    const token = await adminToken(base)
    const writes = await runWrites(token)
    const statusList = Object.entries(writes.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')
    console.log(
      row(
        ['requests', 'acknowledged', 'missing', 'errors', 'timeouts', 'p99 ms', 'statuses'],
        [9, 13, 8, 7, 9, 7],
      ),
    )
    console.log(
      row(
        [
          writes.requests,
          writes.acknowledged,
          writes.missing.length,
          writes.errors,
          writes.timeouts,
          writes.p99,
          statusList || '-',
        ],
        [9, 13, 8, 7, 9, 7],
      ),
    )

    console.log(`\nload average at the end ${load()}`)
    const verdicts = checkResilienceTargets(reads, writes)
    const missed = verdicts.filter((verdict) => !verdict.ok)
    console.log(`\nTargets (reads p99 < ${resilienceTargets.readP99Ms} ms, no failures; every write kept)`)
    if (missed.length === 0) console.log('PASS  every target met')
    for (const verdict of missed) console.log(`FAIL  ${verdict.description}`)
    if (missed.length > 0) process.exitCode = 1
  } finally {
    stopAll()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
