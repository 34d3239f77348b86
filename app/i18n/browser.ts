import type { Language } from './config.ts'
import { addMessages, type Messages, mergeAreas } from './messages.ts'
import { I18n } from './react.tsx'
import { observeMissing } from './translate.ts'

/**
 * One chunk per language and area (locales/{language}/{area}.json). A page loads the areas its
 * server render used (listed at the end of the page, see pageTextsScript), and the rest of its
 * language once the visitor reaches for the page (before a navigation or a form could need them).
 */
const areaFiles = import.meta.glob<Messages>('./locales/*/*.json', { import: 'default' })

const loaded = new Set<string>()

async function loadAreas(language: Language, areas: readonly string[]): Promise<void> {
  const files = areas.map((area) => `./locales/${language}/${area}.json`).filter((file) => !loaded.has(file))
  const parts = await Promise.all(
    files.map(async (file) => {
      const load = areaFiles[file]
      if (!load) throw new Error(`no translations in ${file}`)
      return [file, await load()] as const
    }),
  )
  for (const [file] of parts) loaded.add(file)
  addMessages(language, mergeAreas(Object.fromEntries(parts)))
}

/** Every area of a language (a language switch, or the rest of the page's language). */
export function loadLanguage(language: Language): Promise<void> {
  const prefix = `./locales/${language}/`
  const areas = Object.keys(areaFiles)
    .filter((file) => file.startsWith(prefix))
    .map((file) => file.slice(prefix.length, -'.json'.length))
  if (areas.length === 0) return Promise.reject(new Error(`no translations for ${language}`))
  return loadAreas(language, areas)
}

/** The areas the server listed for this page; null on a page that has no list (load them all). */
export function pageAreas(): string[] | null {
  const list = document.getElementById('page-texts')?.textContent
  try {
    const areas: unknown = list ? JSON.parse(list) : null
    return Array.isArray(areas) && areas.every((area) => typeof area === 'string') ? areas : null
  } catch {
    return null
  }
}

/** The browser's instance: the page's areas loaded before hydration, the rest on the first intent. */
export async function createBrowserI18n(language: Language, areas: readonly string[] | null): Promise<I18n> {
  await (areas ? loadAreas(language, areas) : loadLanguage(language))
  const i18n = new I18n(language, loadLanguage)
  if (areas) {
    // Before a navigation or a form can need other texts; or as soon as a text is missing.
    const events = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'input'] as const
    let started = false
    const completeLanguage = () => {
      if (started) return
      started = true
      for (const type of events) window.removeEventListener(type, completeLanguage, true)
      observeMissing(undefined)
      loadLanguage(i18n.language).then(
        () => i18n.refresh(),
        (error: unknown) => console.warn('translations could not be loaded', error),
      )
    }
    for (const type of events)
      window.addEventListener(type, completeLanguage, { capture: true, passive: true })
    observeMissing(completeLanguage)
  }
  return i18n
}
