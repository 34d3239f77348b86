import { languageNamesInEnglish } from '~/i18n/config.ts'
/** How the admin names each referrer group (services/analytics/classify.server.ts). */
export const sourceLabels: Record<string, string> = {
  search: 'Search engines',
  social: 'Social networks',
  ai: 'AI assistants',
  email: 'Email',
  other: 'Other sites',
  direct: 'Direct',
}

export const goalLabels: Record<string, string> = {
  contact: 'Contact message',
  demo: 'Demo request',
  booking: 'Booking',
  newsletter: 'Newsletter confirmation',
  sprint: 'Sprint purchase',
}

export const languageLabels: Record<string, string> = languageNamesInEnglish
