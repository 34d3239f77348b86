import { existsSync } from 'node:fs'
import path from 'node:path'
import type { TFunction } from '~/i18n/translate.ts'
import type { CapabilitySheet } from '~/lib/capability-statement.ts'
import { formatArticleDate } from '~/lib/dates.ts'
import { type Column, type PdfFont, type Struct, TaggedPdfWriter } from '~/lib/tagged-pdf.server.ts'

/**
 * The capability statement as one US Letter page, a tagged PDF (PDF/UA's basics): every text is real
 * text inside a structure element (headings, paragraphs, lists) in reading order, the logo is a Figure
 * with its alternative text, rules and panels are artifacts, and the document names its title and
 * language (tagged-pdf.server.ts). Made the way the case studies' summary is (case-studies-pdf.server.ts):
 * pdfkit's standard fonts, sizes stepped down until everything fits.
 */

const colors = { ink: '#0f172a', muted: '#475569', primary: '#1d4ed8', rule: '#cbd5e1' } as const
const margin = 40
const gutter = 22
/** The right column (the company's data) is the narrower one. */
const rightShare = 0.38
const bodySizes = [9.5, 9, 8.6, 8.2, 7.8, 7.4, 7]

/** The site's mark, a PNG pdfkit can draw: from the sources, or where the built server has it. */
const logoFile = [
  path.resolve(import.meta.dirname, '../../public/icons/icon-192.png'),
  path.resolve(import.meta.dirname, '../client/icons/icon-192.png'),
].find((candidate) => existsSync(candidate))

export type StatementPdfDetails = { sheet: CapabilitySheet; website: string; t: TFunction }

class StatementLayout extends TaggedPdfWriter {
  constructor(doc: PDFKit.PDFDocument, body: number) {
    super(doc, body, { bullet: colors.primary, text: colors.ink })
  }

  heading(parent: Struct, value: string, at: Column) {
    this.doc.y += this.body * 0.5
    this.text(parent, 'H2', value.toUpperCase(), at, {
      font: 'Helvetica-Bold',
      size: this.body + 0.5,
      color: colors.primary,
      gap: this.body * 0.25,
    })
  }

  paragraph(parent: Struct, value: string, at: Column, font: PdfFont = 'Helvetica') {
    this.text(parent, 'P', value, at, { font, size: this.body, color: colors.ink, gap: this.body * 0.15 })
  }
}

async function render(details: StatementPdfDetails, body: number): Promise<{ pdf: Buffer; fits: boolean }> {
  // Loaded on first use: the PDF library and its fonts weigh about 20 MB of server memory.
  const { default: PDFDocument } = await import('pdfkit')
  const { sheet, t, website } = details
  const title = `${sheet.legalName} — ${t('capability.title')}`
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: margin, left: margin, right: margin, bottom: margin },
    bufferPages: true,
    tagged: true,
    pdfVersion: '1.7',
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: title,
      Author: sheet.legalName,
      Subject: t('capability.pdf.subject'),
      // The generation day, not the moment: the same statement on the same day makes the same bytes.
      CreationDate: new Date(`${sheet.generatedOn}T00:00:00Z`),
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
  const layout = new StatementLayout(doc, body)
  const width = doc.page.width - margin * 2
  const full = { x: margin, width }

  // Header: the mark, the legal name, what this is, and the identifiers a buyer looks for first.
  const logoSize = 44
  if (logoFile) {
    root.add(
      doc.struct('Figure', { alt: t('capability.pdf.logoAlt', { name: sheet.legalName }) }, () => {
        doc.image(logoFile, margin, margin, { width: logoSize, height: logoSize })
      }),
    )
  }
  const headerX = logoFile ? margin + logoSize + 12 : margin
  const header = { x: headerX, width: width - (headerX - margin) }
  doc.y = margin
  layout.text(root, 'H1', sheet.legalName, header, {
    font: 'Helvetica-Bold',
    size: body + 9,
    color: colors.ink,
  })
  layout.text(root, 'P', t('capability.title'), header, {
    font: 'Helvetica-Bold',
    size: body + 2,
    color: colors.primary,
    gap: 2,
  })
  const primary = sheet.naics.find((naics) => naics.primary)
  layout.text(
    root,
    'P',
    [
      `UEI ${sheet.uei}`,
      `CAGE ${sheet.cage}`,
      primary ? `${t('capability.primaryNaics')} ${primary.code}` : '',
    ]
      .filter(Boolean)
      .join('   •   '),
    header,
    { font: 'Helvetica', size: body, color: colors.muted },
  )
  doc.y = Math.max(doc.y, margin + logoSize) + 6
  const ruleY = doc.y
  layout.artifact(() => {
    doc
      .moveTo(margin, ruleY)
      .lineTo(margin + width, ruleY)
      .lineWidth(1)
      .strokeColor(colors.rule)
      .stroke()
  })
  doc.y = ruleY + 4

  layout.heading(root, t('capability.overview'), full)
  layout.paragraph(root, sheet.summary, full)

  // Two columns, read left then right: what the business does, then its data.
  const top = doc.y
  const rightWidth = width * rightShare
  const left = { x: margin, width: width - rightWidth - gutter }
  const right = { x: margin + left.width + gutter, width: rightWidth }

  layout.heading(root, t('capability.competencies'), left)
  layout.list(
    root,
    sheet.competencies.map((item) => ({
      lead: item.text ? `${item.title}:` : undefined,
      text: item.text || item.title,
    })),
    left,
  )
  if (sheet.differentiators.length > 0) {
    layout.heading(root, t('capability.differentiators'), left)
    layout.list(
      root,
      sheet.differentiators.map((text) => ({ text })),
      left,
    )
  }
  if (sheet.pastPerformance.length > 0) {
    layout.heading(root, t('capability.pastPerformance'), left)
    layout.list(
      root,
      sheet.pastPerformance.map((entry) => ({
        lead: `${entry.title}.`,
        text: `${entry.customer}; ${entry.period}; ${t('capability.value')} ${entry.value}. ${entry.summary}`,
      })),
      left,
    )
  }
  const leftBottom = doc.y

  // The data column is framed; the frame is drawn once its height is known.
  doc.y = top + 4
  const data = { x: right.x + 10, width: right.width - 20 }
  layout.heading(root, t('capability.companyData'), data)
  layout.list(
    root,
    [
      { lead: 'UEI:', text: sheet.uei },
      { lead: 'CAGE:', text: sheet.cage },
    ],
    data,
  )
  layout.heading(root, t('capability.naics'), data)
  layout.list(
    root,
    sheet.naics.map((naics) => ({
      lead: naics.primary ? `${naics.code} (${t('capability.primary')})` : naics.code,
      text: naics.title,
    })),
    data,
  )
  if (sheet.psc.length > 0) {
    layout.heading(root, t('capability.psc'), data)
    layout.paragraph(root, sheet.psc.join(', '), data)
  }
  if (sheet.statuses.length > 0) {
    layout.heading(root, t('capability.statuses'), data)
    layout.list(
      root,
      sheet.statuses.map((text) => ({ text })),
      data,
    )
  }
  if (sheet.vehicles.length > 0) {
    layout.heading(root, t('capability.vehicles'), data)
    layout.list(
      root,
      sheet.vehicles.map((text) => ({ text })),
      data,
    )
  }
  layout.heading(root, t('capability.contact'), data)
  layout.paragraph(root, `${sheet.contact.name}, ${sheet.contact.title}`, data, 'Helvetica-Bold')
  layout.paragraph(root, sheet.contact.email, data)
  layout.paragraph(root, sheet.contact.phone, data)
  layout.paragraph(root, website.replace(/^https?:\/\//, '').replace(/\/$/, ''), data)
  const rightBottom = doc.y

  const footerY = doc.page.height - margin - body * 1.4
  const fits = doc.bufferedPageRange().count === 1 && Math.max(leftBottom, rightBottom) < footerY - 6

  // The data column's frame and the footer's rule (artifacts), then the footer's text.
  layout.artifact(() => {
    doc
      .rect(right.x, top + 2, right.width, rightBottom - top + 6)
      .lineWidth(0.75)
      .strokeColor(colors.rule)
      .stroke()
    doc
      .moveTo(margin, footerY - 6)
      .lineTo(margin + width, footerY - 6)
      .lineWidth(0.5)
      .strokeColor(colors.rule)
      .stroke()
  })
  doc.y = footerY
  const savedBottom = doc.page.margins.bottom
  doc.page.margins.bottom = 0
  root.add(
    doc.struct('P', {}, () => {
      layout
        .pen('Helvetica', body - 1, colors.muted)
        .text(
          t('capability.generatedOn', { date: formatArticleDate(sheet.generatedOn, 'en') }),
          margin,
          footerY,
          { width, lineBreak: false },
        )
    }),
  )
  doc.page.margins.bottom = savedBottom
  root.end()
  doc.end()
  return { pdf: await finished, fits }
}

async function generate(details: StatementPdfDetails): Promise<Buffer> {
  let last: Buffer | undefined
  for (const size of bodySizes) {
    const { pdf, fits } = await render(details, size)
    if (fits) return pdf
    last = pdf
  }
  // A statement too long for one page even in the smallest size still gets its document.
  if (!last) throw new Error('The capability statement could not be rendered')
  return last
}

/** The last document made, with what it was made from (the statement, the day and the site). */
let kept: { key: string; pdf: Promise<Buffer> } | undefined

/** The statement's PDF; made again only when what it shows (its generation day included) changed. */
export function capabilityStatementPdf(details: StatementPdfDetails): Promise<Buffer> {
  const key = JSON.stringify([details.sheet, details.website])
  if (kept?.key === key) return kept.pdf
  const pdf = generate(details)
  kept = { key, pdf }
  pdf.catch(() => {
    if (kept?.pdf === pdf) kept = undefined
  })
  return pdf
}
