import type { OwnerProfile } from '../../content/profile.ts'
import type { ImageAsset } from './images.ts'

/** The owner's details that pages may show; everything in the profile is public by nature. */
export type PublicProfile = OwnerProfile & { photo: ImageAsset | null }

export function publicProfile(profile: PublicProfile): PublicProfile {
  return { ...profile }
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
