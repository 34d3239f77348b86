import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { Express, Request } from 'express'

export type AnswersFromMemory = { answer: (req: Request, res: ServerResponse) => boolean }

/**
 * The server's request listener: what memory already holds (cached pages, public JSON reads) is answered
 * straight from Node's request event, with the headers and body Express would have sent, and everything
 * else goes to Express. Passing a hit through Express's middleware (routing, helmet, logging,
 * compression) cost three times the work of answering it; the stored answer already carries the security
 * headers, with a fresh CSP nonce each time. Hits are not in the server's access log (the proxy logs them).
 */
export function withFastLane(
  app: Express,
  caches: { pages?: AnswersFromMemory; jsonReads?: AnswersFromMemory },
): RequestListener {
  return (incoming: IncomingMessage, res: ServerResponse) => {
    const { method, url } = incoming
    if ((method === 'GET' || method === 'HEAD') && url !== undefined && !url.startsWith('/assets/')) {
      // Express's own request methods (path, get, protocol, hostname), as Express itself gives them.
      const req = Object.setPrototypeOf(incoming, app.request) as Request
      const cache = url.startsWith('/api/') ? caches.jsonReads : caches.pages
      if (cache?.answer(req, res)) return
    }
    app(incoming, res)
  }
}
