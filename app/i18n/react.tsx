import {
  cloneElement,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useSyncExternalStore,
} from 'react'
import type { Language } from './config.ts'
import { messagesFor } from './messages.ts'
import { createTranslator, interpolate, type TFunction, type TOptions } from './translate.ts'

/**
 * The page's translations for React: `useTranslation()` gives `{ t, i18n }` and `<Trans>` renders a
 * text with tags, the call shapes of react-i18next, over the site's own t() (translate.ts).
 */
export class I18n {
  language: Language
  t: TFunction
  /** Changes when the language or the texts held change, so components render again. */
  version = 0
  readonly #load: (language: Language) => Promise<unknown>
  readonly #listeners = new Set<() => void>()

  /** `load` makes sure the process holds all of a language's texts (the browser fetches them). */
  constructor(language: Language, load: (language: Language) => Promise<unknown> = heldAlready) {
    this.language = language
    this.#load = load
    this.t = translatorFor(language)
  }

  async changeLanguage(language: Language): Promise<void> {
    await this.#load(language)
    this.language = language
    this.refresh()
  }

  /** Renders the translated components again, after more texts arrived. */
  refresh(): void {
    this.t = translatorFor(this.language)
    this.version += 1
    for (const listener of this.#listeners) listener()
  }

  /** A translator for one language, whatever the instance's current one (server-side images, tests). */
  getFixedT(language: Language): TFunction {
    return translatorFor(language)
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }
}

function heldAlready(language: Language): Promise<unknown> {
  return messagesFor(language)
    ? Promise.resolve()
    : Promise.reject(new Error(`no translations for ${language}`))
}

function translatorFor(language: Language): TFunction {
  return createTranslator(language, messagesFor)
}

const I18nContext = createContext<I18n | null>(null)

export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>
}

export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext)
  if (!i18n) throw new Error('useTranslation needs an <I18nProvider>')
  const version = () => i18n.version
  useSyncExternalStore(i18n.subscribe, version, version)
  return { t: i18n.t, i18n }
}

const tag = /<(\w+)\s*\/>|<(\w+)>([\s\S]*?)<\/\2>/g

/** Values are put into the text pieces after the tags are read, so a value is always plain text. */
function renderTags(
  text: string,
  values: TOptions | undefined,
  components: Record<string, ReactElement>,
  keyPrefix = '',
): ReactNode[] {
  const nodes: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(tag)) {
    const [whole, selfClosing, name = '', inner = ''] = match
    if (match.index > last) nodes.push(interpolate(text.slice(last, match.index), values))
    const key = `${keyPrefix}${nodes.length}`
    const component = components[selfClosing ?? name]
    if (isValidElement(component)) {
      const children =
        selfClosing || inner === '' ? undefined : renderTags(inner, values, components, `${key}.`)
      nodes.push(
        children === undefined
          ? cloneElement(component, { key })
          : cloneElement(component, { key }, ...children),
      )
    } else {
      // A tag the caller gave no component for is shown as its text, as react-i18next does.
      nodes.push(selfClosing ? '' : interpolate(inner, values))
    }
    last = match.index + whole.length
  }
  if (last < text.length) nodes.push(interpolate(text.slice(last), values))
  return nodes
}

/** A translated text whose <name>…</name> tags become the given elements, holding the tag's text. */
export function Trans({
  i18nKey,
  values,
  components = {},
}: {
  i18nKey: string
  values?: TOptions
  components?: Record<string, ReactElement>
}) {
  const { t } = useTranslation()
  const text = t(i18nKey, values?.count === undefined ? undefined : { count: values.count })
  return <>{renderTags(text, values, components)}</>
}
