import { useAdminLanguage } from '~/components/admin/use-admin-language.ts'
import { Badge } from '~/components/ui/badge.tsx'
import type { Language } from '~/i18n/config.ts'
import { formatAdminDate } from '~/lib/admin-dates.ts'
import { subscriberCount } from './action-result.ts'

type IssueState = { sentAt: string | null; recipientCount: number }

/** "Draft", or "Sent to 12 subscribers on May 3, 2026". */
export function issueStatusText(issue: IssueState, language: Language): string {
  return issue.sentAt
    ? `Sent to ${subscriberCount(issue.recipientCount)} on ${formatAdminDate(issue.sentAt, language)}`
    : 'Draft'
}

export function IssueStatusBadge({ issue }: { issue: IssueState }) {
  const language = useAdminLanguage()
  return issue.sentAt ? (
    <Badge variant="accent">{issueStatusText(issue, language)}</Badge>
  ) : (
    <Badge variant="outline">Draft</Badge>
  )
}
