import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { Express, Request } from 'express'
import { createAdmission } from './admission.ts'
import { isPageViewBeacon } from './api/page-view-beacon.ts'
import { probePaths, type RequestGuardOptions, requestRefusal, writeRefusal } from './request-guard.ts'

export type AnswersFromMemory = { answer: (req: Request, res: ServerResponse) => boolean }

/**
 * The server's request listener: what memory already holds (cached pages, public JSON reads) is answered
 * straight from Node's request event, with the headers and body Express would have sent, and everything
 * else goes to Express. Passing a hit through Express's middleware (routing, helmet, logging,
 * compression) cost three times the work of answering it; the stored answer already carries the security
 * headers, with a fresh CSP nonce each time. Hits are not in the server's access log (the proxy logs them).
 * The page-view beacon (`POST /api/event`, server/api/page-view-beacon.ts) is taken here too: it is
 * answered at once and its page view written later in a batch, so Express's stack was most of its cost.
 */
export function withFastLane(
  app: Express,
  caches: {
    pages?: AnswersFromMemory
    jsonReads?: AnswersFromMemory
    pageViews?: (req: Request, res: ServerResponse) => void
  },
  guard: RequestGuardOptions,
): RequestListener {
  const admit = createAdmission()
  return (incoming: IncomingMessage, res: ServerResponse) => {
    // A request no part of the site can answer (a bad Host, TRACE) is refused before any of it runs.
    const refusal = requestRefusal(incoming, guard)
    if (refusal) return writeRefusal(res, refusal)
    const { method, url } = incoming
    if (method === 'POST' && caches.pageViews) {
      const req = Object.setPrototypeOf(incoming, app.request) as Request
      if (isPageViewBeacon(method, req.path)) return caches.pageViews(req, res)
    }
    if ((method === 'GET' || method === 'HEAD') && url !== undefined && !url.startsWith('/assets/')) {
      // Express's own request methods (path, get, protocol, hostname), as Express itself gives them.
      const req = Object.setPrototypeOf(incoming, app.request) as Request
      const cache = url.startsWith('/api/') ? caches.jsonReads : caches.pages
      if (cache?.answer(req, res)) return
      // Reads wait their turn for the site's work. Writes do not: their bodies arrive at the client's
      // pace, each has limits of its own, and the owner's saves should not queue behind a flood.
      // The probes that decide whether this instance is alive are answered at once, whatever the load.
      if (!probePaths.has(req.path)) return admit(res, () => app(incoming, res))
    }
    app(incoming, res)
  }
}
