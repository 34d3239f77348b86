import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import type { RequestHandler } from 'express'
import type { ServerBuild } from 'react-router'
import type { AppRuntime } from '~/services/runtime.server.ts'
import { trackContentReads } from '../../server/page-cache/content-reads.ts'

const root = path.resolve(import.meta.dirname, '../..')

export type PageRenderer = { handler: RequestHandler; close: () => Promise<void> }

/**
 * The pages as the site serves them, rendered through Vite's SSR loader (no build needed), with the
 * same load context as server/entry.ts.
 */
export async function createPageRenderer(runtime: AppRuntime): Promise<PageRenderer> {
  const vite = await import('vite')
  const devServer = await vite.createServer({
    root,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
  })
  const build = (await devServer.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild
  const services = trackContentReads(runtime.services)
  const handler = createRequestHandler({
    build,
    mode: 'production',
    getLoadContext: async (_req, res) => ({
      services,
      config: runtime.config,
      cspNonce: res.locals.cspNonce,
      profile: await runtime.services.settings.getProfile(),
    }),
  })
  return { handler, close: () => devServer.close() }
}
