import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { layoutTitle, ogCardSvg, renderOgCard, wrapText } from './og-card.ts'

const card = { label: 'Strategy', title: 'Zero trust', name: 'Jordan Avery', site: 'example.com' }

describe('Open Graph card', () => {
  it('escapes text, so a title cannot break the SVG', () => {
    const svg = ogCardSvg({ ...card, title: 'R&D <script>"x"', name: "O'Brien" })
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('R&#38;D &#60;script&#62;&#34;x&#34;')
    expect(svg).toContain('O&#39;Brien')
  })

  it('wraps long titles over lines and shrinks them before cutting', () => {
    expect(wrapText('one two three four', 9)).toEqual(['one two', 'three', 'four'])
    expect(wrapText('abcdefghijkl', 6)).toEqual(['abcde…'])
    expect(layoutTitle('Short title')).toEqual({ size: 68, lines: ['Short title'] })
    const long = layoutTitle('word '.repeat(200))
    expect(long.size).toBe(40)
    expect(long.lines.length).toBeLessThanOrEqual(5)
    expect(long.lines.at(-1)).toMatch(/…$/)
  })

  it('renders a 1200x630 PNG', async () => {
    const meta = await sharp(await renderOgCard(card)).metadata()
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 })
  })
})
