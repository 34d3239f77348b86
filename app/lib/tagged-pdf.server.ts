type Document = PDFKit.PDFDocument
export type Struct = PDFKit.PDFStructureElement
export type PdfFont = 'Helvetica' | 'Helvetica-Bold'
/** Where a text goes across the page: its left edge and width. */
export type Column = { x: number; width: number }
/** A stretch of text in one font and colour; a link makes it one. */
export type TextRun = { text: string; font?: PdfFont; color?: string; link?: string }
export type TextStyle = {
  font: PdfFont
  size: number
  color: string
  /** Space kept below the text. */
  gap?: number
  lineGap?: number
  /** False keeps the text on one line, for short lines whose place is fixed. */
  lineBreak?: boolean
}

/**
 * Helvetica, a standard PDF font, has only the characters of Windows-1252, and pdfkit sets any other
 * as the wrong glyph: the narrow no-break space French puts between thousands came out as a slash
 * ("9 /000"). The few others the site writes become the nearest Windows-1252 character.
 */
const nearestInStandardFont: Record<string, string> = {
  '\u202f': '\u00a0',
  '\u2009': ' ',
  '\u2011': '-',
  '\u2212': '-',
}
const outsideStandardFont = new RegExp(`[${Object.keys(nearestInStandardFont).join('')}]`, 'g')

function forStandardFont(text: string): string {
  return text.replace(outsideStandardFont, (character) => nearestInStandardFont[character] ?? character)
}

/**
 * Writes a tagged PDF with pdfkit (PDF/UA's basics): every text is real text inside a structure
 * element (`H1`…`H3`, `P`, lists as `L`/`LI`/`Lbl`/`LBody`) added to its parent in reading order, and
 * what only shapes the page (rules, panels, page numbers) is an artifact outside the structure. The
 * document itself must be made with `tagged: true`, a `lang` and `displayTitle`.
 */
export class TaggedPdfWriter {
  constructor(
    protected readonly doc: Document,
    /** The body text's size; lists are written in it. */
    protected readonly body: number,
    private readonly listColors: { bullet: string; text: string },
  ) {}

  /** Sets the font, size and colour of what is written next. */
  pen(font: PdfFont, size: number, color: string) {
    return this.doc.font(font).fontSize(size).fillColor(color)
  }

  /** Text, in runs of their own font and colour, in a structure element `role` written at `doc.y`. */
  text(
    parent: Struct,
    role: 'H1' | 'H2' | 'H3' | 'P',
    value: string | TextRun[],
    at: Column,
    style: TextStyle,
  ) {
    const { doc } = this
    parent.add(doc.struct(role, {}, () => this.runs(value, at, doc.y, style)))
    doc.y += style.gap ?? 0
  }

  /** A list (`L`) of items, each a label (`Lbl`, the bullet) and its body (`LBody`), in the body size. */
  list(parent: Struct, items: ReadonlyArray<{ lead?: string; text: string }>, at: Column) {
    const { doc, body } = this
    const list = doc.struct('L')
    parent.add(list)
    const indent = body * 1.1
    const style = { font: 'Helvetica', size: body, color: this.listColors.text } as const
    for (const item of items) {
      const top = doc.y
      const runs: TextRun[] = item.lead
        ? [
            { text: item.text ? `${item.lead} ` : item.lead, font: 'Helvetica-Bold' },
            ...(item.text ? [{ text: item.text }] : []),
          ]
        : [{ text: item.text }]
      list.add(
        doc.struct('LI', {}, [
          doc.struct('Lbl', {}, () => {
            this.pen('Helvetica-Bold', body, this.listColors.bullet).text('•', at.x, top, {
              width: indent,
              lineBreak: false,
            })
          }),
          doc.struct('LBody', {}, () =>
            this.runs(runs, { x: at.x + indent, width: at.width - indent }, top, style),
          ),
        ]),
      )
      doc.y += body * 0.2
    }
    list.end()
  }

  /** What only shapes the page (lines, panels, page numbers): an artifact, outside the structure. */
  artifact(draw: () => void, type: 'Layout' | 'Pagination' = 'Layout') {
    this.doc.markContent('Artifact', { type })
    draw()
    this.doc.endMarkedContent()
  }

  private runs(value: string | TextRun[], at: Column, y: number, style: TextStyle) {
    const runs = typeof value === 'string' ? [{ text: value }] : value
    const options = {
      width: at.width,
      lineGap: style.lineGap ?? style.size * 0.22,
      lineBreak: style.lineBreak ?? true,
    }
    runs.forEach((run, index) => {
      const last = index === runs.length - 1
      const pen = this.pen(run.font ?? style.font, style.size, run.color ?? style.color)
      const runOptions = { ...options, continued: !last, link: run.link ?? null }
      const text = forStandardFont(run.text)
      if (index === 0) pen.text(text, at.x, y, runOptions)
      else pen.text(text, runOptions)
    })
  }
}
