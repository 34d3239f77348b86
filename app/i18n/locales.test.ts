import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { spacingFaults, textsIn } from '../../tests/support/spacing-faults.ts'
import { supportedLanguages } from './config.ts'
import { messagesByLanguage } from './i18n.ts'

const localesDir = path.join(import.meta.dirname, 'locales')

function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key))
}

function readArea(language: string, area: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(localesDir, language, area), 'utf8'))
}

const areas = fs.readdirSync(path.join(localesDir, 'en')).filter((file) => file.endsWith('.json'))

describe('translation bundles', () => {
  it('gives the browser one bundle per language holding every area of it', async () => {
    const server = messagesByLanguage()
    for (const language of supportedLanguages) {
      const bundle = (await import(`./bundles/${language}.ts`)) as { default: unknown }
      expect(bundle.default, language).toEqual(server[language])
    }
  })

  it.each(areas)('%s has the same keys in every language', (area) => {
    const english = keyPaths(readArea('en', area)).sort()
    for (const language of supportedLanguages) {
      expect(fs.existsSync(path.join(localesDir, language, area)), `${language}/${area} exists`).toBe(true)
      expect(keyPaths(readArea(language, area)).sort(), `${language}/${area}`).toEqual(english)
    }
  })

  it('no language has an area English lacks', () => {
    for (const language of supportedLanguages) {
      expect(fs.readdirSync(path.join(localesDir, language)).sort()).toEqual([...areas].sort())
    }
  })

  it('no two areas define the same top-level section', () => {
    const sections = areas.flatMap((area) => Object.keys(readArea('en', area) as object))
    expect(sections.length).toBe(new Set(sections).size)
  })

  it('no translation is left empty', () => {
    for (const language of supportedLanguages) {
      for (const area of areas) {
        const flat = JSON.stringify(readArea(language, area))
        expect(flat, `${language}/${area}`).not.toMatch(/:\s*""/)
      }
    }
  })

  it('keeps punctuation on its line: French : ; ? ! % and « », Spanish %, after a no-break space', () => {
    const faults = (['es', 'fr'] as const).flatMap((language) =>
      areas.flatMap((area) =>
        textsIn(readArea(language, area)).flatMap((text) =>
          spacingFaults(language, text).map((fault) => `${language}/${area}: ${fault}`),
        ),
      ),
    )
    expect(faults).toEqual([])
  })
})
