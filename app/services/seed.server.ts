import type { Kysely } from 'kysely'
import { demoBlogPosts, demoProjects, demoTestimonials } from '../../content/demo-content.ts'
import type { Database } from '../db/schema.ts'
import type { BlogPostService } from './blog-posts.server.ts'
import type { ProjectService } from './projects.server.ts'
import type { TestimonialService } from './testimonials.server.ts'

const seededKey = 'demoContentSeededAt'

/**
 * Fills a brand-new database with demo content, once. A database that already has content,
 * or was seeded before (even if the owner has since deleted everything), is left alone.
 */
export async function seedDemoContent(
  db: Kysely<Database>,
  services: { blogPosts: BlogPostService; projects: ProjectService; testimonials: TestimonialService },
): Promise<boolean> {
  const marker = await db
    .selectFrom('siteSettings')
    .select('key')
    .where('key', '=', seededKey)
    .executeTakeFirst()
  if (marker) return false
  const [post, project, testimonial] = await Promise.all([
    db.selectFrom('blogPosts').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('projects').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('testimonials').select('id').limit(1).executeTakeFirst(),
  ])
  const empty = !post && !project && !testimonial
  if (empty) {
    for (const { createdAt, ...input } of demoProjects) await services.projects.create(input, createdAt)
    for (const { createdAt, ...input } of demoBlogPosts) await services.blogPosts.create(input, createdAt)
    for (const { createdAt, ...input } of demoTestimonials)
      await services.testimonials.create(input, createdAt)
  }
  const now = new Date().toISOString()
  await db
    .insertInto('siteSettings')
    .values({ key: seededKey, value: JSON.stringify(now), updatedAt: now })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute()
  return empty
}
