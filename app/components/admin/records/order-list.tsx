import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { RecordCardList } from '~/components/admin/records/record-card-list.tsx'
import { useAdminLanguage } from '~/components/admin/use-admin-language.ts'
import { formatAdminDateTime } from '~/lib/admin-dates.ts'
import { formatUsdCents } from '~/lib/money.ts'
import type { OrderSummary } from '~/services/admin-records.server.ts'
import { leadPath } from '../leads/lead-labels.ts'
import { OrderStatusBadge, sprintTierName } from './order-status.tsx'

/** Sprint purchases, newest first, with what the owner needs to find them again at the payment provider. */
export function OrderList({ orders }: { orders: OrderSummary[] }) {
  const language = useAdminLanguage()
  return (
    <RecordCardList label="Orders" items={orders} keyOf={(order) => order.id} testId="order-row">
      {(order) => (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-base font-semibold text-foreground">
              AI Strategy Sprint, {sprintTierName(order)}
            </h2>
            <OrderStatusBadge status={order.status} />
          </div>
          {order.status === 'paid' || order.status === 'refunded' ? (
            <p className="mt-1 text-sm">
              <Link
                to={leadPath('order', order.id)}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                View in Leads<span className="sr-only">: {order.customerEmail ?? order.id}</span>
              </Link>
            </p>
          ) : null}
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <dt className="text-muted-foreground">Amount</dt>
              <dd className="font-semibold text-foreground">
                {formatUsdCents(order.amountCents, { language })}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Date</dt>
              <dd className="text-foreground">
                <time dateTime={order.createdAt}>{formatAdminDateTime(order.createdAt, language)}</time>
              </dd>
            </div>
            <RecordedFact label="Customer email">
              {order.customerEmail ? (
                <a
                  href={`mailto:${order.customerEmail}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {order.customerEmail}
                </a>
              ) : null}
            </RecordedFact>
            <RecordedFact label="Payment intent">
              {order.paymentIntentId ? <code className="text-xs">{order.paymentIntentId}</code> : null}
            </RecordedFact>
          </dl>
        </>
      )}
    </RecordCardList>
  )
}

/** A value the payment provider may not have given: says so rather than leave a gap. */
function RecordedFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-all text-foreground">
        {children ?? <span className="italic text-muted-foreground">Not recorded</span>}
      </dd>
    </div>
  )
}
