import { LegalDocument } from '~/components/layout/legal-document.tsx'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { staticPageMeta } from '~/lib/static-page-seo.ts'
import type { Route } from './+types/terms'

/** The date of the last change to the terms; shown on the page. */
const termsUpdatedOn = '2026-11-22'

export function meta({ matches }: Route.MetaArgs) {
  return staticPageMeta(rootDataFromMatches(matches), 'terms', { path: '/terms' })
}

export default function TermsPage() {
  return <LegalDocument page="terms" updatedOn={termsUpdatedOn} />
}
