import type { Response } from 'express'

/** Anything personal: the admin, a signed-in request, a form's answer, a page reached with a token. */
export const privateNoStore = 'private, no-store'

/**
 * Anonymous public pages: browsers revalidate every time (ETag, 304), a CDN may serve them for a minute
 * and keep serving a stale copy for ten while it refreshes; the server's own cache is what is fast.
 */
export const publicPageCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'

/** The same HTML for everyone whose language (cookie or Accept-Language) and theme cookie match. */
export const publicPageVary = 'Accept-Language, Cookie, Accept-Encoding'

/** Public JSON reads: any cache may keep them, but must revalidate (ETag, 304) before each use. */
export const publicJsonCacheControl = 'public, no-cache'

/**
 * Decides headers at the last moment, once the status and the handler's own headers are known:
 * `decide` runs just before they are sent and its answer fills in what the handler left unset.
 */
export function beforeHeadersSent(res: Response, decide: () => Record<string, string>): void {
  const writeHead = res.writeHead
  res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
    for (const [name, value] of Object.entries(decide())) {
      if (!this.hasHeader(name)) this.setHeader(name, value)
    }
    return writeHead.apply(this, args)
  } as Response['writeHead']
}
