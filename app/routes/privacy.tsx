import { LegalDocument } from '~/components/layout/legal-document.tsx'
import { createI18n } from '~/i18n/i18n.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import type { Route } from './+types/privacy'

/** The date of the last change to the policy text; shown on the page. */
const privacyUpdatedOn = '2026-11-22'

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches)
  const t = createI18n(root?.lang ?? 'en').t
  const name = root?.profile.name
  return [
    { title: name ? `${t('legal.privacy.metaTitle')} | ${name}` : t('legal.privacy.metaTitle') },
    { name: 'description', content: t('legal.privacy.metaDescription') },
  ]
}

export default function PrivacyPage() {
  return <LegalDocument page="privacy" updatedOn={privacyUpdatedOn} />
}
