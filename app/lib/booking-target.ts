import type { BookingMode } from '~/schemas/admin.ts'

/** The meeting types the site's Book buttons lead to, by their slugs (content/meeting-types.ts). */
export const bookedMeetings = { consult: 'free-consult', discovery: 'sprint-discovery-call' } as const
export type BookedMeeting = keyof typeof bookedMeetings

type BookingProfile = { bookingMode: BookingMode; bookingUrl: string }

/**
 * Where a Book button leads: the site's own booking page of that meeting, or the owner's external
 * scheduling page when they chose it (Settings › Where the Book buttons lead).
 */
export function bookingTarget(profile: BookingProfile, meeting: BookedMeeting = 'consult') {
  return profile.bookingMode === 'external'
    ? { href: profile.bookingUrl, external: true as const }
    : { href: `/book/${bookedMeetings[meeting]}`, external: false as const }
}

/** The same, as a full address for an email or a PDF, in a language's URL. */
export function bookingAddress(
  profile: BookingProfile,
  siteUrl: string,
  language: 'en' | 'es' | 'fr' = 'en',
  meeting: BookedMeeting = 'consult',
) {
  const target = bookingTarget(profile, meeting)
  if (target.external) return target.href
  return `${siteUrl}${language === 'en' ? '' : `/${language}`}${target.href}`
}
