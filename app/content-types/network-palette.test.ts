import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { networkNodeTypes, networkPalette, networkSurfaces } from './network-graph.ts'

const channels = (hex: string) =>
  [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16) / 255)
const linear = (channel: number) =>
  channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string) {
  const [r = 0, g = 0, b = 0] = channels(hex).map(linear)
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
function contrast(a: string, b: string) {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (high + 0.05) / (low + 0.05)
}

/** Machado, Oliveira and Fernandes (2009) at full severity, on linear RGB. */
const deficiencies = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
} as const

/** CIELAB (D65) of a colour as seen with normal vision or with a deficiency. */
function lab(hex: string, seen?: readonly (readonly number[])[]) {
  const rgb = channels(hex).map(linear)
  const [r = 0, g = 0, b = 0] = seen
    ? seen.map((row) =>
        Math.min(
          1,
          Math.max(
            0,
            row.reduce((sum, weight, index) => sum + weight * (rgb[index] ?? 0), 0),
          ),
        ),
      )
    : rgb
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116)
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))] as const
}
const difference = (a: readonly number[], b: readonly number[]) =>
  Math.hypot(...a.map((value, index) => value - (b[index] ?? 0)))

/** ΔE*ab 15 and more reads as a different colour at a glance, even for small marks. */
const distinctAt = 15

describe('the network palette', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`gives every node type at least 3:1 against the ${theme} theme's surfaces`, () => {
      for (const type of networkNodeTypes)
        for (const surface of networkSurfaces[theme])
          expect(
            contrast(networkPalette[theme][type], surface),
            `${type} on ${surface}`,
          ).toBeGreaterThanOrEqual(3)
    })

    it(`tells the node types apart in the ${theme} theme, with normal vision and each colour-vision deficiency`, () => {
      for (const seen of [undefined, ...Object.values(deficiencies)])
        for (const [index, a] of networkNodeTypes.entries())
          for (const b of networkNodeTypes.slice(index + 1)) {
            const apart = difference(lab(networkPalette[theme][a], seen), lab(networkPalette[theme][b], seen))
            expect(apart, `${a} / ${b}`).toBeGreaterThanOrEqual(distinctAt)
          }
    })
  }

  it('is what the stylesheet declares, and the surfaces are the stylesheet’s', () => {
    const css = readFileSync(new URL('../app.css', import.meta.url), 'utf8')
    const block = (selector: string) =>
      css.slice(css.indexOf(`${selector} {`), css.indexOf('}', css.indexOf(`${selector} {`)))
    for (const [theme, selector] of [
      ['light', ':root'],
      ['dark', '.dark'],
    ] as const) {
      for (const type of networkNodeTypes)
        expect(block(selector)).toContain(`--network-${type}: ${networkPalette[theme][type]};`)
      const [background, ...others] = networkSurfaces[theme]
      expect(block(selector)).toContain(`--background: ${background};`)
      for (const surface of others) expect(block(selector)).toMatch(new RegExp(`--(card|muted): ${surface};`))
    }
  })
})
