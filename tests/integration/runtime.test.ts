import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isSupportedNode } from '../../server/supported-node.js'
import { buildBlogPost, buildProject } from '../factories.ts'
import {
  createPostgresDatabase,
  createScratchDatabase,
  type ScratchDatabase,
  testDialect,
} from '../support/databases.ts'
import { nativeCrashLines, projectNode, projectRoot, runNpmScript } from '../support/project-commands.ts'
import { hasProductionBuild, type ServerProcess, startServerProcess } from '../support/server-process.ts'
import { adminCredentials } from '../support/test-server.ts'

const nodeVersionOf = (binary: string) =>
  execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim().slice(1)

describe('the Node.js the site runs on', () => {
  it('is the one the project brings (npm scripts run on it), and it is a supported one', () => {
    const bundled = path.join(projectRoot, 'node_modules/.bin/node')
    if (process.platform === 'linux' && ['x64', 'arm64'].includes(process.arch)) {
      expect(
        existsSync(bundled),
        'npm install brings node-linux-<arch> (package.json optionalDependencies)',
      ).toBe(true)
    }
    expect(isSupportedNode(nodeVersionOf(projectNode)), `node ${nodeVersionOf(projectNode)}`).toBe(true)
    // The suites run on it too: npm puts node_modules/.bin first on the scripts' PATH.
    expect(isSupportedNode(process.versions.node), `tests on node ${process.versions.node}`).toBe(true)
  })

  // The machines we develop on have Node 20 as their system Node; it is the older Node a newcomer may start with.
  const olderNode = ['/usr/bin/node', '/usr/local/bin/node'].find(
    (binary) => existsSync(binary) && !isSupportedNode(nodeVersionOf(binary)),
  )
  it.skipIf(!olderNode)(
    'refuses to start on an older Node.js with one line that says what to install',
    () => {
      const dataDir = path.join(os.tmpdir(), `never-created-${process.pid}-${Date.now()}`)
      const started = Date.now()
      let failure: { status: number; stdout: string; stderr: string } | undefined
      try {
        execFileSync(olderNode as string, ['index.js'], {
          cwd: projectRoot,
          encoding: 'utf8',
          stdio: 'pipe',
          env: { ...process.env, PORT: '0', DATA_DIR: dataDir },
        })
      } catch (error) {
        failure = error as typeof failure
      }
      expect(failure?.status).toBe(1)
      expect(failure?.stdout).toBe('')
      const lines = failure?.stderr.trim().split('\n') ?? []
      expect(lines).toHaveLength(1)
      expect(lines[0]).toContain(`this is Node.js ${nodeVersionOf(olderNode as string)}`)
      expect(lines[0]).toContain('Install Node.js 24')
      expect(Date.now() - started).toBeLessThan(5_000)
      expect(existsSync(dataDir)).toBe(false)
    },
  )
})

type Tally = { requests: number; byStatus: Map<number, number> }

function count(tally: Tally, status: number) {
  tally.requests += 1
  tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1)
}

/** Runs `work` until the deadline; a refused or broken connection counts as status 0 and ends it. */
async function repeatUntil(deadline: number, tally: Tally, work: () => Promise<void>) {
  while (Date.now() < deadline) {
    try {
      await work()
    } catch {
      count(tally, 0)
      return
    }
  }
}

function readUntil(deadline: number, url: string, paths: string[], tally: Tally) {
  return repeatUntil(deadline, tally, async () => {
    for (const pathname of paths) {
      const response = await fetch(`${url}${pathname}`)
      await response.arrayBuffer()
      count(tally, response.status)
    }
  })
}

function writeUntil(deadline: number, url: string, token: string, tally: Tally) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  return repeatUntil(deadline, tally, async () => {
    const created = await fetch(`${url}/api/admin/blog-posts`, {
      method: 'POST',
      headers,
      body: JSON.stringify(buildBlogPost({ published: 0 })),
    })
    count(tally, created.status)
    const { id } = (await created.json()) as { id: number }
    const changed = await fetch(`${url}/api/admin/blog-posts/${id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ published: 1 }),
    })
    await changed.arrayBuffer()
    count(tally, changed.status)
    const project = await fetch(`${url}/api/admin/projects`, {
      method: 'POST',
      headers,
      body: JSON.stringify(buildProject()),
    })
    await project.arrayBuffer()
    count(tally, project.status)
  })
}

// Needs `npm run build` (or BUILD_DIR): the server as `npm start` runs it.
describe.skipIf(!hasProductionBuild)(`the production server on its own Node.js (${testDialect})`, () => {
  let scratch: ScratchDatabase
  let server: ServerProcess | undefined
  beforeAll(async () => {
    scratch = await createScratchDatabase()
  })
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL')
    await scratch?.drop()
  })

  it('serves pages, JSON reads and admin writes under load, then exits 0 on SIGTERM with no native crash', async () => {
    server = await startServerProcess({ ...scratch.env, SEED_DEMO_CONTENT: 'true' })
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(adminCredentials),
    })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const articles = (await (await fetch(`${server.url}/api/blog-posts`)).json()) as { slug: string }[]
    const pages = [
      '/',
      '/blog',
      `/blog/${articles[0]?.slug}`,
      '/projects',
      '/case-studies',
      '/contact',
      '/network',
      '/ai-strategy-sprint',
    ]
    // Query strings a cache keeps no copy of: every one of these renders and reads the database again.
    const uncached = [
      '/api/search?q=strategy',
      '/api/search?q=zero+trust',
      '/projects?category=cybersecurity',
    ]
    const json = ['/api/projects', '/api/blog-posts', '/api/testimonials', '/api/search?q=ai']

    const tally: Tally = { requests: 0, byStatus: new Map() }
    const deadline = Date.now() + 8_000
    await Promise.all([
      readUntil(deadline, server.url, pages, tally),
      readUntil(deadline, server.url, uncached, tally),
      readUntil(deadline, server.url, json, tally),
      readUntil(deadline, server.url, json, tally),
      writeUntil(deadline, server.url, token, tally),
      writeUntil(deadline, server.url, token, tally),
    ])
    expect(nativeCrashLines(server.output()), 'native crash under load').toEqual([])
    const failed = [...tally.byStatus].filter(([status]) => status >= 500 || status === 0)
    expect(failed, 'server errors and broken connections under load').toEqual([])
    expect(tally.byStatus.get(201) ?? 0, 'admin writes stored').toBeGreaterThan(10)
    expect(tally.requests).toBeGreaterThan(200)

    server.child.kill('SIGTERM')
    const [code, signal] = await server.exited
    expect(nativeCrashLines(server.output())).toEqual([])
    expect({ code, signal }).toEqual({ code: 0, signal: null })
    expect(server.output()).toContain('"msg":"stopped"')
  }, 60_000)
})

// The scripts that open the SQLite database outside the server, and exit: better-sqlite3's statements
// are finalized as the process ends, where version 12 aborted on Node 24.
describe.skipIf(testDialect !== 'sqlite')('npm run backup and npm run db:copy on the same Node.js', () => {
  let work: string
  let target: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined
  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'runtime-scripts-'))
  })
  afterAll(async () => {
    await target?.drop()
    await fs.rm(work, { recursive: true, force: true })
  })

  it('open the database, do their work and exit 0 with no native crash', async () => {
    const dataDir = path.join(work, 'data')
    const seeded = await runNpmScript('seed', [], { env: { DATA_DIR: dataDir, DATABASE_URL: '' } })
    expect(seeded.code, seeded.stderr).toBe(0)

    const backup = await runNpmScript('backup', [path.join(work, 'backup')], {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    })
    expect(nativeCrashLines(backup.stdout + backup.stderr)).toEqual([])
    expect({ code: backup.code, signal: backup.signal }).toEqual({ code: 0, signal: null })
    expect(backup.stdout).toContain('Backup written to')

    target = await createPostgresDatabase()
    const copy = await runNpmScript('db:copy', ['--to', target.url], {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    })
    expect(nativeCrashLines(copy.stdout + copy.stderr)).toEqual([])
    expect({ code: copy.code, signal: copy.signal }).toEqual({ code: 0, signal: null })
    expect(copy.stdout).toMatch(/counts verified/)
  }, 120_000)
})
