import { describe, expect, it } from 'vitest'
import corpus from '../../tests/fixtures/dompurify-xss-payloads.json' with { type: 'json' }
import { allowedBodyTags, renderMarkdown, sanitizeBodyHtml } from './markdown.server.ts'

describe('renderMarkdown: the constructs a post body uses', () => {
  it.each([
    ['# One', '<h1>One</h1>'],
    ['## Two', '<h2>Two</h2>'],
    ['### Three', '<h3>Three</h3>'],
    ['#### Four', '<h4>Four</h4>'],
  ])('converts the heading %s', (source, html) => {
    expect(renderMarkdown(source)).toBe(html)
  })

  it('keeps deeper headings as level 4 rather than loose text', () => {
    expect(renderMarkdown('##### Five')).toBe('<h4>Five</h4>')
  })

  it('converts quote lines', () => {
    expect(renderMarkdown('> Lead as if\n> someone will judge it')).toBe(
      '<blockquote>\n<p>Lead as if\nsomeone will judge it</p>\n</blockquote>',
    )
  })

  it('converts bold and emphasis', () => {
    expect(renderMarkdown('Some **bold** and *soft* words')).toBe(
      '<p>Some <strong>bold</strong> and <em>soft</em> words</p>',
    )
  })

  it('converts dash lists and numbered lists', () => {
    expect(renderMarkdown('- first\n- second')).toBe('<ul>\n<li>first</li>\n<li>second</li>\n</ul>')
    expect(renderMarkdown('1. first\n2. second')).toBe('<ol>\n<li>first</li>\n<li>second</li>\n</ol>')
  })

  it('separates paragraphs and keeps hard line breaks', () => {
    expect(renderMarkdown('First paragraph.\n\nSecond paragraph.')).toBe(
      '<p>First paragraph.</p>\n<p>Second paragraph.</p>',
    )
    expect(renderMarkdown('line one  \nline two')).toBe('<p>line one<br />line two</p>')
  })

  it('renders a whole article with every construct and nothing else', () => {
    const html = renderMarkdown(
      '## Plan\n\nIntro with **weight**.\n\n- a\n- b\n\n> quoted\n\n### Detail\n\n#### Finer\n\nEnd.',
    )
    const tags = new Set([...html.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]))
    expect([...tags].sort()).toEqual(['blockquote', 'h2', 'h3', 'h4', 'li', 'p', 'strong', 'ul'])
  })
})

describe('renderMarkdown: what never survives', () => {
  it('drops script elements and their contents', () => {
    const html = renderMarkdown('Hello\n\n<script>alert("x")</script>\n\nWorld')
    expect(html).not.toMatch(/script/i)
    expect(html).not.toContain('alert')
    expect(html).toContain('Hello')
    expect(html).toContain('World')
  })

  it('drops style elements and their contents', () => {
    const html = renderMarkdown('<style>body { display: none }</style>\n\nText')
    expect(html).not.toMatch(/style|display/i)
  })

  it('drops event handler attributes', () => {
    const html = renderMarkdown('<p onclick="steal()">Click</p>\n\n<img src=x onerror="alert(1)">')
    expect(html).not.toMatch(/onclick|onerror|alert|steal|<img/i)
    expect(html).toContain('Click')
  })

  it('drops javascript: links and keeps their text', () => {
    const markdownLink = renderMarkdown('[click me](javascript:alert(1))')
    const htmlLink = renderMarkdown('<a href="javascript:alert(1)">click me</a>')
    for (const html of [markdownLink, htmlLink]) {
      expect(html).not.toMatch(/javascript|href|<a/i)
      expect(html).toContain('click me')
    }
  })

  it('drops every link, ordinary ones included, since no attribute is allowed', () => {
    expect(renderMarkdown('See [the guide](https://example.com/guide).')).toBe('<p>See the guide.</p>')
  })

  it('drops images in markdown and in HTML', () => {
    expect(renderMarkdown('![diagram](https://example.com/a.png)')).not.toMatch(/img|src|example\.com/i)
    expect(renderMarkdown('<img src="https://example.com/a.png" alt="x">')).not.toMatch(/img|src/i)
  })

  it('drops iframes, objects and forms', () => {
    const html = renderMarkdown(
      '<iframe src="https://evil.example"></iframe>\n\n<object data="x.swf"></object>\n\n<form action="/x"><input name="a"></form>',
    )
    expect(html).not.toMatch(/iframe|object|form|input|evil/i)
  })

  it('allows no attributes on allowed tags', () => {
    const html = renderMarkdown('<p class="x" style="color:red" id="y">Styled</p>\n\n<h2 id="a">Head</h2>')
    expect(html).toBe('<p>Styled</p><h2>Head</h2>')
  })

  it('keeps escaped angle brackets as text', () => {
    expect(renderMarkdown('Use `<script>` tags carefully')).toBe('<p>Use &lt;script&gt; tags carefully</p>')
  })
})

describe('sanitizeBodyHtml', () => {
  it('changes nothing when applied to its own output', () => {
    const source =
      '# Title\n\nA **bold** & *fine* "quote" — it\'s here.\n\n> q\n\n- one\n- two\n\n1. x\n\n<script>x</script>\n\n[l](javascript:1)\n\n```\ncode <b>\n```'
    const once = renderMarkdown(source)
    expect(sanitizeBodyHtml(once)).toBe(once)
  })
})

describe('renderMarkdown against the DOMPurify XSS corpus', () => {
  const { payloads } = corpus as { payloads: string[] }
  // Each payload as a block of its own, inside markdown constructs, and as a link or image target.
  const placements = (payload: string) => [
    payload,
    `Intro\n\n${payload}\n\nOutro`,
    `- item ${payload}`,
    `> ${payload}`,
    `**${payload}**`,
    `[link](${payload})`,
    `![image](${payload})`,
  ]
  const tags = (html: string) => html.match(/<[^>]*>/g) ?? []
  const allowedTag = new RegExp(`^</?(${allowedBodyTags.join('|')})\\s*/?>$`)

  it('holds more than 200 payloads', () => {
    expect(payloads.length).toBeGreaterThan(200)
  })

  it.each(payloads.map((payload, index) => [index, payload] as const))(
    'payload %i renders without script, handler or dangerous URL, and is stable',
    (_index, payload) => {
      for (const source of placements(payload)) {
        const html = renderMarkdown(source)
        expect(html).not.toMatch(/<script|<\/script/i)
        for (const tag of tags(html)) {
          expect(tag).not.toMatch(/\son[a-z]+\s*=/i)
          expect(tag).not.toMatch(/(javascript|data|vbscript)\s*:/i)
          expect(tag).not.toMatch(/href\s*=\s*["']?\s*(?!https?:|mailto:)/i)
          expect(tag).toMatch(allowedTag)
        }
        expect(sanitizeBodyHtml(html)).toBe(html)
      }
    },
  )
})

describe('renderMarkdown: links', () => {
  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](vbscript:msgbox(1))',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '[x](https://example.com)',
    '[x](mailto:owner@example.com)',
    '<https://example.com>',
  ])('%s leaves no link behind, only its text (spec §5: no attributes at all)', (source) => {
    const html = renderMarkdown(source)
    expect(html).not.toMatch(/<a\b|href/i)
    expect(html).toMatch(/x|example\.com/)
  })
})
