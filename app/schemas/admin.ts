import { z } from 'zod'
import { translationsSchema } from '~/content-types/translations-schema.ts'
import { passwordField } from './auth.ts'
import { emailAddress, flag, optionalText, optionalWebAddress, requiredLink, requiredText } from './fields.ts'

export const leadKinds = ['contact', 'accessibility', 'demo', 'order', 'booking'] as const
export type LeadKind = (typeof leadKinds)[number]
export const leadStatuses = ['new', 'qualified', 'proposal', 'won', 'lost'] as const
export type LeadStatus = (typeof leadStatuses)[number]

export const leadListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  kind: z
    .enum(leadKinds, { error: 'Kind must be contact, accessibility, demo, order or booking' })
    .optional()
    .catch(undefined),
  status: z.enum(leadStatuses, { error: 'Unknown status' }).optional().catch(undefined),
})
export type LeadListQuery = z.output<typeof leadListQuerySchema>

export const leadUpdateSchema = z.strictObject({
  status: z.enum(leadStatuses, { error: 'Status must be new, qualified, proposal, won or lost' }).optional(),
  notes: optionalText(10_000).optional(),
  followUpOn: z
    .union([z.literal(''), z.null(), z.iso.date({ error: 'Use a date like 2026-12-31' })])
    .optional()
    .transform((value) => (value === '' ? null : value)),
})
export type LeadUpdate = z.output<typeof leadUpdateSchema>

export const bookingModes = ['site', 'external'] as const
export type BookingMode = (typeof bookingModes)[number]

const webAddress = z.url({ protocol: /^https?$/, error: 'Enter a full web address (https://...)' })

/** The profile's prose, which the pages show in their own language: English, with Spanish and French. */
const profileProse = {
  title: requiredText(200, 'Title is required'),
  description: requiredText(1000, 'Description is required'),
  experience: requiredText(1000, 'Experience text is required'),
  location: requiredText(120, 'Location is required'),
}
export const profileTranslatableFields = ['title', 'description', 'experience', 'location'] as const
export type ProfileTranslatableField = (typeof profileTranslatableFields)[number]

/** The owner profile, as the admin saves it and as every page reads it back: one schema for both. */
export const profileSettingsSchema = z.strictObject({
  name: requiredText(120, 'Name is required'),
  ...profileProse,
  email: emailAddress('Email is required'),
  phone: requiredText(40, 'Phone is required'),
  website: requiredText(500, 'Website is required').pipe(webAddress),
  photoUrl: requiredLink('Photo is required'),
  bookingUrl: requiredText(500, 'Booking URL is required').pipe(webAddress),
  /** Where every Book button leads: the site's own booking pages, or the external scheduling page above. */
  bookingMode: z.enum(bookingModes, { error: 'Choose site or external' }).default('site'),
  linkedinUrl: optionalWebAddress(),
  twitterUrl: optionalWebAddress(),
  githubUsername: optionalText(39).refine((value) => value === null || /^[a-zA-Z0-9-]+$/.test(value), {
    error: 'A GitHub username has only letters, digits and hyphens',
  }),
  /** Spanish and French for the prose, checked as the English is; a blank one is not kept. */
  translations: translationsSchema(Object.entries(profileProse)).default({}),
})
export type ProfileSettingsInput = z.output<typeof profileSettingsSchema>

/** The profile as the pages use it: the fields left blank are absent rather than null. */
export function ownerProfileFrom(input: ProfileSettingsInput) {
  return {
    ...input,
    linkedinUrl: input.linkedinUrl ?? undefined,
    twitterUrl: input.twitterUrl ?? undefined,
    githubUsername: input.githubUsername ?? undefined,
  }
}
export const ownerProfileSchema = profileSettingsSchema.transform(ownerProfileFrom)
export type OwnerProfile = z.output<typeof ownerProfileSchema>

export const minimumPasswordLength = 8

export const changePasswordSchema = z
  .strictObject({
    currentPassword: passwordField('Current password is required'),
    newPassword: passwordField(
      'New password is required',
      minimumPasswordLength,
      `Use at least ${minimumPasswordLength} characters`,
    ),
    confirmPassword: z.string({ error: 'Confirm the new password' }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: 'The passwords do not match',
    path: ['confirmPassword'],
  })
export type ChangePasswordInput = z.output<typeof changePasswordSchema>

export const subscriberUpdateSchema = z.strictObject({ isActive: flag() })
