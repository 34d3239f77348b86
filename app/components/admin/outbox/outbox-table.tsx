import { Link } from 'react-router'
import { noValue, ScrollTable, tableCell } from '~/components/admin/records/scroll-table.tsx'
import { useAdminLanguage } from '~/components/admin/use-admin-language.ts'
import { splitDateTime } from '~/lib/admin-dates.ts'
import type { OutboxEmailSummary } from '~/services/outbox-admin.server.ts'
import { OutboxStatusBadge, outboxKindLabel } from './outbox-labels.tsx'
import { RetryButton } from './retry-button.tsx'

/** The link that opens one email's details, keeping the current filter. */
export function emailDetailHref(id: number, status: string): string {
  const params = new URLSearchParams()
  if (status) params.set('status', status)
  params.set('email', String(id))
  return `?${params.toString()}`
}

export function emailViewLinkId(id: number): string {
  return `outbox-view-${id}`
}

function StackedTime({ iso }: { iso: string }) {
  const language = useAdminLanguage()
  const { date, time } = splitDateTime(iso, language)
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {date}
      <span className="block text-muted-foreground">{time}</span>
    </time>
  )
}

const outboxColumns = [
  { label: 'Created' },
  { label: 'Kind' },
  { label: 'To' },
  { label: 'Subject' },
  { label: 'Status' },
  { label: 'Attempts', numeric: true },
  { label: 'Next attempt' },
  { label: 'Last error' },
]

/**
 * Emails newest first. Each subject opens the email's details; a failed email can be retried from
 * its row. Narrower than the table, the frame scrolls sideways on its own.
 */
export function OutboxTable({ emails, status }: { emails: OutboxEmailSummary[]; status: string }) {
  return (
    <ScrollTable label="Emails" minWidthClass="min-w-[58rem]" columns={outboxColumns}>
      {emails.map((email) => (
        <tr key={email.id} data-testid="outbox-row">
          <td className={tableCell}>
            <StackedTime iso={email.createdAt} />
          </td>
          <td className={tableCell}>{outboxKindLabel(email.kind)}</td>
          <td className={`${tableCell} min-w-32 wrap-anywhere`}>{email.toAddress}</td>
          <td className={`${tableCell} min-w-32 wrap-break-word`}>
            <Link
              id={emailViewLinkId(email.id)}
              to={emailDetailHref(email.id, status)}
              preventScrollReset
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {email.subject}
            </Link>
          </td>
          <td className={tableCell}>
            <div className="flex flex-col items-start gap-2">
              <OutboxStatusBadge status={email.status} />
              {email.status === 'failed' ? <RetryButton id={email.id} toAddress={email.toAddress} /> : null}
            </div>
          </td>
          <td className={`${tableCell} text-right tabular-nums`}>{email.attempts}</td>
          <td className={tableCell}>
            {email.status === 'queued' ? <StackedTime iso={email.nextAttemptAt} /> : noValue}
          </td>
          <td className={`${tableCell} min-w-32`}>
            {email.lastError ? (
              <span className="line-clamp-3 wrap-break-word text-destructive">{email.lastError}</span>
            ) : (
              noValue
            )}
          </td>
        </tr>
      ))}
    </ScrollTable>
  )
}
