import { Link } from 'react-router'
import { Card } from '~/components/ui/card.tsx'
import { CalendarClock } from '~/components/ui/icons.tsx'
import { formatAdminDate } from '~/lib/dates.ts'
import type { LeadKind } from '~/schemas/admin.ts'

export type FollowUp = { kind: LeadKind; id: string; name: string; summary: string; followUpOn: string }

/** Leads whose follow-up date has come, oldest first, each opening its detail page. */
export function FollowUps({ items }: { items: FollowUp[] }) {
  return (
    <section aria-labelledby="follow-ups">
      <Card className="h-full p-5 sm:p-6">
        <h2 id="follow-ups" className="flex items-center gap-2 text-lg font-semibold">
          <CalendarClock className="h-5 w-5 text-primary" aria-hidden="true" />
          Follow-ups due
        </h2>
        {items.length === 0 ? (
          <p className="mt-4 text-sm text-muted-foreground">No follow-ups due</p>
        ) : (
          <ul aria-labelledby="follow-ups" className="mt-4 divide-y divide-border">
            {items.map((lead) => (
              <li key={`${lead.kind}-${lead.id}`} className="py-3">
                <Link
                  to={`/admin/leads/${lead.kind}/${encodeURIComponent(lead.id)}`}
                  className="block rounded-sm font-medium text-card-foreground hover:text-primary hover:underline"
                >
                  {lead.name}
                </Link>
                <p className="mt-0.5 line-clamp-2 break-words text-sm text-muted-foreground">
                  {lead.summary}
                </p>
                <p className="mt-1 text-xs font-medium text-muted-foreground">
                  Due <time dateTime={lead.followUpOn}>{formatAdminDate(lead.followUpOn)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  )
}
