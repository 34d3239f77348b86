/**
 * The analytics phase of `npm run bench` (`--only analytics`):
 *
 * 1. Scale: 1,000,000 page views (scripts/analytics-data.ts) written into a fresh SQLite database and a
 *    fresh PostgreSQL database (when one answers at TEST_POSTGRES_URL or 127.0.0.1:5432), each day's
 *    rollups computed after it and each month's at its end (as a running site has them), the database's
 *    growth measured, and every Analytics panel timed under each filter, three times (target: every
 *    read under 300 ms); then timed again without the monthly rollups, and the 400 days' rollups
 *    computed again as one backlog (a first start, a restore).
 * 2. Burst: 2,000 page views a second for 30 s at POST /api/event of one production server (SQLite);
 *    every one must be answered 202 and stored (counted in the database after a graceful stop).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import pg from 'pg'
import { loadConfig } from '../app/config.server.ts'
import { createRuntime } from '../app/services/runtime.server.ts'
import { type PanelTiming, seedPageViews, timePanels } from './analytics-data.ts'
import autocannon from './autocannon-bodiless.ts'
import { startServer, waitFor } from './bench-server.ts'
import type { BenchTargetResult } from './bench-targets.ts'

const panelTargetMs = 300
const postgresAdminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

type ScaleResult = {
  engine: string
  seconds: number
  rollupSeconds: number
  backlogSeconds: number
  growthMb: number
  timings: PanelTiming[]
}

function sqliteBytes(dataDir: string): number {
  return ['site.db', 'site.db-wal'].reduce((total, file) => {
    try {
      return total + statSync(path.join(dataDir, file)).size
    } catch {
      return total
    }
  }, 0)
}

async function scaleOn(
  engine: 'sqlite' | 'postgres',
  views: number,
  days: number,
): Promise<ScaleResult | undefined> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-analytics-'))
  let databaseUrl: string | undefined
  let dropDatabase: (() => Promise<void>) | undefined
  if (engine === 'postgres') {
    const name = `site_bench_analytics_${process.pid}`
    const admin = new pg.Client({ connectionString: postgresAdminUrl })
    try {
      await admin.connect()
    } catch {
      console.log('PostgreSQL does not answer; its scale run is skipped.')
      rmSync(dataDir, { recursive: true, force: true })
      return undefined
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name}`)
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(postgresAdminUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    dropDatabase = async () => {
      const again = new pg.Client({ connectionString: postgresAdminUrl })
      await again.connect()
      await again.query(`DROP DATABASE IF EXISTS ${name}`)
      await again.end()
    }
  }
  const runtime = await createRuntime(
    loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SEED_DEMO_CONTENT: 'false',
      LOG_LEVEL: 'silent',
    }),
  )
  const { db } = runtime.database
  const size = async () => {
    if (engine === 'sqlite') {
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db)
      return sqliteBytes(dataDir)
    }
    await sql`vacuum analyze`.execute(db)
    const row = await sql<{ size: string }>`select pg_database_size(current_database()) as size`.execute(db)
    return Number(row.rows[0]?.size ?? 0)
  }
  try {
    const before = await size()
    console.log(`\n${engine}: writing ${views.toLocaleString('en-US')} page views over ${days} days…`)
    const started = performance.now()
    const { rollupSeconds } = await seedPageViews(runtime.services.analytics, {
      views,
      days,
      history: 'day by day',
    })
    const seconds = (performance.now() - started) / 1000
    if (engine === 'sqlite') await sql`analyze`.execute(db)
    const growthMb = ((await size()) - before) / 1024 / 1024
    console.log(`${engine}: ${seconds.toFixed(0)} s; the database grew by ${growthMb.toFixed(0)} MB`)
    const timings = await timePanels(runtime.services.analyticsReports)
    const show = (timing: PanelTiming) =>
      console.log(
        `  ${timing.name.padEnd(36)} ${timing.ms.toFixed(0)} ms (slowest of 3: ${timing.worstMs.toFixed(0)} ms)`,
      )
    timings.forEach(show)
    // The same reports without the monthly rollups (daily rows, today raw): for comparison.
    await sql`delete from analytics_rollup_months`.execute(db)
    console.log(`${engine}: the same reports without the monthly rollups:`)
    ;(await timePanels(runtime.services.analyticsReports)).forEach(show)
    // Every day's rollups computed again at once, as after a first start or a restore (a backlog).
    await sql`delete from analytics_rollups`.execute(db)
    await sql`delete from analytics_month_rollups`.execute(db)
    await sql`update analytics_rollup_days set closed = 0`.execute(db)
    const backlogStarted = performance.now()
    await runtime.services.analytics.refreshRollups()
    const backlogSeconds = (performance.now() - backlogStarted) / 1000
    console.log(
      `${engine}: the ${days} days as one backlog, and their months, computed in ${backlogSeconds.toFixed(0)} s`,
    )
    return { engine, seconds, rollupSeconds, backlogSeconds, growthMb, timings }
  } finally {
    await runtime.close()
    await dropDatabase?.()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

function storedPageViews(dataDir: string): number {
  const file = new SQLite(path.join(dataDir, 'site.db'), { readonly: true })
  try {
    return (file.prepare('select count(*) as count from analytics_page_views').get() as { count: number })
      .count
  } finally {
    file.close()
  }
}

async function burst({ port, rate, seconds }: { port: number; rate: number; seconds: number }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-burst-'))
  const base = `http://127.0.0.1:${port}`
  const server = startServer({ dataDir, port, env: { SEED_DEMO_CONTENT: 'false' } })
  try {
    await waitFor(`${base}/healthz`, 120_000)
    console.log(`\nBurst: ${rate} page views a second for ${seconds} s at POST /api/event…`)
    let sent = 0
    const result = await autocannon({
      url: `${base}/api/event`,
      connections: 100,
      duration: seconds,
      overallRate: rate,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            sent += 1
            return {
              ...request,
              headers: {
                'content-type': 'text/plain;charset=UTF-8',
                // Each request a visitor of its own (about 500 of them), on one of 40 pages.
                'user-agent': `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${sent % 500}.0 Safari/537.36`,
              },
              body: JSON.stringify({ url: `${base}/blog/article-${sent % 40}?utm_campaign=burst` }),
            }
          },
        },
      ],
    })
    const accepted = result['2xx']
    // A graceful stop writes what still waits in memory.
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    const stored = storedPageViews(dataDir)
    const errors = result.errors + result.timeouts + result.non2xx
    console.log(
      `${sent.toLocaleString('en-US')} sent, ${accepted.toLocaleString('en-US')} answered 202 (${(accepted / seconds).toFixed(0)} a second, p99 ${result.latency.p99} ms), ${errors} errors, ${stored.toLocaleString('en-US')} stored`,
    )
    return { sent, accepted, errors, stored, p99: result.latency.p99, perSecond: accepted / seconds }
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function runAnalyticsBench(options: {
  port: number
  views: number
  days: number
  rate: number
  seconds: number
  /** The engines the 1,000,000 page views are measured on (none: the burst alone). */
  engines: ('sqlite' | 'postgres')[]
}): Promise<BenchTargetResult[]> {
  const verdicts: BenchTargetResult[] = []
  for (const engine of options.engines) {
    const result = await scaleOn(engine, options.views, options.days)
    if (!result) continue
    // Every read counts, the first one included.
    const slowest = result.timings.reduce((worst, timing) =>
      timing.worstMs > worst.worstMs ? timing : worst,
    )
    verdicts.push({
      ok: slowest.worstMs < panelTargetMs,
      description: `analytics on ${engine} with ${options.views.toLocaleString('en-US')} page views: every panel under ${panelTargetMs} ms (slowest: ${slowest.name}, ${slowest.worstMs.toFixed(0)} ms); database growth ${result.growthMb.toFixed(0)} MB; rollups computed day by day in ${result.rollupSeconds.toFixed(0)} s, as one backlog in ${result.backlogSeconds.toFixed(0)} s`,
    })
  }
  const burstResult = await burst({ port: options.port, rate: options.rate, seconds: options.seconds })
  verdicts.push({
    ok:
      burstResult.errors === 0 &&
      // Requests still in flight when autocannon stops are stored but not counted as answered.
      burstResult.stored >= burstResult.accepted &&
      burstResult.stored <= burstResult.sent &&
      burstResult.perSecond >= options.rate * 0.95,
    description: `burst of ${options.rate} page views a second for ${options.seconds} s: ${burstResult.sent.toLocaleString('en-US')} sent, ${burstResult.accepted.toLocaleString('en-US')} answered 202 (${burstResult.perSecond.toFixed(0)} a second), ${burstResult.stored.toLocaleString('en-US')} stored, ${burstResult.errors} errors, p99 ${burstResult.p99} ms`,
  })
  return verdicts
}
