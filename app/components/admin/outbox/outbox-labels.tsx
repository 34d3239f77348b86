import { Badge } from '~/components/ui/badge.tsx'
import type { OutboxStatus } from '~/services/outbox-admin.server.ts'

export const outboxStatusLabels: Record<OutboxStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
}

const kindLabels: Record<string, string> = {
  'contact-notification': 'Contact notification',
  'contact-acknowledgement': 'Contact acknowledgement',
  'demo-notification': 'Demo request notification',
  'demo-acknowledgement': 'Demo request acknowledgement',
  'newsletter-confirmation': 'Subscription confirmation',
  'newsletter-issue': 'Newsletter issue',
  'newsletter-test': 'Newsletter test',
  'order-notification': 'Order notification',
  'order-welcome': 'Order welcome',
}

/** "Contact notification" for the stored kind "contact-notification"; an unknown kind is shown as stored. */
export function outboxKindLabel(kind: string): string {
  return kindLabels[kind] ?? kind
}

export function OutboxStatusBadge({ status }: { status: string }) {
  const label = outboxStatusLabels[status as OutboxStatus] ?? status
  if (status === 'failed') {
    return (
      <Badge variant="outline" className="border-destructive text-destructive">
        {label}
      </Badge>
    )
  }
  return (
    <Badge variant={status === 'sent' ? 'accent' : status === 'sending' ? 'default' : 'muted'}>{label}</Badge>
  )
}
