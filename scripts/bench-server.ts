/**
 * What `npm run bench` and `npm run bench:resilience` share: the production server started as
 * `npm start` starts it, on 127.0.0.1, over a fresh SQLite database seeded with the demo content.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { packageNodeCommand } from './package-commands.ts'

export const root = path.resolve(import.meta.dirname, '..')
export const benchAdmin = { username: 'bench', password: 'bench owner password' }

const children: ChildProcess[] = []
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL')
})

/** Processes started by these helpers, stopped with SIGKILL when the script exits. */
export function track(child: ChildProcess): ChildProcess {
  children.push(child)
  return child
}

export function stopAll() {
  for (const child of children) child.kill('SIGTERM')
}

export function ensureBuild() {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build')
  if (existsSync(path.join(buildDir, 'server', 'index.js'))) return
  console.log(`No production build in ${buildDir}; building…`)
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) throw new Error('the build failed')
}

export async function waitFor(url: string, timeoutMs = 60_000) {
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

export type BenchServerOptions = {
  dataDir: string
  port: number
  /** Extra environment, e.g. the form limit multiplier of the resilience run. */
  env?: NodeJS.ProcessEnv
}

export function serverEnv({ dataDir, port, env = {} }: BenchServerOptions): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SEED_DEMO_CONTENT: 'true',
    ADMIN_USERNAME: benchAdmin.username,
    ADMIN_PASSWORD: benchAdmin.password,
    ...env,
  }
}

/**
 * The demo content is added by `npm run seed` before the server starts, as a deployment's first run
 * would leave it: the measured process then holds what serving needs, not the image encoder the
 * one-time seed of the demo artwork loads.
 */
export function seed(options: BenchServerOptions) {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
    cwd: root,
    env: serverEnv(options),
    stdio: 'inherit',
  })
  if (seeded.status !== 0) throw new Error('seeding the demo content failed')
}

/** The V8 heap settings of `npm start` (package.json), so the bench measures what production runs. */
export function startServer(options: BenchServerOptions): ChildProcess {
  const start = packageNodeCommand('start')
  return track(
    spawn(process.execPath, start.args, {
      cwd: root,
      env: { ...start.env, ...serverEnv(options) },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  )
}

export async function adminToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(benchAdmin),
  })
  if (!response.ok) throw new Error(`admin login failed with ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

/** The slug of a published post of the demo content. */
export async function publishedPostSlug(base: string): Promise<string> {
  const posts = (await (await fetch(`${base}/api/blog-posts`)).json()) as { slug: string }[]
  const slug = posts[0]?.slug
  if (!slug) throw new Error('the demo content has no published post')
  return slug
}

export function row(cells: (string | number)[], widths: number[]) {
  return cells.map((cell, index) => String(cell).padEnd(widths[index] ?? 10)).join(' ')
}
