export const supportedLanguages = ['en', 'es', 'fr'] as const
export type Language = (typeof supportedLanguages)[number]
export const fallbackLanguage: Language = 'en'
export const languageCookieName = 'lang'
/** The browser keeps the visitor's choice here; the cookie of the same name mirrors it for the server. */
export const languageStorageKey = 'lang'
const languageCookieMaxAgeSeconds = 60 * 60 * 24 * 365

export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
}

/** The languages as the owner's admin, in English, names them. */
export const languageNamesInEnglish: Record<Language, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value)
}

/** 'es-MX' → 'es'; undefined when the tag's base language is not one the site speaks. */
export function supportedBaseLanguage(tag: string | null | undefined): Language | undefined {
  const base = tag?.trim().toLowerCase().split('-')[0]
  return isLanguage(base) ? base : undefined
}

/** Picks the first supported language from an Accept-Language header. */
export function languageFromAcceptHeader(header: string | null | undefined): Language | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const quality = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      )
      return { base: tag.trim().toLowerCase().split('-')[0], quality: Number.isFinite(quality) ? quality : 0 }
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality)
  return ranked.map((entry) => entry.base).find(isLanguage)
}

/** The language saved in a Cookie header, if any. */
export function languageFromCookieHeader(cookieHeader: string | null | undefined): Language | undefined {
  const saved = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${languageCookieName}=([a-z]{2})(?:;|$)`))?.[1]
  return isLanguage(saved) ? saved : undefined
}

/** The server's choice: the visitor's saved choice (a cookie mirroring localStorage), then the browser's. */
export function detectRequestLanguage(request: Request): Language {
  return (
    languageFromCookieHeader(request.headers.get('cookie')) ??
    languageFromAcceptHeader(request.headers.get('accept-language')) ??
    fallbackLanguage
  )
}

/**
 * The browser's choice, in the spec's order: the saved choice (localStorage), the browser's languages,
 * the page's <html lang>; English when none is supported.
 */
export function detectBrowserLanguage(sources: {
  stored: string | null
  navigatorLanguages: readonly string[]
  htmlLang: string | null
}): Language {
  if (isLanguage(sources.stored)) return sources.stored
  for (const tag of sources.navigatorLanguages) {
    const language = supportedBaseLanguage(tag)
    if (language) return language
  }
  return supportedBaseLanguage(sources.htmlLang) ?? fallbackLanguage
}

/** The Set-Cookie value (for document.cookie) that tells the server which language to render. */
export function languageCookie(language: Language): string {
  return `${languageCookieName}=${language}; Path=/; Max-Age=${languageCookieMaxAgeSeconds}; SameSite=Lax`
}

/**
 * The language of a public page's URL (docs/decisions/027-language-urls.md): English pages are
 * unprefixed, the others live under /es/ and /fr/.
 */
export function languageOfPath(path: string): Language {
  const prefix = path.slice(1, 3)
  const after = path.charAt(3)
  return prefix !== fallbackLanguage && isLanguage(prefix) && (after === '' || '/?#'.includes(after))
    ? prefix
    : fallbackLanguage
}

/** The path without its language prefix: '/es/blog/x' → '/blog/x', '/fr/' → '/'. */
export function unlocalizedPath(path: string): string {
  if (languageOfPath(path) === fallbackLanguage) return path
  const rest = path.slice(3)
  return rest.startsWith('/') ? rest : `/${rest}`
}

/** A site path in `language`: '/blog/x' → '/es/blog/x', '/' → '/es/'; English paths stay unprefixed. */
export function localizedPath(path: string, language: Language): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path
  const bare = unlocalizedPath(path)
  return language === fallbackLanguage ? bare : `/${language}${bare}`
}

/** Paths whose pages are not the public site's: they have no language in their URL. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/')
}

/**
 * The language a request is answered in: a public page's URL decides; the admin (and the API, which
 * has no language URLs) keep the visitor's saved choice, then the browser's.
 */
export function requestLanguage(request: Request): Language {
  const { pathname } = new URL(request.url)
  if (isAdminPath(pathname) || pathname.startsWith('/api/')) return detectRequestLanguage(request)
  return languageOfPath(pathname)
}
