import { z } from 'zod'
import { supportedLanguages } from '~/i18n/config.ts'

/** What the page-view beacon sends: the page's address and the page the visitor came from. */
export const pageViewEventSchema = z.strictObject({
  url: z.url({ error: 'url must be the page address' }).max(2000, 'url is too long'),
  referrer: z.string({ error: 'referrer must be text' }).max(2000, 'referrer is too long').optional(),
})
export type PageViewEvent = z.output<typeof pageViewEventSchema>

const day = z.iso.date({ error: 'Dates are written YYYY-MM-DD' })

/** The filters of /admin/analytics, read from its query string; a bad value falls back to its default. */
export const analyticsFilterSchema = z.object({
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
  source: z
    .string()
    .regex(/^[a-z]{1,20}$/)
    .optional()
    .catch(undefined),
  // A path as the beacon stores it: no control characters (PostgreSQL's text refuses NUL).
  page: z
    .string()
    .max(300)
    .regex(/^\//)
    .refine((value) => [...value].every((character) => character.charCodeAt(0) > 31))
    .optional()
    .catch(undefined),
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional()
    .catch(undefined),
})
export type AnalyticsFilterInput = z.output<typeof analyticsFilterSchema>

/** The weekly analytics email's setting as the admin saves it. */
export const weeklyEmailSettingSchema = z.strictObject({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  language: z.enum(supportedLanguages, { error: 'language must be en, es or fr' }).optional(),
})
export type WeeklyEmailSettingInput = z.output<typeof weeklyEmailSettingSchema>
