import { Link } from 'react-router'
import { Card } from '~/components/ui/card.tsx'

export type WeekFigures = { visitors: number; conversions: number; rate: number | null }

/** This week's (Monday to today, UTC) visitors, leads and conversion rate, leading to Analytics. */
export function WeekCards({ week }: { week: WeekFigures }) {
  const figures = [
    { key: 'visitors', label: 'Visitors this week', value: String(week.visitors) },
    { key: 'leads', label: 'Leads this week', value: String(week.conversions) },
    { key: 'rate', label: 'Conversion rate', value: week.rate === null ? '—' : `${week.rate}%` },
  ]
  return (
    <section aria-labelledby="week-heading" className="mb-6">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id="week-heading" className="text-base font-semibold text-foreground">
          This week
        </h2>
        <Link to="/admin/analytics" className="rounded-md text-sm font-medium text-primary hover:underline">
          Open analytics
        </Link>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {figures.map((figure) => (
          <li key={figure.key}>
            <Card className="h-full p-5">
              <p className="text-sm font-medium text-muted-foreground">{figure.label}</p>
              <p className="mt-1 text-3xl font-bold tracking-tight text-card-foreground tabular-nums">
                {figure.value}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}
