import { describe, expect, it } from 'vitest'
import corpus from '../../tests/fixtures/dompurify-xss-payloads.json' with { type: 'json' }
import { allowedBodyTags, renderMarkdown, safeLinkTarget, sanitizeBodyHtml } from './markdown.server.ts'

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

  it('keeps an ordinary link, with a rel the input cannot choose (docs/decisions/016)', () => {
    expect(renderMarkdown('See [the guide](https://example.com/guide).')).toBe(
      '<p>See <a href="https://example.com/guide" rel="noopener noreferrer nofollow">the guide</a>.</p>',
    )
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

  it('allows no attributes on allowed tags other than the href of a link', () => {
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
  // The one attributed tag allowed: a link to an absolute http(s) or mailto address, in this shape.
  const allowedLink = /^<a href="(https?:\/\/|mailto:)[^"\s\\]*"( rel="noopener noreferrer nofollow")?>$/i

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
          // The lookahead includes the optional quote, so the regex cannot backtrack past it.
          expect(tag).not.toMatch(/href\s*=\s*(?!["']?(https?:\/\/|mailto:))/i)
          if (tag.startsWith('<a ')) expect(tag).toMatch(allowedLink)
          else expect(tag).toMatch(allowedTag)
        }
        expect(sanitizeBodyHtml(html)).toBe(html)
      }
    },
  )
})

describe('renderMarkdown: links (http, https and mailto only; docs/decisions/016)', () => {
  it.each([
    ['[the guide](https://example.com/guide)', 'https://example.com/guide'],
    ['[old site](http://example.com/)', 'http://example.com/'],
    ['[q](https://example.com/search?q=a&b=c#top)', 'https://example.com/search?q=a&amp;b=c#top'],
    ['<https://example.com/auto>', 'https://example.com/auto'],
    [
      '<a href="HTTPS://Example.com/x" rel="opener" target="_blank" title="t" onclick="x()">x</a>',
      'HTTPS://Example.com/x',
    ],
  ])('%s keeps its link, marked noopener noreferrer nofollow', (source, href) => {
    const html = renderMarkdown(source)
    const links = html.match(/<a\b[^>]*>/g) ?? []
    expect(links).toEqual([`<a href="${href}" rel="noopener noreferrer nofollow">`])
    expect(sanitizeBodyHtml(html)).toBe(html)
  })

  it('keeps mailto links, with no rel since nothing is opened', () => {
    expect(renderMarkdown('Write to [the owner](mailto:owner@example.com).')).toBe(
      '<p>Write to <a href="mailto:owner@example.com">the owner</a>.</p>',
    )
  })

  it.each([
    ['javascript', '[x](javascript:alert(1))'],
    ['javascript in mixed case', '[x](JaVaScRiPt:alert(1))'],
    ['data', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['vbscript', '[x](vbscript:msgbox(1))'],
    ['an entity-encoded scheme', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['a hex-entity scheme', '<a href="&#x6A;&#x61;vascript:alert(1)">x</a>'],
    ['a named-entity colon', '<a href="javascript&colon;alert(1)">x</a>'],
    ['a tab inside the scheme', '<a href="java\tscript:alert(1)">x</a>'],
    ['an encoded tab inside the scheme', '<a href="java&#9;script:alert(1)">x</a>'],
    ['a newline inside the scheme', '<a href="java&#10;script:alert(1)">x</a>'],
    ['a leading control character', '<a href="&#1;javascript:alert(1)">x</a>'],
    ['a leading space', '<a href=" https://example.com">x</a>'],
    ['a protocol-relative address', '<a href="//evil.example/x">x</a>'],
    ['a backslash protocol-relative address', '<a href="/\\evil.example/x">x</a>'],
    ['backslashes after the scheme', '<a href="https:\\\\evil.example">x</a>'],
    ['a scheme without slashes', '<a href="https:evil.example">x</a>'],
    ['no host', '[x](https://)'],
    ['an empty mailto', '[x](mailto:)'],
    ['a relative path', '[x](/blog/some-post)'],
    ['a fragment', '[x](#section)'],
    ['a bare relative name', '[x](page.html)'],
    ['ftp', '[x](ftp://example.com/file)'],
    ['file', '[x](file:///etc/passwd)'],
    ['an empty href', '<a href="">x</a>'],
    ['no href', '<a name="x">x</a>'],
  ])('drops a link with %s and keeps its text', (_case, source) => {
    const html = renderMarkdown(source)
    expect(html).not.toMatch(/<a\b|href|script:|evil/i)
    expect(html).toMatch(/>x</)
  })

  it('sets rel itself: a rel from the input never survives', () => {
    const html = renderMarkdown('<a href="https://example.com" rel="opener">x</a>')
    expect(html).toBe('<p><a href="https://example.com" rel="noopener noreferrer nofollow">x</a></p>')
  })
})

describe('safeLinkTarget', () => {
  it('accepts absolute http, https and mailto addresses as given', () => {
    for (const href of ['https://example.com', 'http://example.com/a?b=1', 'mailto:a@example.com']) {
      expect(safeLinkTarget(href)).toBe(href)
    }
  })

  it('refuses what a browser could read as another scheme or another host', () => {
    for (const href of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'java\u0000script:alert(1)',
      'https://example.com\u2028',
      '\ufeffhttps://example.com',
      '//example.com',
      'https:/\\example.com',
      '/relative',
      '#frag',
      'data:text/html,x',
      undefined,
    ]) {
      expect(safeLinkTarget(href)).toBeUndefined()
    }
  })
})
