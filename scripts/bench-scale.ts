/**
 * The large-site phase of `npm run bench` (and `npm run bench -- --only scale`): a production server
 * with 10,000 published posts and 2,000 projects, under the load that took the site down before
 * pagination and the page cache's canonical keys.
 *
 * 1. Migrates a fresh SQLite database and writes the posts and projects into it directly (a minute of
 *    admin API calls otherwise), then starts the server as `npm start` does.
 * 2. 60 s of 50 connections asking for URLs no cache can hold by their spelling: unknown query
 *    parameters, every page of the lists, articles, searches, unknown paths.
 * 3. 60 s of 50 connections of ordinary reads while 4 admin writers create and edit posts and projects.
 * 4. Throughout: the server's resident memory, sampled every 250 ms, and /healthz asked every 250 ms.
 *
 * Targets (scripts/scale-targets.ts): no connection error, timeout or 5xx; p99 under 500 ms in each
 * phase; no failed write; resident memory under 250 MB; /healthz within 100 ms throughout.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import autocannon from './autocannon-bodiless.ts'
import { adminToken, root, startServer, waitFor } from './bench-server.ts'
import { packageNodeCommand } from './package-commands.ts'
import {
  checkScaleTargets,
  type LoadFigures,
  type ScaleFigures,
  type ScaleTargetResult,
} from './scale-targets.ts'

export type ScaleOptions = {
  port: number
  posts: number
  projects: number
  /** Seconds per load phase. */
  duration: number
  connections: number
  writers: number
}

const topics = [
  'AI governance',
  'cloud migration',
  'data strategy',
  'zero trust',
  'service design',
  'FedRAMP',
]
const blogCategories = ['Strategy', 'Technology', 'Leadership']
const projectCategories = ['productivity-ai', 'cybersecurity', 'wellbeing-ux', 'sustainability']

/** A migrated database holding `posts` published posts and `projects` projects, an hour apart. */
export function seedLarge(dataDir: string, posts: number, projects: number) {
  const migrate = packageNodeCommand('migrate')
  const migrated = spawnSync(process.execPath, migrate.args, {
    cwd: root,
    env: { ...process.env, ...migrate.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'inherit',
  })
  if (migrated.status !== 0) throw new Error('migrating the large database failed')
  const db = new SQLite(path.join(dataDir, 'site.db'))
  const start = Date.parse('2020-01-01T00:00:00.000Z')
  const hour = 60 * 60 * 1000
  const insertPost = db.prepare(
    `insert into blog_posts (title, slug, excerpt, content, category, tags, published, featured, created_at)
     values (?, ?, ?, ?, ?, ?, 1, 0, ?)`,
  )
  const insertProject = db.prepare(
    `insert into projects (slug, title, description, category, technologies, featured, created_at)
     values (?, ?, ?, ?, ?, ?, ?)`,
  )
  db.transaction(() => {
    for (let index = 0; index < posts; index++) {
      const topic = topics[index % topics.length]!
      insertPost.run(
        `Note ${index}: ${topic} for program offices`,
        `note-${index}`,
        `What program office ${index} learned about ${topic}, and what it would do again.`,
        `## ${topic}\n\n${`Field notes on ${topic}, budgets and delivery for agency ${index}. `.repeat(40)}`,
        blogCategories[index % blogCategories.length],
        JSON.stringify([topic, 'AI']),
        new Date(start + index * hour).toISOString(),
      )
    }
    for (let index = 0; index < projects; index++) {
      const topic = topics[index % topics.length]!
      insertProject.run(
        `project-${index}`,
        `Project ${index}: ${topic}`,
        `A ${topic} engagement for agency ${index}, from discovery to an operating service.`,
        projectCategories[index % projectCategories.length],
        JSON.stringify(['TypeScript', 'PostgreSQL', topic]),
        index % 50 === 0 ? 1 : 0,
        new Date(start + index * hour).toISOString(),
      )
    }
  })()
  db.close()
}

/**
 * Asks /healthz every 250 ms from a process of its own (the load generator's busy event loop would
 * delay its own measurements) and prints the slowest answer when told to stop.
 */
const healthProbe = `
  let slowest = 0
  let running = true
  const began = performance.now()
  process.on('message', () => { running = false })
  ;(async () => {
    // The first fetch of a process loads its HTTP client: that time is the prober's, not the server's.
    await fetch(process.argv[1] + '/healthz').then((response) => response.arrayBuffer())
    while (running) {
      const started = performance.now()
      try {
        const response = await fetch(process.argv[1] + '/healthz', { signal: AbortSignal.timeout(5000) })
        await response.arrayBuffer()
        const took = response.ok ? performance.now() - started : Infinity
        if (took > 100) console.log('/healthz took ' + took.toFixed(0) + ' ms at ' + ((started - began) / 1000).toFixed(1) + ' s')
        slowest = Math.max(slowest, took)
      } catch (error) {
        console.error('/healthz did not answer:', error.cause?.message ?? error.message)
        slowest = Infinity
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    // IPC carries JSON, which has no Infinity: -1 stands for an answer that never came.
    process.send(Number.isFinite(slowest) ? slowest : -1, () => process.exit(0))
  })()
`

/** Samples what the load does to the server: its memory, and how long /healthz takes. */
function watch(base: string, pid: number) {
  let peakMemoryMb = 0
  const memory = setInterval(() => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    peakMemoryMb = Math.max(peakMemoryMb, Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
  }, 250)
  const prober = spawn(process.execPath, ['-e', healthProbe, base], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const slowest = new Promise<number>((resolve) =>
    prober.once('message', (value) => resolve(value as number)),
  )
  return {
    async stop() {
      clearInterval(memory)
      prober.send('stop')
      const slowestHealthMs = await slowest
      return { peakMemoryMb, slowestHealthMs: slowestHealthMs < 0 ? Infinity : slowestHealthMs }
    },
  }
}

async function load(
  phase: string,
  base: string,
  paths: () => string,
  options: ScaleOptions,
): Promise<LoadFigures> {
  const result = await autocannon({
    url: base,
    connections: options.connections,
    duration: options.duration,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: paths() }),
      },
    ],
  })
  const serverErrors = result['5xx']
  return {
    phase,
    requests: result.requests.total,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    serverErrors,
    p99: result.latency.p99,
  }
}

/** URLs no cache holds by their spelling: each asks for something else, or for the same thing anew. */
function cacheBustingPaths(posts: number, projects: number) {
  let n = 0
  const blogPages = Math.ceil(posts / 12)
  const projectPages = Math.ceil(projects / 12)
  const makers = [
    () => `/blog?x=${n}`,
    () => `/blog?page=${(n % blogPages) + 1}`,
    () =>
      `/blog?category=${blogCategories[n % 3]}&page=${(n % Math.ceil(blogPages / 3)) + 1}&utm_source=${n}`,
    () => `/projects?page=${(n % projectPages) + 1}&x=${n}`,
    () => `/blog/note-${(n * 7919) % posts}?x=${n}`,
    () => `/?utm_campaign=${n}&ref=${n}`,
    () => `/api/blog-posts?page=${(n % Math.ceil(posts / 50)) + 1}&x=${n}`,
    () => `/api/projects?page=${(n % Math.ceil(projects / 50)) + 1}&limit=50`,
    () => `/api/search?q=${encodeURIComponent(`${topics[n % topics.length]} ${n % 997}`)}`,
    () => `/no-such-page-${n}`,
  ]
  return () => {
    n += 1
    return makers[n % makers.length]!()
  }
}

function ordinaryPaths(posts: number) {
  let n = 0
  const paths = [
    '/',
    '/blog',
    '/projects',
    '/case-studies',
    `/blog/note-${posts - 1}`,
    '/api/blog-posts',
    '/api/projects?featured=true',
    '/api/search?q=ai',
    '/contact',
    '/blog?page=2',
  ]
  return () => paths[n++ % paths.length]!
}

/** Creates, publishes and edits posts and projects through the admin API until `until`. */
async function write(base: string, token: string, until: number, writer: number) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
  let acknowledged = 0
  let failed = 0
  for (let n = 0; Date.now() < until; n++) {
    const post = await fetch(`${base}/api/admin/blog-posts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: `Scale note ${writer}-${n}`,
        excerpt: 'Written while the site was under load.',
        content: `## Under load\n\n${'A paragraph written during the load test. '.repeat(10)}`,
        category: 'Strategy',
        tags: ['Load'],
      }),
    })
    const body = (await post.json().catch(() => ({}))) as { id?: number }
    if (post.status === 201 && body.id) acknowledged += 1
    else failed += 1
    if (!body.id) continue
    const edit = await fetch(`${base}/api/admin/blog-posts/${body.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ excerpt: `Edited under load, round ${n}.` }),
    })
    await edit.arrayBuffer()
    if (edit.ok) acknowledged += 1
    else failed += 1
    const project = await fetch(`${base}/api/admin/projects`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: `Scale project ${writer}-${n}`,
        description: 'Added while the site was under load.',
        category: 'cybersecurity',
        technologies: ['Load'],
      }),
    })
    await project.arrayBuffer()
    if (project.status === 201) acknowledged += 1
    else failed += 1
  }
  return { acknowledged, failed }
}

export async function runScaleBench(options: ScaleOptions): Promise<{
  figures: ScaleFigures
  verdicts: ScaleTargetResult[]
}> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-bench-scale-'))
  const base = `http://127.0.0.1:${options.port}`
  try {
    console.log(`\nLarge site: writing ${options.posts} posts and ${options.projects} projects…`)
    const seeding = performance.now()
    seedLarge(dataDir, options.posts, options.projects)
    console.log(`written in ${((performance.now() - seeding) / 1000).toFixed(1)} s`)
    const server = startServer({ dataDir, port: options.port, env: { SEED_DEMO_CONTENT: 'false' } })
    await waitFor(`${base}/healthz`, 120_000)
    const token = await adminToken(base)
    const watcher = watch(base, server.pid ?? 0)

    console.log(`${options.duration} s of ${options.connections} connections of cache-busting URLs…`)
    const busting = await load(
      'cache-busting URLs',
      base,
      cacheBustingPaths(options.posts, options.projects),
      options,
    )

    console.log(`${options.duration} s of ordinary reads with ${options.writers} admin writers…`)
    const until = Date.now() + options.duration * 1000
    const [mixed, ...writers] = await Promise.all([
      load(`reads with ${options.writers} writers`, base, ordinaryPaths(options.posts), options),
      ...Array.from({ length: options.writers }, (_, writer) => write(base, token, until, writer)),
    ])
    const { peakMemoryMb, slowestHealthMs } = await watcher.stop()
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGTERM')
    await exited

    const figures: ScaleFigures = {
      phases: [busting, mixed as LoadFigures],
      writes: {
        acknowledged: writers.reduce((sum, w) => sum + w.acknowledged, 0),
        failed: writers.reduce((sum, w) => sum + w.failed, 0),
      },
      peakMemoryMb,
      slowestHealthMs,
    }
    for (const phase of figures.phases) {
      console.log(
        `${phase.phase}: ${phase.requests} requests (${Math.round(phase.requests / options.duration)}/s), p99 ${phase.p99} ms, ${phase.errors} errors, ${phase.timeouts} timeouts, ${phase.serverErrors} 5xx`,
      )
    }
    console.log(
      `admin writes: ${figures.writes.acknowledged} acknowledged, ${figures.writes.failed} failed; peak resident memory ${peakMemoryMb.toFixed(1)} MB; slowest /healthz ${slowestHealthMs.toFixed(0)} ms`,
    )
    return { figures, verdicts: checkScaleTargets(figures) }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
