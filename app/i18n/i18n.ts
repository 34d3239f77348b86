import { type Language, supportedLanguages } from './config.ts'
import { type Messages, mergeAreas, registerMessages } from './messages.ts'
import { I18n } from './react.tsx'

/** locales/{language}/{area}.json: each area file holds its own top-level sections. */
const localeFiles = import.meta.glob<Messages>('./locales/*/*.json', { eager: true, import: 'default' })

export function messagesByLanguage(): Record<Language, Messages> {
  return Object.fromEntries(
    supportedLanguages.map((language) => [
      language,
      mergeAreas(
        Object.fromEntries(Object.entries(localeFiles).filter(([file]) => file.split('/')[2] === language)),
      ),
    ]),
  ) as Record<Language, Messages>
}

const allMessages = messagesByLanguage()
for (const language of supportedLanguages) registerMessages(language, allMessages[language])

/** Which area file (locales/en/{area}.json) holds each top-level section of the texts. */
const areaOfSection = new Map(
  Object.entries(localeFiles)
    .filter(([file]) => file.split('/')[2] === 'en')
    .flatMap(([file, messages]) => {
      const area = (file.split('/')[3] ?? '').replace(/\.json$/, '')
      return Object.keys(messages).map((section) => [section, area] as const)
    }),
)

/** The areas that hold these keys' sections ('home.hero.title' is in the section 'home'). */
export function areasOfKeys(keys: Iterable<string>): string[] {
  const areas = new Set<string>()
  for (const key of keys) {
    const area = areaOfSection.get(key.split('.', 1)[0] ?? '')
    if (area) areas.add(area)
  }
  return [...areas].sort()
}

/** The texts of these areas in `language`, area by area, as the browser's chunks hold them. */
export function areaTexts(language: Language, areas: readonly string[]): Record<string, Messages> {
  return Object.fromEntries(
    areas.flatMap((area) => {
      const texts = localeFiles[`./locales/${language}/${area}.json`]
      return texts ? [[area, texts]] : []
    }),
  )
}

/**
 * A ready instance with every language, for the server (one per request) and the tests. The browser
 * loads only the page's language (i18n/browser.ts).
 */
export function createI18n(language: Language): I18n {
  return new I18n(language)
}
