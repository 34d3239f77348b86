/**
 * Where a Spanish or French text lets a line break before a mark that belongs to the word before it.
 * French sets a no-break space before a colon and a percent sign and inside « », and a narrow no-break
 * space before ; ? !; Spanish sets a space only before a percent sign. A plain space in those places
 * lets the browser start a line with the mark. Returns each one with the words around it, the space
 * shown as a code point.
 */
export function spacingFaults(language: 'es' | 'fr', text: string): string[] {
  const pattern = language === 'fr' ? /\S ([:;?!»%])|« /gu : /\d (%)/gu
  return [...text.matchAll(pattern)].map((match) => {
    const start = Math.max(0, match.index - 20)
    return text
      .slice(start, match.index + match[0].length + 20)
      .replace(match[0].includes('«') ? '« ' : ` ${match[1]}`, (found) => found.replace(' ', '[U+0020]'))
  })
}

/** Every string inside a value: a text, a list, a record's fields, at any depth. */
export function textsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(textsIn)
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsIn)
  return []
}
