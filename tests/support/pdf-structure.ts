import { createRequire } from 'node:module'
import path from 'node:path'
import { PDFArray, PDFBool, PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib'

/** pdf.js reads the standard fonts' metrics from its own package. */
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`

/** A PDF string value as text (pdfkit writes titles and alternative texts as literal or hex strings). */
const textOf = (value: unknown) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined

/**
 * What a reader and a screen reader see of a PDF, read with pdf-lib (the document's catalog and
 * structure tree) and pdf.js (the text a reader extracts): its pages, whether it is marked as tagged,
 * its language and title, the roles of its structure elements in reading order with their
 * alternative texts, and its text.
 */
export async function readPdf(bytes: Uint8Array) {
  const document = await PDFDocument.load(bytes, { updateMetadata: false })
  const catalog = document.catalog
  const markInfo = catalog.lookupMaybe(PDFName.of('MarkInfo'), PDFDict)
  const structTreeRoot = catalog.lookupMaybe(PDFName.of('StructTreeRoot'), PDFDict)
  const viewer = catalog.lookupMaybe(PDFName.of('ViewerPreferences'), PDFDict)
  const roles: string[] = []
  const alts: string[] = []
  const walk = (node: unknown) => {
    const dict = node instanceof PDFDict ? node : undefined
    if (!dict) return
    const role = dict.lookupMaybe(PDFName.of('S'), PDFName)
    if (role) roles.push(role.decodeText())
    const alt = textOf(dict.lookup(PDFName.of('Alt')))
    if (alt) alts.push(alt)
    const kids = dict.lookup(PDFName.of('K'))
    if (kids instanceof PDFArray) for (const kid of kids.asArray()) walk(document.context.lookup(kid))
    else if (kids instanceof PDFDict) walk(kids)
  }
  walk(structTreeRoot)

  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const loaded = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl }).promise
  const pages: string[] = []
  for (let number = 1; number <= loaded.numPages; number++) {
    const content = await (await loaded.getPage(number)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  const markInfoFromReader = await loaded.getMarkInfo()
  await loaded.destroy()

  return {
    pageCount: document.getPageCount(),
    pageSize: document.getPage(0).getSize(),
    marked: markInfo?.lookup(PDFName.of('Marked')) === PDFBool.True && markInfoFromReader?.Marked === true,
    hasStructTreeRoot: structTreeRoot !== undefined,
    lang: textOf(catalog.lookup(PDFName.of('Lang'))),
    title: document.getTitle(),
    displayDocTitle: viewer?.lookup(PDFName.of('DisplayDocTitle')) === PDFBool.True,
    roles,
    alts,
    text: pages.join('\n').replace(/\s+/g, ' '),
  }
}
