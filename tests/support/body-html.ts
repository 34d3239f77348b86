import { expect } from 'vitest'
import { allowedBodyTags, bodyImageSizes } from '~/lib/markdown.server.ts'

/**
 * What a rendered post body may hold (docs/decisions/016 and 029): each allowed tag, each attribute it
 * may carry and the shape of that attribute's value, as written in the HTML (entity-escaped).
 */
const headingAttributes = { id: /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/ }
const cellAttributes = { align: /^(left|center|right)$/ }
const sitePath = String.raw`\/(?![\/\\])[^"\s\\]*`
const attributeShapes: Record<string, Record<string, RegExp>> = {
  a: {
    href: /^(https?:\/\/[^"\s\\]+|mailto:[^"\s\\]+|#[a-z0-9-]+)$/i,
    rel: /^noopener noreferrer nofollow$/,
  },
  h1: headingAttributes,
  h2: headingAttributes,
  h3: headingAttributes,
  h4: headingAttributes,
  code: { class: /^language-[^\s"]+( language-[^\s"]+)*$/ },
  span: { class: /^hljs-[^\s"]+( hljs-[^\s"]+)*$/ },
  pre: { tabindex: /^0$/ },
  div: { class: /^table-scroll$/, tabindex: /^0$/ },
  th: cellAttributes,
  td: cellAttributes,
  source: {
    type: /^image\/(avif|webp)$/,
    srcset: new RegExp(`^${sitePath}( \\d+w)?(, ${sitePath}( \\d+w)?)*$`),
    sizes: new RegExp(`^${bodyImageSizes.replace(/[()]/g, '\\$&')}$`),
  },
  img: {
    src: new RegExp(`^${sitePath}$`),
    alt: /^[^"]*$/,
    width: /^\d+$/,
    height: /^\d+$/,
    loading: /^lazy$/,
    decoding: /^async$/,
  },
}

/**
 * Fails unless an element is an allowed one carrying only allowed attributes, each in its allowed
 * shape: no handler, no style, no address but a site path, an http(s) or mailto link, or a heading of
 * the article. `label` names it in the failure.
 */
export function expectAllowedElement(name: string, attributes: Record<string, string>, label: string) {
  expect(allowedBodyTags, label).toContain(name)
  for (const [key, value] of Object.entries(attributes)) {
    expect(key, label).not.toMatch(/^(on|style$)/i)
    if (key !== 'alt') expect(value, label).not.toMatch(/(javascript|data|vbscript)\s*:/i)
    const shape = attributeShapes[name]?.[key]
    expect(shape, `${key} on ${label}`).toBeDefined()
    expect(value, label).toMatch(shape as RegExp)
  }
}

/** The same check on a tag as written (`<img src="…" />`, `</p>`); a malformed tag fails too. */
export function expectAllowedTag(tag: string) {
  const match = /^<(\/?)([a-z0-9]+)((?:\s[a-z-]+="[^"]*")*)\s*\/?>$/.exec(tag)
  expect(match, tag).not.toBeNull()
  const [, closing = '', name = '', written = ''] = match ?? []
  const attributes = Object.fromEntries(
    [...written.matchAll(/\s([a-z-]+)="([^"]*)"/g)].map(([, key = '', value = '']) => [key, value]),
  )
  if (closing) expect(attributes, tag).toEqual({})
  expectAllowedElement(name, attributes, tag)
}
