import type { ItemOf } from '~/content-types/definition.ts'
import type { blogPostType, organizationType, projectType, testimonialType } from '~/content-types/index.ts'

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

export type Contact = {
  id: string
  name: string
  email: string
  subject: string
  message: string
  createdAt: string
}

export type DemoRequest = {
  id: number
  projectId: number | null
  projectTitle: string | null
  name: string
  email: string
  company: string | null
  jobTitle: string | null
  message: string | null
  phoneNumber: string | null
  preferredContactMethod: PreferredContactMethod
  createdAt: string
}

export type SearchResult = {
  id: number
  type: 'blog' | 'project'
  title: string
  excerpt: string
  category: string
  url: string
}

export type AdminUser = {
  id: number
  username: string
  email: string
  role: string
  isActive: 0 | 1
  createdAt: string
}
