import { z } from 'zod'
import { blogCategories, projectCategories } from './categories.ts'
import { flag, optionalLink, optionalSlug, requiredText, stringList } from './fields.ts'

const blogCategory = z.enum(blogCategories, { error: `Category must be one of ${blogCategories.join(', ')}` })
const projectCategory = z.enum(projectCategories, {
  error: `Category must be one of ${projectCategories.join(', ')}`,
})

/**
 * The fields without their defaults: a PATCH changes only what it sends, so the patch schemas are
 * built from these, and only the create schemas fill in defaults.
 */
const blogPostFields = {
  title: requiredText(200, 'Title is required'),
  slug: optionalSlug(),
  excerpt: requiredText(500, 'Excerpt is required'),
  content: requiredText(60_000, 'Content is required'),
  category: blogCategory,
  tags: stringList({ maxItems: 20, maxLength: 50 }),
  imageUrl: optionalLink(),
  published: flag(),
  featured: flag(),
}

export const blogPostInputSchema = z.strictObject({
  ...blogPostFields,
  tags: blogPostFields.tags.default([]),
  published: blogPostFields.published.default(1),
  featured: blogPostFields.featured.default(0),
})
export type BlogPostInput = z.output<typeof blogPostInputSchema>
export const blogPostPatchSchema = z.strictObject(blogPostFields).partial()
export type BlogPostPatch = z.output<typeof blogPostPatchSchema>

const projectFields = {
  title: requiredText(200, 'Title is required'),
  slug: optionalSlug(),
  description: requiredText(5000, 'Description is required'),
  category: projectCategory,
  imageUrl: optionalLink(),
  liveUrl: optionalLink(),
  demoUrl: optionalLink(),
  caseStudyUrl: optionalLink(),
  technologies: stringList({ maxItems: 30, maxLength: 60 }).refine((list) => list.length > 0, {
    error: 'At least one technology is required',
  }),
  featured: flag(),
}

export const projectInputSchema = z.strictObject({
  ...projectFields,
  featured: projectFields.featured.default(0),
})
export type ProjectInput = z.output<typeof projectInputSchema>
export const projectPatchSchema = z.strictObject(projectFields).partial()
export type ProjectPatch = z.output<typeof projectPatchSchema>

const rating = z.coerce
  .number({ error: 'Rating must be a whole number from 1 to 5' })
  .int('Rating must be a whole number from 1 to 5')
  .min(1, 'Rating must be a whole number from 1 to 5')
  .max(5, 'Rating must be a whole number from 1 to 5')

const testimonialFields = {
  name: requiredText(120, 'Full name is required'),
  title: requiredText(120, 'Job title is required'),
  company: requiredText(120, 'Company is required'),
  content: requiredText(2000, 'Testimonial content is required'),
  rating,
  avatarUrl: optionalLink(),
}

export const testimonialInputSchema = z.strictObject({ ...testimonialFields, rating: rating.default(5) })
export type TestimonialInput = z.output<typeof testimonialInputSchema>
export const testimonialPatchSchema = z.strictObject(testimonialFields).partial()
export type TestimonialPatch = z.output<typeof testimonialPatchSchema>

/** The JSON lists answer a page at a time: `?page=` (from 1) of `?limit=` items (at most 100). */
function listPage(defaultLimit: number) {
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
  ...listPage(20),
})
