import type { ItemOf } from '~/content-types/definition.ts'
import type {
  blogPostType,
  caseStudyType,
  organizationType,
  projectType,
  testimonialType,
  workPrincipleType,
} from '~/content-types/index.ts'
import type { AdminUserRow, ContactRow, DemoRequestRow, LeadColumns } from '~/db/schema.ts'

/** The ways a demo requester can ask to be reached. */
export const preferredContactMethods = ['email', 'phone', 'both'] as const
export type PreferredContactMethod = (typeof preferredContactMethods)[number]

/** The shapes the JSON API and the pages exchange (spec §3), each made from its content type. */
export type Project = ItemOf<typeof projectType>
export type BlogPost = ItemOf<typeof blogPostType>

/** A post as a list shows it (a card): everything but the article's text. */
export type BlogPostSummary = Omit<BlogPost, 'content'>

export type Testimonial = ItemOf<typeof testimonialType>

export type Organization = ItemOf<typeof organizationType>

export type CaseStudy = ItemOf<typeof caseStudyType>

export type WorkPrinciple = ItemOf<typeof workPrincipleType>

/** What the pipeline adds to a lead's row: the visitor's own fields are the rest. */
type PipelineColumns = keyof LeadColumns | 'updatedAt'

export type Contact = Omit<ContactRow, PipelineColumns>

export type DemoRequest = Omit<DemoRequestRow, PipelineColumns | 'preferredContactMethod'> & {
  preferredContactMethod: PreferredContactMethod
}

export type SearchResult = {
  id: number
  type: 'blog' | 'project'
  title: string
  excerpt: string
  category: string
  url: string
  /** The fields shown in English on a search in another language (content-types/translations.ts). */
  fallbacks: string[]
}

/** The signed-in owner as pages and the API see them: never the password hash or the second factor's secrets. */
export type AdminUser = Pick<AdminUserRow, 'id' | 'username' | 'email' | 'role' | 'createdAt'> & {
  isActive: 0 | 1
}
