import { createHash } from 'node:crypto'
import { escapeXml } from '~/lib/escape.ts'
import { coverSize, type VariantFormat } from '~/lib/images.ts'
import { socialImageSize } from '~/lib/seo.ts'
import { loadSharp } from '~/lib/sharp.server.ts'
import { encodeAs } from '~/services/uploads.server.ts'

export type OgCard = {
  /** A short line above the title: the article's category, or the page's name. */
  label: string
  title: string
  /** The owner's name, at the bottom. */
  name: string
  /** The site's host name, at the bottom right. */
  site: string
  /** The item's own accent and pattern (an article's share card matches its cover); the site's blue otherwise. */
  art?: CoverArt
}

/** What makes one item's artwork unlike another's: its accent colour and the seed its pattern grows from. */
export type CoverArt = { accent: string; seed: string }

/** A card's cover: the share card's design at 16:9, without the name and host line. */
export type Cover = { label: string; title: string; art: CoverArt }

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

type TitleBox = { width: number; top: number; bottom: number; sizes: readonly number[] }

const ogTitleBox: TitleBox = { width: textWidth, top: titleTop, bottom: titleBottom, sizes: titleSizes }

/** The largest title size whose wrapped lines fit; at the smallest, the last line ends with an ellipsis. */
export function layoutTitle(title: string, box: TitleBox = ogTitleBox): { size: number; lines: string[] } {
  for (const size of box.sizes) {
    const lines = wrapText(title, Math.floor(box.width / (size * boldCharWidthEm)))
    const lineHeight = size * 1.2
    if (lines.length <= maxTitleLines && lines.length * lineHeight <= box.bottom - box.top) {
      return { size, lines }
    }
  }
  const size = box.sizes.at(-1) ?? 40
  const maxChars = Math.floor(box.width / (size * boldCharWidthEm))
  const fitting = Math.min(maxTitleLines, Math.floor((box.bottom - box.top) / (size * 1.2)))
  const all = wrapText(title, maxChars)
  const lines = all.slice(0, fitting)
  if (all.length > fitting) lines[fitting - 1] = `${lines[fitting - 1]?.slice(0, maxChars - 1).trimEnd()}…`
  return { size, lines }
}

/** A small, fast generator of numbers in [0, 1) from a seed: the same item always gets the same art. */
function randomFrom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0)
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** `#rrggbb` between two colours, `share` of the way to the second. */
export function mixColours(from: string, to: string, share: number): string {
  const channel = (hex: string, index: number) => Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16)
  return `#${[0, 1, 2]
    .map((index) =>
      Math.round(channel(from, index) + (channel(to, index) - channel(from, index)) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

const round = (value: number) => Math.round(value * 10) / 10

/**
 * The pattern behind an item's title, drawn in a `width` × `height` frame and mostly in its right
 * part: which of eight compositions, and where its parts fall, both come from the item's seed.
 */
const highlightTints = ['#fbbf24', '#2dd4bf', '#fb7185', '#38bdf8', '#a3e635', '#c084fc', '#f97316']

export function coverPattern(art: CoverArt, width: number, height: number): string {
  const random = randomFrom(art.seed)
  const between = (low: number, high: number) => low + random() * (high - low)
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T
  const light = mixColours(art.accent, '#ffffff', 0.45)
  // A second colour for the pattern's highlights, so two items of one category differ in colour too.
  const highlight = mixColours(art.accent, pick(highlightTints), 0.75)
  const left = width * 0.42
  const shapes: string[] = []
  switch (Math.floor(random() * 8)) {
    case 0: {
      // Rings around a point, one of them filled.
      const cx = between(width * 0.62, width * 0.9)
      const cy = between(height * 0.2, height * 0.8)
      const step = between(36, 70)
      const filled = Math.floor(between(1, 4))
      for (let ring = 9; ring >= 1; ring--) {
        const r = round(ring * step)
        shapes.push(
          ring === filled
            ? `<circle cx="${round(cx)}" cy="${round(cy)}" r="${r}" fill="${highlight}" opacity="0.55"/>`
            : `<circle cx="${round(cx)}" cy="${round(cy)}" r="${r}" fill="none" stroke="${light}" stroke-width="${round(between(2, 7))}" opacity="${round(0.5 - ring * 0.04)}"/>`,
        )
      }
      break
    }
    case 1: {
      // Bars of several widths at an angle.
      const angle = round(pick([-1, 1]) * between(20, 50))
      let x = left - width * 0.2
      const bars: string[] = []
      while (x < width * 1.4) {
        const barWidth = between(18, 90)
        const colour = random() < 0.3 ? highlight : light
        bars.push(
          `<rect x="${round(x)}" y="${round(-height)}" width="${round(barWidth)}" height="${height * 3}" fill="${colour}" opacity="${round(between(0.12, 0.45))}"/>`,
        )
        x += barWidth + between(16, 70)
      }
      shapes.push(
        `<g transform="rotate(${angle} ${round(width * 0.75)} ${round(height / 2)})">${bars.join('')}</g>`,
      )
      break
    }
    case 2: {
      // A grid of dots, a few of them larger and in the accent.
      const gap = between(44, 72)
      const offset = between(0, gap)
      for (let x = left + offset; x < width; x += gap) {
        for (let y = offset; y < height; y += gap) {
          const large = random() < 0.12
          shapes.push(
            `<circle cx="${round(x)}" cy="${round(y)}" r="${large ? round(gap * 0.32) : round(gap * 0.08)}" fill="${large ? highlight : light}" opacity="${large ? 0.75 : 0.4}"/>`,
          )
        }
      }
      break
    }
    case 3: {
      // Columns rising as a chart does, with the line through their tops.
      const count = Math.floor(between(6, 11))
      const gap = (width - left - 40) / count
      let level = between(0.15, 0.35)
      const points: string[] = []
      for (let column = 0; column < count; column++) {
        level = Math.min(0.92, Math.max(0.1, level + between(-0.08, 0.16)))
        const x = left + 20 + column * gap
        const top = height - level * height
        shapes.push(
          `<rect x="${round(x)}" y="${round(top)}" width="${round(gap * 0.62)}" height="${round(height - top)}" rx="6" fill="${column % 3 === 2 ? highlight : light}" opacity="${column % 3 === 2 ? 0.7 : 0.28}"/>`,
        )
        points.push(`${round(x + gap * 0.31)},${round(top - 24)}`)
      }
      shapes.push(
        `<polyline points="${points.join(' ')}" fill="none" stroke="#ffffff" stroke-width="5" stroke-linejoin="round" opacity="0.6"/>`,
      )
      break
    }
    case 4: {
      // Large circles overlapping.
      const count = Math.floor(between(3, 6))
      for (let index = 0; index < count; index++) {
        shapes.push(
          `<circle cx="${round(between(left + 80, width))}" cy="${round(between(0, height))}" r="${round(between(height * 0.18, height * 0.45))}" fill="${index % 2 ? light : index % 4 ? art.accent : highlight}" opacity="${round(between(0.18, 0.42))}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>`,
        )
      }
      break
    }
    case 5: {
      // Ridges, one behind another.
      const layers = Math.floor(between(2, 5))
      const spacing = between(0.1, 0.2)
      for (let layer = 0; layer < layers; layer++) {
        const base = height * (0.35 + between(0, 0.15) + layer * spacing)
        const points = [`${round(left - 100)},${height}`]
        for (let x = left - 100; x <= width + 100; x += between(90, 200)) {
          points.push(`${round(x)},${round(base - between(0, height * 0.3))}`)
        }
        points.push(`${width + 100},${height}`)
        shapes.push(
          `<polygon points="${points.join(' ')}" fill="${layer === 1 ? highlight : light}" opacity="${round(0.18 + layer * 0.12)}"/>`,
        )
      }
      break
    }
    case 6: {
      // Tiles, some filled, some outlined, some left out; upright or turned on a corner.
      const size = between(70, 140)
      const gap = size * between(0.12, 0.4)
      const turned = random() < 0.5
      const tiles: string[] = []
      for (let x = left + between(0, size); x < width; x += size + gap) {
        for (let y = between(-size / 2, 0); y < height; y += size + gap) {
          const roll = random()
          if (roll < 0.25) continue
          tiles.push(
            roll < 0.45
              ? `<rect x="${round(x)}" y="${round(y)}" width="${round(size)}" height="${round(size)}" rx="10" fill="${highlight}" opacity="0.7"/>`
              : `<rect x="${round(x)}" y="${round(y)}" width="${round(size)}" height="${round(size)}" rx="10" fill="none" stroke="${light}" stroke-width="3" opacity="0.45"/>`,
          )
        }
      }
      shapes.push(
        turned
          ? `<g transform="rotate(45 ${round(width * 0.75)} ${round(height / 2)})">${tiles.join('')}</g>`
          : tiles.join(''),
      )
      break
    }
    default: {
      // Waves, one under another.
      const amplitude = between(20, 60)
      const length = between(240, 480)
      const gap = between(28, 52)
      const phase = between(0, length)
      for (let y = -amplitude; y < height + amplitude; y += gap) {
        let path = `M${round(left - 60)} ${round(y)}`
        for (let x = left - 60; x < width + length; x += length / 2) {
          const up = Math.round((x + phase) / (length / 2)) % 2 === 0 ? -1 : 1
          path += ` q${round(length / 4)} ${round(up * amplitude * 2)} ${round(length / 2)} 0`
        }
        shapes.push(
          `<path d="${path}" fill="none" stroke="${random() < 0.2 ? highlight : light}" stroke-width="${round(between(3, 8))}" opacity="0.4"/>`,
        )
      }
    }
  }
  return shapes.join('')
}

/** The background of every card: dark, tinted by the accent, the pattern fading out behind the text. */
function backdrop(art: CoverArt, width: number, height: number, patternOpacity: number): string {
  const deep = mixColours('#0b1120', art.accent, 0.32)
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1120"/><stop offset="1" stop-color="${deep}"/></linearGradient>
<linearGradient id="veil" x1="0" y1="0" x2="1" y2="0"><stop offset="0.3" stop-color="#0b1120" stop-opacity="0.9"/><stop offset="0.75" stop-color="#0b1120" stop-opacity="0"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<g opacity="${patternOpacity}">${coverPattern(art, width, height)}</g>
<rect width="${width}" height="${height}" fill="url(#veil)"/>`
}

const siteArt: CoverArt = { accent: '#1d4ed8', seed: '' }

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
  const art = card.art ?? siteArt
  const background = card.art
    ? backdrop(card.art, width, height, 0.8)
    : `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f172a"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="${width - 60}" cy="60" r="220" fill="#1d4ed8" opacity="0.35"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${background}
<rect width="16" height="${height}" fill="${mixColours(art.accent, '#ffffff', 0.2)}"/>
<g font-family="${fontFamily}">
<rect x="${margin}" y="96" width="${labelWidth}" height="52" rx="26" fill="${art.accent}"/>
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

/** A cover is drawn on a 1600 × 900 frame and rendered straight at the width asked for. */
const coverFrame = coverSize
const coverMargin = 96
const coverTitleBox: TitleBox = { width: 1040, top: 250, bottom: 760, sizes: [100, 88, 76, 66, 58] }

export function coverSvg(cover: Cover, renderWidth: number = coverFrame.width): string {
  const { width: frameWidth, height: frameHeight } = coverFrame
  const label = truncate(cover.label.toUpperCase(), 36)
  const labelSize = 34
  const labelWidth = Math.ceil(label.length * (labelSize * capitalWidthEm + 1)) + 60
  const title = layoutTitle(cover.title, coverTitleBox)
  const titleLines = title.lines
    .map(
      (line, index) =>
        `<text x="${coverMargin}" y="${round(coverTitleBox.top + title.size + index * title.size * 1.18)}" font-size="${title.size}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('')
  const renderHeight = Math.round((renderWidth * frameHeight) / frameWidth)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${renderWidth}" height="${renderHeight}" viewBox="0 0 ${frameWidth} ${frameHeight}">
${backdrop(cover.art, frameWidth, frameHeight, 1)}
<rect width="18" height="${frameHeight}" fill="${mixColours(cover.art.accent, '#ffffff', 0.2)}"/>
<g font-family="${fontFamily}">
<rect x="${coverMargin}" y="110" width="${labelWidth}" height="66" rx="33" fill="${cover.art.accent}"/>
<text x="${coverMargin + 30}" y="155" font-size="${labelSize}" font-weight="700" fill="#ffffff" letter-spacing="1.5">${escapeXml(label)}</text>
${titleLines}
</g>
<rect x="${coverMargin}" y="806" width="140" height="10" rx="5" fill="${mixColours(cover.art.accent, '#ffffff', 0.35)}"/>
</svg>`
}

/** A cover at one width, as one of the upload variants' formats (or the JPEG of the `src`). */
export async function renderCover(
  cover: Cover,
  renderWidth: number,
  format: VariantFormat | 'jpg',
): Promise<Buffer> {
  const sharp = await loadSharp()
  return encodeAs(sharp(Buffer.from(coverSvg(cover, renderWidth))), format)
}
