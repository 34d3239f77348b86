import { randomBytes } from 'node:crypto'
import type { BlogCategory, ProjectCategory } from '~/schemas/categories.ts'
import type { BlogPostInput, ProjectInput, TestimonialInput } from '~/schemas/content.ts'

const unique = () => randomBytes(4).toString('hex')

/** Valid inputs with unique titles and slugs; a test overrides only what it is about. */
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
