import type { Kysely } from 'kysely'
import { toCount } from '../dialect.server.ts'
import type { BlogPostRow, Database, ProjectRow, TestimonialRow } from '../schema.ts'
import { contactsRepository, type RecentContact } from './contacts.server.ts'
import { type Counted, countRows } from './counts.server.ts'

export type DashboardCounts = Record<'blogPosts' | 'projects' | 'testimonials' | 'contacts', Counted>

/** The newest rows of each table the dashboard's recent activity mixes. */
export type LatestRows = {
  posts: Pick<BlogPostRow, 'title' | 'createdAt' | 'slug'>[]
  projects: Pick<ProjectRow, 'title' | 'createdAt' | 'slug'>[]
  testimonials: Pick<TestimonialRow, 'name' | 'company' | 'createdAt'>[]
  contacts: RecentContact[]
}

/** The admin dashboard's figures, read across the content and the contact messages (read only). */
export function dashboardRepository(db: Kysely<Database>) {
  const contacts = contactsRepository(db)
  return {
    /** Each table's rows, and those created at `since` or later. */
    async counts(since: string): Promise<DashboardCounts> {
      const [blogPosts, projects, testimonials, contactCount] = await Promise.all([
        countRows(db, 'blogPosts', since),
        countRows(db, 'projects', since),
        countRows(db, 'testimonials', since),
        contacts.count(since),
      ])
      return { blogPosts, projects, testimonials, contacts: contactCount }
    },
    async publishedPosts(): Promise<number> {
      const row = await db
        .selectFrom('blogPosts')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('published', '=', 1)
        .executeTakeFirstOrThrow()
      return toCount(row.total)
    },
    /** The testimonials' average rating, or null when there are none. */
    async averageRating(): Promise<number | null> {
      const row = await db
        .selectFrom('testimonials')
        .select((eb) => eb.fn.avg<number | string | null>('rating').as('average'))
        .executeTakeFirstOrThrow()
      return row.average === null ? null : Number(row.average)
    },
    async latest(limit: number): Promise<LatestRows> {
      const [posts, projects, testimonials, latestContacts] = await Promise.all([
        db
          .selectFrom('blogPosts')
          .select(['title', 'createdAt', 'slug'])
          .orderBy('createdAt', 'desc')
          .limit(limit)
          .execute(),
        db
          .selectFrom('projects')
          .select(['title', 'createdAt', 'slug'])
          .orderBy('createdAt', 'desc')
          .limit(limit)
          .execute(),
        db
          .selectFrom('testimonials')
          .select(['name', 'company', 'createdAt'])
          .orderBy('createdAt', 'desc')
          .limit(limit)
          .execute(),
        contacts.latest(limit),
      ])
      return { posts, projects, testimonials, contacts: latestContacts }
    },
  }
}
