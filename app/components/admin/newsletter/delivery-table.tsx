import { Link, useRevalidator } from 'react-router'
import { RefreshCw } from '~/components/admin/icons.tsx'
import { OutboxStatusBadge, outboxStatusLabels } from '~/components/admin/outbox/outbox-labels.tsx'
import { noValue, ScrollTable, tableCell } from '~/components/admin/records/scroll-table.tsx'
import { useAdminLanguage } from '~/components/admin/use-admin-language.ts'
import { Button } from '~/components/ui/button.tsx'
import { formatOptionalTime } from '~/lib/admin-dates.ts'
import type { IssueDelivery } from '~/services/newsletter.server.ts'

const deliveryColumns = [
  { label: 'Address' },
  { label: 'Status' },
  { label: 'Attempts', numeric: true },
  { label: 'Sent' },
  { label: 'Last error' },
]

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
  const language = useAdminLanguage()
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
        <ScrollTable minWidthClass="min-w-[40rem]" columns={deliveryColumns}>
          {deliveries.map((delivery) => (
            <tr key={delivery.toAddress} data-testid="delivery-row">
              <td className={`${tableCell} break-all font-medium text-foreground`}>{delivery.toAddress}</td>
              <td className={tableCell}>
                <OutboxStatusBadge status={delivery.status} />
              </td>
              <td className={`${tableCell} text-right tabular-nums`}>{delivery.attempts}</td>
              <td className={`${tableCell} whitespace-nowrap`}>
                {formatOptionalTime(delivery.sentAt, language)}
              </td>
              <td className={`${tableCell} break-words`}>
                {delivery.lastError ? (
                  <span className="text-destructive">{delivery.lastError}</span>
                ) : (
                  noValue
                )}
              </td>
            </tr>
          ))}
        </ScrollTable>
      ) : null}
    </section>
  )
}
