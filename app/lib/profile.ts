import type { OwnerProfile } from '../../content/profile.ts'
import { type Localized, localize } from '../content-types/translations.ts'
import type { Language } from '../i18n/config.ts'
import type { SiteProfile } from '../services/settings.server.ts'

/**
 * The profile's prose, which has Spanish and French beside the English (schemas/admin.ts checks
 * them): declared as a content type's fields are, so the same localizing and missing-translation
 * rules apply.
 */
export const profileProse = {
  fields: {
    title: { label: 'Title', translatable: true },
    description: { label: 'Description', translatable: true },
    experience: { label: 'Experience', translatable: true },
    location: { label: 'Location', translatable: true },
  },
} as const

/**
 * The owner's details as a page in `language` shows them: everything in the profile is public by
 * nature; its prose in that language, or the English named in `fallbacks`.
 */
export type PublicProfile = Localized<SiteProfile> & {
  /** The location as the owner wrote it in English, for the structured data's postal address. */
  postalLocation: string
}

export function publicProfile(profile: SiteProfile, language: Language): PublicProfile {
  // A page needs only its own language, already applied: the others would only make it larger.
  return { ...localize(profileProse, profile, language), translations: {}, postalLocation: profile.location }
}

export type SocialProfile = { key: 'linkedin' | 'twitter' | 'github'; href: string }

/** Only the profiles the owner has configured, so nothing links to an unset one. */
export function socialProfiles(profile: OwnerProfile): SocialProfile[] {
  const links: SocialProfile[] = []
  if (profile.linkedinUrl) links.push({ key: 'linkedin', href: profile.linkedinUrl })
  if (profile.twitterUrl) links.push({ key: 'twitter', href: profile.twitterUrl })
  if (profile.githubUsername) {
    links.push({ key: 'github', href: `https://github.com/${encodeURIComponent(profile.githubUsername)}` })
  }
  return links
}
