import i18next, { type TFunction } from 'i18next'
import { fallbackLanguage, isLanguage, type Language } from '~/i18n/config.ts'
import { baseInitOptions, registeredMessages } from '~/i18n/messages.ts'

const translators = new Map<Language, TFunction>()
let translatorsVersion = -1

/**
 * Meta functions run outside React, so they cannot use the page's i18n hook. This is a plain
 * instance over the bundles this process holds (all on the server; in the browser the ones loaded),
 * kept apart from the one react-i18next renders with.
 */
export function metaTranslator(language: string | undefined): TFunction {
  const lng = isLanguage(language) ? language : fallbackLanguage
  const { version, resources } = registeredMessages()
  if (version !== translatorsVersion) {
    translators.clear()
    translatorsVersion = version
  }
  const cached = translators.get(lng)
  if (cached) return cached
  const instance = i18next.createInstance()
  instance.init({
    ...baseInitOptions(lng),
    resources: Object.fromEntries(
      Object.entries(resources).map(([code, messages]) => [code, { translation: messages }]),
    ),
  })
  translators.set(lng, instance.t)
  return instance.t
}
