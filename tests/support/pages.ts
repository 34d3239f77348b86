import path from 'node:path'
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
