import type { Language } from './config.ts'
import { addMessages, type Messages, mergeAreas } from './messages.ts'
import { I18n } from './react.tsx'
import { observeMissing } from './translate.ts'

/**
 * A page carries the texts of the areas its server render used (at the end of the page, see
 * pageTextsScript in entry.server.tsx); the rest of its language is one chunk per language
 * (bundles/{language}.ts), loaded once the visitor reaches for the page (before a navigation or a
 * form could need it) or when the visitor switches to another language.
 */
const languageBundles = import.meta.glob<Messages>('./bundles/*.ts', { import: 'default' })

const loadedLanguages = new Set<Language>()

/** Every text of a language (a language switch, or the rest of the page's language). */
export async function loadLanguage(language: Language): Promise<void> {
  if (loadedLanguages.has(language)) return
  const load = languageBundles[`./bundles/${language}.ts`]
  if (!load) throw new Error(`no translations for ${language}`)
  addMessages(language, await load())
  loadedLanguages.add(language)
}

export type PageTexts = { language: Language; areas: Record<string, Messages> }

/** The texts the server put in this page; null on a page without them (then load the whole language). */
export function pageTexts(): PageTexts | null {
  const json = document.getElementById('page-texts')?.textContent
  try {
    const texts = (json ? JSON.parse(json) : null) as Partial<PageTexts> | null
    return typeof texts?.language === 'string' && typeof texts.areas === 'object' && texts.areas !== null
      ? (texts as PageTexts)
      : null
  } catch {
    return null
  }
}

/** The browser's instance: the page's texts first, the rest of the language on the first intent. */
export async function createBrowserI18n(language: Language, texts: PageTexts | null): Promise<I18n> {
  const fromPage = texts?.language === language ? texts.areas : null
  if (fromPage) {
    addMessages(language, mergeAreas(fromPage))
  } else {
    await loadLanguage(language)
  }
  const i18n = new I18n(language, loadLanguage)
  if (fromPage) {
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
