import { useEffect } from 'react'
import { useFetcher } from 'react-router'
import { useAdminLanguage } from '~/components/admin/use-admin-language.ts'
import { Badge } from '~/components/ui/badge.tsx'
import { Button } from '~/components/ui/button.tsx'
import { toast } from '~/components/ui/toast.tsx'
import type { AdminFailure } from '~/lib/admin-action.ts'
import { formatAdminDate } from '~/lib/admin-dates.ts'
import type { Subscriber } from '~/services/admin-records.server.ts'

export type SubscriberActionResult = { ok: true; active: boolean } | AdminFailure

/** A subscriber with the double opt-in dates, when the record carries them. */
export type SubscriberRecord = Subscriber & { confirmedAt?: string | null; unsubscribedAt?: string | null }

type SubscriberState = 'active' | 'awaiting' | 'unsubscribed' | 'inactive'

function stateOf(subscriber: SubscriberRecord): SubscriberState {
  if (subscriber.isActive === 1) return 'active'
  if (subscriber.unsubscribedAt) return 'unsubscribed'
  if (subscriber.confirmedAt === null) return 'awaiting'
  return 'inactive'
}

const stateBadges: Record<SubscriberState, { label: string; variant: 'accent' | 'muted' | 'outline' }> = {
  active: { label: 'Active', variant: 'accent' },
  awaiting: { label: 'Awaiting confirmation', variant: 'outline' },
  unsubscribed: { label: 'Unsubscribed', variant: 'muted' },
  inactive: { label: 'Inactive', variant: 'muted' },
}

export function SubscriberList({ subscribers }: { subscribers: SubscriberRecord[] }) {
  return (
    <ul
      className="divide-y divide-border rounded-xl border border-border bg-card shadow-sm"
      aria-label="Subscribers"
    >
      {subscribers.map((subscriber) => (
        <SubscriberRow key={subscriber.id} subscriber={subscriber} />
      ))}
    </ul>
  )
}

function SubscriberRow({ subscriber }: { subscriber: SubscriberRecord }) {
  const language = useAdminLanguage()
  const fetcher = useFetcher<SubscriberActionResult>()
  const state = stateOf(subscriber)
  const badge = stateBadges[state]
  const busy = fetcher.state !== 'idle'

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    if (fetcher.data.ok) {
      toast({ title: fetcher.data.active ? 'Subscriber reactivated' : 'Subscriber deactivated' })
    } else {
      toast({
        title: 'Error',
        description: fetcher.data.error || 'Failed to update subscriber',
        variant: 'destructive',
      })
    }
  }, [fetcher.state, fetcher.data])

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4" data-testid="subscriber-row">
      <div className="min-w-0 flex-1 basis-56">
        <p className="break-all font-medium text-foreground">{subscriber.email}</p>
        <p className="text-sm text-muted-foreground">
          Subscribed{' '}
          <time dateTime={subscriber.createdAt}>{formatAdminDate(subscriber.createdAt, language)}</time>
          {subscriber.confirmedAt ? (
            <>
              {' · '}confirmed{' '}
              <time dateTime={subscriber.confirmedAt}>
                {formatAdminDate(subscriber.confirmedAt, language)}
              </time>
            </>
          ) : null}
          {state === 'unsubscribed' && subscriber.unsubscribedAt ? (
            <>
              {' · '}unsubscribed{' '}
              <time dateTime={subscriber.unsubscribedAt}>
                {formatAdminDate(subscriber.unsubscribedAt, language)}
              </time>
            </>
          ) : null}
        </p>
      </div>
      <Badge variant={badge.variant}>{badge.label}</Badge>
      {state === 'active' || state === 'inactive' ? (
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={subscriber.id} />
          <input type="hidden" name="isActive" value={state === 'active' ? '0' : '1'} />
          <Button type="submit" variant="outline" size="sm" disabled={busy}>
            {state === 'active' ? 'Deactivate' : 'Reactivate'}
            <span className="sr-only"> {subscriber.email}</span>
          </Button>
        </fetcher.Form>
      ) : null}
    </li>
  )
}
