import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fontFaces, fontFile, keptCharacters, makeFont } from '../../scripts/fonts.ts'

const read = (path: string) => readFileSync(new URL(path, import.meta.url))

/** Every text the site ships: the three languages' interface texts and the seeded content. */
function siteTexts(): string {
  const files = [
    ...['en', 'es', 'fr'].flatMap((language) =>
      readdirSync(new URL(`../i18n/locales/${language}/`, import.meta.url)).map(
        (name) => `../i18n/locales/${language}/${name}`,
      ),
    ),
    ...readdirSync(new URL('../../content/', import.meta.url)).map((name) => `../../content/${name}`),
  ]
  return files.map((file) => read(file).toString('utf8')).join('\n')
}

describe('the site typeface', () => {
  it('has every character the English, Spanish and French texts and the seeded content use', () => {
    const kept = new Set(keptCharacters())
    const missing = [...new Set(siteTexts().replace(/[\n\r\t]/g, ''))].filter(
      (character) => !kept.has(character),
    )
    expect(missing.map((character) => `${character} U+${character.codePointAt(0)?.toString(16)}`)).toEqual([])
  })

  it('is the font and the @font-face rules scripts/fonts.ts makes from the pinned package', async () => {
    const font = await makeFont()
    expect(Buffer.compare(font, read(`./${fontFile}`)), 'run npm run fonts').toBe(0)
    const { css } = await fontFaces(font)
    expect(read('./fonts.css').toString('utf8')).toBe(css)
    // Small enough to come with the first screen on a phone (decision 015's budgets).
    expect(font.length).toBeLessThan(24_000)
  })

  it('gives each fallback the face’s proportions, so nothing moves when the face arrives', async () => {
    const { css } = await fontFaces(read(`./${fontFile}`))
    const arial = css.slice(css.indexOf('Fallback: Arial'))
    expect(arial).toMatch(/src: local\("Arial"\), local\("ArialMT"\), local\("Liberation Sans"\)/)
    // Public Sans is wider than Arial and taller above the baseline: both are made up for.
    const sizeAdjust = Number(/size-adjust: ([\d.]+)%/.exec(arial)?.[1])
    expect(sizeAdjust).toBeGreaterThan(100)
    expect(sizeAdjust).toBeLessThan(110)
    expect(arial).toMatch(/ascent-override: [\d.]+%/)
    expect(arial).toMatch(/descent-override: [\d.]+%/)
  })
})
