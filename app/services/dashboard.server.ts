import type { Kysely } from 'kysely'
import { bookingsRepository } from '../db/repositories/bookings.server.ts'
import { dashboardRepository } from '../db/repositories/dashboard.server.ts'
import type { Database } from '../db/schema.ts'

export type ActivityItem = {
  kind: 'blogPost' | 'project' | 'testimonial' | 'contact' | 'booking'
  title: string
  createdAt: string
  href: string
}

export type DashboardFigures = {
  counts: {
    blogPosts: number
    projects: number
    testimonials: number
    contacts: number
    upcomingMeetings: number
  }
  recentActivity: ActivityItem[]
  averageRating: number | null
  createdThisMonth: number
  publishedPosts: number
  draftPosts: number
}

const recentActivityLimit = 5

/** The figures of the admin dashboard (spec §9). */
export function createDashboardService(db: Kysely<Database>) {
  const dashboard = dashboardRepository(db)
  const bookings = bookingsRepository(db)
  return {
    async figures(now = new Date()): Promise<DashboardFigures> {
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString()
      const [counts, publishedPosts, averageRating, latest, upcomingMeetings, latestBookings] =
        await Promise.all([
          dashboard.counts(monthStart),
          dashboard.publishedPosts(),
          dashboard.averageRating(),
          dashboard.latest(recentActivityLimit),
          bookings.countUpcoming(now.toISOString()),
          bookings.latest(recentActivityLimit),
        ])
      const recentActivity: ActivityItem[] = [
        ...latest.posts.map((row) => ({
          kind: 'blogPost' as const,
          title: row.title,
          createdAt: row.createdAt,
          href: '/admin/blog-posts',
        })),
        ...latest.projects.map((row) => ({
          kind: 'project' as const,
          title: row.title,
          createdAt: row.createdAt,
          href: '/admin/projects',
        })),
        ...latest.testimonials.map((row) => ({
          kind: 'testimonial' as const,
          title: `${row.name}, ${row.company}`,
          createdAt: row.createdAt,
          href: '/admin/testimonials',
        })),
        ...latest.contacts.map((row) => ({
          kind: 'contact' as const,
          title: `${row.name}: ${row.subject}`,
          createdAt: row.createdAt,
          href: `/admin/leads/contact/${row.id}`,
        })),
        ...latestBookings.map((row) => ({
          kind: 'booking' as const,
          title: `${row.name}: ${row.meetingTypeName}`,
          createdAt: row.createdAt,
          href: `/admin/bookings/${row.id}`,
        })),
      ]
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, recentActivityLimit)
      return {
        counts: {
          blogPosts: counts.blogPosts.total,
          projects: counts.projects.total,
          testimonials: counts.testimonials.total,
          contacts: counts.contacts.total,
          upcomingMeetings,
        },
        recentActivity,
        averageRating: averageRating === null ? null : Math.round(averageRating * 10) / 10,
        createdThisMonth: Object.values(counts).reduce((sum, count) => sum + count.since, 0),
        publishedPosts,
        draftPosts: counts.blogPosts.total - publishedPosts,
      }
    },
  }
}

export type DashboardService = ReturnType<typeof createDashboardService>
