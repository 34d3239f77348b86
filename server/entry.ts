import type { Server } from 'node:http'
import * as bundledPages from 'virtual:react-router/server-build'
import { createRequestHandler } from '@react-router/express'
import type { RequestHandler } from 'express'
import type { ServerBuild } from 'react-router'
import { loadConfig } from '../app/config.server.ts'
import { withStartupLock } from '../app/db/db.server.ts'
import { createRuntime } from '../app/services/runtime.server.ts'
import { checkContent } from '../content/schema.ts'
import { createApp, pageLoadContext } from './app.ts'
import { createHttpServer, listen } from './http-server.ts'
import { createLogger, routeConsoleToLogger } from './logger.ts'
import { shutDownOnSignals } from './shutdown.ts'

export type BootOptions = {
  /** Loads the page build: Vite's live one in development; the bundled one otherwise. */
  loadBuild?: () => Promise<ServerBuild>
  clientDir?: string
  devMiddleware?: RequestHandler
}

/** Starts the whole site: config, database, migrations, first admin, demo content, HTTP. */
export async function boot({ loadBuild, clientDir, devMiddleware }: BootOptions): Promise<Server> {
  checkContent()
  const config = loadConfig()
  const logger = createLogger(config.logLevel)
  routeConsoleToLogger(logger)
  const runtime = await createRuntime(config, logger)
  const { services } = runtime

  // Several instances may start together on one PostgreSQL database: one at a time through here.
  const { admin, seeded } = await withStartupLock(runtime.database, async () => ({
    admin: await services.auth.ensureAdmin(config.admin),
    // The demo content (three languages of it) is held in memory only by the start that seeds it.
    seeded:
      config.seedDemoContent &&
      (await (await import('../app/services/seed.server.ts')).seedDemoContent(runtime.database.db, services)),
  }))
  if (admin.created && admin.generatedPassword) {
    // Logged once, so the owner can sign in the first time (under a key the redaction leaves alone).
    logger.warn(
      { username: admin.username, firstPassword: admin.generatedPassword },
      `Admin user "${admin.username}" created with password: ${admin.generatedPassword} (change it with: npm run admin -- reset-password ${admin.username})`,
    )
  } else if (admin.created) {
    logger.info({ username: admin.username }, 'admin user created from ADMIN_USERNAME/ADMIN_PASSWORD')
  }
  if (seeded) logger.info('demo content seeded into the empty database')

  services.outbox.start()
  services.bookings.startScheduler()
  services.analytics.start()
  services.weeklyAnalyticsEmail.start()
  if (!services.outbox.configured) {
    logger.warn(
      'SMTP_URL is not set: emails are kept in the outbox (visible in the admin) until it is configured',
    )
  }

  const pageHandler = createRequestHandler({
    // A build given as a function has its routes flattened and ranked again on every request; the
    // bundled build is given as is, so that is done once. Development loads the build per request.
    build: loadBuild ?? (bundledPages as ServerBuild),
    mode: config.env === 'development' ? 'development' : 'production',
    getLoadContext: pageLoadContext(runtime),
  })
  // In development the routes can change under the server: every path is then kept on its own.
  const pageRoutes = loadBuild ? undefined : (bundledPages as ServerBuild).routes
  const app = createApp({ runtime, logger, pageHandler, pageRoutes, clientDir, devMiddleware })

  const server = await listen(
    createHttpServer(app, { headersTimeoutMs: config.headersTimeoutMs }),
    config.port,
    config.host,
  )
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  logger.info({ port, database: runtime.database.dialect }, `site listening on http://localhost:${port}`)

  shutDownOnSignals(server, runtime.close, logger)
  return server
}
