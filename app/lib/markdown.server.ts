import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'

/**
 * Spec §5: post bodies keep headings 1-4, paragraphs, emphasis, lists, quotes and line breaks; and,
 * per issue 8, links to http, https and mailto addresses (docs/decisions/016-markdown-links.md).
 */
export const allowedBodyTags = [
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'blockquote',
  'br',
  'a',
]

/** What external links carry: no window.opener for the target, no referrer, no endorsement. */
export const externalLinkRel = 'noopener noreferrer nofollow'

/** Whitespace, C0/C1 controls, invisible format characters, and the backslash. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const unsafeInLink = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/

/**
 * The link target kept for `href`, or undefined to drop the link and keep its text. Only absolute
 * http(s) and mailto addresses: a body is also sent by email and in the feeds, where a relative link
 * has no site to resolve against. The value arrives entity-decoded from the HTML parser, so encoded
 * schemes are seen as what a browser would read. Any whitespace, control character or backslash
 * drops it, since browsers strip or reinterpret those (`java\tscript:`, `https:\\evil`).
 */
export function safeLinkTarget(raw: string | undefined): string | undefined {
  if (!raw || unsafeInLink.test(raw)) return undefined
  const scheme = /^(https?:\/\/|mailto:)/i.exec(raw)?.[1]?.toLowerCase()
  if (!scheme) return undefined
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return undefined
  }
  if (scheme === 'mailto:') return url.protocol === 'mailto:' && url.pathname !== '' ? raw : undefined
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? raw : undefined
}

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: allowedBodyTags,
  allowedAttributes: { a: ['href', 'rel'] },
  // A second check behind safeLinkTarget, with sanitize-html's own reading of the scheme.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Disallowed tags are dropped and their text kept; these are dropped with everything inside them.
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'template',
    'iframe',
    'object',
    'svg',
    'math',
  ],
  // Keep the shape of blocks whose own tag is not allowed, so their text does not run into the next block.
  transformTags: {
    h5: 'h4',
    h6: 'h4',
    pre: 'p',
    b: 'strong',
    i: 'em',
    // Only href survives, checked; rel is set here, never taken from the input. A link that fails
    // the check becomes a tag that is not allowed, so it is dropped and its text kept.
    a: (_tagName, attribs): sanitizeHtml.Tag => {
      const href = safeLinkTarget(attribs.href)
      if (!href) return { tagName: 'dropped-link', attribs: {} }
      const external = !href.toLowerCase().startsWith('mailto:')
      return { tagName: 'a', attribs: external ? { href, rel: externalLinkRel } : { href } }
    },
  },
}

// A private instance so no other code's marked.use() changes how post bodies are read.
const markdown = new Marked({ gfm: true, breaks: false, async: false })

/**
 * Sanitizes until the output is stable: misnested input (an `li` straight inside an `li`, say) comes
 * out of one pass in a shape the parser reads differently the next time, and what the page shows must
 * be what was checked.
 */
export function sanitizeBodyHtml(html: string): string {
  let current = sanitizeHtml(html, sanitizeOptions).trim()
  for (let pass = 0; pass < 3; pass += 1) {
    const next = sanitizeHtml(current, sanitizeOptions).trim()
    if (next === current) break
    current = next
  }
  return current
}

/** Owner-written markdown to HTML safe to insert into the article page. Server only. */
export function renderMarkdown(text: string): string {
  const html = markdown.parse(text ?? '', { async: false })
  return sanitizeBodyHtml(html)
}
