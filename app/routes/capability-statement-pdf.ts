import { metaTranslator } from '~/components/blog/meta-translator.ts'
import { capabilitySheet, capabilityStatementFileName } from '~/lib/capability-statement.ts'
import { pdfResponse } from '~/lib/pdf-response.server.ts'
import { siteContext } from '~/lib/site-context.ts'
import { capabilityStatementPdf } from '~/services/capability-statement-pdf.server.ts'
import type { Route } from './+types/capability-statement-pdf'

/**
 * The capability statement's one-page PDF, in English (the statement's language, whatever page links
 * to it), made from what is stored now: an edit in /admin shows in the next download.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const { services } = site
  const [statement, pillars, studies] = await Promise.all([
    services.capabilityStatement.current(),
    services.servicePillars.list(),
    services.caseStudies.list(),
  ])
  if (!statement) throw new Response('Not Found', { status: 404 })
  const sheet = capabilitySheet(statement, pillars, studies, new Date())
  const pdf = await capabilityStatementPdf({
    sheet,
    website: site.profile.website,
    t: metaTranslator('en'),
  })
  return pdfResponse(request, pdf, {
    fileName: capabilityStatementFileName(statement.legalName),
    language: 'en',
    disposition: 'inline',
  })
}
