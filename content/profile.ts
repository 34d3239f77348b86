import type { OwnerProfile } from '../app/schemas/admin.ts'

export type { OwnerProfile }

/** The seeded owner; the admin's site settings override these values field by field. */
export const defaultOwnerProfile: OwnerProfile = {
  name: 'Jordan Avery',
  title: 'IT Strategy, AI & Digital Transformation Consultant',
  description:
    'I help federal agencies and enterprises turn AI and modernization goals into delivered, compliant, human-centered programs.',
  experience:
    '15+ years leading IT portfolios of up to $38M across federal, nonprofit and commercial organizations.',
  location: 'Rockville, MD',
  email: 'hello@jordanavery.consulting',
  phone: '+1 (301) 555-0142',
  website: 'https://jordanavery.consulting',
  photoUrl: '/images/owner-portrait.svg',
  bookingUrl: 'https://cal.com/jordan-avery/free-consult',
  linkedinUrl: 'https://www.linkedin.com/in/jordan-avery-consulting',
  githubUsername: undefined,
  twitterUrl: undefined,
}
