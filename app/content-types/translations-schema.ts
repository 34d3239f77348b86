import { z } from 'zod'
import { isBlank, type Translations, translationLanguages } from './translations.ts'

/**
 * What a `translations` object may hold: per language, the given fields only, each checked by its
 * own schema. A blank value is no translation (the page shows the English), so it is not kept. Kept
 * apart from translations.ts so the public pages, which only read translations, carry no schema code.
 */
export function translationsSchema(
  fields: ReadonlyArray<readonly [string, z.ZodType]>,
): z.ZodType<Translations> {
  const withoutBlanks = (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([, each]) => !isBlank(each)))
      : value
  const language = z.preprocess(
    withoutBlanks,
    z
      .strictObject(Object.fromEntries(fields.map(([name, schema]) => [name, schema.optional()])))
      .transform(withoutBlanks),
  )
  return z
    .strictObject(Object.fromEntries(translationLanguages.map((code) => [code, language.optional()])), {
      error: 'Translations are given per language: es, fr',
    })
    .transform((byLanguage) =>
      Object.fromEntries(
        Object.entries(byLanguage).filter(([, values]) => values && Object.keys(values as object).length > 0),
      ),
    ) as unknown as z.ZodType<Translations>
}
