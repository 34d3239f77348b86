import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { buildIconSprite, iconModules, iconNames } from './icon-sprite.ts'

describe('icon sprite', () => {
  it('has a drawn symbol for every icon the icons module exports', async () => {
    const sources = await Promise.all(iconModules.map((file) => readFile(file, 'utf8')))
    const names = iconNames(sources.join('\n'))
    expect(names).toContain('mail')
    expect(names.length).toBeGreaterThan(50)
    const sprite = await buildIconSprite()
    for (const name of names) {
      expect(sprite.source).toMatch(
        new RegExp(
          `<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon|ellipse) `,
        ),
      )
    }
    expect(sprite.source.match(/<symbol /g)).toHaveLength(names.length)
  })

  it('is named after its content, under /assets/ where files are immutable', async () => {
    const sprite = await buildIconSprite()
    expect(sprite.url).toMatch(/^\/assets\/icons-[\w-]{10}\.svg$/)
    expect(sprite.url).toBe(`/${sprite.fileName}`)
    expect((await buildIconSprite()).url).toBe(sprite.url)
  })
})
