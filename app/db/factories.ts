import { randomBytes } from 'node:crypto'
import type { BlogCategory, ProjectCategory } from '~/schemas/categories.ts'
import type { BlogPostInput, ProjectInput, TestimonialInput } from '~/schemas/content.ts'

/*
 * The content records' factories, used by the seed for the demo content and by the tests: each makes
 * a complete, valid input from what its caller says. A demo record gives its own texts and takes the
 * defaults for the rest; a test gives only what it is about and gets a unique title and slug.
 */

const unique = () => randomBytes(4).toString('hex')

/** A project as the demo content writes it: its own texts; links, image and flag default to none. */
export type ProjectDraft = Pick<
  ProjectInput,
  'title' | 'slug' | 'description' | 'category' | 'technologies'
> &
  Partial<ProjectInput>
/** A post as the demo content writes it: its own texts; published, not featured, no image by default. */
export type BlogPostDraft = Pick<
  BlogPostInput,
  'title' | 'slug' | 'excerpt' | 'content' | 'category' | 'tags'
> &
  Partial<BlogPostInput>
/** A testimonial as the demo content writes it: who said what; no avatar by default. */
export type TestimonialDraft = Pick<TestimonialInput, 'name' | 'title' | 'company' | 'content' | 'rating'> &
  Partial<TestimonialInput>

export function buildProject(overrides: Partial<ProjectInput> = {}): ProjectInput {
  const id = unique()
  return {
    title: `Modernization project ${id}`,
    slug: `modernization-project-${id}`,
    description: 'A cloud migration for a grants management system.',
    category: 'productivity-ai' satisfies ProjectCategory,
    imageUrl: null,
    liveUrl: null,
    demoUrl: null,
    caseStudyUrl: null,
    technologies: ['AWS GovCloud', 'Terraform', 'React', 'PostgreSQL'],
    featured: 0,
    ...overrides,
  }
}

export function buildBlogPost(overrides: Partial<BlogPostInput> = {}): BlogPostInput {
  const id = unique()
  return {
    title: `Field notes ${id}`,
    slug: `field-notes-${id}`,
    excerpt: 'What a federal program office learned from its first AI pilot.',
    content: '# Field notes\n\nA paragraph with **bold** text.\n\n- first point\n- second point',
    category: 'Strategy' satisfies BlogCategory,
    tags: ['AI Strategy'],
    imageUrl: null,
    published: 1,
    featured: 0,
    ...overrides,
  }
}

export function buildTestimonial(overrides: Partial<TestimonialInput> = {}): TestimonialInput {
  return {
    name: `Client ${unique()}`,
    title: 'Program Manager',
    company: 'Office of Modernization',
    content: 'Clear thinking and a plan we could execute.',
    rating: 5,
    avatarUrl: null,
    ...overrides,
  }
}
