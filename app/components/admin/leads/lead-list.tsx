import { Link } from 'react-router'
import { RecordCardList } from '~/components/admin/records/record-card-list.tsx'
import { useAdminLanguage } from '~/components/admin/use-admin-language.ts'
import { formatAdminDate } from '~/lib/admin-dates.ts'
import { truncate } from '~/lib/text.ts'
import type { Lead } from '~/services/leads-pipeline.server.ts'
import { FollowUpDate, LeadKindBadge, LeadStatusBadge } from './lead-badges.tsx'
import { leadPath } from './lead-labels.ts'
import { NextMeeting } from './lead-meetings.tsx'

const previewLength = 180

/** Leads newest first; each row names the lead and links to its detail view. */
export function LeadList({
  leads,
  today,
  showKind = true,
}: {
  leads: Lead[]
  today: string
  showKind?: boolean
}) {
  const language = useAdminLanguage()
  const now = new Date().toISOString()
  return (
    <RecordCardList label="Leads" items={leads} keyOf={(lead) => `${lead.kind}-${lead.id}`} testId="lead-row">
      {(lead) => (
        <>
          <div className="flex flex-wrap items-center gap-2">
            {showKind ? <LeadKindBadge kind={lead.kind} /> : null}
            <LeadStatusBadge status={lead.status} />
            <span className="text-xs text-muted-foreground">
              Received <time dateTime={lead.createdAt}>{formatAdminDate(lead.createdAt, language)}</time>
            </span>
          </div>
          <h2 className="mt-3 text-base font-semibold text-foreground">
            <Link to={leadPath(lead.kind, lead.id)} className="break-words hover:underline">
              {lead.name}
            </Link>
          </h2>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span className="break-words">{lead.email || 'No email recorded'}</span>
            {lead.organization ? <span className="break-words">{lead.organization}</span> : null}
          </p>
          <p className="mt-2 break-words text-sm font-medium text-foreground">{lead.summary}</p>
          {lead.meetings?.[0] ? <NextMeeting meeting={lead.meetings[0]} now={now} /> : null}
          {lead.message ? (
            <p className="mt-1 break-words text-sm text-muted-foreground">
              {truncate(lead.message.replace(/\s+/g, ' '), previewLength)}
            </p>
          ) : null}
          {lead.followUpOn ? (
            <div className="mt-3">
              <FollowUpDate date={lead.followUpOn} today={today} status={lead.status} />
            </div>
          ) : null}
        </>
      )}
    </RecordCardList>
  )
}
