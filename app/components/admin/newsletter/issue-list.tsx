import { Link } from 'react-router'
import { RecordCardList } from '~/components/admin/records/record-card-list.tsx'
import { useAdminLanguage } from '~/components/admin/use-admin-language.ts'
import { formatAdminDate } from '~/lib/admin-dates.ts'
import type { NewsletterIssue } from '~/services/newsletter.server.ts'
import { IssueStatusBadge } from './issue-status.tsx'

export function issuePath(id: number): string {
  return `/admin/newsletter/${id}`
}

/** Issues newest first; each opens its own page, to edit a draft or follow a sent issue's deliveries. */
export function IssueList({ issues }: { issues: NewsletterIssue[] }) {
  const language = useAdminLanguage()
  return (
    <RecordCardList
      label="Newsletter issues"
      items={issues}
      keyOf={(issue) => issue.id}
      testId="issue-row"
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2"
    >
      {(issue) => (
        <>
          <div className="min-w-0 flex-1 basis-64">
            <h3 className="break-words text-base font-semibold text-foreground">
              <Link to={issuePath(issue.id)} className="hover:underline">
                {issue.subject}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">
              Created <time dateTime={issue.createdAt}>{formatAdminDate(issue.createdAt, language)}</time>
              {issue.updatedAt && !issue.sentAt ? (
                <>
                  {' · '}saved{' '}
                  <time dateTime={issue.updatedAt}>{formatAdminDate(issue.updatedAt, language)}</time>
                </>
              ) : null}
            </p>
          </div>
          <IssueStatusBadge issue={issue} />
        </>
      )}
    </RecordCardList>
  )
}
