/**
 * `npm run lighthouse [-- --page /path] [--runs 5]`: measures the public pages of a production build,
 * each in English, Spanish and French (`/`, `/es/`, `/fr/` …) unless pages are named,
 * with Lighthouse (mobile emulation, default throttling) in Debian's Chromium, prints a table of the
 * figures and exits non-zero when one breaks its budget (scripts/lighthouse-budgets.ts).
 *
 * Each page is measured `--runs` times and judged on the median of each timing over the runs (LCP,
 * TBT; CLS by the worst run), the scores and the saved report coming from the median run as
 * Lighthouse's own tooling chooses it (closest to the median FCP and TTI): one run's blocking time
 * moves by a hundred milliseconds with what else the machine is doing. Five runs, as Lighthouse's
 * documentation on variability advises: of three, two slow runs decided, and a busy machine made
 * two often enough.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { localizedPath, supportedLanguages } from '../app/i18n/config.ts'
import {
  budgets,
  checkBudgets,
  figuresFromReport,
  figuresOfRuns,
  formatTable,
  inlineStyleBytes,
  type LighthouseReport,
  layoutShifts,
  type PageFigures,
} from './lighthouse-budgets.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const articlePlaceholder = '/blog/{slug}'
const defaultPages = [
  '/',
  '/projects',
  '/case-studies',
  '/blog',
  articlePlaceholder,
  '/contact',
  '/network',
  '/ai-strategy-sprint',
  '/book/free-consult',
  '/capability-statement',
  '/accessibility',
]
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const { values: options } = parseArgs({
  options: {
    page: { type: 'string', multiple: true },
    runs: { type: 'string', default: '5' },
    // On a machine whose ports are shared out, the one this run may use; any free one otherwise.
    port: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
})
if (options.help) {
  console.log('Usage: npm run lighthouse [-- --page /path [--page /other]] [--runs 5] [--port 4000]')
  process.exit(0)
}
const runs = Number(options.runs)
if (!Number.isInteger(runs) || runs < 1 || runs > 15) {
  console.error(`--runs takes a whole number from 1 to 15, not "${options.runs}"`)
  process.exit(2)
}
for (const page of options.page ?? []) {
  if (!page.startsWith('/')) {
    console.error(`--page takes a path starting with "/", not "${page}"`)
    process.exit(2)
  }
}

function ensureBuild(buildDir: string) {
  if (existsSync(path.join(buildDir, 'server/index.js'))) return
  console.log(`No production build in ${buildDir}; building it...`)
  const result = spawnSync('npx', ['react-router', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BUILD_DIR: buildDir },
  })
  if (result.status !== 0) throw new Error('the build failed')
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitUntilUp(origin: string, server: ChildProcess) {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`)
    try {
      const response = await fetch(`${origin}/healthz`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the server did not answer /healthz within 3 minutes')
}

async function firstArticlePath(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/blog-posts`)
  const body = (await response.json()) as unknown
  const list = Array.isArray(body) ? body : ((body as { items?: unknown; data?: unknown }).items ?? [])
  const first = (Array.isArray(list) ? list[0] : undefined) as { slug?: unknown } | undefined
  if (typeof first?.slug !== 'string') throw new Error('the seeded site has no published article')
  return `/blog/${first.slug}`
}

function reportName(page: string) {
  return page === '/' ? 'home' : page.slice(1).replace(/[^a-z0-9]+/gi, '-')
}

/**
 * One Lighthouse run in a Chrome of its own (a reused one now and then fails to record the trace); a
 * run whose trace was still lost (NO_NAVSTART and the like) is measured again, up to three times more:
 * on a busy machine two losses in a row on one page happen about once in a full run.
 */
async function measure(url: string) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags,
      logLevel: 'silent',
    })
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: ['json', 'html'],
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
      if (!result.lhr.runtimeError) return result
      if (attempt === 4) throw new Error(`${url}: ${result.lhr.runtimeError.message}`)
      console.log(`  ${url}: ${result.lhr.runtimeError.code}, measuring again`)
    } finally {
      chrome.kill()
    }
  }
}

async function main(): Promise<number> {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build')
  ensureBuild(buildDir)

  const reportDir = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-'))
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-data-'))
  const port = options.port ? Number(options.port) : await freePort()
  const origin = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['index.js'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BUILD_DIR: buildDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO_CONTENT: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'lighthouse run password',
    },
  })
  try {
    await waitUntilUp(origin, server)
    const article = await firstArticlePath(origin)
    const pages =
      options.page ??
      supportedLanguages.flatMap((language) =>
        defaultPages.map((page) => localizedPath(page === articlePlaceholder ? article : page, language)),
      )

    console.log(
      `Lighthouse ${pages.length} page(s), ${runs} run(s) each, on ${origin}; median reports in ${reportDir}`,
    )

    const figures: PageFigures[] = []
    for (const page of pages) {
      const url = `${origin}${page}`
      // One request first so the measured load does not pay for cold caches in the server.
      const warmUp = await fetch(url)
      const pageHtml = await warmUp.text()
      const inlineCss = inlineStyleBytes(pageHtml)
      if (!warmUp.ok) throw new Error(`${page} answered ${warmUp.status}`)
      // A generated cover is drawn when a browser first asks for it, in the size that browser wants
      // (server/covers.ts), then kept: an unmeasured run first, as an earlier visitor on a phone would.
      if (pageHtml.includes('/covers/')) await measure(url)

      const results: Awaited<ReturnType<typeof measure>>[] = []
      for (let run = 0; run < runs; run++) results.push(await measure(url))
      const median = computeMedianRun(results.map((r) => r.lhr))
      const result = results.find((candidate) => candidate.lhr === median)
      if (!result) throw new Error(`${page}: no median run`)
      const [json, html] = result.report as string[]
      await writeFile(path.join(reportDir, `${reportName(page)}.report.json`), json ?? '')
      await writeFile(path.join(reportDir, `${reportName(page)}.report.html`), html ?? '')
      const each = results.map((r) =>
        figuresFromReport(page, r.lhr as unknown as LighthouseReport, inlineCss),
      )
      const pageFigures = figuresOfRuns(
        figuresFromReport(page, result.lhr as unknown as LighthouseReport, inlineCss),
        each,
      )
      figures.push(pageFigures)
      console.log(
        `  ${page}: performance ${pageFigures.performance}, LCP ${Math.round(pageFigures.lcpMs)} ms, TBT ${Math.round(pageFigures.tbtMs)} ms (medians of ${runs}; LCP of each run ${each.map((f) => Math.round(f.lcpMs)).join(', ')} ms, TBT ${each.map((f) => Math.round(f.tbtMs)).join(', ')} ms)`,
      )
      results.forEach((r, index) => {
        const shifts = layoutShifts(r.lhr as unknown as LighthouseReport)
        if ((each[index]?.cls ?? 0) > 0) console.log(`    run ${index + 1} moved: ${shifts.join(' | ')}`)
      })
    }

    const table = formatTable(figures)
    await writeFile(path.join(reportDir, 'figures.md'), `${table}\n`)
    console.log(`\n${table}\n`)
    const violations = checkBudgets(figures)
    if (violations.length === 0) {
      console.log(
        `Every page meets its budgets (Performance ≥ ${budgets.performance}, LCP ≤ ${budgets.lcpMs} ms, TBT ≤ ${budgets.tbtMs} ms, CLS ≤ ${budgets.cls}, JS ≤ ${budgets.jsKb} kB on / and the article, CSS ≤ ${budgets.cssKb} kB).`,
      )
      return 0
    }
    console.error(`${violations.length} figure(s) over budget:`)
    for (const v of violations) console.error(`  ${v.path}  ${v.metric}: ${v.value} (budget ${v.budget})`)
    return 1
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => {
      if (server.exitCode !== null) resolve(undefined)
      else server.once('exit', resolve)
    })
    await rm(dataDir, { recursive: true, force: true })
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
