import { useCallback, useEffect } from 'react'
import { useLocation, useNavigate, useRevalidator } from 'react-router'
import {
  detectBrowserLanguage,
  fallbackLanguage,
  isAdminPath,
  isLanguage,
  type Language,
  languageCookie,
  languageFromCookieHeader,
  languageOfPath,
  languageStorageKey,
  localizedPath,
} from '~/i18n/config.ts'
import { useTranslation } from '~/i18n/react.tsx'

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(languageStorageKey)
  } catch {
    return null
  }
}

function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(languageStorageKey, language)
  } catch {
    // Storage can be disabled (private modes); the cookie alone still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some supported browsers
  document.cookie = languageCookie(language)
}

/**
 * The page's language and a way to change it. On the public site each language has its own URL
 * (docs/decisions/027-language-urls.md): the choice moves to the same page in that language. The admin
 * has one URL per page and renders again in the chosen language.
 */
export function useLanguage() {
  const { i18n } = useTranslation()
  const { revalidate } = useRevalidator()
  const navigate = useNavigate()
  const { pathname, search, hash } = useLocation()
  const language: Language = isLanguage(i18n.language) ? i18n.language : fallbackLanguage

  const chooseLanguage = useCallback(
    async (next: Language, { replace = false } = {}) => {
      rememberLanguage(next)
      document.documentElement.lang = next
      await i18n.changeLanguage(next)
      if (isAdminPath(pathname)) await revalidate()
      else await navigate(localizedPath(`${pathname}${search}${hash}`, next), { replace })
    },
    [i18n, revalidate, navigate, pathname, search, hash],
  )

  return { language, chooseLanguage }
}

/**
 * After hydration (which always uses the server's language, so nothing mismatches): an English page
 * opened by a visitor who chose Spanish or French moves to that page in their language, when the server
 * could not send them there (the cookie expired while localStorage kept the choice, or a cache between
 * answered); the cookie is written again. The admin follows a saved choice, or the browser's languages.
 * A page opened at a /es/ or /fr/ URL stays in its language.
 */
export function useSavedLanguage() {
  const { language, chooseLanguage } = useLanguage()
  const { pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on the first page of the visit
  useEffect(() => {
    const stored = storedLanguage()
    const cookie = languageFromCookieHeader(document.cookie)
    if (!isAdminPath(pathname)) {
      if (languageOfPath(pathname) !== fallbackLanguage || !isLanguage(stored)) return
      if (stored !== fallbackLanguage) void chooseLanguage(stored, { replace: true })
      else if (cookie !== stored) rememberLanguage(stored)
      return
    }
    // A cookie without localStorage is still the visitor's choice: keep what the server rendered.
    if (!isLanguage(stored) && cookie) return
    const wanted = detectBrowserLanguage({
      stored,
      navigatorLanguages: navigator.languages ?? [navigator.language],
      htmlLang: document.documentElement.lang,
    })
    if (wanted !== language) void chooseLanguage(wanted)
    else if (isLanguage(stored) && cookie !== stored) rememberLanguage(stored)
  }, [])
}

/**
 * Keeps the texts in the language of the page shown: a link from the admin to an article, or the back
 * button after a language switch, reaches a page in another language without a new document.
 */
export function useLanguageOfPage(pageLanguage: Language) {
  const { i18n } = useTranslation()
  useEffect(() => {
    if (i18n.language !== pageLanguage) {
      document.documentElement.lang = pageLanguage
      void i18n.changeLanguage(pageLanguage)
    }
  }, [i18n, pageLanguage])
}
