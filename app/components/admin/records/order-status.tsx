import { Badge } from '~/components/ui/badge.tsx'

const orderStatusLabels: Record<string, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
}

export function OrderStatusBadge({ status }: { status: string }) {
  const label = orderStatusLabels[status] ?? status
  if (status === 'failed') {
    return (
      <Badge variant="outline" className="border-destructive text-destructive">
        {label}
      </Badge>
    )
  }
  return <Badge variant={status === 'paid' ? 'accent' : 'muted'}>{label}</Badge>
}

/** The plan's name as it was when the order was made, whatever the plan is called now. */
export function sprintTierName(order: { tier: string; tierName: string }): string {
  return order.tierName || order.tier
}
