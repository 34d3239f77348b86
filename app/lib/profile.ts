import type { OwnerProfile } from '../../content/profile.ts'

/** The owner's details that pages may show; everything in the profile is public by nature. */
export type PublicProfile = OwnerProfile

export function publicProfile(profile: OwnerProfile): PublicProfile {
  return { ...profile }
}
