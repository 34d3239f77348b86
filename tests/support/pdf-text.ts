import { inflateSync } from 'node:zlib'

/** The characters of pdfkit's standard fonts (WinAnsiEncoding) that differ from Latin-1. */
const winAnsi: Record<number, string> = {
  128: '€',
  133: '…',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
}

const decodeHex = (hex: string) =>
  (hex.match(/[0-9a-f]{2}/gi) ?? [])
    .map((pair) => Number.parseInt(pair, 16))
    .map((code) => winAnsi[code] ?? String.fromCharCode(code))
    .join('')

/**
 * The text a PDF made by pdfkit with its standard fonts shows, one line per text operation: its
 * content streams inflated, and the hex strings of their `Tj` and `TJ` operators decoded.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = []
  const raw = pdf.toString('latin1')
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length
    const end = raw.indexOf('endstream', start)
    let content: string
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1')
    } catch {
      continue
    }
    for (const operation of content.matchAll(/\[((?:<[0-9a-f]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-f]*)>\s*Tj/gi)) {
      const strings = operation[1]
        ? [...operation[1].matchAll(/<([0-9a-f]*)>/gi)].map((part) => part[1]!)
        : [operation[2]!]
      lines.push(strings.map(decodeHex).join(''))
    }
  }
  return lines.join('\n')
}

/** The text with its lines joined, for finding a sentence the layout wrapped. */
export const pdfProse = (pdf: Buffer) => pdfText(pdf).replace(/\s*\n\s*/g, ' ')
