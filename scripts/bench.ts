/**
 * `npm run bench`: throughput and latency of the production server on 127.0.0.1, compared with a bare
 * Node `http` server that answers the same home-page HTML from memory.
 *
 * 1. Builds when no build exists (BUILD_DIR), starts the production server on a fresh SQLite database
 *    with the demo content, and the baseline server, each in its own process.
 * 2. Runs autocannon (50 connections, 10 s per route) on the baseline and on every route, three rounds
 *    (each route's rps is compared with the baseline of its own round), and reads the server's
 *    resident memory after each round. autocannon runs without keeping response bodies
 *    (scripts/autocannon-bodiless.ts), so it measures the servers rather than itself, and asks for
 *    compressed bodies as every browser does; the baseline answers them with the same page gzipped.
 * 3. Loads 1,000 posts and projects through the admin API and measures search again, then times
 *    searches the caches cannot answer (distinct queries, one at a time).
 * 4. Prints the figures and the verdict of each target; exits 1 when one is missed.
 *
 * 5. Sends 20 image uploads at once and watches the server's memory (peak, and how near idle it settles).
 *
 * 6. The large site (scripts/bench-scale.ts): 10,000 posts and 2,000 projects under 60 s of
 *    cache-busting URLs and 60 s of reads with four admin writers.
 *
 * 7. Analytics (scripts/bench-analytics.ts, only with `--only analytics`): 1,000,000 page views on
 *    SQLite and PostgreSQL with every Analytics panel timed, then a burst of 2,000 page views a second
 *    for 30 s at one server, every one stored.
 *
 * Options: --duration <s> (10), --connections <n> (50), --rounds <n> (3), --items <n> (1000),
 * --uploads <n> (20), --only speed|scale|analytics (speed and scale), --scale-posts <n> (10000),
 * --scale-projects <n> (2000), --scale-duration <s> (60), --analytics-views <n> (1000000),
 * --analytics-days <n> (400), --analytics-engines sqlite,postgres|sqlite|postgres|none (both),
 * --burst-rate <n> (2000), --burst-seconds <s> (30).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from './autocannon-bodiless.ts'
import { runAnalyticsBench } from './bench-analytics.ts'
import { runScaleBench } from './bench-scale.ts'
import {
  adminToken,
  ensureBuild,
  publishedPostSlug,
  row,
  seed,
  startServer,
  stopAll,
  track,
  waitFor,
} from './bench-server.ts'
import { type BenchFigures, type BenchTargetResult, checkBenchTargets } from './bench-targets.ts'
import { measureUploads } from './upload-memory.ts'

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '3' },
    items: { type: 'string', default: '1000' },
    'distinct-searches': { type: 'string', default: '200' },
    uploads: { type: 'string', default: '20' },
    only: { type: 'string', default: 'all' },
    'scale-posts': { type: 'string', default: '10000' },
    'scale-projects': { type: 'string', default: '2000' },
    'scale-duration': { type: 'string', default: '60' },
    'analytics-views': { type: 'string', default: '1000000' },
    'analytics-days': { type: 'string', default: '400' },
    'burst-rate': { type: 'string', default: '2000' },
    'burst-seconds': { type: 'string', default: '30' },
    'analytics-engines': { type: 'string', default: 'sqlite,postgres' },
  },
})
const duration = Number(options.duration)
const connections = Number(options.connections)
const rounds = Number(options.rounds)
const items = Number(options.items)
const distinctSearches = Number(options['distinct-searches'])
const uploads = Number(options.uploads)
const serverPort = 3400
const baselinePort = 3401
const scalePort = 3402
const analyticsPort = 3403

/**
 * What a browser says it accepts. Without it every page would be measured as the uncompressed copy
 * (230 kB for the home page instead of 45 kB), a path only scripts take: both servers would spend the
 * round copying bytes, and the client would measure the loopback rather than the server.
 */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' }

function startBaseline(htmlFile: string): ChildProcess {
  const program = `
    const http = require('node:http')
    const body = require('node:fs').readFileSync(process.env.BASELINE_HTML_FILE)
    const gzipped = require('node:zlib').gzipSync(body, { level: 9 })
    http.createServer((req, res) => {
      const gzip = /\\bgzip\\b/.test(req.headers['accept-encoding'] || '')
      const sent = gzip ? gzipped : body
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': sent.length,
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        vary: 'Accept-Encoding',
      })
      res.end(sent)
    }).listen(${baselinePort}, '127.0.0.1')
  `
  return track(
    spawn(process.execPath, ['-e', program], {
      env: { ...process.env, BASELINE_HTML_FILE: htmlFile },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  )
}

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
  return kilobytes / 1024
}

type Measurement = {
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
  kilobytes: number
}

async function measure(url: string): Promise<Measurement> {
  const result = await autocannon({ url, connections, duration, headers: browserHeaders })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    kilobytes: result.requests.total > 0 ? result.throughput.total / result.requests.total / 1000 : 0,
  }
}

const topics = ['AI governance', 'cloud migration', 'data strategy', 'zero trust', 'service design']
const searchWords = [
  'agencies',
  'governance',
  'cloud',
  'data',
  'zero trust',
  'design',
  'modernization',
  'program',
]

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN
}

/**
 * Latency of searches no cache holds: `count` distinct queries (a word and a number, as in the loaded
 * content), one at a time, so each figure is one search of the whole index plus its HTTP round trip.
 */
async function timeDistinctSearches(base: string, count: number) {
  const times: number[] = []
  for (let index = 0; index < count; index++) {
    const query = `${searchWords[index % searchWords.length]} ${index}`
    const started = performance.now()
    const response = await fetch(`${base}/api/search?q=${encodeURIComponent(query)}`)
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`search for "${query}" answered ${response.status}`)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), max: times.at(-1) ?? Number.NaN }
}

/** Adds `count` posts and projects (half each) through the admin API, as the owner would. */
async function loadContent(base: string, count: number) {
  const token = await adminToken(base)
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
  const create = async (pathname: string, body: unknown) => {
    const response = await fetch(`${base}${pathname}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    })
    if (response.status !== 201 && response.status !== 200) {
      throw new Error(`${pathname} answered ${response.status}: ${await response.text()}`)
    }
  }
  const half = Math.floor(count / 2)
  for (let index = 0; index < half; index++) {
    const topic = topics[index % topics.length]
    await create('/api/admin/blog-posts', {
      title: `Bench note ${index}: ${topic} for agencies`,
      excerpt: `How agencies approach ${topic}, with lessons from delivery ${index}.`,
      content: `## ${topic}\n\nNotes on ${topic} and AI adoption in program ${index}. `.repeat(20),
      category: ['Strategy', 'Technology', 'Leadership'][index % 3],
      tags: [topic, 'AI'],
    })
    await create('/api/admin/projects', {
      title: `Bench project ${index}: ${topic}`,
      description: `A ${topic} engagement with an AI component, number ${index}.`,
      category: ['productivity-ai', 'cybersecurity', 'wellbeing-ux', 'sustainability'][index % 4],
      technologies: ['TypeScript', 'PostgreSQL', topic],
    })
  }
}

async function main() {
  ensureBuild()
  const verdicts: BenchTargetResult[] = []
  if (options.only === 'analytics') {
    verdicts.push(
      ...(await runAnalyticsBench({
        port: analyticsPort,
        views: Number(options['analytics-views']),
        days: Number(options['analytics-days']),
        rate: Number(options['burst-rate']),
        seconds: Number(options['burst-seconds']),
        engines: options['analytics-engines']
          .split(',')
          .filter((engine): engine is 'sqlite' | 'postgres' => engine === 'sqlite' || engine === 'postgres'),
      })),
    )
  }
  if (options.only === 'all' || options.only === 'speed') verdicts.push(...(await speedBench()))
  if (options.only === 'all' || options.only === 'scale') {
    const scale = await runScaleBench({
      port: scalePort,
      posts: Number(options['scale-posts']),
      projects: Number(options['scale-projects']),
      duration: Number(options['scale-duration']),
      connections,
      writers: 4,
    })
    verdicts.push(...scale.verdicts)
  }
  console.log('\nTargets')
  for (const verdict of verdicts) console.log(`${verdict.ok ? 'PASS' : 'FAIL'}  ${verdict.description}`)
  if (verdicts.some((verdict) => !verdict.ok)) process.exitCode = 1
}

/** Rounds of speed against the bare-Node baseline, search with bulk content, and uploads. */
async function speedBench(): Promise<BenchTargetResult[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-'))
  const base = `http://127.0.0.1:${serverPort}`
  seed({ dataDir, port: serverPort })
  const server = startServer({ dataDir, port: serverPort })
  try {
    await waitFor(`${base}/healthz`, 120_000)
    const slug = await publishedPostSlug(base)
    const homeHtmlFile = path.join(dataDir, 'baseline-home.html')
    writeFileSync(homeHtmlFile, await (await fetch(`${base}/`)).text())
    startBaseline(homeHtmlFile)
    await waitFor(`http://127.0.0.1:${baselinePort}/`)

    // The booking page in the zone most visitors come from: its free times change with every booking.
    const bookingPage = '/book/free-consult?tz=America/New_York'
    const routes = ['/', `/blog/${slug}`, bookingPage, '/api/projects', '/api/blog-posts', '/api/search?q=ai']
    for (const route of routes) await fetch(`${base}${route}`)

    console.log(
      `\nautocannon: ${connections} connections, ${duration} s per route, ${rounds} rounds; server pid ${server.pid}\n`,
    )
    const widths = [28, 10, 9, 9, 9, 8, 8]
    console.log(row(['route', 'rps', 'p50 ms', 'p99 ms', 'ratio', 'errors', 'kB'], widths))

    const figures: BenchFigures = { baselineRps: 0, routes: {}, memoryMb: [], searchLoaded: null }
    for (let round = 1; round <= rounds; round++) {
      // The baseline is measured again each round: what else the machine does moves both alike.
      const baseline = await measure(`http://127.0.0.1:${baselinePort}/`)
      figures.baselineRps = baseline.rps
      console.log(
        row(
          [
            'baseline (bare node, /)',
            Math.round(baseline.rps),
            baseline.p50,
            baseline.p99,
            '1.00',
            baseline.errors,
            baseline.kilobytes.toFixed(1),
          ],
          widths,
        ),
      )
      for (const route of routes) {
        const result = await measure(`${base}${route}`)
        figures.routes[route] = result
        const ratio = (result.rps / baseline.rps).toFixed(2)
        console.log(
          row(
            [
              route,
              Math.round(result.rps),
              result.p50,
              result.p99,
              ratio,
              result.errors + result.non2xx,
              result.kilobytes.toFixed(1),
            ],
            widths,
          ),
        )
      }
      const memory = residentMegabytes(server.pid ?? 0)
      figures.memoryMb.push(memory)
      console.log(`round ${round}: server resident memory ${memory.toFixed(1)} MB\n`)
    }

    console.log(`Loading ${items} posts and projects through the admin API…`)
    await loadContent(base, items)
    await fetch(`${base}/api/search?q=ai`)
    const searchLoaded = await measure(`${base}/api/search?q=ai`)
    figures.searchLoaded = searchLoaded
    console.log(
      row(
        [
          `/api/search?q=ai (+${items})`,
          Math.round(searchLoaded.rps),
          searchLoaded.p50,
          searchLoaded.p99,
          (searchLoaded.rps / figures.baselineRps).toFixed(2),
          searchLoaded.errors + searchLoaded.non2xx,
          searchLoaded.kilobytes.toFixed(1),
        ],
        widths,
      ),
    )

    const distinct = await timeDistinctSearches(base, distinctSearches)
    console.log(
      `${distinctSearches} distinct searches, one at a time (no cache holds them): p50 ${distinct.p50.toFixed(1)} ms, p99 ${distinct.p99.toFixed(1)} ms, max ${distinct.max.toFixed(1)} ms`,
    )
    const memory = residentMegabytes(server.pid ?? 0)
    console.log(`server resident memory at the end: ${memory.toFixed(1)} MB`)

    console.log(`\nSending ${uploads} image uploads at once (2400 × 1600 JPEG)…`)
    const uploaded = await measureUploads(base, await adminToken(base), server.pid ?? 0, uploads)
    figures.uploads = { count: uploads, ...uploaded }
    console.log(
      `${uploaded.statuses.filter((status) => status === 201).length} stored in ${uploaded.seconds.toFixed(1)} s; resident memory idle ${uploaded.idleMb.toFixed(1)} MB, peak ${uploaded.peakMb.toFixed(1)} MB, afterwards ${uploaded.afterMb.toFixed(1)} MB`,
    )

    return checkBenchTargets(figures, {
      htmlRoutes: ['/', `/blog/${slug}`, bookingPage],
      jsonRoutes: ['/api/projects', '/api/blog-posts'],
    })
  } finally {
    stopAll()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
