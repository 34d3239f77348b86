import { LegalDocument } from '~/components/layout/legal-document.tsx'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { staticPageMeta } from '~/lib/static-page-seo.ts'
import type { Route } from './+types/privacy'

/** The date of the last change to the policy text; shown on the page. */
const privacyUpdatedOn = '2026-11-27'

export function meta({ matches }: Route.MetaArgs) {
  return staticPageMeta(rootDataFromMatches(matches), 'privacy', { path: '/privacy' })
}

export default function PrivacyPage() {
  return <LegalDocument page="privacy" updatedOn={privacyUpdatedOn} />
}
