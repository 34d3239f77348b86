import type { Request } from 'express'
import { isbot } from 'isbot'
import {
  fallbackLanguage,
  isAdminPath,
  languageFromAcceptHeader,
  languageFromCookieHeader,
  languageOfPath,
  localizedPath,
} from '~/i18n/config.ts'

/** What a language redirect varies on: the saved choice (cookie), else the browser's languages. */
export const languageRedirectVary = 'Cookie, Accept-Language'

/**
 * Where an English (unprefixed) public page sends a visitor who chose another language, or whose
 * browser prefers one and who chose none: the same page in that language. Bots are never sent away, so
 * crawlers index each language at its own URL. Undefined when the page is the one to show.
 */
export function languageRedirect(req: Request): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined
  const pathname = req.path
  if (languageOfPath(pathname) !== fallbackLanguage || isAdminPath(pathname)) return undefined
  // Files, route data and manifests (`.pdf`, `/blog.data`, `/__manifest`) are not pages in a language.
  if (/\.[a-z0-9]+$/i.test(pathname) || pathname === '/__manifest') return undefined
  const wanted =
    languageFromCookieHeader(req.get('cookie')) ?? languageFromAcceptHeader(req.get('accept-language'))
  if (wanted === undefined || wanted === fallbackLanguage) return undefined
  const userAgent = req.get('user-agent')
  if (userAgent && isbot(userAgent)) return undefined
  const url = req.originalUrl ?? req.url
  const query = url.indexOf('?')
  return localizedPath(pathname, wanted) + (query === -1 ? '' : url.slice(query))
}
