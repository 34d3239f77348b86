import type { Language } from './config.ts'

export type Messages = Record<string, unknown>

/** The area files of one language (locales/{language}/{area}.json), merged into one bundle. */
export function mergeAreas(areas: Record<string, Messages>): Messages {
  return Object.assign({}, ...Object.values(areas))
}

const registered = new Map<Language, Messages>()

/**
 * The bundles this process holds: every language on the server, the loaded ones in the browser
 * (which fetches a language's bundle only when the page is shown in it). Translators read them.
 */
export function registerMessages(language: Language, messages: Messages): void {
  registered.set(language, messages)
}

export function messagesFor(language: Language): Messages | undefined {
  return registered.get(language)
}

/** Adds some areas of a language to what this process holds (the browser, area by area). */
export function addMessages(language: Language, messages: Messages): void {
  registered.set(language, { ...registered.get(language), ...messages })
}
