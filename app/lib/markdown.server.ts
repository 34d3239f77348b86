import { createRequire } from 'node:module'
import { Marked, Parser, Renderer, type Tokens } from 'marked'
import type sanitizeHtml from 'sanitize-html'
import { highlightCode } from './code-highlight.server.ts'
import { escapeHtml } from './escape.ts'
import { type ImageAsset, variantFormats, variantSrcSet } from './images.ts'

/**
 * Spec §5: post bodies keep headings 1-4, paragraphs, emphasis, lists, quotes and line breaks; per
 * issue 8, links to http, https and mailto addresses (docs/decisions/016-markdown-links.md); and per
 * issue 19, code (inline and highlighted blocks), tables, images with captions and heading anchors
 * (docs/decisions/029-rich-posts.md).
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
  'code',
  'pre',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
  'picture',
  'source',
  'img',
]

/** What external links carry: no window.opener for the target, no referrer, no endorsement. */
export const externalLinkRel = 'noopener noreferrer nofollow'

/** The class of the box a table scrolls in on a narrow screen, instead of widening the page. */
export const tableScrollClass = 'table-scroll'

/** How wide a body image is drawn: the article column on wide screens, the screen on phones. */
export const bodyImageSizes = '(min-width: 1024px) 720px, 100vw'

/**
 * Ids the article page gives its own elements (skip link target, share and author sections, the
 * language data): a heading never takes one, so a link to it cannot land elsewhere.
 */
export const reservedPageIds = new Set([
  'main',
  'page-texts',
  'mobile-menu',
  'footer-quick-links',
  'share-heading',
  'share-more',
  'author-heading',
  'author-tools',
  'author-tools-heading',
  'embed-code',
  'embed-heading',
  'preview-heading',
])

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

const headingIdPattern = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/

/** A heading's id as written into the page: lowercase letters, digits and inner hyphens, not one of the page's own. */
export function safeHeadingId(raw: string | undefined): string | undefined {
  return raw && headingIdPattern.test(raw) && !reservedPageIds.has(raw) ? raw : undefined
}

/** `#section`: a link to a heading of the same article (on the site only; see sanitizeBodyHtml). */
function safeFragmentTarget(raw: string | undefined): string | undefined {
  return raw?.startsWith('#') && safeHeadingId(raw.slice(1)) ? raw : undefined
}

const resolutionBase = 'http://site.invalid'

/**
 * An image address kept for `src`: a path on this site (`/uploads/…`, a generated image), or, where
 * the body is read elsewhere (feeds, emails), that path made absolute on the site's `origin`. Images
 * from other sites are not shown: readers' browsers would call a third party, and uploading (by paste
 * or drop in the editor) keeps a copy the site serves in every size.
 */
export function safeImageSource(raw: string | undefined, origin?: string): string | undefined {
  if (!raw || unsafeInLink.test(raw)) return undefined
  const sitePath = origin && raw.startsWith(`${origin}/`) ? raw.slice(origin.length) : raw
  if (!/^\/(?![/\\])/.test(sitePath)) return undefined
  try {
    if (new URL(sitePath, resolutionBase).origin !== resolutionBase) return undefined
  } catch {
    return undefined
  }
  return raw
}

/** A `srcset` whose every candidate is a site image with a width or density descriptor, or undefined. */
function safeSourceSet(raw: string | undefined): string | undefined {
  if (!raw) return undefined
  const candidates = raw.split(',').map((candidate) => candidate.trim().split(/\s+/))
  const safe = candidates.every(
    ([url, descriptor, ...rest]) =>
      rest.length === 0 &&
      safeImageSource(url) !== undefined &&
      (descriptor === undefined || /^(?:\d{1,5}w|\d(?:\.\d{1,2})?x)$/.test(descriptor)),
  )
  return safe ? candidates.map((candidate) => candidate.join(' ')).join(', ') : undefined
}

const digits = (value: string | undefined) => (value && /^\d{1,5}$/.test(value) ? value : undefined)

/** Attributes with a value, in a stable order (so a second pass writes the same text). */
function present(attribs: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(attribs).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >
}

/** A tag that is not allowed: the sanitizer drops it and keeps its text. */
const dropped = (): sanitizeHtml.Tag => ({ tagName: 'dropped', attribs: {} })

/** `tabindex="0"` (a box that scrolls, reachable by keyboard), never another order. */
const focusable = (attribs: sanitizeHtml.Attributes) => (attribs.tabindex === '0' ? '0' : undefined)

function cellTransform(tagName: 'th' | 'td'): sanitizeHtml.Transformer {
  return (_tagName, attribs) => {
    const align = ['left', 'center', 'right'].includes(attribs.align ?? '') ? attribs.align : undefined
    return { tagName, attribs: present({ align }) }
  }
}

function headingTransform(level: 1 | 2 | 3 | 4): sanitizeHtml.Transformer {
  return (_tagName, attribs) => ({
    tagName: `h${level}`,
    attribs: present({ id: safeHeadingId(attribs.id) }),
  })
}

/**
 * What the sanitizer keeps, for a body read on the site (`origin` undefined) or elsewhere: in feeds and
 * emails, images must be absolute on the site's origin and links to a heading (`#section`) have no
 * page to land on, so they lose their tag.
 */
function sanitizeOptions(origin: string | undefined): sanitizeHtml.IOptions {
  return {
    allowedTags: allowedBodyTags,
    allowedAttributes: {
      a: ['href', 'rel'],
      h1: ['id'],
      h2: ['id'],
      h3: ['id'],
      h4: ['id'],
      code: ['class'],
      pre: ['tabindex'],
      span: ['class'],
      div: ['class', 'tabindex'],
      th: ['align'],
      td: ['align'],
      source: ['type', 'srcset', 'sizes'],
      img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    },
    // Highlighting is classes the site's stylesheet colours, never a style attribute.
    allowedClasses: { code: ['language-*'], span: ['hljs-*'], div: [tableScrollClass] },
    // A second check behind the transforms below, with sanitize-html's own reading of the scheme.
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    selfClosing: ['br', 'img', 'source'],
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
      h1: headingTransform(1),
      h2: headingTransform(2),
      h3: headingTransform(3),
      h4: headingTransform(4),
      h5: headingTransform(4),
      h6: headingTransform(4),
      b: 'strong',
      i: 'em',
      pre: (_tagName, attribs) => ({ tagName: 'pre', attribs: present({ tabindex: focusable(attribs) }) }),
      div: (_tagName, attribs) => ({
        tagName: 'div',
        attribs: present({ class: attribs.class, tabindex: focusable(attribs) }),
      }),
      th: cellTransform('th'),
      td: cellTransform('td'),
      // Only href survives, checked; rel is set here, never taken from the input. A link that fails
      // the check becomes a tag that is not allowed, so it is dropped and its text kept.
      a: (_tagName, attribs): sanitizeHtml.Tag => {
        if (origin === undefined && safeFragmentTarget(attribs.href)) {
          return { tagName: 'a', attribs: { href: attribs.href as string } }
        }
        const href = safeLinkTarget(attribs.href)
        if (!href) return dropped()
        const external = !href.toLowerCase().startsWith('mailto:')
        return { tagName: 'a', attribs: external ? { href, rel: externalLinkRel } : { href } }
      },
      img: (_tagName, attribs): sanitizeHtml.Tag => {
        const src = safeImageSource(attribs.src, origin)
        if (!src) return dropped()
        return {
          tagName: 'img',
          attribs: present({
            src,
            alt: attribs.alt ?? '',
            width: digits(attribs.width),
            height: digits(attribs.height),
            loading: attribs.loading === 'lazy' ? 'lazy' : undefined,
            decoding: attribs.decoding === 'async' ? 'async' : undefined,
          }),
        }
      },
      source: (_tagName, attribs): sanitizeHtml.Tag => {
        const srcset = origin === undefined ? safeSourceSet(attribs.srcset) : undefined
        const type = attribs.type === 'image/avif' || attribs.type === 'image/webp' ? attribs.type : undefined
        if (!srcset || !type) return dropped()
        return {
          tagName: 'source',
          attribs: present({
            type,
            srcset,
            sizes: attribs.sizes === bodyImageSizes ? bodyImageSizes : undefined,
          }),
        }
      },
    },
  }
}

let sanitizer: typeof sanitizeHtml | undefined

/**
 * sanitize-html, read the first time a body is rendered: with the CSS parser it brings it adds about
 * 18 MB to the process, which one that renders no post never needs (docs/decisions/014). Rendering is
 * synchronous, so it is required rather than imported.
 */
function loadSanitizer(): typeof sanitizeHtml {
  sanitizer ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtml
  return sanitizer
}

/**
 * Sanitizes until the output is stable: misnested input (an `li` straight inside an `li`, say) comes
 * out of one pass in a shape the parser reads differently the next time, and what the page shows must
 * be what was checked. `origin`: the body is read outside the site (feeds, emails); see sanitizeOptions.
 */
export function sanitizeBodyHtml(html: string, origin?: string): string {
  const options = sanitizeOptions(origin)
  const sanitize = loadSanitizer()
  let current = sanitize(html, options).trim()
  for (let pass = 0; pass < 3; pass += 1) {
    const next = sanitize(current, options).trim()
    if (next === current) break
    current = next
  }
  return current
}

export type RenderOptions = {
  /**
   * The site's origin, when the body is read elsewhere (RSS and JSON feeds, newsletter emails): image
   * paths become absolute on it, headings are not links to themselves.
   */
  origin?: string
  /** The uploads among the body's images, described (uploads service), for their sizes and variants. */
  images?: ReadonlyMap<string, ImageAsset>
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" }

/**
 * A heading's anchor from its text, as the owner would spell it in a link: accents dropped, lowercase,
 * words joined by hyphens (`Données & coûts` → `donnees-couts`).
 */
export function headingSlug(text: string): string {
  return text
    .replace(/&(amp|lt|gt|quot|#39);/g, (_entity, name: string) => entities[name] ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
}

function containsLink(tokens: Tokens.Generic[] | undefined): boolean {
  return (tokens ?? []).some((token) => token.type === 'link' || containsLink(token.tokens))
}

/** Marked's renderer, per body: it numbers repeated heading anchors and knows where the body is read. */
class BodyRenderer extends Renderer {
  private readonly usedIds = new Set<string>()
  private readonly render: RenderOptions

  constructor(render: RenderOptions) {
    super()
    this.render = render
  }

  private headingId(text: string): string {
    const base = headingSlug(text) || 'section'
    let id = base
    for (let count = 2; this.usedIds.has(id) || !safeHeadingId(id); count += 1) id = `${base}-${count}`
    this.usedIds.add(id)
    return id
  }

  override heading({ tokens, depth }: Tokens.Heading): string {
    const level = Math.min(depth, 4)
    const content = this.parser.parseInline(tokens)
    const id = this.headingId(this.parser.parseInline(tokens, this.parser.textRenderer))
    // On the site the heading text links to itself, so a reader can copy its address; a heading that
    // holds a link already stays as it is (links cannot nest).
    const linked = this.render.origin === undefined && !containsLink(tokens)
    return `<h${level} id="${id}">${linked ? `<a href="#${id}">${content}</a>` : content}</h${level}>\n`
  }

  override code({ text, lang }: Tokens.Code): string {
    const code = `${text.replace(/\n$/, '')}\n`
    const { language, html } = highlightCode(code, lang)
    // Focusable, so a reader on a keyboard can scroll a long line into view.
    return `<pre tabindex="0"><code${language ? ` class="language-${language}"` : ''}>${html}</code></pre>\n`
  }

  override table(token: Tokens.Table): string {
    return `<div class="${tableScrollClass}" tabindex="0">${super.table(token)}</div>\n`
  }

  override image({ href, text }: Tokens.Image): string {
    const { origin, images } = this.render
    const source = safeImageSource(href)
    // An image from elsewhere, or one being uploaded (`![Uploading…]()`), shows as its description.
    if (!source) return escapeHtml(text)
    const asset = origin === undefined ? images?.get(source) : undefined
    const size = asset ? ` width="${asset.width}" height="${asset.height}"` : ''
    const img = `<img src="${escapeHtml(origin ? `${origin}${source}` : source)}" alt="${escapeHtml(text)}"${size} loading="lazy" decoding="async">`
    if (!asset || asset.widths.length === 0) return img
    const sources = variantFormats
      .map(
        (format) =>
          `<source type="image/${format}" srcset="${escapeHtml(variantSrcSet(asset, format))}" sizes="${bodyImageSizes}">`,
      )
      .join('')
    return `<picture>${sources}${img}</picture>`
  }

  /**
   * A paragraph holding one image alone is a figure; an emphasised line right under the image is its
   * caption (`![A chart](/uploads/…)` then `*Figure 1: …*` on the next line).
   */
  override paragraph(token: Tokens.Paragraph): string {
    const parts = token.tokens.filter(
      (part) => !(part.type === 'br' || (part.type === 'text' && part.raw.trim() === '')),
    )
    const [image, caption, ...rest] = parts
    const alone = image?.type === 'image' && rest.length === 0 && (!caption || caption.type === 'em')
    if (!alone || !safeImageSource((image as Tokens.Image).href)) return super.paragraph(token)
    const figcaption = caption
      ? `<figcaption>${this.parser.parseInline((caption as Tokens.Em).tokens)}</figcaption>`
      : ''
    return `<figure>${this.image(image as Tokens.Image)}${figcaption}</figure>\n`
  }
}

// A private instance so no other code's marked.use() changes how post bodies are read.
const markdown = new Marked({ gfm: true, breaks: false, async: false })

/** The site paths of the images a body shows, to describe the uploads among them before rendering. */
export function markdownImageSources(text: string): string[] {
  const sources = new Set<string>()
  markdown.walkTokens(markdown.lexer(text ?? ''), (token) => {
    if (token.type === 'image') {
      const source = safeImageSource((token as Tokens.Image).href)
      if (source) sources.add(source)
    }
  })
  return [...sources]
}

/** Owner-written markdown to HTML safe to insert into the article page, a feed or an email. Server only. */
export function renderMarkdown(text: string, options: RenderOptions = {}): string {
  const tokens = markdown.lexer(text ?? '')
  const parser = new Parser({ ...markdown.defaults, renderer: new BodyRenderer(options) })
  return sanitizeBodyHtml(parser.parse(tokens), options.origin)
}

/** Describes the uploads among images (the uploads service's `describe`). */
type ImageDescriber = { describe(urls: Iterable<string>): Promise<Map<string, ImageAsset>> }

/**
 * A body as the site shows it (the article, its embed view, the editor's preview): its uploaded images
 * with their intrinsic size, so nothing shifts as they load, and their AVIF and WebP widths.
 */
export async function renderMarkdownForPage(text: string, images: ImageDescriber): Promise<string> {
  const sources = markdownImageSources(text)
  return renderMarkdown(text, { images: sources.length > 0 ? await images.describe(sources) : undefined })
}
