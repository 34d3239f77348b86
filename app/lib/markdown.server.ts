import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'

/** Spec §5: post bodies keep headings 1-4, paragraphs, emphasis, lists, quotes and line breaks, nothing else. */
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
]

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: allowedBodyTags,
  allowedAttributes: {},
  allowedSchemes: [],
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
