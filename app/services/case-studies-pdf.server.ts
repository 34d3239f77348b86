import {
  type CaseStudy,
  caseStudies,
  caseStudiesSummaryIntro,
  splitMetrics,
  type WorkPrinciple,
  workPrinciples,
} from '../../content/case-studies.ts'
import type { OwnerProfile } from '../../content/profile.ts'

/** The summary is exactly two pages: the intro and two studies, then two studies, How I Work and contact. */
export const caseStudiesSummaryPageCount = 2

const colors = {
  ink: '#0f172a',
  muted: '#475569',
  primary: '#1d4ed8',
  accent: '#047857',
  rule: '#cbd5e1',
  panel: '#eff6ff',
} as const

const margin = { top: 50, left: 54, right: 54 }
/** Room kept below the content for the footer line. */
const contentBottomMargin = 66
const footerOffset = 38

/** Body sizes tried in turn until everything fits on two pages (a longer profile can push it over). */
const bodySizes = [10, 9.5, 9, 8.6, 8.2, 7.8, 7.4]

type Document = PDFKit.PDFDocument
type SummaryProfile = Pick<
  OwnerProfile,
  'name' | 'title' | 'email' | 'phone' | 'website' | 'location' | 'bookingUrl' | 'linkedinUrl'
>

function summaryProfile(profile: OwnerProfile): SummaryProfile {
  const { name, title, email, phone, website, location, bookingUrl, linkedinUrl } = profile
  return { name, title, email, phone, website, location, bookingUrl, linkedinUrl }
}

function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '')
}

class SummaryLayout {
  constructor(
    private readonly doc: Document,
    private readonly profile: SummaryProfile,
    private readonly body: number,
  ) {}

  private get left() {
    return margin.left
  }

  private get width() {
    return this.doc.page.width - margin.left - margin.right
  }

  private get lineGap() {
    return this.body * 0.28
  }

  header() {
    const { doc, profile } = this
    this.pen('Helvetica-Bold', 22, colors.ink).text(profile.name, this.left, margin.top)
    this.pen('Helvetica', 11.5, colors.primary).text(profile.title, { width: this.width })
    doc.moveDown(0.3)
    const contact = [profile.email, profile.phone, displayUrl(profile.website), profile.location].join(
      '   •   ',
    )
    doc.fontSize(9).fillColor(colors.muted).text(contact, { width: this.width })
    this.rule(10)
  }

  intro() {
    const { doc } = this
    this.pen('Helvetica-Bold', this.body + 6, colors.ink).text('Case Studies Summary', this.left)
    doc.moveDown(0.25)
    this.pen('Helvetica', this.body, colors.muted).text(caseStudiesSummaryIntro, {
      width: this.width,
      lineGap: this.lineGap,
    })
    doc.moveDown(0.9)
  }

  study(study: CaseStudy) {
    const { doc } = this
    this.pen('Helvetica-Bold', this.body - 1.5, colors.accent).text(
      study.category.toUpperCase(),
      this.left,
      doc.y,
      { characterSpacing: 1 },
    )
    doc.moveDown(0.15)
    this.pen('Helvetica-Bold', this.body + 4, colors.ink).text(study.title, { width: this.width })
    doc.moveDown(0.2)
    this.pen('Helvetica-Bold', this.body, colors.primary).text(splitMetrics(study.metrics).join('   •   '), {
      width: this.width,
    })
    doc.moveDown(0.35)
    this.labelled('Challenge', study.challenge)
    this.labelled('Action', study.action)
    this.labelled('Result', study.result)
    doc.moveDown(0.6)
  }

  /** Sets the font, size and colour of what is written next. */
  private pen(font: 'Helvetica' | 'Helvetica-Bold', size: number, color: string) {
    return this.doc.font(font).fontSize(size).fillColor(color)
  }

  private labelled(label: string, text: string) {
    const { doc } = this
    this.pen('Helvetica-Bold', this.body, colors.ink)
      .text(`${label}: `, this.left, doc.y, { continued: true, width: this.width, lineGap: this.lineGap })
      .font('Helvetica')
      .text(text, { width: this.width, lineGap: this.lineGap })
    doc.moveDown(0.3)
  }

  howIWork(principles: WorkPrinciple[]) {
    const { doc } = this
    this.rule(4)
    this.pen('Helvetica-Bold', this.body + 4, colors.ink).text('How I Work', this.left)
    doc.moveDown(0.3)
    const gutter = 20
    const columnWidth = (this.width - gutter * (principles.length - 1)) / principles.length
    const top = doc.y
    let bottom = top
    principles.forEach((principle, index) => {
      const x = this.left + index * (columnWidth + gutter)
      this.pen('Helvetica-Bold', this.body + 1, colors.primary).text(principle.title, x, top, {
        width: columnWidth,
      })
      doc.moveDown(0.2)
      this.pen('Helvetica', this.body, colors.ink).text(principle.description, x, doc.y, {
        width: columnWidth,
        lineGap: this.lineGap,
      })
      doc.moveDown(0.2)
      doc.fillColor(colors.muted).list(principle.practices, x, doc.y, {
        width: columnWidth - 10,
        lineGap: this.lineGap,
        bulletRadius: 1.6,
        textIndent: 10,
        paragraphGap: 1,
      })
      bottom = Math.max(bottom, doc.y)
    })
    doc.x = this.left
    doc.y = bottom
    doc.moveDown(0.8)
  }

  contact() {
    const { doc, profile } = this
    const lines: Array<{ label: string; value: string; link?: string }> = [
      {
        label: 'Book a free 30-minute consult',
        value: displayUrl(profile.bookingUrl),
        link: profile.bookingUrl,
      },
      { label: 'Email', value: profile.email, link: `mailto:${profile.email}` },
      { label: 'Phone', value: profile.phone, link: `tel:${profile.phone.replace(/[^+\d]/g, '')}` },
      { label: 'Website', value: displayUrl(profile.website), link: profile.website },
      ...(profile.linkedinUrl
        ? [{ label: 'LinkedIn', value: displayUrl(profile.linkedinUrl), link: profile.linkedinUrl }]
        : []),
      { label: 'Location', value: profile.location },
    ]
    const padding = 12
    const lineHeight = this.body * 1.45
    const headingHeight = (this.body + 3) * 1.5
    const boxHeight = padding * 2 + headingHeight + lines.length * lineHeight
    const top = doc.y
    doc.roundedRect(this.left, top, this.width, boxHeight, 6).fill(colors.panel)
    this.pen('Helvetica-Bold', this.body + 3, colors.ink).text(
      `Work with ${profile.name}`,
      this.left + padding,
      top + padding,
      {
        width: this.width - padding * 2,
      },
    )
    let y = top + padding + headingHeight
    for (const line of lines) {
      this.pen('Helvetica-Bold', this.body, colors.ink)
        .text(`${line.label}: `, this.left + padding, y, { continued: true, lineBreak: false })
        .font('Helvetica')
        .fillColor(line.link ? colors.primary : colors.ink)
        .text(line.value, { link: line.link ?? null, lineBreak: false })
      y += lineHeight
    }
    doc.x = this.left
    doc.y = top + boxHeight
  }

  /** Drawn inside the bottom margin, which is lifted meanwhile so the text does not start a new page. */
  footer(pageNumber: number) {
    const { doc, profile } = this
    const savedBottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    const y = doc.page.height - footerOffset
    doc
      .moveTo(this.left, y - 8)
      .lineTo(this.left + this.width, y - 8)
      .lineWidth(0.5)
      .strokeColor(colors.rule)
      .stroke()
    this.pen('Helvetica', 8, colors.muted).text(`${profile.name} — Case Studies Summary`, this.left, y, {
      lineBreak: false,
    })
    const pageLabel = `Page ${pageNumber} of ${caseStudiesSummaryPageCount}`
    doc.text(pageLabel, this.left + this.width - doc.widthOfString(pageLabel), y, { lineBreak: false })
    doc.page.margins.bottom = savedBottom
  }

  /** Whether the content so far stayed above the footer area of the current page. */
  fitsOnPage() {
    return this.doc.y <= this.doc.page.height - contentBottomMargin
  }

  private rule(spaceAfter: number) {
    const { doc } = this
    const y = doc.y + 6
    doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.75)
      .strokeColor(colors.rule)
      .stroke()
    doc.y = y + spaceAfter
  }
}

async function render(profile: SummaryProfile, bodySize: number): Promise<{ pdf: Buffer; fits: boolean }> {
  // Loaded on first use: the PDF library and its fonts weigh about 20 MB of server memory.
  const { default: PDFDocument } = await import('pdfkit')
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: margin.top, left: margin.left, right: margin.right, bottom: contentBottomMargin },
    bufferPages: true,
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: `${profile.name} — Case Studies Summary`,
      Author: profile.name,
      Subject: 'Four case studies: challenge, action and result',
      Keywords: 'case studies, IT strategy, AI, digital transformation, consulting',
    },
  })
  const chunks: Buffer[] = []
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const layout = new SummaryLayout(doc, profile, bodySize)
  const [first, second, third, fourth] = caseStudies as [CaseStudy, CaseStudy, CaseStudy, CaseStudy]

  layout.header()
  layout.intro()
  layout.study(first)
  layout.study(second)
  let fits = layout.fitsOnPage() && doc.bufferedPageRange().count === 1

  doc.addPage()
  layout.study(third)
  layout.study(fourth)
  layout.howIWork(workPrinciples)
  layout.contact()
  fits = fits && layout.fitsOnPage() && doc.bufferedPageRange().count === caseStudiesSummaryPageCount

  const pages = doc.bufferedPageRange()
  for (let index = 0; index < pages.count; index++) {
    doc.switchToPage(pages.start + index)
    layout.footer(index + 1)
  }
  doc.end()
  return { pdf: await finished, fits }
}

async function generate(profile: SummaryProfile): Promise<Buffer> {
  let last: Buffer | undefined
  for (const size of bodySizes) {
    const { pdf, fits } = await render(profile, size)
    if (fits) return pdf
    last = pdf
  }
  // Unreachable with the shipped content; an extreme profile still gets its document.
  if (!last) throw new Error('The case studies summary could not be rendered')
  return last
}

let cache: { key: string; pdf: Promise<Buffer> } | undefined

/**
 * The two-page case studies summary as PDF bytes. The case studies are static, so the document is
 * built once per process and rebuilt only when the owner's profile changes.
 */
export function caseStudiesSummaryPdf(profile: OwnerProfile): Promise<Buffer> {
  const details = summaryProfile(profile)
  const key = JSON.stringify(details)
  if (cache?.key !== key) {
    const pdf = generate(details)
    cache = { key, pdf }
    pdf.catch(() => {
      if (cache?.pdf === pdf) cache = undefined
    })
  }
  return cache.pdf
}
