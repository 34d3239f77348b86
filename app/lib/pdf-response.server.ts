import { createHash } from 'node:crypto'

/**
 * A generated PDF as the site serves it: named, in its language, never sniffed, and asked for again
 * each time (`no-cache` with an ETag), so an owner's edit shows in the next download while an
 * unchanged document costs a 304.
 */
export function pdfResponse(
  request: Request,
  pdf: Buffer,
  options: { fileName: string; language: string; disposition: 'attachment' | 'inline' },
): Response {
  const etag = `"${createHash('sha256').update(pdf).digest('base64url').slice(0, 27)}"`
  const headers = {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `${options.disposition}; filename="${options.fileName}"`,
    'Content-Language': options.language,
    'Cache-Control': 'public, no-cache',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(new Uint8Array(pdf), {
    headers: { ...headers, 'Content-Length': String(pdf.byteLength) },
  })
}
