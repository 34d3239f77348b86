import i18next, { type i18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { fallbackLanguage, type Language, supportedLanguages } from './config.ts'

type Messages = Record<string, unknown>

/** locales/{language}/{area}.json: each area file holds its own top-level sections. */
const localeFiles = import.meta.glob<Messages>('./locales/*/*.json', { eager: true, import: 'default' })

export function messagesByLanguage(): Record<Language, Messages> {
  const merged = Object.fromEntries(supportedLanguages.map((language) => [language, {}])) as Record<
    Language,
    Messages
  >
  for (const [file, messages] of Object.entries(localeFiles)) {
    const language = file.split('/')[2] as Language
    if (merged[language]) Object.assign(merged[language], messages)
  }
  return merged
}

const resources: Resource = Object.fromEntries(
  Object.entries(messagesByLanguage()).map(([language, messages]) => [language, { translation: messages }]),
)

/** A ready instance for one language; the server makes one per request, the browser one per page load. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance()
  instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...supportedLanguages],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  })
  return instance
}
