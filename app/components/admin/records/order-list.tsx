import { Link } from 'react-router'
import { formatAdminDateTime } from '~/lib/dates.ts'
import { formatUsdCents } from '~/lib/money.ts'
import type { OrderSummary } from '~/services/admin-records.server.ts'
import { leadPath } from '../leads/lead-labels.ts'
import { OrderStatusBadge, sprintTierName } from './order-status.tsx'

/** Sprint purchases, newest first, with what the owner needs to find them again at the payment provider. */
export function OrderList({ orders }: { orders: OrderSummary[] }) {
  return (
    <ul className="space-y-3" aria-label="Orders">
      {orders.map((order) => (
        <li
          key={order.id}
          className="rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
          data-testid="order-row"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-base font-semibold text-foreground">
              AI Strategy Sprint, {sprintTierName(order.tier)}
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
              <dd className="font-semibold text-foreground">{formatUsdCents(order.amountCents)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Date</dt>
              <dd className="text-foreground">
                <time dateTime={order.createdAt}>{formatAdminDateTime(order.createdAt)}</time>
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-muted-foreground">Customer email</dt>
              <dd className="break-all text-foreground">
                {order.customerEmail ? (
                  <a
                    href={`mailto:${order.customerEmail}`}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {order.customerEmail}
                  </a>
                ) : (
                  <span className="italic text-muted-foreground">Not recorded</span>
                )}
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-muted-foreground">Payment intent</dt>
              <dd className="break-all text-foreground">
                {order.paymentIntentId ? (
                  <code className="text-xs">{order.paymentIntentId}</code>
                ) : (
                  <span className="italic text-muted-foreground">Not recorded</span>
                )}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  )
}
