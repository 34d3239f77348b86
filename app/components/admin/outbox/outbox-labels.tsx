import { Badge } from '~/components/ui/badge.tsx'
import type { OutboxStatus } from '~/services/outbox-admin.server.ts'

export const outboxStatusLabels: Record<OutboxStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Withdrawn',
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
  'booking-invitation': 'Booking invitation',
  'booking-notification': 'Booking notification',
  'booking-update': 'Booking moved',
  'booking-update-owner': 'Booking moved (owner)',
  'booking-cancellation': 'Booking cancelled',
  'booking-cancellation-owner': 'Booking cancelled (owner)',
  'booking-reminder-24h': 'Reminder, a day before',
  'booking-reminder-1h': 'Reminder, an hour before',
  'analytics-weekly': 'Weekly analytics',
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
