import { fallbackLanguage, isLanguage, type Language } from '~/i18n/config.ts'
import { messagesFor } from '~/i18n/messages.ts'
import { createTranslator, type TFunction } from '~/i18n/translate.ts'

const translators = new Map<Language, TFunction>()

/**
 * Meta functions run outside React, so they cannot use the page's i18n hook. This translates with the
 * bundles this process holds (all on the server; in the browser the ones loaded).
 */
export function metaTranslator(language: string | undefined): TFunction {
  const lng = isLanguage(language) ? language : fallbackLanguage
  let translator = translators.get(lng)
  if (!translator) {
    translator = createTranslator(lng, messagesFor)
    translators.set(lng, translator)
  }
  return translator
}
