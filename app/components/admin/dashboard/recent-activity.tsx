import { Link } from 'react-router'
import { Inbox, MessageSquareQuote } from '~/components/admin/icons.tsx'
import { useAdminLanguage } from '~/components/admin/use-admin-language.ts'
import { Badge } from '~/components/ui/badge.tsx'
import { CalendarClock, FileText, FolderKanban, type LucideIcon } from '~/components/ui/icons.tsx'
import { formatAdminDate } from '~/lib/admin-dates.ts'
import type { ActivityItem } from '~/services/dashboard.server.ts'
import { DashboardPanel } from './dashboard-panel.tsx'

const kinds: Record<ActivityItem['kind'], { label: string; icon: LucideIcon }> = {
  blogPost: { label: 'Blog post', icon: FileText },
  project: { label: 'Project', icon: FolderKanban },
  testimonial: { label: 'Testimonial', icon: MessageSquareQuote },
  contact: { label: 'Contact', icon: Inbox },
  booking: { label: 'Booking', icon: CalendarClock },
}

/** The newest items across blog posts, projects, testimonials and contacts (spec §9: five). */
export function RecentActivity({ items }: { items: ActivityItem[] }) {
  const language = useAdminLanguage()
  return (
    <DashboardPanel id="recent-activity" title="Recent Activity">
      {items.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">No activity yet</p>
      ) : (
        <ul aria-labelledby="recent-activity" className="mt-4 divide-y divide-border">
          {items.map((item) => {
            const { label, icon: Icon } = kinds[item.kind]
            return (
              <li key={`${item.kind}-${item.createdAt}-${item.title}`} className="flex gap-3 py-3">
                <span className="mt-0.5 shrink-0 rounded-lg bg-muted p-2 text-muted-foreground">
                  <Icon className="h-4 w-4" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <Link
                    to={item.href}
                    className="block break-words rounded-sm font-medium text-card-foreground hover:text-primary hover:underline"
                  >
                    {item.title}
                  </Link>
                  <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <Badge variant="muted">{label}</Badge>
                    <time dateTime={item.createdAt}>{formatAdminDate(item.createdAt, language)}</time>
                  </div>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </DashboardPanel>
  )
}
