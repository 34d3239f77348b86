import { Link, useRevalidator } from 'react-router'
import { RefreshCw } from '~/components/admin/icons.tsx'
import { OutboxStatusBadge, outboxStatusLabels } from '~/components/admin/outbox/outbox-labels.tsx'
import { Button } from '~/components/ui/button.tsx'
import { formatOptionalTime } from '~/lib/dates.ts'
import type { IssueDelivery } from '~/services/newsletter.server.ts'

const cell = 'px-3 py-3 align-top'

function statusSummary(deliveries: IssueDelivery[]): string {
  const counts = new Map<string, number>()
  for (const delivery of deliveries) counts.set(delivery.status, (counts.get(delivery.status) ?? 0) + 1)
  return Object.entries(outboxStatusLabels)
    .map(([status, label]) => `${counts.get(status) ?? 0} ${label.toLowerCase()}`)
    .join(' · ')
}

/** One row per recipient with where their email stands in the outbox; read again on every visit. */
export function DeliveryTable({
  deliveries,
  configured,
}: {
  deliveries: IssueDelivery[]
  configured: boolean
}) {
  const revalidator = useRevalidator()
  const refreshing = revalidator.state !== 'idle'
  return (
    <section aria-labelledby="deliveries-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="deliveries-heading" className="text-lg font-semibold text-foreground">
            Deliveries
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="delivery-summary">
            {deliveries.length > 0
              ? statusSummary(deliveries)
              : 'No subscriber was active when this issue was sent.'}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void revalidator.revalidate()}
          disabled={refreshing}
        >
          <RefreshCw
            className={`h-4 w-4 ${refreshing ? 'animate-spin motion-reduce:animate-none' : ''}`}
            aria-hidden="true"
          />
          Refresh
        </Button>
      </div>
      {!configured && deliveries.some((delivery) => delivery.status === 'queued') ? (
        <p className="text-sm text-muted-foreground">
          SMTP is not configured, so these emails wait in the{' '}
          <Link to="/admin/outbox" className="font-medium text-primary underline-offset-4 hover:underline">
            email outbox
          </Link>{' '}
          until SMTP_URL is set.
        </p>
      ) : null}
      {deliveries.length > 0 ? (
        <div
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable frame must be reachable by keyboard to scroll it
          tabIndex={0}
          className="relative overflow-x-auto rounded-xl border border-border bg-card text-card-foreground shadow-sm"
        >
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <thead className="border-b border-border bg-muted text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                <th scope="col" className={cell}>
                  Address
                </th>
                <th scope="col" className={cell}>
                  Status
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Attempts
                </th>
                <th scope="col" className={cell}>
                  Sent
                </th>
                <th scope="col" className={cell}>
                  Last error
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {deliveries.map((delivery) => (
                <tr key={delivery.toAddress} data-testid="delivery-row">
                  <td className={`${cell} break-all font-medium text-foreground`}>{delivery.toAddress}</td>
                  <td className={cell}>
                    <OutboxStatusBadge status={delivery.status} />
                  </td>
                  <td className={`${cell} text-right tabular-nums`}>{delivery.attempts}</td>
                  <td className={`${cell} whitespace-nowrap`}>{formatOptionalTime(delivery.sentAt)}</td>
                  <td className={`${cell} break-words`}>
                    {delivery.lastError ? (
                      <span className="text-destructive">{delivery.lastError}</span>
                    ) : (
                      <span className="text-muted-foreground">—</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
