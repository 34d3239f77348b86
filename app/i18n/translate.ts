import { fallbackLanguage, type Language } from './config.ts'
import type { Messages } from './messages.ts'

/**
 * The site's t(): the part of i18next the code uses, with the same results (docs/decisions/015-…):
 * dotted keys into the language's messages, then English; `{{name}}` and `{{a.b}}` interpolation
 * without escaping (React escapes); plurals as `key_zero` (count 0), `key_<Intl.PluralRules
 * category>`, then `key`; `defaultValue`; `returnObjects` for lists and groups (their texts
 * interpolated too). An unknown key comes back as the key.
 */

export type TOptions = {
  count?: number
  defaultValue?: string
  returnObjects?: boolean
  [name: string]: unknown
}

export interface TFunction {
  (key: string, options: TOptions & { returnObjects: true }): unknown
  (key: string, options?: TOptions): string
}

/** Where a translator finds a language's messages (the ones this process holds). */
export type MessageSource = (language: Language) => Messages | undefined

let lookupObserver: ((key: string) => void) | undefined

/** The server notes which texts a page asks for, so the browser loads only their areas. */
export function observeLookups(observer: ((key: string) => void) | undefined): void {
  lookupObserver = observer
}

let missingObserver: ((key: string) => void) | undefined

/** The browser fetches the rest of its language when a text is not among the areas it holds yet. */
export function observeMissing(observer: ((key: string) => void) | undefined): void {
  missingObserver = observer
}

const pluralRules = new Map<string, Intl.PluralRules>()

function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language)
  if (!rules) {
    rules = new Intl.PluralRules(language)
    pluralRules.set(language, rules)
  }
  return rules.select(count)
}

function lookup(messages: Messages | undefined, key: string): unknown {
  let node: unknown = messages
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

function valueAt(options: TOptions, path: string): unknown {
  if (Object.hasOwn(options, path)) return options[path]
  return lookup(options as Messages, path)
}

const placeholder = /\{\{([^{}]+)\}\}/g

export function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text
  return text.replace(placeholder, (whole, name: string) => {
    const path = name.trim()
    const value = valueAt(options, path)
    if (value === undefined) return Object.hasOwn(options, path) ? '' : whole
    return String(value)
  })
}

/** French "de" before a name: "de" + a vowel is elided, so "Logo d’Eastshore College", never "Logo de Eastshore College". */
const deBeforePlaceholder = /\b([Dd])e \{\{([^{}]+)\}\}/g
const vowelFirst = /^[aeiouyàâäéèêëîïôöùûüœæ]/i

function elideDe(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text
  return text.replace(deBeforePlaceholder, (whole, d: string, name: string) => {
    const value = valueAt(options, name.trim())
    return typeof value === 'string' && vowelFirst.test(value) ? `${d}’{{${name}}}` : whole
  })
}

function interpolateDeep(value: unknown, options: TOptions | undefined): unknown {
  if (typeof value === 'string') return interpolate(value, options)
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, options))
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolateDeep(item, options)]),
    )
  }
  return value
}

export function createTranslator(language: Language, messagesOf: MessageSource): TFunction {
  const languages = language === fallbackLanguage ? [language] : [language, fallbackLanguage]
  const find = (key: string, options: TOptions | undefined): unknown => {
    const count = options?.count
    for (const code of languages) {
      const messages = messagesOf(code)
      const keys =
        typeof count === 'number'
          ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralCategory(code, count)}`, key]
          : [key]
      for (const candidate of keys) {
        const found = lookup(messages, candidate)
        if (typeof found === 'string') return found
        if (found !== undefined && found !== null && options?.returnObjects) return found
      }
    }
    return undefined
  }
  return ((key: string, options?: TOptions) => {
    lookupObserver?.(key)
    const found = find(key, options)
    if (found === undefined) {
      missingObserver?.(key)
      return interpolate(options?.defaultValue ?? key, options)
    }
    if (options?.returnObjects) return interpolateDeep(found, options)
    const text = language === 'fr' ? elideDe(found as string, options) : (found as string)
    return interpolate(text, options)
  }) as TFunction
}
