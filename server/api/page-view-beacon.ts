import type { ServerResponse } from 'node:http'
import express, { type Express, type Request, type RequestHandler, type Response } from 'express'
import { privateNoStore } from '../cache-control.ts'
import type { Logger } from '../logger.ts'
import { apiErrorHandler } from '../middleware/errors.ts'
import { refuseUnstorableText } from '../middleware/storable-text.ts'
import { collectPageView, type HandlerContext } from './handlers.ts'

/** The spellings Express's API router took for the beacon: any case, with or without a trailing slash. */
const beaconPath = /^\/api\/event\/?$/i

/** Whether a request is the page-view beacon (`POST /api/event`); `path` without the query string. */
export function isPageViewBeacon(method: string | undefined, path: string): boolean {
  return method === 'POST' && beaconPath.test(path)
}

export type PageViewBeaconOptions = {
  /** The headers every answer of the site carries (CSP with a fresh nonce, helmet's, frame options). */
  headers: RequestHandler[]
  /** The X-Robots-Tag rule (server/og-images.ts). */
  robots: RequestHandler
  /** The site's compression middleware: an error's JSON is compressed as the API's other answers are. */
  compress: RequestHandler
  context: HandlerContext
  logger: Logger
}

/**
 * `POST /api/event`, the page-view beacon, answered from the fast lane (server/fast-lane.ts) rather than
 * through Express: every page view of every visitor sends one, so in a burst they are most of the
 * site's requests, and the site's whole middleware stack (access log, routers, 80 API routes) cost
 * more than the collecting. The steps are the API router's own, in its order and with its limits, so
 * the answers are the same: the site's headers, the text body (8 KB at most, 413 past it; 415 for an
 * unknown charset or encoding), `Cache-Control: private, no-store`, 400 for text no column can keep,
 * then `collectPageView` (400 for a body that is not the beacon's; 202 whether or not it is counted)
 * and, for any error, the API's error handler. Beacons are not in the access log (the proxy logs
 * them); an error the handler does not foresee is logged.
 */
export function pageViewBeacon(app: Express, options: PageViewBeaconOptions) {
  const steps: RequestHandler[] = [
    ...options.headers,
    options.robots,
    // The beacon sends text (navigator.sendBeacon with a string), whatever its declared type.
    express.text({ type: () => true, limit: '8kb' }),
    (_req, res, next) => {
      res.setHeader('Cache-Control', privateNoStore)
      next()
    },
    refuseUnstorableText,
    (req, res, next) => {
      collectPageView(req, res, options.context).then(() => undefined, next)
    },
  ]

  function fail(error: unknown, req: Request, res: Response) {
    req.log = options.logger
    options.compress(req, res, () => apiErrorHandler(error, req, res, () => undefined))
  }

  return (req: Request, serverResponse: ServerResponse) => {
    // What Express does for each request before its middleware: its response methods and locals.
    const res = Object.setPrototypeOf(serverResponse, app.response) as Response
    req.res = res
    res.locals = Object.create(null)
    let index = 0
    const next = (error?: unknown) => {
      if (error) return fail(error, req, res)
      const step = steps[index]
      index += 1
      if (!step) return
      try {
        step(req, res, next)
      } catch (thrown) {
        fail(thrown, req, res)
      }
    }
    next()
  }
}
