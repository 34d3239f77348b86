import { Link } from 'react-router'
import { splitDateTime } from '~/lib/dates.ts'
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
  const { date, time } = splitDateTime(iso)
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {date}
      <span className="block text-muted-foreground">{time}</span>
    </time>
  )
}

const cell = 'px-3 py-3 align-top'
const none = <span className="text-muted-foreground">—</span>

/**
 * Emails newest first. Each subject opens the email's details; a failed email can be retried from
 * its row. Narrower than the table, the frame scrolls sideways on its own.
 */
export function OutboxTable({ emails, status }: { emails: OutboxEmailSummary[]; status: string }) {
  return (
    <section
      aria-label="Emails"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-border bg-card text-card-foreground shadow-sm"
    >
      <table className="w-full min-w-[58rem] border-collapse text-left text-sm">
        <thead className="border-b border-border bg-muted text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className={cell}>
              Created
            </th>
            <th scope="col" className={cell}>
              Kind
            </th>
            <th scope="col" className={cell}>
              To
            </th>
            <th scope="col" className={cell}>
              Subject
            </th>
            <th scope="col" className={cell}>
              Status
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Attempts
            </th>
            <th scope="col" className={cell}>
              Next attempt
            </th>
            <th scope="col" className={cell}>
              Last error
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {emails.map((email) => (
            <tr key={email.id} data-testid="outbox-row">
              <td className={cell}>
                <StackedTime iso={email.createdAt} />
              </td>
              <td className={cell}>{outboxKindLabel(email.kind)}</td>
              <td className={`${cell} min-w-32 wrap-anywhere`}>{email.toAddress}</td>
              <td className={`${cell} min-w-32 wrap-break-word`}>
                <Link
                  id={emailViewLinkId(email.id)}
                  to={emailDetailHref(email.id, status)}
                  preventScrollReset
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {email.subject}
                </Link>
              </td>
              <td className={cell}>
                <div className="flex flex-col items-start gap-2">
                  <OutboxStatusBadge status={email.status} />
                  {email.status === 'failed' ? (
                    <RetryButton id={email.id} toAddress={email.toAddress} />
                  ) : null}
                </div>
              </td>
              <td className={`${cell} text-right tabular-nums`}>{email.attempts}</td>
              <td className={cell}>
                {email.status === 'queued' ? <StackedTime iso={email.nextAttemptAt} /> : none}
              </td>
              <td className={`${cell} min-w-32`}>
                {email.lastError ? (
                  <span className="line-clamp-3 wrap-break-word text-destructive">{email.lastError}</span>
                ) : (
                  none
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
