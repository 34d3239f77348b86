import type { Request } from 'express'
import { detectRequestLanguage, isAdminPath, type Language, languageOfPath } from '~/i18n/config.ts'
import type { Visitor } from '~/services/public-forms.server.ts'

/** The path of the page a same-origin request came from (its Referer), if any. */
function refererPath(req: Request): string | undefined {
  const referer = req.get('referer')
  if (!referer) return undefined
  try {
    const url = new URL(referer)
    return url.host === req.get('host') ? url.pathname : undefined
  } catch {
    return undefined
  }
}

/**
 * The language a visitor reads: a public page's URL tells it (a form posted to /es/contact); the API
 * reads the URL of the page that called it, and without one the saved choice, then the browser's.
 */
function visitorLanguage(req: Request): Language {
  const path = (req.originalUrl ?? req.url).split('?', 1)[0] ?? '/'
  const page = path.startsWith('/api/') ? refererPath(req) : path
  if (page !== undefined && !isAdminPath(page) && !page.startsWith('/api/')) return languageOfPath(page)
  return detectRequestLanguage({
    headers: { get: (name: string) => req.get(name) ?? null },
  } as globalThis.Request)
}

/**
 * Who sent a request: the address under the `trust proxy` setting, the language they read, and the user
 * agent and host the analytics hash a visit with.
 */
export function visitorOf(req: Request): Visitor {
  return {
    ip: req.ip ?? 'unknown',
    language: visitorLanguage(req),
    userAgent: req.get('user-agent'),
    site: req.get('host') ?? 'unknown',
  }
}
