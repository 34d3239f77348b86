import type { ContentType, ItemOf } from '~/content-types/definition.ts'
import { localizeAll } from '~/content-types/translations.ts'
import type { Language } from '~/i18n/config.ts'

/**
 * Stored items as a public page sends them: in the page's language (English where a translation is
 * missing, named in `fallbacks`), with only the fields the page shows, so its data stays small.
 */
export function shownItems<Type extends ContentType, const Field extends keyof ItemOf<Type>>(
  type: Type,
  items: readonly ItemOf<Type>[],
  language: Language,
  fields: readonly Field[],
): Array<Pick<ItemOf<Type>, 'id' | Field> & { fallbacks: string[] }> {
  return localizeAll(type, items, language).map((localized) => {
    return {
      ...(Object.fromEntries([
        ['id', localized.id],
        ...fields.map((field) => [field, localized[field]]),
      ]) as Pick<ItemOf<Type>, 'id' | Field>),
      fallbacks: localized.fallbacks,
    }
  })
}
