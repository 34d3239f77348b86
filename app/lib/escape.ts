/**
 * The escapes for text written into markup by hand (emails, the offline page, feeds, the OG card's
 * SVG, the embed snippet, the page's JSON). React escapes what it renders; these are for the rest.
 */

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text for HTML, safe both between tags and inside an attribute value in either kind of quotes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEntities[char] as string)
}

/**
 * Text for XML (feeds, sitemaps, SVG), as numeric character references: they mean the same in every
 * XML vocabulary, which named entities beyond XML's five do not.
 */
export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** JSON for a `<script>` element: `<` escaped, so no string in it can end the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c')
}
