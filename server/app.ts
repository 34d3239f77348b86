import type { RequestListener } from 'node:http'
import compression from 'compression'
import express, { type RequestHandler } from 'express'
import helmet from 'helmet'
import { pinoHttp } from 'pino-http'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import { unlocalizedPath } from '~/i18n/config.ts'
import { siteContext } from '~/lib/site-context.ts'
import type { AppRuntime } from '~/services/runtime.server.ts'
import { pageViewBeacon } from './api/page-view-beacon.ts'
import { apiRouter, sharedReadKey } from './api/routes.ts'
import { coversRouter } from './covers.ts'
import { withFastLane } from './fast-lane.ts'
import { feedsRouter } from './feeds.ts'
import type { Logger } from './logger.ts'
import { limitPageBodies } from './middleware/page-bodies.ts'
import { newsletterLinkRouter } from './newsletter-links.ts'
import { robotsTag, seoRouter } from './og-images.ts'
import { newCspNonce } from './page-cache/cached-response.ts'
import { catchAllPaths } from './page-cache/catch-all.ts'
import { trackContentReads } from './page-cache/content-reads.ts'
import { createJsonReadCache } from './page-cache/json-reads.ts'
import { createPageCache } from './page-cache/page-cache.ts'
import { readinessProbe } from './readiness.ts'
import { clientFiles } from './static-files.ts'
import { uploadsHandler } from './uploads.ts'
import { visitorOf } from './visitor.ts'

export type CreateAppOptions = {
  runtime: AppRuntime
  logger: Logger
  /** Serves the pages; absent in API-only tests. */
  pageHandler?: RequestHandler
  /** The pages' routes, so the page cache knows which paths only the 404 page answers. */
  pageRoutes?: ServerBuild['routes']
  /** The browser build (assets), in production. */
  clientDir?: string
  /** Vite's dev middleware, in development. */
  devMiddleware?: RequestHandler
}

declare global {
  namespace Express {
    interface Locals {
      cspNonce: string
    }
  }
}

function isEmbedRequest(req: express.Request): boolean {
  return unlocalizedPath(req.path).startsWith('/blog/') && req.query.embed === 'true'
}

/**
 * What every page's loaders receive (server/entry.ts and the tests' page stack): the services, noting
 * what a cached render reads so a write can drop exactly the pages that showed it.
 */
export function pageLoadContext(runtime: AppRuntime) {
  const services = trackContentReads(runtime.services)
  return async (req: express.Request, res: express.Response) => {
    const context = new RouterContextProvider()
    context.set(siteContext, {
      services,
      config: runtime.config,
      visitor: visitorOf(req),
      cspNonce: res.locals.cspNonce,
      profile: await runtime.services.settings.getProfile(),
    })
    return context
  }
}

/** The site's request listener: Express behind the fast lane for answers kept in memory. */
export function createApp({
  runtime,
  logger,
  pageHandler,
  pageRoutes,
  clientDir,
  devMiddleware,
}: CreateAppOptions): RequestListener {
  const app = express()
  const isDevelopment = runtime.config.env === 'development'
  app.disable('x-powered-by')
  app.set('trust proxy', runtime.config.trustProxy)

  const staticFiles = clientDir ? clientFiles(clientDir) : undefined
  if (staticFiles) {
    // Hashed scripts and styles are answered before the page headers (CSP, HSTS, frame and referrer
    // policies mean nothing on a script): about 1 kB less on each of a page's dozen asset responses.
    app.use((req, res, next) => {
      if (!req.path.startsWith('/assets/')) return next()
      staticFiles(req, res, next)
    })
  }
  // The headers of every answer; the page-view beacon's too (server/api/page-view-beacon.ts).
  const siteHeaders: RequestHandler[] = [
    (_req, res, next) => {
      res.locals.cspNonce = newCspNonce()
      next()
    },
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          scriptSrc: [
            "'self'",
            (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
            // Stripe.js, loaded only on the payment step of the sprint page.
            'https://js.stripe.com',
            'https://*.js.stripe.com',
            ...(isDevelopment ? ["'unsafe-eval'"] : []),
          ],
          frameSrc: [
            "'self'",
            'https://js.stripe.com',
            'https://*.js.stripe.com',
            'https://hooks.stripe.com',
          ],
          connectSrc: ["'self'", 'https://api.stripe.com', ...(isDevelopment ? ['ws:'] : [])],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          baseUri: ["'none'"],
          objectSrc: ["'none'"],
          // An article's embed view is made to be framed by other sites (the LinkedIn embed code).
          frameAncestors: [(req) => (isEmbedRequest(req as express.Request) ? '*' : "'self'")],
          upgradeInsecureRequests: runtime.config.cookieSecure ? [] : null,
        },
      },
      strictTransportSecurity: runtime.config.cookieSecure
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      crossOriginEmbedderPolicy: false,
      // Browsers then still send an Origin on same-site form posts, which React Router checks.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: false,
    }),
    (req, res, next) => {
      if (!isEmbedRequest(req)) res.set('X-Frame-Options', 'SAMEORIGIN')
      next()
    },
  ]
  app.use(siteHeaders)
  const pageCache = createPageCache({
    events: runtime.services.events,
    publicUrl: runtime.config.publicUrl,
    isCatchAll: pageRoutes && catchAllPaths(pageRoutes),
    auth: runtime.services.auth,
  })
  const jsonReads = createJsonReadCache(runtime.services, {
    events: runtime.services.events,
    keyOf: sharedReadKey,
  })
  app.use(
    pinoHttp({
      logger,
      quietReqLogger: true,
      // A visitor's 4xx is theirs, not the site's: kept for debugging, out of the everyday log.
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'debug' : 'info',
      autoLogging: { ignore: (req) => Boolean(req.url?.startsWith('/assets/')) },
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, url: req.url?.split('?')[0] }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    }),
  )

  const compress = compression()
  app.use(compress)

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' })
  })
  app.get('/readyz', readinessProbe(runtime.database))

  app.use(seoRouter(runtime))
  app.use(coversRouter(runtime, logger))
  const apiContext = {
    services: runtime.services,
    cookieSecure: runtime.config.cookieSecure,
    publicUrl: runtime.config.publicUrl,
    jsonReads,
  }
  app.use('/api', apiRouter(apiContext))

  app.use('/uploads', uploadsHandler(runtime.services.uploads.storage, logger))

  app.use(newsletterLinkRouter(runtime.services))
  app.use(feedsRouter(runtime))

  if (devMiddleware) app.use(devMiddleware)
  if (staticFiles) app.use(staticFiles)
  if (pageHandler) app.use(pageCache.pages(limitPageBodies(pageHandler)))
  const pageViews = pageViewBeacon(app, {
    headers: siteHeaders,
    robots: robotsTag,
    compress,
    context: apiContext,
    logger,
  })
  return withFastLane(
    app,
    { pages: pageHandler ? pageCache : undefined, jsonReads, pageViews },
    { trustProxy: runtime.config.trustProxy !== false, allowedHosts: runtime.config.allowedHosts },
  )
}
