import type { ImageAsset } from '~/lib/images.ts'
import type { BlogCategory, ProjectCategory } from '~/schemas/categories.ts'

/** The ways a demo requester can ask to be reached. */
export const preferredContactMethods = ['email', 'phone', 'both'] as const
export type PreferredContactMethod = (typeof preferredContactMethods)[number]

/** The shapes the JSON API and the pages exchange (spec §3). */
export type Project = {
  id: number
  slug: string
  title: string
  description: string
  category: ProjectCategory
  imageUrl: string | null
  /** Sizes and variants when imageUrl is an upload; null for no image or an external one. */
  image: ImageAsset | null
  liveUrl: string | null
  demoUrl: string | null
  caseStudyUrl: string | null
  technologies: string[]
  featured: 0 | 1
  createdAt: string
  updatedAt: string | null
}

export type BlogPost = {
  id: number
  title: string
  slug: string
  excerpt: string
  content: string
  category: BlogCategory
  tags: string[]
  imageUrl: string | null
  /** Sizes and variants when imageUrl is an upload; null for no image or an external one. */
  image: ImageAsset | null
  published: 0 | 1
  featured: 0 | 1
  createdAt: string
  updatedAt: string | null
}

/** A post as a list shows it (a card): everything but the article's text. */
export type BlogPostSummary = Omit<BlogPost, 'content'>

export type Testimonial = {
  id: number
  name: string
  title: string
  company: string
  content: string
  rating: number
  avatarUrl: string | null
  avatar: ImageAsset | null
  createdAt: string
}

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
