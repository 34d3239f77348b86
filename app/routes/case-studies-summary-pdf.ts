import { metaTranslator } from '~/components/blog/meta-translator.ts'
import { caseStudyType, workPrincipleType } from '~/content-types/index.ts'
import { localizeAll } from '~/content-types/translations.ts'
import { bookingAddress } from '~/lib/booking-target.ts'
import { caseStudiesSummaryFileName } from '~/lib/case-studies.ts'
import { pdfResponse } from '~/lib/pdf-response.server.ts'
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
  return pdfResponse(request, pdf, {
    fileName: caseStudiesSummaryFileName(site.profile.name),
    language,
    disposition: 'attachment',
  })
}
