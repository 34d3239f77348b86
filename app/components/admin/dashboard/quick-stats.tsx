import { Star } from '~/components/ui/icons.tsx'
import type { DashboardFigures } from '~/services/dashboard.server.ts'
import { DashboardPanel } from './dashboard-panel.tsx'

/** Spec §9: the average rating to one decimal (or N/A), this calendar month's new items, posts by state. */
export function QuickStats({ figures }: { figures: DashboardFigures }) {
  const rows = [
    {
      label: 'Average rating',
      value:
        figures.averageRating === null ? (
          'N/A'
        ) : (
          <span className="inline-flex items-center gap-1">
            <Star className="h-4 w-4 fill-current text-accent" aria-hidden="true" />
            {figures.averageRating.toFixed(1)}
          </span>
        ),
    },
    { label: 'This Month', value: figures.createdThisMonth },
    { label: 'Published articles', value: figures.publishedPosts },
    { label: 'Drafts', value: figures.draftPosts },
  ]
  return (
    <DashboardPanel id="quick-stats" title="Quick Stats">
      <dl className="mt-4 divide-y divide-border">
        {rows.map((row) => (
          <div key={row.label} className="flex items-center justify-between gap-4 py-2.5">
            <dt className="text-sm text-muted-foreground">{row.label}</dt>
            <dd className="font-semibold text-card-foreground">{row.value}</dd>
          </div>
        ))}
      </dl>
    </DashboardPanel>
  )
}
