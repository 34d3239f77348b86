import { useId } from 'react'
import { Link } from 'react-router'
import { Inbox, MessageSquareQuote } from '~/components/admin/icons.tsx'
import { Card } from '~/components/ui/card.tsx'
import { CalendarClock, FileText, FolderKanban, type LucideIcon } from '~/components/ui/icons.tsx'
import type { DashboardFigures } from '~/services/dashboard.server.ts'

type Stat = { key: keyof DashboardFigures['counts']; label: string; href: string; icon: LucideIcon }

const stats: Stat[] = [
  { key: 'blogPosts', label: 'Blog Posts', href: '/admin/blog-posts', icon: FileText },
  { key: 'projects', label: 'Projects', href: '/admin/projects', icon: FolderKanban },
  { key: 'testimonials', label: 'Testimonials', href: '/admin/testimonials', icon: MessageSquareQuote },
  { key: 'contacts', label: 'Contacts', href: '/admin/contacts', icon: Inbox },
  { key: 'upcomingMeetings', label: 'Upcoming Meetings', href: '/admin/bookings', icon: CalendarClock },
]

/** The four totals of spec §2 and the meetings booked ahead, each leading to the section that manages it. */
export function StatCards({ counts }: { counts: DashboardFigures['counts'] }) {
  const id = useId()
  return (
    <ul aria-label="Site totals" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
      {stats.map(({ key, label, href, icon: Icon }) => (
        <li key={key} aria-labelledby={`${id}-${key}`}>
          <Card className="flex h-full flex-col p-5">
            <div className="flex items-start justify-between gap-3">
              <p id={`${id}-${key}`} className="text-sm font-medium text-muted-foreground">
                {label}
              </p>
              <span className="rounded-lg bg-primary-soft p-2 text-primary-soft-foreground">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
            </div>
            <p className="mt-1 text-3xl font-bold tracking-tight text-card-foreground">{counts[key]}</p>
            <Link
              to={href}
              className="mt-3 self-start rounded-md text-sm font-medium text-primary hover:underline"
            >
              Manage<span className="sr-only"> {label}</span>
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  )
}
