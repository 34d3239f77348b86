/**
 * The site's typeface (docs/decisions/031-typeface-and-layout-grid.md): Public Sans from
 * @fontsource-variable/public-sans, cut down to the characters English, Spanish and French need and to
 * the weights the site uses, written to app/fonts/ with the @font-face rules of its metric-matched
 * fallbacks (app/fonts/fonts.css); the face itself is declared by the page head (app/fonts/text-font.ts). Run `npm run fonts` after changing the face, the
 * characters or the weights; app/fonts/fonts.test.ts checks that what is committed is what this makes.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import roboto from '@capsizecss/metrics/roboto'
import { fromBuffer } from '@capsizecss/unpack'
import subsetFont from 'subset-font'
import { textFamily, textWeights } from '../app/fonts/text-font.ts'

export const fontFile = 'public-sans-latin-wght.woff2'

/**
 * The characters kept: Basic Latin, Latin-1 (the accents of Spanish and French, ¿ ¡ « » and the
 * no-break space), Œ œ Ÿ, the dashes, quotes, bullet, ellipsis and narrow no-break space of typeset
 * text, and € ™ −. Any other character is drawn from the fallback font.
 */
export const characterRanges: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x152, 0x153],
  [0x178, 0x178],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x202f, 0x202f],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
]

/**
 * OpenType features the text uses: kerning, ligatures and marks, and lining and tabular figures
 * (tabular-nums keeps counting figures from jittering). Stylistic sets and the like are dropped.
 */
const features = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'lnum', 'tnum', 'pnum', 'case']

/**
 * Arial (macOS, Windows, iOS; Liberation Sans is its metric twin on Linux) and Roboto (Android): the
 * local fonts the text shows in until the face has arrived, resized so that a line takes the same
 * width and height in both and nothing moves when the face takes over.
 */
const fallbacks = [
  { metrics: arial, sources: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans-Regular'] },
  { metrics: roboto, sources: ['Roboto', 'Roboto-Regular'] },
] as const

const fontsDirectory = new URL('../app/fonts/', import.meta.url)

export function keptCharacters(): string {
  return characterRanges
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
    )
    .join('')
}

async function sourceFont(): Promise<Buffer> {
  const require = createRequire(import.meta.url)
  const packageDirectory = fileURLToPath(
    new URL('.', `file://${require.resolve('@fontsource-variable/public-sans/package.json')}`),
  )
  return readFile(`${packageDirectory}files/public-sans-latin-wght-normal.woff2`)
}

export async function makeFont(): Promise<Buffer> {
  return subsetFont(await sourceFont(), keptCharacters(), {
    targetFormat: 'woff2',
    variationAxes: { wght: textWeights },
    keepFeatures: features,
    noHinting: true,
  })
}

/** The @font-face rules of the face and of its fallbacks, and the font-family list that uses them. */
export async function fontFaces(font: Buffer): Promise<{ css: string; family: string }> {
  const metrics = await fromBuffer(font)
  const stack = createFontStack(
    [{ ...metrics, familyName: textFamily }, ...fallbacks.map(({ metrics }) => metrics)],
    { fontFaceFormat: 'styleObject' },
  )
  const fallbackRules = stack.fontFaces.map(({ '@font-face': face }, index) => {
    const { fontFamily, src: _capsizeSources, ...overrides } = face
    const sources = (fallbacks[index]?.sources ?? []).map((name) => `local("${name}")`).join(', ')
    return [
      '@font-face {',
      `  font-family: "${String(fontFamily).replace(/^"|"$/g, '')}";`,
      `  src: ${sources};`,
      ...Object.entries(overrides).map(
        ([property, value]) =>
          `  ${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${value};`,
      ),
      '}',
    ].join('\n')
  })
  const css = [
    '/* Written by scripts/fonts.ts (npm run fonts): the fallbacks sized like the face, which the page',
    '   head declares (app/fonts/text-font.ts). */',
    ...fallbackRules,
    '',
  ].join('\n')
  return { css, family: stack.fontFamily }
}

async function main() {
  const font = await makeFont()
  const { css, family } = await fontFaces(font)
  await writeFile(new URL(fontFile, fontsDirectory), font)
  await writeFile(new URL('fonts.css', fontsDirectory), css)
  console.log(`${fontFile}: ${font.length} bytes`)
  console.log(`font-family: ${family}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
