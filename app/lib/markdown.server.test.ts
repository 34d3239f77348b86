import { describe, expect, it } from 'vitest'
import corpus from '../../tests/fixtures/dompurify-xss-payloads.json' with { type: 'json' }
import { expectAllowedTag } from '../../tests/support/body-html.ts'
import {
  bodyImageSizes,
  headingSlug,
  markdownImageSources,
  renderMarkdown,
  renderMarkdownForPage,
  reservedPageIds,
  safeImageSource,
  safeLinkTarget,
  sanitizeBodyHtml,
} from './markdown.server.ts'

describe('renderMarkdown: the constructs a post body uses', () => {
  it.each([
    ['# One', '<h1 id="one"><a href="#one">One</a></h1>'],
    ['## Two', '<h2 id="two"><a href="#two">Two</a></h2>'],
    ['### Three', '<h3 id="three"><a href="#three">Three</a></h3>'],
    ['#### Four', '<h4 id="four"><a href="#four">Four</a></h4>'],
  ])('converts the heading %s, with an anchor that links to itself', (source, html) => {
    expect(renderMarkdown(source)).toBe(html)
  })

  it('keeps deeper headings as level 4 rather than loose text', () => {
    expect(renderMarkdown('##### Five')).toBe('<h4 id="five"><a href="#five">Five</a></h4>')
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
      '## Plan\n\nIntro with **weight** and `code`.\n\n- a\n- b\n\n> quoted\n\n### Detail\n\n#### Finer\n\n' +
        '```ts\nconst a = 1\n```\n\n| A | B |\n|---|---|\n| 1 | 2 |\n\n![Chart](/uploads/chart.png)\n*The chart*\n\nEnd.',
    )
    const tags = new Set([...html.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]))
    expect([...tags].sort()).toEqual(
      [
        ...[
          'a',
          'blockquote',
          'code',
          'div',
          'figcaption',
          'figure',
          'h2',
          'h3',
          'h4',
          'img',
          'li',
          'p',
          'pre',
        ],
        ...['span', 'strong', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'ul'],
      ].sort(),
    )
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

  it('drops images from other sites, in markdown and in HTML, keeping the markdown image description', () => {
    expect(renderMarkdown('![diagram](https://example.com/a.png)')).toBe('<p>diagram</p>')
    expect(renderMarkdown('<img src="https://example.com/a.png" alt="x">')).not.toMatch(/img|src/i)
    expect(renderMarkdown('![x](//example.com/a.png)')).not.toMatch(/img|src/i)
  })

  it('drops iframes, objects and forms', () => {
    const html = renderMarkdown(
      '<iframe src="https://evil.example"></iframe>\n\n<object data="x.swf"></object>\n\n<form action="/x"><input name="a"></form>',
    )
    expect(html).not.toMatch(/iframe|object|form|input|evil/i)
  })

  it('allows no attribute but those of the allowlist: no class, style or id on a paragraph', () => {
    const html = renderMarkdown('<p class="x" style="color:red" id="y">Styled</p>\n\n<h2 id="a">Head</h2>')
    expect(html).toBe('<p>Styled</p><h2 id="a">Head</h2>')
  })

  it('keeps escaped angle brackets as text inside inline code', () => {
    expect(renderMarkdown('Use `<script>` tags carefully')).toBe(
      '<p>Use <code>&lt;script&gt;</code> tags carefully</p>',
    )
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
  // Each payload as a block of its own, inside markdown constructs, as a link or image target, in a
  // table cell, an image's description, a code fence's language and a caption.
  const placements = (payload: string) => [
    payload,
    `Intro\n\n${payload}\n\nOutro`,
    `- item ${payload}`,
    `> ${payload}`,
    `**${payload}**`,
    `[link](${payload})`,
    `![image](${payload})`,
    `| A | B |\n|---|---|\n| ${payload} | x |`,
    `![${payload}](/uploads/a.png)`,
    `![Chart](/uploads/a.png)\n*${payload}*`,
    `\`\`\`${payload}\nconst a = 1\n\`\`\``,
    `## ${payload}`,
  ]
  const tags = (html: string) => html.match(/<[^>]*>/g) ?? []

  it('holds more than 200 payloads', () => {
    expect(payloads.length).toBeGreaterThan(200)
  })

  it.each(payloads.map((payload, index) => [index, payload] as const))(
    'payload %i renders without script, handler, style or dangerous URL, and is stable',
    (_index, payload) => {
      for (const origin of [undefined, 'https://site.example']) {
        for (const source of placements(payload)) {
          const html = renderMarkdown(source, { origin })
          expect(html).not.toMatch(/<script|<\/script/i)
          for (const tag of tags(html)) {
            if (origin) expectAllowedTag(tag.replace(`src="${origin}/`, 'src="/'))
            else expectAllowedTag(tag)
          }
          expect(sanitizeBodyHtml(html, origin)).toBe(html)
        }
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
    ['a fragment naming no heading', '<a href="#Not a heading">x</a>'],
    ['a fragment with markup', '<a href="#a&quot;b">x</a>'],
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

  it('keeps a link to a heading of the article on the site, and drops it where the body is read elsewhere', () => {
    const source = 'Jump to [the plan](#plan).'
    expect(renderMarkdown(source)).toBe('<p>Jump to <a href="#plan">the plan</a>.</p>')
    expect(renderMarkdown(source, { origin: 'https://site.example' })).toBe('<p>Jump to the plan.</p>')
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

describe('renderMarkdown: code (docs/decisions/029)', () => {
  it('keeps inline code as code, its markup as text', () => {
    expect(renderMarkdown('Run `npm test` or `<b>x</b>`.')).toBe(
      '<p>Run <code>npm test</code> or <code>&lt;b&gt;x&lt;/b&gt;</code>.</p>',
    )
  })

  it('highlights a fenced block in a known language on the server, with classes only', () => {
    const html = renderMarkdown('```ts\nconst answer: number = 42 // the answer\n```')
    expect(html).toBe(
      '<pre tabindex="0"><code class="language-typescript"><span class="hljs-keyword">const</span> ' +
        '<span class="hljs-attr">answer</span>: <span class="hljs-built_in">number</span> = ' +
        '<span class="hljs-number">42</span> <span class="hljs-comment">// the answer</span>\n</code></pre>',
    )
  })

  it.each([
    ['python', 'def f():\n    return "x"', 'python'],
    ['sh', 'echo "$HOME"', 'bash'],
    ['yml', 'key: value', 'yaml'],
    ['sql', 'SELECT id FROM posts WHERE published = 1;', 'sql'],
    ['JSON', '{"a": 1}', 'json'],
    ['html', '<p class="x">Hi</p>', 'xml'],
  ])('names %s blocks by their language and colours them', (fence, code, language) => {
    const html = renderMarkdown(`\`\`\`${fence}\n${code}\n\`\`\``)
    expect(html).toContain(`<code class="language-${language}">`)
    expect(html).toMatch(/<span class="hljs-[a-z_]+">/)
  })

  it('shows a block in an unknown or no language as plain, escaped text', () => {
    expect(renderMarkdown('```klingon\n<tag> & more\n```')).toBe(
      '<pre tabindex="0"><code>&lt;tag&gt; &amp; more\n</code></pre>',
    )
    expect(renderMarkdown('    indented <code>')).toBe(
      '<pre tabindex="0"><code>indented &lt;code&gt;\n</code></pre>',
    )
  })

  it('escapes markup inside highlighted code', () => {
    const html = renderMarkdown('```js\nel.innerHTML = "<img src=x onerror=alert(1)>"\n```')
    expect(html).not.toMatch(/<img/)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it('takes no style from the highlighter, the fence or the owner: classes only, and only hljs-* and language-*', () => {
    const fenced = renderMarkdown('```css" style="color:red\nbody{}\n```')
    expect(fenced).not.toMatch(/style=|color:red/)
    const written = renderMarkdown(
      '<pre tabindex="3" class="x"><code class="language-ts fixed inset-0" style="position:fixed">a</code></pre>\n\n' +
        '<span class="hljs-keyword hidden" style="color:red" onclick="x()">k</span>',
    )
    expect(written).toBe(
      '<pre><code class="language-ts">a</code></pre><p><span class="hljs-keyword">k</span></p>',
    )
  })
})

describe('renderMarkdown: tables (docs/decisions/029)', () => {
  const table =
    '| Option | Cost | Risk |\n|:--|--:|:-:|\n| Lift and shift | $1.2M | High |\n| Refactor | $2.0M | Low |'

  it('renders a table with its header, body and column alignment, in a box that scrolls on its own', () => {
    const html = renderMarkdown(table)
    expect(html).toMatch(/^<div class="table-scroll" tabindex="0"><table>\s*<thead>/)
    expect(html).toMatch(
      /<th align="left">Option<\/th>\s*<th align="right">Cost<\/th>\s*<th align="center">Risk<\/th>/,
    )
    expect(html).toMatch(/<td align="left">Lift and shift<\/td>\s*<td align="right">\$1\.2M<\/td>/)
    expect(html).toContain('</tbody></table>\n</div>')
    expect(html).not.toMatch(/Option Cost Risk/)
  })

  it('keeps inline markdown in cells and drops handlers, styles and other alignments', () => {
    const html = renderMarkdown(
      '<table><tr><td onclick="steal()" onmouseover="x()" style="background:url(javascript:x)" align="justify" colspan="9">cell</td></tr></table>\n\n' +
        '| A |\n|---|\n| **bold** `code` |',
    )
    expect(html).not.toMatch(/onclick|onmouseover|style|justify|colspan|steal|javascript/)
    expect(html).toContain('<td>cell</td>')
    expect(html).toContain('<td><strong>bold</strong> <code>code</code></td>')
  })

  it('allows the scrolling box only in its own shape', () => {
    expect(renderMarkdown('<div class="table-scroll fixed" tabindex="-1" id="x">a</div>')).toBe(
      '<div class="table-scroll">a</div>',
    )
  })
})

describe('renderMarkdown: images and captions (docs/decisions/029)', () => {
  const asset = { src: '/uploads/chart.png', width: 1600, height: 900, widths: [320, 640, 960, 1280, 1600] }
  const images = new Map([[asset.src, asset]])

  it('shows a site image with its description, lazily', () => {
    expect(renderMarkdown('See ![the chart](/og/plan.png) here.')).toBe(
      '<p>See <img src="/og/plan.png" alt="the chart" loading="lazy" decoding="async" /> here.</p>',
    )
  })

  it('makes an image alone in its paragraph a figure, the emphasised line under it its caption', () => {
    expect(renderMarkdown('![Cost by service](/uploads/chart.png)\n*Figure 1: cost by **service***')).toBe(
      '<figure><img src="/uploads/chart.png" alt="Cost by service" loading="lazy" decoding="async" />' +
        '<figcaption>Figure 1: cost by <strong>service</strong></figcaption></figure>',
    )
    expect(renderMarkdown('![A diagram](/uploads/d.png)')).toBe(
      '<figure><img src="/uploads/d.png" alt="A diagram" loading="lazy" decoding="async" /></figure>',
    )
  })

  it('keeps an image among words, or followed by more than a caption, in its paragraph', () => {
    expect(renderMarkdown('![a](/a.png)\n*one* and more')).toMatch(/^<p><img/)
  })

  it('gives an upload its size and its AVIF and WebP widths, so it neither shifts the page nor loads too large', () => {
    const html = renderMarkdown('![Cost by service](/uploads/chart.png)', { images })
    const srcset = (format: string) =>
      asset.widths.map((width) => `/uploads/chart-${width}.${format} ${width}w`).join(', ')
    expect(html).toBe(
      '<figure><picture>' +
        `<source type="image/avif" srcset="${srcset('avif')}" sizes="${bodyImageSizes}" />` +
        `<source type="image/webp" srcset="${srcset('webp')}" sizes="${bodyImageSizes}" />` +
        '<img src="/uploads/chart.png" alt="Cost by service" width="1600" height="900" loading="lazy" decoding="async" />' +
        '</picture></figure>',
    )
    expect(sanitizeBodyHtml(html)).toBe(html)
  })

  it('makes image addresses absolute on the site for feeds and emails, without the page-only sources', () => {
    const html = renderMarkdown('![Cost](/uploads/chart.png)\n*Caption*\n\nInline ![x](/og/a.png).', {
      origin: 'https://consult.example',
      images,
    })
    expect(html).toBe(
      '<figure><img src="https://consult.example/uploads/chart.png" alt="Cost" loading="lazy" decoding="async" />' +
        '<figcaption>Caption</figcaption></figure>\n' +
        '<p>Inline <img src="https://consult.example/og/a.png" alt="x" loading="lazy" decoding="async" />.</p>',
    )
    expect(html).not.toMatch(/src="\//)
  })

  it.each([
    ['javascript:', '![x](javascript:alert(1))'],
    ['an entity-encoded javascript:', '<img src="&#106;avascript:alert(1)" alt="x">'],
    ['data:', '![x](data:image/svg+xml;base64,PHN2Zz4=)'],
    ['another site', '![x](https://tracker.example/pixel.gif)'],
    ['a protocol-relative address', '<img src="//evil.example/x.png">'],
    ['a backslash address', '<img src="/\\evil.example/x.png">'],
    ['a relative name', '![x](image.png)'],
    ['an empty address (an upload under way)', '![Uploading photo.png…]()'],
  ])('drops an image from %s', (_case, source) => {
    const html = renderMarkdown(source)
    expect(html).not.toMatch(/<img|src=|javascript|data:|evil|tracker/i)
  })

  it('keeps only the image attributes of the allowlist, each in its shape', () => {
    const html = renderMarkdown(
      '<img src="/a.png" alt="A" onerror="x()" style="width:9999px" width="50%" height="20" loading="eager" title="t" srcset="javascript:x 1x">',
    )
    expect(html).toBe('<img src="/a.png" alt="A" height="20" />')
  })

  it('keeps a source only with a site srcset and an image type', () => {
    const html = renderMarkdown(
      '<picture><source type="text/html" srcset="/a.png 1x"><source type="image/webp" srcset="/a.webp 640w, javascript:x 1x"><source type="image/avif" srcset="/a.avif 640w, /b.avif 1280w" sizes="100vw; x"><img src="/a.png" alt=""></picture>',
    )
    expect(html).toBe(
      '<p><picture><source type="image/avif" srcset="/a.avif 640w, /b.avif 1280w" /><img src="/a.png" alt="" /></picture></p>',
    )
  })

  it('lists the site images a body shows, for their descriptions', () => {
    expect(
      markdownImageSources(
        '![a](/uploads/a.png)\n\n![b](https://x.example/b.png) ![c](/og/c.png) ![a](/uploads/a.png)',
      ),
    ).toEqual(['/uploads/a.png', '/og/c.png'])
  })

  it('describes the uploads among the images once, for the page', async () => {
    const asked: string[][] = []
    const html = await renderMarkdownForPage('![Cost](/uploads/chart.png)\n\n![Plan](/og/plan.png)', {
      describe: async (urls) => {
        asked.push([...urls])
        return images
      },
    })
    expect(asked).toEqual([['/uploads/chart.png', '/og/plan.png']])
    expect(html).toContain('width="1600" height="900"')
    expect(
      await renderMarkdownForPage('No images.', { describe: async () => Promise.reject(new Error('no')) }),
    ).toBe('<p>No images.</p>')
  })
})

describe('safeImageSource', () => {
  it('accepts a path on the site, and on a given origin its absolute address', () => {
    expect(safeImageSource('/uploads/a.png')).toBe('/uploads/a.png')
    expect(safeImageSource('https://site.example/og/a.png', 'https://site.example')).toBe(
      'https://site.example/og/a.png',
    )
  })

  it('refuses every other address', () => {
    for (const src of [
      'https://site.example/a.png',
      '//site.example/a.png',
      '/\\site.example/a.png',
      '/a b.png',
      'a.png',
      'javascript:alert(1)',
      '',
      undefined,
    ]) {
      expect(safeImageSource(src)).toBeUndefined()
    }
    expect(safeImageSource('https://other.example/a.png', 'https://site.example')).toBeUndefined()
  })
})

describe('renderMarkdown: heading anchors (docs/decisions/029)', () => {
  it('gives each heading an id from its words, accents dropped, repeats numbered', () => {
    const html = renderMarkdown('## Données & coûts\n\n## Plan\n\n## Plan\n\n### Step 1: *identity*')
    expect([...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'donnees-couts',
      'plan',
      'plan-2',
      'step-1-identity',
    ])
  })

  it('never takes an id the article page uses for itself', () => {
    const html = renderMarkdown('## Main\n\n## Share heading')
    for (const [, id] of html.matchAll(/ id="([^"]+)"/g))
      expect(reservedPageIds.has(id as string)).toBe(false)
    expect(html).toContain('id="main-2"')
    expect(renderMarkdown('<h2 id="main">Main</h2>')).toBe('<h2>Main</h2>')
  })

  it('names a heading with no letters or digits "section"', () => {
    expect(renderMarkdown('## ???')).toBe('<h2 id="section"><a href="#section">???</a></h2>')
  })

  it('leaves a heading that holds a link unlinked, and feeds and emails without self-links', () => {
    expect(renderMarkdown('## See [the guide](https://example.com)')).toBe(
      '<h2 id="see-the-guide">See <a href="https://example.com" rel="noopener noreferrer nofollow">the guide</a></h2>',
    )
    expect(renderMarkdown('## Plan', { origin: 'https://site.example' })).toBe('<h2 id="plan">Plan</h2>')
  })

  it('makes slugs people can type', () => {
    expect(headingSlug('Zero Trust — Step 2: “Identity” &amp; MFA')).toBe('zero-trust-step-2-identity-mfa')
    expect(headingSlug('Ça marche, ¿verdad?')).toBe('ca-marche-verdad')
  })
})
