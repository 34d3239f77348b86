import { describe, expect, it } from 'vitest'
import { toCsv } from './csv.ts'

describe('toCsv', () => {
  it('writes a header row and quotes cells with commas, quotes and line breaks', () => {
    expect(toCsv(['name', 'note'], [['Ada, PhD', 'said "hi"\nthen left']])).toBe(
      'name,note\r\n"Ada, PhD","said ""hi""\nthen left"\r\n',
    )
  })
  it('defuses cells a spreadsheet would evaluate as formulas', () => {
    expect(toCsv(['x'], [['=HYPERLINK("x")'], ['+1'], [null]])).toBe(
      'x\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\r\n',
    )
  })
})
