import { useCallback, useEffect } from 'react'
import { useRevalidator } from 'react-router'
import {
  detectBrowserLanguage,
  fallbackLanguage,
  isLanguage,
  type Language,
  languageCookie,
  languageFromCookieHeader,
  languageStorageKey,
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

/** The page's language and a way to change it that the next server render (and page meta) follows. */
export function useLanguage() {
  const { i18n } = useTranslation()
  const { revalidate } = useRevalidator()
  const language: Language = isLanguage(i18n.language) ? i18n.language : fallbackLanguage

  const chooseLanguage = useCallback(
    async (next: Language) => {
      rememberLanguage(next)
      document.documentElement.lang = next
      await i18n.changeLanguage(next)
      await revalidate()
    },
    [i18n, revalidate],
  )

  return { language, chooseLanguage }
}

/**
 * After hydration (which always uses the server's language, so nothing mismatches), follows a saved
 * choice the server did not know about, e.g. when the cookie expired but localStorage kept the choice.
 */
export function useSavedLanguage() {
  const { language, chooseLanguage } = useLanguage()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on the first page of the visit
  useEffect(() => {
    const stored = storedLanguage()
    const cookie = languageFromCookieHeader(document.cookie)
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
