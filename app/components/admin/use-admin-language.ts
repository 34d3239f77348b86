import type { Language } from '~/i18n/config.ts'
import { useRootData } from '~/lib/root-data.ts'

/**
 * The admin's language: the owner's saved choice (the admin has one URL per page, see
 * docs/decisions/027-language-urls.md), which its dates and amounts follow.
 */
export function useAdminLanguage(): Language {
  return useRootData().lang
}
