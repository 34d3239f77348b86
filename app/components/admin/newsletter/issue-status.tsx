import { Badge } from '~/components/ui/badge.tsx'
import { formatAdminDate } from '~/lib/admin-dates.ts'
import { subscriberCount } from './action-result.ts'

type IssueState = { sentAt: string | null; recipientCount: number }

/** "Draft", or "Sent to 12 subscribers on May 3, 2026". */
export function issueStatusText(issue: IssueState): string {
  return issue.sentAt
    ? `Sent to ${subscriberCount(issue.recipientCount)} on ${formatAdminDate(issue.sentAt)}`
    : 'Draft'
}

export function IssueStatusBadge({ issue }: { issue: IssueState }) {
  return issue.sentAt ? (
    <Badge variant="accent">{issueStatusText(issue)}</Badge>
  ) : (
    <Badge variant="outline">Draft</Badge>
  )
}
