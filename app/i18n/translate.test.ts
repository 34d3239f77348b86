import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { fallbackLanguage, type Language, supportedLanguages } from './config.ts'
import { areasOfKeys, messagesByLanguage } from './i18n.ts'
import type { Messages } from './messages.ts'
import { createTranslator, observeLookups, observeMissing } from './translate.ts'

const all = messagesByLanguage()
const messagesOf = (language: Language) => all[language]

/** i18next, as the site configured it before its own t(), as the reference for the same texts. */
function reference(language: Language) {
  const instance = i18next.createInstance()
  instance.init({
    lng: language,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...supportedLanguages],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    resources: Object.fromEntries(
      Object.entries(all).map(([code, messages]) => [code, { translation: messages }]),
    ),
  })
  return instance.t
}

function leafKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix]
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key))
}

// A name that starts with a consonant: before a vowel, French "de" is elided where i18next would not.
const values = {
  name: 'Grace <Hopper>',
  count: 3,
  email: 'ada@example.com',
  location: 'Paris',
  date: '1 May',
  title: 'A & B',
  n: 7,
}

describe("the site's t()", () => {
  it.each(supportedLanguages)(
    'gives i18next’s text for every key in %s, with and without values',
    (language) => {
      const ours = createTranslator(language, messagesOf)
      const theirs = reference(language)
      const keys = leafKeys(all.en as Messages)
      expect(keys.length).toBeGreaterThan(300)
      for (const key of keys) {
        const base = key.replace(/_(zero|one|two|few|many|other)$/, '')
        expect(ours(base), key).toBe(theirs(base))
        expect(ours(base, values), key).toBe(theirs(base, values))
        for (const count of [0, 1, 2, 5]) {
          expect(ours(base, { ...values, count }), `${key} count ${count}`).toBe(
            theirs(base, { ...values, count }),
          )
        }
      }
    },
  )

  it('returns lists and groups with returnObjects, interpolated like i18next', () => {
    for (const language of supportedLanguages) {
      const ours = createTranslator(language, messagesOf)
      const theirs = reference(language)
      for (const key of ['paymentSuccess.next.steps', 'legal.privacy.sections']) {
        expect(ours(key, { returnObjects: true }), key).toEqual(theirs(key, { returnObjects: true }))
      }
    }
  })

  it('falls back to English, then to a default value, then to the key', () => {
    const french = createTranslator('fr', (language) =>
      language === 'fr' ? { a: { only: 'seulement' } } : { a: { only: 'only', english: 'English {{x}}' } },
    )
    expect(french('a.only')).toBe('seulement')
    expect(french('a.english', { x: 1 })).toBe('English 1')
    expect(french('a.missing', { defaultValue: 'Default {{x}}', x: 2 })).toBe('Default 2')
    expect(french('a.missing')).toBe('a.missing')
  })

  it('elides French "de" before a name that starts with a vowel, and only in French', () => {
    const messages = { logo: 'Logo de {{name}}', call: 'De {{name}} à {{other}}', max: 'Pas plus de {{max}}' }
    const french = createTranslator('fr', () => messages)
    expect(french('logo', { name: 'Eastshore College' })).toBe('Logo d’Eastshore College')
    expect(french('logo', { name: 'Échelon' })).toBe('Logo d’Échelon')
    expect(french('logo', { name: 'Harbor Point' })).toBe('Logo de Harbor Point')
    expect(french('call', { name: 'Ines', other: 'Omar' })).toBe('D’Ines à Omar')
    expect(french('max', { max: 80 })).toBe('Pas plus de 80')
    const spanish = createTranslator('es', () => ({ logo: 'Logo de {{name}}' }))
    expect(spanish('logo', { name: 'Eastshore College' })).toBe('Logo de Eastshore College')
  })

  it('picks plural forms by the language’s rules, with a zero form when there is one', () => {
    const t = createTranslator('fr', () => ({
      item_zero: 'aucun',
      item_one: '{{count}} élément',
      item_many: '{{count}} d’éléments',
      item_other: '{{count}} éléments',
    }))
    expect(t('item', { count: 0 })).toBe('aucun')
    expect(t('item', { count: 1 })).toBe('1 élément')
    expect(t('item', { count: 2 })).toBe('2 éléments')
    expect(t('item', { count: 1_000_000 })).toBe('1000000 d’éléments')
  })
})

describe('page areas', () => {
  it('names the area files that hold the keys a page looked up', () => {
    expect(areasOfKeys(['home.hero.title', 'nav.home', 'legal.privacy.title', 'home'])).toEqual(
      [...new Set(['home', 'layout', 'legal'])].sort(),
    )
    expect(areasOfKeys(['no-such-section.key'])).toEqual([])
  })

  it('tells the observers which keys are looked up and which are missing', () => {
    const looked: string[] = []
    const missing: string[] = []
    observeLookups((key) => looked.push(key))
    observeMissing((key) => missing.push(key))
    try {
      const t = createTranslator('en', messagesOf)
      t('nav.home')
      t('nav.nothing-here')
    } finally {
      observeLookups(undefined)
      observeMissing(undefined)
    }
    expect(looked).toEqual(['nav.home', 'nav.nothing-here'])
    expect(missing).toEqual(['nav.nothing-here'])
  })
})
