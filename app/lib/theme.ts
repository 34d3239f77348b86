export const themes = ['light', 'dark'] as const
export type Theme = (typeof themes)[number]

export const themeCookieName = 'theme'
/** The browser keeps the visitor's choice here; the cookie of the same name mirrors it for the server. */
export const themeStorageKey = 'theme'
const themeCookieMaxAgeSeconds = 60 * 60 * 24 * 365
const darkClass = 'dark'

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark'
}

/** The theme saved in a Cookie header; null when the visitor has not chosen one (the system decides). */
export function themeFromCookieHeader(cookieHeader: string | null | undefined): Theme | null {
  const saved = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${themeCookieName}=(light|dark)(?:;|$)`))?.[1]
  return isTheme(saved) ? saved : null
}

export function themeFromRequest(request: Request): Theme | null {
  return themeFromCookieHeader(request.headers.get('cookie'))
}

/** The Set-Cookie value (for document.cookie) that tells the server which theme to render. */
export function themeCookie(theme: Theme): string {
  return `${themeCookieName}=${theme}; Path=/; Max-Age=${themeCookieMaxAgeSeconds}; SameSite=Lax`
}

/**
 * Runs in <head> before the first paint when the request carried no theme cookie: applies a choice
 * saved in localStorage (and restores its cookie), else the system preference, so dark pages never
 * flash light.
 */
export const themeInitScript = `(function(){try{var d=document.documentElement;var s=localStorage.getItem('${themeStorageKey}');var t=s==='light'||s==='dark'?s:(window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light');d.classList.toggle('${darkClass}',t==='dark');if(s===t)document.cookie='${themeCookieName}='+t+'; Path=/; Max-Age=${themeCookieMaxAgeSeconds}; SameSite=Lax'}catch(e){}})()`

/** The theme the page shows right now (browser only). */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains(darkClass) ? 'dark' : 'light'
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle(darkClass, theme === 'dark')
}

/** Remembers an explicit choice in localStorage and in the cookie the server reads. */
export function saveTheme(theme: Theme): void {
  try {
    localStorage.setItem(themeStorageKey, theme)
  } catch {
    // Storage can be disabled (private modes); the cookie alone still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some supported browsers
  document.cookie = themeCookie(theme)
}

export function savedTheme(): Theme | null {
  try {
    const stored = localStorage.getItem(themeStorageKey)
    return isTheme(stored) ? stored : null
  } catch {
    return null
  }
}

export function systemTheme(): Theme {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}
