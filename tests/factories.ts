import { randomBytes } from 'node:crypto'
import type { Insertable } from 'kysely'
import type { Database } from '~/db/schema.ts'
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

/** An email waiting in the outbox, due now. */
export function buildQueuedEmail(
  overrides: Partial<Insertable<Database['outbox']>> & { toAddress: string },
): Insertable<Database['outbox']> {
  const now = new Date().toISOString()
  return {
    replyTo: null,
    subject: 'Hello',
    textBody: 'Hello',
    htmlBody: null,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    createdAt: now,
    sentAt: null,
    headers: null,
    lockedUntil: null,
    newsletterIssueId: null,
    ...overrides,
  }
}
