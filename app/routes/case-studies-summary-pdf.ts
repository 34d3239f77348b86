import { createHash } from 'node:crypto'
import { metaTranslator } from '~/components/blog/meta-translator.ts'
import { caseStudyType, workPrincipleType } from '~/content-types/index.ts'
import { localizeAll } from '~/content-types/translations.ts'
import { bookingAddress } from '~/lib/booking-target.ts'
import { caseStudiesSummaryFileName } from '~/lib/case-studies.ts'
import { publicProfile } from '~/lib/profile.ts'
import { siteContext } from '~/lib/site-context.ts'
import { caseStudiesSummaryPdf } from '~/services/case-studies-pdf.server.ts'
import type { Route } from './+types/case-studies-summary-pdf'

/** The summary in the language of the page that links to it, from the stored case studies and principles. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const { language } = site.visitor
  const [studies, principles] = await Promise.all([
    site.services.caseStudies.list(),
    site.services.workPrinciples.list(),
  ])
  const content = {
    studies: localizeAll(caseStudyType, studies, language),
    principles: localizeAll(workPrincipleType, principles, language),
  }
  const profile = publicProfile(site.profile, language)
  const pdf = await caseStudiesSummaryPdf(
    // The PDF's booking link leads where the site's Book buttons do.
    { ...profile, bookingUrl: bookingAddress(profile, site.config.siteUrl, language) },
    content,
    language,
    metaTranslator(language),
  )
  const etag = `"${createHash('sha256').update(pdf).digest('base64url').slice(0, 27)}"`
  const headers = {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${caseStudiesSummaryFileName(site.profile.name)}"`,
    'Content-Language': language,
    // The owner's edits show at once: browsers keep the document but ask whether it changed. Its URL
    // names its language, so nothing else decides what it holds.
    'Cache-Control': 'public, no-cache',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(new Uint8Array(pdf), {
    headers: { ...headers, 'Content-Length': String(pdf.byteLength) },
  })
}
