import { mkdir, rmdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { createRequestHandler } from '@react-router/express'
import type { RequestHandler } from 'express'
import type { ServerBuild } from 'react-router'
import type { AppRuntime, createRuntime } from '~/services/runtime.server.ts'
import type { createApp } from '../../server/app.ts'

const root = path.resolve(import.meta.dirname, '../..')

export type PageStack = {
  createRuntime: typeof createRuntime
  createApp: typeof createApp
  /** The pages, with the same load context as server/entry.ts. */
  pageHandler: (runtime: AppRuntime) => RequestHandler
  routes: ServerBuild['routes']
  close: () => Promise<void>
}

/**
 * The server and the pages loaded through Vite's SSR loader (no build needed), as `npm run dev`
 * does. Services, server and pages then share one module graph, so the pages recognise the
 * services' error classes, as in the bundled server.
 */
export async function loadPageStack(): Promise<PageStack> {
  const release = await typegenLock()
  try {
    return await startPageStack()
  } finally {
    await release()
  }
}

const typesDirectory = path.join(root, '.react-router/types')
const typegenLockDirectory = path.join(root, '.react-router/page-stack.lock')

/**
 * React Router's Vite plugin regenerates `.react-router/types` whenever a dev server starts: it
 * removes the directory, then writes it again. Two test workers starting page stacks together would
 * remove what the other is writing (ENOTEMPTY), so one starts at a time and waits for its types.
 */
async function typegenLock(): Promise<() => Promise<void>> {
  await mkdir(path.dirname(typegenLockDirectory), { recursive: true })
  for (;;) {
    try {
      await mkdir(typegenLockDirectory)
      return () => rmdir(typegenLockDirectory).catch(() => undefined)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const held = await stat(typegenLockDirectory).catch(() => undefined)
      // A worker killed while holding the lock leaves it behind.
      if (held && Date.now() - held.mtimeMs > 60_000) await rmdir(typegenLockDirectory).catch(() => undefined)
      await sleep(50)
    }
  }
}

async function typesWrittenSince(startedAt: number) {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    const written = await stat(path.join(typesDirectory, '+server-build.d.ts')).catch(() => undefined)
    if (written && written.mtimeMs >= startedAt - 20) {
      // The route files are written alongside it.
      await sleep(300)
      return
    }
    await sleep(50)
  }
}

async function startPageStack(): Promise<PageStack> {
  const startedAt = Date.now()
  const vite = await import('vite')
  const devServer = await vite.createServer({
    root,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
  })
  const [runtimeModule, appModule, build] = await Promise.all([
    devServer.ssrLoadModule('/app/services/runtime.server.ts') as Promise<
      typeof import('~/services/runtime.server.ts')
    >,
    devServer.ssrLoadModule('/server/app.ts') as Promise<typeof import('../../server/app.ts')>,
    devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  ])
  await typesWrittenSince(startedAt)
  return {
    createRuntime: runtimeModule.createRuntime,
    createApp: appModule.createApp,
    pageHandler: (runtime) =>
      createRequestHandler({
        build,
        mode: 'production',
        getLoadContext: appModule.pageLoadContext(runtime),
      }),
    routes: build.routes,
    close: () => devServer.close(),
  }
}
