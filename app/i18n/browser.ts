import i18next, { type BackendModule, type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { isLanguage, type Language } from './config.ts'
import { baseInitOptions, type Messages, registerMessages } from './messages.ts'

// One chunk per language, so a page carries only the translations it is shown in.
const bundles = import.meta.glob<Messages>('./bundles/*.ts', { import: 'default' })

export async function loadMessages(language: Language): Promise<Messages> {
  const load = bundles[`./bundles/${language}.ts`]
  if (!load) throw new Error(`no translations for ${language}`)
  const messages = await load()
  registerMessages(language, messages)
  return messages
}

/** Fetches another language's bundle when the visitor switches to it (i18n.changeLanguage). */
const lazyBundles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(null, {})
    loadMessages(language).then(
      (messages) => callback(null, messages as never),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    )
  },
}

/** The browser's instance: the page's language loaded before hydration, the others on demand. */
export async function createBrowserI18n(language: Language): Promise<i18n> {
  const messages = await loadMessages(language)
  const instance = i18next.createInstance()
  instance
    .use(lazyBundles)
    .use(initReactI18next)
    .init({
      ...baseInitOptions(language),
      resources: { [language]: { translation: messages } },
      partialBundledLanguages: true,
    })
  return instance
}
