import { Receipt } from '~/components/admin/icons.tsx'
import { EmptyState } from '~/components/admin/records/empty-state.tsx'
import { OrderList } from '~/components/admin/records/order-list.tsx'
import { adminMeta } from '~/components/admin/shell/admin-meta.ts'
import { AdminPageHeader } from '~/components/admin/shell/admin-page-header.tsx'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import { siteContext } from '~/lib/site-context.ts'
import type { Route } from './+types/orders'

export function meta() {
  return adminMeta('Orders')
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  return { orders: await site.services.records.orders() }
}

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData
  const paid = orders.filter((order) => order.status === 'paid').length
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Orders"
        description="AI Strategy Sprint purchases made by card, newest first."
      />
      {orders.length > 0 ? (
        <>
          <p role="status" className="text-sm font-medium text-muted-foreground">
            {orders.length === 1 ? '1 order' : `${orders.length} orders`}, {paid} paid
          </p>
          <OrderList orders={orders} />
        </>
      ) : (
        <EmptyState
          icon={Receipt}
          title="No orders yet"
          description="Sprint purchases appear here as soon as a customer starts a card payment."
        />
      )}
    </div>
  )
}
