import type { Language } from './config.ts'
import { type Messages, registerMessages } from './messages.ts'
import { I18n } from './react.tsx'

// One chunk per language, so a page carries only the translations it is shown in.
const bundles = import.meta.glob<Messages>('./bundles/*.ts', { import: 'default' })

export async function loadMessages(language: Language): Promise<Messages> {
  const load = bundles[`./bundles/${language}.ts`]
  if (!load) throw new Error(`no translations for ${language}`)
  const messages = await load()
  registerMessages(language, messages)
  return messages
}

/** The browser's instance: the page's language loaded before hydration, the others on demand. */
export async function createBrowserI18n(language: Language): Promise<I18n> {
  await loadMessages(language)
  return new I18n(language, loadMessages)
}
