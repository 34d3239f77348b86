import { Badge } from '~/components/ui/badge.tsx'
import { findSprintTier } from '../../../../content/sprint.ts'

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

/** "Professional" for the stored tier id "professional"; an unknown id is shown as stored. */
export function sprintTierName(tier: string): string {
  return findSprintTier(tier)?.name ?? tier
}
