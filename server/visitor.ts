import type { Request } from 'express'
import { fallbackLanguage, languageFromAcceptHeader, languageFromCookieHeader } from '~/i18n/config.ts'
import type { Visitor } from '~/services/public-forms.server.ts'

/** Who sent a request: the address under the `trust proxy` setting and the language they read. */
export function visitorOf(req: Request): Visitor {
  const language =
    languageFromCookieHeader(req.get('cookie')) ??
    languageFromAcceptHeader(req.get('accept-language')) ??
    fallbackLanguage
  return { ip: req.ip ?? 'unknown', language }
}
