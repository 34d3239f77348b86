import type { Kysely } from 'kysely'
import { toCount } from '../db/dialect.server.ts'
import type { Database } from '../db/schema.ts'

export type ActivityItem = {
  kind: 'blogPost' | 'project' | 'testimonial' | 'contact'
  title: string
  createdAt: string
  href: string
}

export type DashboardFigures = {
  counts: { blogPosts: number; projects: number; testimonials: number; contacts: number }
  recentActivity: ActivityItem[]
  averageRating: number | null
  createdThisMonth: number
  publishedPosts: number
  draftPosts: number
}

const recentActivityLimit = 5

/** The figures of the admin dashboard (spec §9). */
export function createDashboardService(db: Kysely<Database>) {
  return {
    async figures(now = new Date()): Promise<DashboardFigures> {
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString()
      const count = (table: 'blogPosts' | 'projects' | 'testimonials' | 'contacts') =>
        db
          .selectFrom(table)
          .select((eb) => [
            eb.fn.countAll<number>().as('total'),
            eb.fn.count<number>(eb.case().when('createdAt', '>=', monthStart).then(1).end()).as('thisMonth'),
          ])
          .executeTakeFirstOrThrow()
      const [posts, projects, testimonials, contacts, published, rating, latest] = await Promise.all([
        count('blogPosts'),
        count('projects'),
        count('testimonials'),
        count('contacts'),
        db
          .selectFrom('blogPosts')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where('published', '=', 1)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('testimonials')
          .select((eb) => eb.fn.avg<number | string | null>('rating').as('average'))
          .executeTakeFirstOrThrow(),
        Promise.all([
          db
            .selectFrom('blogPosts')
            .select(['title', 'createdAt', 'slug'])
            .orderBy('createdAt', 'desc')
            .limit(recentActivityLimit)
            .execute(),
          db
            .selectFrom('projects')
            .select(['title', 'createdAt', 'slug'])
            .orderBy('createdAt', 'desc')
            .limit(recentActivityLimit)
            .execute(),
          db
            .selectFrom('testimonials')
            .select(['name', 'company', 'createdAt'])
            .orderBy('createdAt', 'desc')
            .limit(recentActivityLimit)
            .execute(),
          db
            .selectFrom('contacts')
            .select(['id', 'name', 'subject', 'createdAt'])
            .orderBy('createdAt', 'desc')
            .limit(recentActivityLimit)
            .execute(),
        ]),
      ])
      const [latestPosts, latestProjects, latestTestimonials, latestContacts] = latest
      const recentActivity: ActivityItem[] = [
        ...latestPosts.map((row) => ({
          kind: 'blogPost' as const,
          title: row.title,
          createdAt: row.createdAt,
          href: '/admin/blog-posts',
        })),
        ...latestProjects.map((row) => ({
          kind: 'project' as const,
          title: row.title,
          createdAt: row.createdAt,
          href: '/admin/projects',
        })),
        ...latestTestimonials.map((row) => ({
          kind: 'testimonial' as const,
          title: `${row.name}, ${row.company}`,
          createdAt: row.createdAt,
          href: '/admin/testimonials',
        })),
        ...latestContacts.map((row) => ({
          kind: 'contact' as const,
          title: `${row.name}: ${row.subject}`,
          createdAt: row.createdAt,
          href: `/admin/leads/contact/${row.id}`,
        })),
      ]
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, recentActivityLimit)
      const totalPosts = toCount(posts.total)
      const publishedPosts = toCount(published.total)
      return {
        counts: {
          blogPosts: totalPosts,
          projects: toCount(projects.total),
          testimonials: toCount(testimonials.total),
          contacts: toCount(contacts.total),
        },
        recentActivity,
        averageRating: rating.average === null ? null : Math.round(Number(rating.average) * 10) / 10,
        createdThisMonth: [posts, projects, testimonials, contacts].reduce(
          (sum, row) => sum + toCount(row.thisMonth),
          0,
        ),
        publishedPosts,
        draftPosts: totalPosts - publishedPosts,
      }
    },
  }
}

export type DashboardService = ReturnType<typeof createDashboardService>
