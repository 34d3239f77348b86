import type { InitOptions } from 'i18next'
import { fallbackLanguage, type Language, supportedLanguages } from './config.ts'

export type Messages = Record<string, unknown>

/** The area files of one language (locales/{language}/{area}.json), merged into one bundle. */
export function mergeAreas(areas: Record<string, Messages>): Messages {
  return Object.assign({}, ...Object.values(areas))
}

const registered = new Map<Language, Messages>()
let version = 0

/**
 * The bundles this process holds: every language on the server, the loaded ones in the browser
 * (which fetches a language's bundle only when the page is shown in it). Meta functions read them.
 */
export function registerMessages(language: Language, messages: Messages): void {
  if (registered.get(language) === messages) return
  registered.set(language, messages)
  version += 1
}

export function registeredMessages(): { version: number; resources: Partial<Record<Language, Messages>> } {
  return { version, resources: Object.fromEntries(registered) }
}

/** The options every i18next instance of the site shares. */
export function baseInitOptions(language: Language): InitOptions {
  return {
    lng: language,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...supportedLanguages],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  }
}
