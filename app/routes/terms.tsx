import { LegalDocument } from '~/components/layout/legal-document.tsx'
import { createI18n } from '~/i18n/i18n.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import type { Route } from './+types/terms'

/** The date of the last change to the terms; shown on the page. */
const termsUpdatedOn = '2026-11-22'

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches)
  const t = createI18n(root?.lang ?? 'en').t
  const name = root?.profile.name
  return [
    { title: name ? `${t('legal.terms.metaTitle')} | ${name}` : t('legal.terms.metaTitle') },
    { name: 'description', content: t('legal.terms.metaDescription') },
  ]
}

export default function TermsPage() {
  return <LegalDocument page="terms" updatedOn={termsUpdatedOn} />
}
