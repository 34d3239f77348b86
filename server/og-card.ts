import { escapeXml } from '~/lib/escape.ts'
import { socialImageSize } from '~/lib/seo.ts'
import { loadSharp } from '~/lib/sharp.server.ts'

export type OgCard = {
  /** A short line above the title: the article's category, or the page's name. */
  label: string
  title: string
  /** The owner's name, at the bottom. */
  name: string
  /** The site's host name, at the bottom right. */
  site: string
}

const { width, height } = socialImageSize
const margin = 80
const textWidth = width - 2 * margin
const fontFamily = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"
/** Bold DejaVu Sans: about 0.65 em per lower-case character, 0.75 em per capital; estimates err wide. */
const boldCharWidthEm = 0.66
const capitalWidthEm = 0.72
const titleSizes = [68, 60, 52, 46, 40]
const maxTitleLines = 5
const titleTop = 230
const titleBottom = 500

function truncate(text: string, maxChars: number): string {
  return text.length <= maxChars ? text : `${text.slice(0, Math.max(1, maxChars - 1)).trimEnd()}…`
}

/** Greedy word wrap to `maxChars` per line; a word longer than a line is cut. */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (candidate.length <= maxChars) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    line = word.length > maxChars ? truncate(word, maxChars) : word
  }
  if (line) lines.push(line)
  return lines
}

/** The largest title size whose wrapped lines fit; at the smallest, the last line ends with an ellipsis. */
export function layoutTitle(title: string): { size: number; lines: string[] } {
  for (const size of titleSizes) {
    const lines = wrapText(title, Math.floor(textWidth / (size * boldCharWidthEm)))
    const lineHeight = size * 1.2
    if (lines.length <= maxTitleLines && lines.length * lineHeight <= titleBottom - titleTop) {
      return { size, lines }
    }
  }
  const size = titleSizes.at(-1) ?? 40
  const maxChars = Math.floor(textWidth / (size * boldCharWidthEm))
  const fitting = Math.min(maxTitleLines, Math.floor((titleBottom - titleTop) / (size * 1.2)))
  const all = wrapText(title, maxChars)
  const lines = all.slice(0, fitting)
  if (all.length > fitting) lines[fitting - 1] = `${lines[fitting - 1]?.slice(0, maxChars - 1).trimEnd()}…`
  return { size, lines }
}

export function ogCardSvg(card: OgCard): string {
  const label = truncate(card.label.toUpperCase(), 40)
  const labelWidth = Math.ceil(label.length * (26 * capitalWidthEm + 1)) + 48
  const title = layoutTitle(card.title || card.name)
  const titleLines = title.lines
    .map(
      (line, index) =>
        `<text x="${margin}" y="${titleTop + title.size + index * title.size * 1.2}" font-size="${title.size}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f172a"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="${width - 60}" cy="60" r="220" fill="#1d4ed8" opacity="0.35"/>
<rect width="16" height="${height}" fill="#3b82f6"/>
<g font-family="${fontFamily}">
<rect x="${margin}" y="96" width="${labelWidth}" height="52" rx="26" fill="#1d4ed8"/>
<text x="${margin + 24}" y="131" font-size="26" font-weight="700" fill="#ffffff" letter-spacing="1">${escapeXml(label)}</text>
${titleLines}
<rect x="${margin}" y="530" width="${textWidth}" height="2" fill="#334155"/>
<text x="${margin}" y="585" font-size="34" font-weight="700" fill="#bfdbfe">${escapeXml(truncate(card.name, 40))}</text>
<text x="${width - margin}" y="585" font-size="26" fill="#94a3b8" text-anchor="end">${escapeXml(truncate(card.site, 40))}</text>
</g>
</svg>`
}

export async function renderOgCard(card: OgCard): Promise<Buffer> {
  const sharp = await loadSharp()
  return sharp(Buffer.from(ogCardSvg(card)))
    .png({ compressionLevel: 9 })
    .toBuffer()
}
