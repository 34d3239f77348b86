import type { Language } from '~/i18n/config.ts'
import type { TFunction } from '~/i18n/translate.ts'
import { metricText } from '~/lib/case-studies.ts'
import type { CaseStudy, WorkPrinciple } from '~/lib/models.ts'
import { type Column, type Struct, TaggedPdfWriter } from '~/lib/tagged-pdf.server.ts'
import type { OwnerProfile } from '../../content/profile.ts'

/**
 * The summary is two pages: the intro and the first half of the studies, then the rest, How I Work and
 * contact.
 */
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
/** The stored case studies and principles, already in the summary's language. */
type SummaryContent = {
  studies: readonly Pick<CaseStudy, 'title' | 'category' | 'metrics' | 'challenge' | 'action' | 'result'>[]
  principles: readonly Pick<WorkPrinciple, 'title' | 'description' | 'practices'>[]
}
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

class SummaryLayout extends TaggedPdfWriter {
  constructor(
    doc: Document,
    private readonly root: Struct,
    private readonly profile: SummaryProfile,
    body: number,
    private readonly t: TFunction,
  ) {
    super(doc, body, { bullet: colors.muted, text: colors.muted })
  }

  private get left() {
    return margin.left
  }

  private get width() {
    return this.doc.page.width - margin.left - margin.right
  }

  private get full(): Column {
    return { x: this.left, width: this.width }
  }

  private get lineGap() {
    return this.body * 0.28
  }

  header() {
    const { doc, profile, root } = this
    doc.y = margin.top
    this.text(root, 'P', profile.name, this.full, {
      font: 'Helvetica-Bold',
      size: 22,
      color: colors.ink,
      lineGap: 0,
    })
    this.text(root, 'P', profile.title, this.full, {
      font: 'Helvetica',
      size: 11.5,
      color: colors.primary,
      lineGap: 0,
      gap: 11.5 * 0.3,
    })
    const contact = [profile.email, profile.phone, displayUrl(profile.website), profile.location].join(
      '   •   ',
    )
    this.text(root, 'P', contact, this.full, { font: 'Helvetica', size: 9, color: colors.muted, lineGap: 0 })
    this.rule(10)
  }

  intro() {
    const { body, root } = this
    this.text(root, 'H1', this.t('caseStudies.pdf.title'), this.full, {
      font: 'Helvetica-Bold',
      size: body + 6,
      color: colors.ink,
      lineGap: 0,
      gap: (body + 6) * 0.25,
    })
    this.text(root, 'P', this.t('caseStudies.pdf.intro'), this.full, {
      font: 'Helvetica',
      size: body,
      color: colors.muted,
      lineGap: this.lineGap,
      gap: body * 0.9,
    })
  }

  study(study: SummaryContent['studies'][number]) {
    const { body, root, t } = this
    this.text(root, 'P', t(`caseStudies.categories.${study.category}`).toUpperCase(), this.full, {
      font: 'Helvetica-Bold',
      size: body - 1.5,
      color: colors.accent,
      lineGap: 0,
      gap: body * 0.15,
    })
    this.text(root, 'H2', study.title, this.full, {
      font: 'Helvetica-Bold',
      size: body + 4,
      color: colors.ink,
      lineGap: 0,
      gap: body * 0.2,
    })
    this.text(root, 'P', study.metrics.map(metricText).join('   •   '), this.full, {
      font: 'Helvetica-Bold',
      size: body,
      color: colors.primary,
      lineGap: 0,
      gap: body * 0.35,
    })
    this.labelled(t('caseStudies.challenge'), study.challenge)
    this.labelled(t('caseStudies.action'), study.action)
    this.labelled(t('caseStudies.result'), study.result)
    this.doc.y += body * 0.6
  }

  private labelled(label: string, text: string) {
    this.text(
      this.root,
      'P',
      [{ text: `${this.t('common.labelled', { label })} `, font: 'Helvetica-Bold' }, { text }],
      this.full,
      { font: 'Helvetica', size: this.body, color: colors.ink, lineGap: this.lineGap, gap: this.body * 0.3 },
    )
  }

  howIWork(principles: SummaryContent['principles']) {
    const { doc, body, root } = this
    if (principles.length === 0) return
    this.rule(4)
    this.text(root, 'H2', this.t('caseStudies.howIWork.title'), this.full, {
      font: 'Helvetica-Bold',
      size: body + 4,
      color: colors.ink,
      lineGap: 0,
      gap: body * 0.3,
    })
    const gutter = 20
    const columnWidth = (this.width - gutter * (principles.length - 1)) / principles.length
    const top = doc.y
    let bottom = top
    // Column by column, so a reader meets each principle whole.
    principles.forEach((principle, index) => {
      const column = { x: this.left + index * (columnWidth + gutter), width: columnWidth }
      doc.y = top
      this.text(root, 'H3', principle.title, column, {
        font: 'Helvetica-Bold',
        size: body + 1,
        color: colors.primary,
        lineGap: 0,
        gap: body * 0.2,
      })
      this.text(root, 'P', principle.description, column, {
        font: 'Helvetica',
        size: body,
        color: colors.ink,
        lineGap: this.lineGap,
        gap: body * 0.2,
      })
      this.list(
        root,
        principle.practices.map((practice) => ({ text: practice.text })),
        column,
      )
      bottom = Math.max(bottom, doc.y)
    })
    doc.x = this.left
    doc.y = bottom + body * 0.8
  }

  contact() {
    const { doc, profile, t, body, root } = this
    const lines: Array<{ label: string; value: string; link?: string }> = [
      {
        label: t('caseStudies.pdf.book'),
        value: displayUrl(profile.bookingUrl),
        link: profile.bookingUrl,
      },
      { label: t('caseStudies.pdf.email'), value: profile.email, link: `mailto:${profile.email}` },
      {
        label: t('caseStudies.pdf.phone'),
        value: profile.phone,
        link: `tel:${profile.phone.replace(/[^+\d]/g, '')}`,
      },
      { label: t('caseStudies.pdf.website'), value: displayUrl(profile.website), link: profile.website },
      ...(profile.linkedinUrl
        ? [{ label: 'LinkedIn', value: displayUrl(profile.linkedinUrl), link: profile.linkedinUrl }]
        : []),
      { label: t('caseStudies.pdf.location'), value: profile.location },
    ]
    const padding = 12
    const lineHeight = body * 1.45
    const headingHeight = (body + 3) * 1.5
    const boxHeight = padding * 2 + headingHeight + lines.length * lineHeight
    const top = doc.y
    const inside = { x: this.left + padding, width: this.width - padding * 2 }
    this.artifact(() => {
      doc.roundedRect(this.left, top, this.width, boxHeight, 6).fill(colors.panel)
    })
    doc.y = top + padding
    this.text(root, 'H2', t('caseStudies.pdf.workWith', { name: profile.name }), inside, {
      font: 'Helvetica-Bold',
      size: body + 3,
      color: colors.ink,
      lineGap: 0,
    })
    let y = top + padding + headingHeight
    for (const line of lines) {
      doc.y = y
      this.text(
        root,
        'P',
        [
          { text: `${t('common.labelled', { label: line.label })} `, font: 'Helvetica-Bold' },
          { text: line.value, color: line.link ? colors.primary : colors.ink, link: line.link },
        ],
        inside,
        { font: 'Helvetica', size: body, color: colors.ink, lineBreak: false },
      )
      y += lineHeight
    }
    doc.x = this.left
    doc.y = top + boxHeight
  }

  /** Drawn inside the bottom margin, which is lifted meanwhile so the text does not start a new page. */
  footer(pageNumber: number, pageCount: number) {
    const { doc, profile, t } = this
    const savedBottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    const y = doc.page.height - footerOffset
    // The running title and page number repeat on every page: pagination, not content.
    this.artifact(() => {
      doc
        .moveTo(this.left, y - 8)
        .lineTo(this.left + this.width, y - 8)
        .lineWidth(0.5)
        .strokeColor(colors.rule)
        .stroke()
      this.pen('Helvetica', 8, colors.muted).text(
        `${profile.name} — ${t('caseStudies.pdf.title')}`,
        this.left,
        y,
        {
          lineBreak: false,
        },
      )
      const pageLabel = t('caseStudies.pdf.page', { page: pageNumber, count: pageCount })
      doc.text(pageLabel, this.left + this.width - doc.widthOfString(pageLabel), y, { lineBreak: false })
    }, 'Pagination')
    doc.page.margins.bottom = savedBottom
  }

  /** Whether the content so far stayed above the footer area of the current page. */
  fitsOnPage() {
    return this.doc.y <= this.doc.page.height - contentBottomMargin
  }

  private rule(spaceAfter: number) {
    const { doc } = this
    const y = doc.y + 6
    this.artifact(() => {
      doc
        .moveTo(this.left, y)
        .lineTo(this.left + this.width, y)
        .lineWidth(0.75)
        .strokeColor(colors.rule)
        .stroke()
    })
    doc.y = y + spaceAfter
  }
}

async function render(
  profile: SummaryProfile,
  content: SummaryContent,
  language: Language,
  t: TFunction,
  bodySize: number,
): Promise<{ pdf: Buffer; fits: boolean }> {
  // Loaded on first use: the PDF library and its fonts weigh about 20 MB of server memory.
  const { default: PDFDocument } = await import('pdfkit')
  const title = `${profile.name} — ${t('caseStudies.pdf.title')}`
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: margin.top, left: margin.left, right: margin.right, bottom: contentBottomMargin },
    bufferPages: true,
    tagged: true,
    pdfVersion: '1.7',
    lang: language === 'en' ? 'en-US' : language,
    displayTitle: true,
    // A fixed date: the same content makes the same bytes, whichever process or hour made them.
    info: {
      Title: title,
      Author: profile.name,
      Subject: t('caseStudies.pdf.subject'),
      CreationDate: new Date(0),
    },
  })
  const chunks: Buffer[] = []
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const root = doc.struct('Document')
  doc.addStructure(root)
  const layout = new SummaryLayout(doc, root, profile, bodySize, t)
  const firstPage = Math.ceil(content.studies.length / 2)

  layout.header()
  layout.intro()
  for (const study of content.studies.slice(0, firstPage)) layout.study(study)
  let fits = layout.fitsOnPage() && doc.bufferedPageRange().count === 1

  doc.addPage()
  for (const study of content.studies.slice(firstPage)) layout.study(study)
  layout.howIWork(content.principles)
  layout.contact()
  fits = fits && layout.fitsOnPage() && doc.bufferedPageRange().count === caseStudiesSummaryPageCount

  const pages = doc.bufferedPageRange()
  for (let index = 0; index < pages.count; index++) {
    doc.switchToPage(pages.start + index)
    layout.footer(index + 1, pages.count)
  }
  root.end()
  doc.end()
  return { pdf: await finished, fits }
}

async function generate(
  profile: SummaryProfile,
  content: SummaryContent,
  language: Language,
  t: TFunction,
): Promise<Buffer> {
  let last: Buffer | undefined
  for (const size of bodySizes) {
    const { pdf, fits } = await render(profile, content, language, t, size)
    if (fits) return pdf
    last = pdf
  }
  // Content longer than two pages hold even in the smallest size still gets its document, longer.
  if (!last) throw new Error('The case studies summary could not be rendered')
  return last
}

/** The last document made in each language, with what it was made from. */
const cache = new Map<Language, { key: string; pdf: Promise<Buffer> }>()

/**
 * The case studies summary as PDF bytes, in `language` (`t` translates its labels). Building it takes
 * a moment, so the last document of each language is kept and made again only when what it shows
 * changed: the owner's profile or the stored case studies and principles (read on each request, so a
 * write by another instance counts too).
 */
export function caseStudiesSummaryPdf(
  profile: OwnerProfile,
  content: SummaryContent,
  language: Language,
  t: TFunction,
): Promise<Buffer> {
  const details = summaryProfile(profile)
  const shown: SummaryContent = {
    studies: content.studies.map(({ title, category, metrics, challenge, action, result }) => ({
      title,
      category,
      metrics,
      challenge,
      action,
      result,
    })),
    principles: content.principles.map(({ title, description, practices }) => ({
      title,
      description,
      practices,
    })),
  }
  const key = JSON.stringify([details, shown])
  const kept = cache.get(language)
  if (kept?.key === key) return kept.pdf
  const pdf = generate(details, shown, language, t)
  cache.set(language, { key, pdf })
  pdf.catch(() => {
    if (cache.get(language)?.pdf === pdf) cache.delete(language)
  })
  return pdf
}
