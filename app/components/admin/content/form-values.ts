import type { BlogPost, Project, Testimonial } from '~/lib/models.ts'
import { slugify } from '~/lib/text.ts'
import { blogCategories, projectCategories } from '~/schemas/categories.ts'

/**
 * The managers' forms travel as text fields (flags as "1" or "0"). The same readers build the
 * schema input in the browser (to show errors before sending) and in the action (to save).
 */
type FieldSource = { get(name: string): FormDataEntryValue | null }
export type FormPayload = Record<string, string>

function text(source: FieldSource, name: string): string {
  const value = source.get(name)
  return typeof value === 'string' ? value : ''
}

function flag(source: FieldSource, name: string): 0 | 1 {
  return text(source, name) === '1' ? 1 : 0
}

export function payloadSource(payload: FormPayload): FieldSource {
  return new URLSearchParams(payload)
}

export const flagText = (value: boolean) => (value ? '1' : '0')

/** Spec §5: a blank slug is made from the title; the hint shows the one that would be used. */
export function slugHint(slug: string, title: string): string {
  if (slug.trim()) return 'Lowercase letters, digits and hyphens.'
  const generated = slugify(title)
  return generated ? `Leave blank to use “${generated}”.` : 'Leave blank to make one from the title.'
}

export type BlogPostValues = {
  title: string
  slug: string
  excerpt: string
  content: string
  category: string
  tags: string
  imageUrl: string
  published: boolean
  featured: boolean
}

/** Spec §4: new posts start published and not featured. */
export function blogPostValues(post: BlogPost | null): BlogPostValues {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    category: post?.category ?? blogCategories[0],
    tags: post?.tags.join(', ') ?? '',
    imageUrl: post?.imageUrl ?? '',
    published: post ? post.published === 1 : true,
    featured: post ? post.featured === 1 : false,
  }
}

export function blogPostPayload(values: BlogPostValues): FormPayload {
  return { ...values, published: flagText(values.published), featured: flagText(values.featured) }
}

export function blogPostInput(source: FieldSource) {
  return {
    title: text(source, 'title'),
    slug: text(source, 'slug'),
    excerpt: text(source, 'excerpt'),
    content: text(source, 'content'),
    category: text(source, 'category'),
    tags: text(source, 'tags'),
    imageUrl: text(source, 'imageUrl'),
    published: flag(source, 'published'),
    featured: flag(source, 'featured'),
  }
}

export const blogPostFieldOrder = [
  'title',
  'slug',
  'excerpt',
  'content',
  'category',
  'tags',
  'imageUrl',
  'published',
  'featured',
] as const

export type ProjectValues = {
  title: string
  slug: string
  description: string
  category: string
  technologies: string
  imageUrl: string
  liveUrl: string
  demoUrl: string
  caseStudyUrl: string
  featured: boolean
}

export function projectValues(project: Project | null): ProjectValues {
  return {
    title: project?.title ?? '',
    slug: project?.slug ?? '',
    description: project?.description ?? '',
    category: project?.category ?? projectCategories[0],
    technologies: project?.technologies.join(', ') ?? '',
    imageUrl: project?.imageUrl ?? '',
    liveUrl: project?.liveUrl ?? '',
    demoUrl: project?.demoUrl ?? '',
    caseStudyUrl: project?.caseStudyUrl ?? '',
    featured: project ? project.featured === 1 : false,
  }
}

export function projectPayload(values: ProjectValues): FormPayload {
  return { ...values, featured: flagText(values.featured) }
}

export function projectInput(source: FieldSource) {
  return {
    title: text(source, 'title'),
    slug: text(source, 'slug'),
    description: text(source, 'description'),
    category: text(source, 'category'),
    technologies: text(source, 'technologies'),
    imageUrl: text(source, 'imageUrl'),
    liveUrl: text(source, 'liveUrl'),
    demoUrl: text(source, 'demoUrl'),
    caseStudyUrl: text(source, 'caseStudyUrl'),
    featured: flag(source, 'featured'),
  }
}

export const projectFieldOrder = [
  'title',
  'slug',
  'description',
  'category',
  'technologies',
  'imageUrl',
  'liveUrl',
  'demoUrl',
  'caseStudyUrl',
  'featured',
] as const

export type TestimonialValues = {
  name: string
  title: string
  company: string
  rating: string
  content: string
  avatarUrl: string
}

/** Spec §2: the rating starts at 5 stars. */
export function testimonialValues(testimonial: Testimonial | null): TestimonialValues {
  return {
    name: testimonial?.name ?? '',
    title: testimonial?.title ?? '',
    company: testimonial?.company ?? '',
    rating: String(testimonial?.rating ?? 5),
    content: testimonial?.content ?? '',
    avatarUrl: testimonial?.avatarUrl ?? '',
  }
}

export function testimonialPayload(values: TestimonialValues): FormPayload {
  return { ...values }
}

export function testimonialInput(source: FieldSource) {
  return {
    name: text(source, 'name'),
    title: text(source, 'title'),
    company: text(source, 'company'),
    rating: text(source, 'rating'),
    content: text(source, 'content'),
    avatarUrl: text(source, 'avatarUrl'),
  }
}

export const testimonialFieldOrder = ['name', 'title', 'company', 'rating', 'content', 'avatarUrl'] as const
