/**
 * `npm run bench`: throughput and latency of the production server on 127.0.0.1, compared with a bare
 * Node `http` server that answers the same home-page HTML from memory.
 *
 * 1. Builds when no build exists (BUILD_DIR), starts the production server on a fresh SQLite database
 *    with the demo content, and the baseline server, each in its own process.
 * 2. Runs autocannon (50 connections, 10 s per route) on the baseline and on every route, three rounds,
 *    and reads the server's resident memory after each round.
 * 3. Loads 1,000 posts and projects through the admin API and measures search again.
 * 4. Prints the figures and the verdict of each target; exits 1 when one is missed.
 *
 * Options: --duration <s> (10), --connections <n> (50), --rounds <n> (3), --items <n> (1000).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { type BenchFigures, type BenchTargetResult, checkBenchTargets } from './bench-targets.ts'

const root = path.resolve(import.meta.dirname, '..')
const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '3' },
    items: { type: 'string', default: '1000' },
  },
})
const duration = Number(options.duration)
const connections = Number(options.connections)
const rounds = Number(options.rounds)
const items = Number(options.items)
const serverPort = 3400
const baselinePort = 3401
const admin = { username: 'bench', password: 'bench owner password' }

const children: ChildProcess[] = []
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL')
})

function ensureBuild() {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build')
  if (existsSync(path.join(buildDir, 'server', 'index.js'))) return
  console.log(`No production build in ${buildDir}; building…`)
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) throw new Error('the build failed')
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

function serverEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(serverPort),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SEED_DEMO_CONTENT: 'true',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
  }
}

/**
 * The demo content is added by `npm run seed` before the server starts, as a deployment's first run
 * would leave it: the measured process then holds what serving needs, not the image encoder the
 * one-time seed of the demo artwork loads.
 */
function seed(dataDir: string) {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
    cwd: root,
    env: serverEnv(dataDir),
    stdio: 'inherit',
  })
  if (seeded.status !== 0) throw new Error('seeding the demo content failed')
}

/** The V8 heap settings of `npm start` (package.json), so the bench measures what production runs. */
function startFlags(): string[] {
  const scripts = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as Record<
    string,
    string
  >
  return (scripts.start ?? '').split(/\s+/).filter((word) => word.startsWith('--'))
}

function startServer(dataDir: string) {
  const child = spawn(process.execPath, [...startFlags(), 'index.js'], {
    cwd: root,
    env: {
      ...serverEnv(dataDir),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  children.push(child)
  return child
}

function startBaseline(htmlFile: string) {
  const program = `
    const http = require('node:http')
    const body = require('node:fs').readFileSync(process.env.BASELINE_HTML_FILE)
    http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length })
      res.end(body)
    }).listen(${baselinePort}, '127.0.0.1')
  `
  const child = spawn(process.execPath, ['-e', program], {
    env: { ...process.env, BASELINE_HTML_FILE: htmlFile },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  children.push(child)
  return child
}

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
  return kilobytes / 1024
}

type Measurement = { rps: number; p50: number; p99: number; errors: number; non2xx: number }

async function measure(url: string): Promise<Measurement> {
  const result = await autocannon({ url, connections, duration })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

async function adminToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  if (!response.ok) throw new Error(`admin login failed with ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

const topics = ['AI governance', 'cloud migration', 'data strategy', 'zero trust', 'service design']

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

function row(cells: (string | number)[], widths: number[]) {
  return cells.map((cell, index) => String(cell).padEnd(widths[index] ?? 10)).join(' ')
}

async function main() {
  ensureBuild()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-'))
  const base = `http://127.0.0.1:${serverPort}`
  seed(dataDir)
  const server = startServer(dataDir)
  try {
    await waitFor(`${base}/healthz`, 120_000)
    const posts = (await (await fetch(`${base}/api/blog-posts`)).json()) as { slug: string }[]
    const slug = posts[0]?.slug
    if (!slug) throw new Error('the demo content has no published post')
    const homeHtmlFile = path.join(dataDir, 'baseline-home.html')
    writeFileSync(homeHtmlFile, await (await fetch(`${base}/`)).text())
    startBaseline(homeHtmlFile)
    await waitFor(`http://127.0.0.1:${baselinePort}/`)

    const routes = ['/', `/blog/${slug}`, '/api/projects', '/api/blog-posts', '/api/search?q=ai']
    for (const route of routes) await fetch(`${base}${route}`)

    console.log(
      `\nautocannon: ${connections} connections, ${duration} s per route, ${rounds} rounds; server pid ${server.pid}\n`,
    )
    const widths = [28, 10, 9, 9, 9, 8]
    console.log(row(['route', 'rps', 'p50 ms', 'p99 ms', 'ratio', 'errors'], widths))
    const baseline = await measure(`http://127.0.0.1:${baselinePort}/`)
    console.log(
      row(
        [
          'baseline (bare node, /)',
          Math.round(baseline.rps),
          baseline.p50,
          baseline.p99,
          '1.00',
          baseline.errors,
        ],
        widths,
      ),
    )

    const figures: BenchFigures = { baselineRps: baseline.rps, routes: {}, memoryMb: [], searchLoaded: null }
    for (let round = 1; round <= rounds; round++) {
      for (const route of routes) {
        const result = await measure(`${base}${route}`)
        figures.routes[route] = result
        const ratio = (result.rps / baseline.rps).toFixed(2)
        console.log(
          row(
            [route, Math.round(result.rps), result.p50, result.p99, ratio, result.errors + result.non2xx],
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
          (searchLoaded.rps / baseline.rps).toFixed(2),
          searchLoaded.errors + searchLoaded.non2xx,
        ],
        widths,
      ),
    )

    const verdicts: BenchTargetResult[] = checkBenchTargets(figures, {
      htmlRoutes: ['/', `/blog/${slug}`],
      jsonRoutes: ['/api/projects', '/api/blog-posts'],
    })
    console.log('\nTargets')
    for (const verdict of verdicts) console.log(`${verdict.ok ? 'PASS' : 'FAIL'}  ${verdict.description}`)
    if (verdicts.some((verdict) => !verdict.ok)) process.exitCode = 1
  } finally {
    for (const child of children) child.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
