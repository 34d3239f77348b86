import { siteContext } from '~/lib/site-context.ts'
import { caseStudiesSummaryPdf } from '~/services/case-studies-pdf.server.ts'
import { caseStudiesSummaryFileName } from '../../content/case-studies.ts'
import type { Route } from './+types/case-studies-summary-pdf'

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const pdf = await caseStudiesSummaryPdf(site.profile)
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${caseStudiesSummaryFileName(site.profile.name)}"`,
      'Content-Length': String(pdf.byteLength),
      // The profile can change from the admin, so browsers check back within the hour.
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
