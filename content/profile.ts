import { z } from 'zod'
import { checkedContent } from './schema.ts'

const optionalUrl = z.url().optional()

export const ownerProfileSchema = z.object({
  name: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  experience: z.string().min(1),
  location: z.string().min(1),
  email: z.email(),
  phone: z.string().min(1),
  website: z.url(),
  photoUrl: z.string().min(1),
  bookingUrl: z.url(),
  linkedinUrl: optionalUrl,
  githubUsername: z.string().optional(),
  twitterUrl: optionalUrl,
})
export type OwnerProfile = z.output<typeof ownerProfileSchema>

/** The seeded owner; the admin's site settings override these values field by field. */
export const defaultOwnerProfile: OwnerProfile = checkedContent('profile', ownerProfileSchema, {
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
})
