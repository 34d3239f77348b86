import { z } from 'zod'
import { type PublicForm, publicForms } from '~/lib/form-guard.ts'
import { preferredContactMethods } from '~/lib/models.ts'
import { emailAddress, optionalText, requiredText } from './fields.ts'

export type { PublicForm }

const utmValue = z
  .string({ error: 'Must be text' })
  .trim()
  .max(200, 'Must be at most 200 characters')
  .optional()

/**
 * Where a lead came from: the page it was sent from, the referring page (origin and path only) and the
 * campaign parameters of the visit. First-party values only, kept for the visit in sessionStorage.
 */
export const leadSourceSchema = z
  .strictObject({
    page: z.string({ error: 'Must be text' }).max(500).regex(/^\//, 'Must be a path on this site').optional(),
    referrer: z
      .string({ error: 'Must be text' })
      .max(1000)
      .optional()
      .transform((value) => (value ? referrerWithoutQuery(value) : undefined)),
    utm: z
      .strictObject({
        utm_source: utmValue,
        utm_medium: utmValue,
        utm_campaign: utmValue,
        utm_term: utmValue,
        utm_content: utmValue,
      })
      .optional(),
  })
  .optional()
export type LeadSource = z.output<typeof leadSourceSchema>

function referrerWithoutQuery(value: string): string | undefined {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}` : undefined
  } catch {
    return undefined
  }
}

export const formTokenQuerySchema = z.object({
  form: z.enum(publicForms, {
    error: 'form must be contact, demo-request, newsletter, booking or accessibility',
  }),
})

export const contactInputSchema = z.strictObject({
  name: requiredText(120),
  email: emailAddress(),
  subject: requiredText(200),
  message: requiredText(5000),
  source: leadSourceSchema,
})
export type ContactInput = z.output<typeof contactInputSchema>

/** A barrier reported on the accessibility statement: who, where on the site, and what got in the way. */
export const barrierReportInputSchema = z.strictObject({
  name: requiredText(120),
  email: emailAddress(),
  page: optionalText(500),
  message: requiredText(5000),
  source: leadSourceSchema,
})
export type BarrierReportInput = z.output<typeof barrierReportInputSchema>

export const newsletterInputSchema = z.strictObject({
  email: emailAddress('Please enter your email address'),
})
export type NewsletterInput = z.output<typeof newsletterInputSchema>

const projectIdField = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.coerce
    .number({ error: 'projectId must be a number' })
    .int('projectId must be a whole number')
    .positive('projectId must be positive')
    .max(2_147_483_647, 'projectId is too large')
    .nullable(),
)

/** The form's consent checkbox is checked in the browser and never sent or stored. */
export const demoRequestInputSchema = z.strictObject({
  projectId: projectIdField,
  projectTitle: optionalText(200),
  name: requiredText(120, 'Name is required'),
  email: emailAddress('Email is required'),
  company: optionalText(200),
  jobTitle: optionalText(120),
  message: optionalText(5000),
  phoneNumber: optionalText(40).refine((value) => value === null || /^[+0-9 ().-]{5,40}$/.test(value), {
    error: 'Enter a valid phone number',
    params: { code: 'invalidPhone' },
  }),
  preferredContactMethod: z
    .enum(preferredContactMethods, { error: 'Choose email, phone or both' })
    .default('email'),
  source: leadSourceSchema,
})
export type DemoRequestInput = z.output<typeof demoRequestInputSchema>

export const demoRequestFormSchema = demoRequestInputSchema.extend({
  consent: z.literal(true, { error: 'You must agree to be contacted' }),
})
