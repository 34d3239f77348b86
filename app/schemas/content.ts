import { z } from 'zod'
import type { InputOf } from '~/content-types/definition.ts'
import type { blogPostType, projectType, testimonialType } from '~/content-types/index.ts'
import { fallbackLanguage, supportedLanguages } from '~/i18n/config.ts'
import { blogCategories, projectCategories } from './categories.ts'

const blogCategory = z.enum(blogCategories, { error: `Category must be one of ${blogCategories.join(', ')}` })
const projectCategory = z.enum(projectCategories, {
  error: `Category must be one of ${projectCategories.join(', ')}`,
})

/** What the API's create takes of each content type; the schemas are its declaration's. */
export type BlogPostInput = InputOf<(typeof blogPostType)['fields']>
export type ProjectInput = InputOf<(typeof projectType)['fields']>
export type TestimonialInput = InputOf<(typeof testimonialType)['fields']>

/** The JSON lists answer a page at a time: `?page=` (from 1) of `?limit=` items (at most 100). */
export function listPage(defaultLimit: number) {
  return {
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be at least 1')
      .max(1_000_000, 'page must be at most 1000000')
      .default(1),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(100, 'limit must be at most 100')
      .default(defaultLimit),
  }
}

/** A list's first page holds this many items unless `?limit=` says otherwise. */
export const defaultListLimit = 50

export const projectListQuerySchema = z.object({
  featured: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
  category: z
    .union([projectCategory, z.literal('all')])
    .optional()
    .transform((value) => (value === 'all' ? undefined : value)),
  ...listPage(defaultListLimit),
})

export const blogListQuerySchema = z.object({
  category: z
    .union([blogCategory, z.literal('all')])
    .optional()
    .transform((value) => (value === 'all' ? undefined : value)),
  ...listPage(defaultListLimit),
})

export const searchQuerySchema = z.object({
  q: z
    .string()
    .max(500, 'Query must be at most 500 characters')
    .default('')
    .transform((value) => value.trim().replace(/\s+/g, ' ')),
  /** The language the visitor reads: results link to the pages in that language. */
  lang: z
    .enum(supportedLanguages, { error: `Language must be one of ${supportedLanguages.join(', ')}` })
    .default(fallbackLanguage),
  ...listPage(20),
})

/** One place earlier (`up`) or later (`down`) in a list the owner orders. */
export const moveInputSchema = z.strictObject({
  direction: z.enum(['up', 'down'], { error: 'direction must be up or down' }),
})
