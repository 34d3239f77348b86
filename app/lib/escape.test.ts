import { describe, expect, it } from 'vitest'
import { escapeHtml, escapeXml, jsonForScript } from './escape.ts'

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or a quoted attribute', () => {
    expect(escapeHtml(`<b title="x">R&D's</b>`)).toBe('&lt;b title=&quot;x&quot;&gt;R&amp;D&#39;s&lt;/b&gt;')
  })

  it('escapes an ampersand once, so an entity in the text stays text', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;')
  })

  it('leaves other text as it is', () => {
    expect(escapeHtml('Café — 100% ✓')).toBe('Café — 100% ✓')
  })
})

describe('escapeXml', () => {
  it('writes the five characters as numeric references', () => {
    expect(escapeXml(`R&D <script>"x"</script> O'Brien`)).toBe(
      'R&#38;D &#60;script&#62;&#34;x&#34;&#60;/script&#62; O&#39;Brien',
    )
  })
})

describe('jsonForScript', () => {
  it('keeps a closing script tag inside a string from ending the element', () => {
    const json = jsonForScript({ text: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('</script')
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>' })
  })
})
