import type { Language } from '~/i18n/config.ts'
import type { ImageAsset } from '~/lib/images.ts'

/**
 * The languages an item's prose can be translated into; English is the item's own columns and is
 * always there (docs/decisions/028-content-translations.md).
 */
export const translationLanguages = ['es', 'fr'] as const satisfies readonly Language[]
export type TranslationLanguage = (typeof translationLanguages)[number]

/** Per language, the translated values of the item's translatable fields, each shaped as the English. */
export type Translations = Partial<Record<TranslationLanguage, Record<string, unknown>>>

/** An item as a page in some language shows it: the fields still in English are named in `fallbacks`. */
export type Localized<Item> = Item & { fallbacks: string[] }

type Declared = {
  fields: Record<string, { translatable?: boolean; translationGroup?: string; label: string }>
}

export const isTranslationLanguage = (language: string): language is TranslationLanguage =>
  (translationLanguages as readonly string[]).includes(language)

/** A translation's form control is named for its field and language: `title@es`. */
export const translationKey = (name: string, language: string) => `${name}@${language}`

/** The `translations` a form sent as one control per field and language (`title@es`), blanks included. */
export function translationsFromControls(
  fields: readonly string[],
  read: (control: string) => string,
): Record<TranslationLanguage, Record<string, string>> {
  return Object.fromEntries(
    translationLanguages.map((language) => [
      language,
      Object.fromEntries(fields.map((name) => [name, read(translationKey(name, language))])),
    ]),
  ) as Record<TranslationLanguage, Record<string, string>>
}

/**
 * The form control a problem the schema found belongs to: a translation's (`translations.es.title`)
 * its own control (`title@es`), any other its top field.
 */
export function controlKeyOf(path: string): string {
  const [first, language, name] = path.split('.')
  if (first === 'translations' && language && name) return translationKey(name, language)
  return first || 'form'
}

/** The fields of a type that are the owner's prose, in declaration order. */
export function translatableFieldsOf(type: Declared): string[] {
  return Object.entries(type.fields)
    .filter(([, field]) => field.translatable)
    .map(([name]) => name)
}

/**
 * Whether a field counts as translated in some language, given which fields have a translation there:
 * its own, or, for a field translated with others (`translationGroup`), any of its group's.
 */
export function isTranslated(
  type: Declared,
  name: string,
  hasTranslation: (field: string) => boolean,
): boolean {
  if (hasTranslation(name)) return true
  const group = type.fields[name]?.translationGroup
  return (
    group !== undefined &&
    Object.entries(type.fields).some(
      ([other, field]) => other !== name && field.translationGroup === group && hasTranslation(other),
    )
  )
}

/** Nothing written: blank text, an empty list, or nothing at all. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return false
}

function translationsOf(item: object): Translations {
  const translations = (item as { translations?: unknown }).translations
  return translations && typeof translations === 'object' ? (translations as Translations) : {}
}

/**
 * The item in `language`: each translatable field replaced by its translation when there is one; the
 * others keep their English and are named in `fallbacks`, so the page can mark them `lang="en"`.
 */
export function localize<Item extends object>(
  type: Declared,
  item: Item,
  language: Language,
): Localized<Item> {
  // A page needs only its own language: the others would only make its data larger. Of the item's
  // generated covers (one per language), the page's becomes its `cover`.
  const { covers, ...own } = item as Item & { covers?: Partial<Record<Language, ImageAsset>> }
  const cover = covers ? { cover: covers[language] ?? null } : {}
  if (!isTranslationLanguage(language)) return { ...(own as Item), ...cover, translations: {}, fallbacks: [] }
  const translated = translationsOf(item)[language] ?? {}
  const hasTranslation = (field: string) => !isBlank(translated[field])
  const localized = { ...own, ...cover } as Record<string, unknown>
  const fallbacks: string[] = []
  for (const name of translatableFieldsOf(type)) {
    const value = translated[name]
    if (!isBlank(value)) localized[name] = value
    // A blank part of a translated group (a figure's prefix) is left out in this language.
    else if (isTranslated(type, name, hasTranslation)) localized[name] = ''
    else if (!isBlank(localized[name])) fallbacks.push(name)
  }
  return { ...(localized as Item), translations: {}, fallbacks }
}

export function localizeAll<Item extends object>(
  type: Declared,
  items: readonly Item[],
  language: Language,
): Localized<Item>[] {
  return items.map((item) => localize(type, item, language))
}

/**
 * `lang="en"` for an element showing a field that fell back to English on a page in another language,
 * so screen readers switch voice; nothing otherwise.
 */
export function fallbackLang(item: { fallbacks?: readonly string[] }, field: string): 'en' | undefined {
  return item.fallbacks?.includes(field) ? 'en' : undefined
}

/** Per language, the translatable fields of an item that have English but no translation yet. */
export function missingTranslations(type: Declared, item: object): Record<TranslationLanguage, string[]> {
  const translations = translationsOf(item)
  const english = item as Record<string, unknown>
  const fields = translatableFieldsOf(type).filter((name) => !isBlank(english[name]))
  return Object.fromEntries(
    translationLanguages.map((language) => [
      language,
      fields.filter(
        (name) => !isTranslated(type, name, (field) => !isBlank(translations[language]?.[field])),
      ),
    ]),
  ) as Record<TranslationLanguage, string[]>
}
