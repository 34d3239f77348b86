import { blogPostType } from './blog-posts.ts'
import { networkLinkType, networkNodeType } from './network.ts'
import { organizationType } from './organizations.ts'
import { projectType } from './projects.ts'
import { testimonialType } from './testimonials.ts'

/** Every content type, in the order the admin's navigation lists them. */
export const contentTypes = [
  blogPostType,
  projectType,
  testimonialType,
  organizationType,
  networkNodeType,
  networkLinkType,
] as const

export { blogPostType, networkLinkType, networkNodeType, organizationType, projectType, testimonialType }

/** The content type whose admin page is `/admin/<path>`; anything else is a page that does not exist. */
export function contentTypeAt(path: string | undefined) {
  const type = contentTypes.find((candidate) => candidate.admin.path === path)
  if (!type) throw new Response('Not Found', { status: 404 })
  return type
}
