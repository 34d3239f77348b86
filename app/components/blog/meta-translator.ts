import i18next, { type TFunction } from 'i18next'
import { fallbackLanguage, isLanguage, type Language } from '~/i18n/config.ts'
import { messagesByLanguage } from '~/i18n/i18n.ts'

const translators = new Map<Language, TFunction>()

/**
 * Meta functions run outside React, so they cannot use the page's i18n hook. This is a plain
 * instance over the same bundles, kept apart from the one react-i18next renders with.
 */
export function metaTranslator(language: string | undefined): TFunction {
  const lng = isLanguage(language) ? language : fallbackLanguage
  const cached = translators.get(lng)
  if (cached) return cached
  const instance = i18next.createInstance()
  instance.init({
    resources: Object.fromEntries(
      Object.entries(messagesByLanguage()).map(([code, messages]) => [code, { translation: messages }]),
    ),
    lng,
    fallbackLng: fallbackLanguage,
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  translators.set(lng, instance.t)
  return instance.t
}
