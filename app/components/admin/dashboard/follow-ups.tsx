import { Link } from 'react-router'
import { useAdminLanguage } from '~/components/admin/use-admin-language.ts'
import { CalendarClock } from '~/components/ui/icons.tsx'
import { formatAdminDate } from '~/lib/admin-dates.ts'
import type { LeadKind } from '~/schemas/admin.ts'
import { DashboardPanel } from './dashboard-panel.tsx'

export type FollowUp = { kind: LeadKind; id: string; name: string; summary: string; followUpOn: string }

/** Leads whose follow-up date has come, oldest first, each opening its detail page. */
export function FollowUps({ items }: { items: FollowUp[] }) {
  const language = useAdminLanguage()
  return (
    <DashboardPanel
      id="follow-ups"
      title="Follow-ups due"
      icon={<CalendarClock className="h-5 w-5 text-primary" aria-hidden="true" />}
    >
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
              <p className="mt-0.5 line-clamp-2 break-words text-sm text-muted-foreground">{lead.summary}</p>
              <p className="mt-1 text-xs font-medium text-muted-foreground">
                Due <time dateTime={lead.followUpOn}>{formatAdminDate(lead.followUpOn, language)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  )
}
