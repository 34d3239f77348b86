import { randomBytes } from 'node:crypto'
import path from 'node:path'
import compression from 'compression'
import express, { type RequestHandler } from 'express'
import helmet from 'helmet'
import { pinoHttp } from 'pino-http'
import type { AppRuntime } from '~/services/runtime.server.ts'
import { apiRouter } from './api/routes.ts'
import { feedsRouter } from './feeds.ts'
import type { Logger } from './logger.ts'
import { newsletterLinkRouter } from './newsletter-links.ts'
import { seoRouter } from './og-images.ts'

export type CreateAppOptions = {
  runtime: AppRuntime
  logger: Logger
  /** Serves the pages; absent in API-only tests. */
  pageHandler?: RequestHandler
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
  return req.path.startsWith('/blog/') && req.query.embed === 'true'
}

export function createApp({ runtime, logger, pageHandler, clientDir, devMiddleware }: CreateAppOptions) {
  const app = express()
  const isDevelopment = runtime.config.env === 'development'
  app.disable('x-powered-by')
  app.set('trust proxy', false)

  app.use(
    pinoHttp({
      logger,
      quietReqLogger: true,
      autoLogging: { ignore: (req) => Boolean(req.url?.startsWith('/assets/')) },
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, url: req.url?.split('?')[0] }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    }),
  )

  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64')
    next()
  })
  app.use(
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
  )
  app.use((req, res, next) => {
    if (!isEmbedRequest(req)) res.set('X-Frame-Options', 'SAMEORIGIN')
    next()
  })
  app.use(compression())

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' })
  })

  app.use(seoRouter(runtime))
  app.use('/api', apiRouter({ services: runtime.services, cookieSecure: runtime.config.cookieSecure }))

  app.use(
    '/uploads',
    express.static(runtime.services.uploads.directory, {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
    }),
  )

  app.use(newsletterLinkRouter(runtime.services))
  app.use(feedsRouter(runtime))

  if (devMiddleware) app.use(devMiddleware)
  if (clientDir) {
    // The service worker must be revalidated on every check, or browsers keep an old one for a day.
    app.get(['/sw.js', '/sw-article-cleanup.js'], (_req, res, next) => {
      res.set('Cache-Control', 'no-cache')
      next()
    })
    app.use(
      '/assets',
      express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
    )
    app.use(express.static(clientDir, { maxAge: '1h', index: false }))
  }
  if (pageHandler) app.use(pageHandler)
  return app
}
