import { useFetcher } from 'react-router'
import { useFetcherResult } from '~/components/admin/settings/use-fetcher-result.ts'
import { Button } from '~/components/ui/button.tsx'
import { RotateCw } from '~/components/ui/icons.tsx'
import { toast } from '~/components/ui/toast.tsx'
import type { AdminFailure } from '~/lib/admin-action.ts'

export type OutboxActionResult = { ok: true; to: string; configured: boolean } | AdminFailure

/** One fetcher for every retry button, so its answer is heard even when the row it came from is gone. */
const retryFetcherKey = 'outbox-retry'

/** Reports the outcome of "Retry now"; mounted once by the page, which outlives the rows. */
export function useRetryToasts() {
  const fetcher = useFetcher<OutboxActionResult>({ key: retryFetcherKey })
  useFetcherResult(fetcher, (result) => {
    if (result.ok) {
      toast({
        title: 'Email queued for another attempt',
        description: result.configured
          ? `It is being sent to ${result.to} now.`
          : 'SMTP is not configured, so it waits in the outbox until SMTP_URL is set.',
      })
    } else {
      toast({
        title: 'Error',
        description: result.error || 'Failed to retry the email',
        variant: 'destructive',
      })
    }
  })
}

/** Puts a failed email back in the queue; the worker picks it up at once when SMTP is configured. */
export function RetryButton({ id, toAddress }: { id: number; toAddress: string }) {
  const fetcher = useFetcher<OutboxActionResult>({ key: retryFetcherKey })
  const busy = fetcher.state !== 'idle'
  return (
    <fetcher.Form method="post" action="/admin/outbox">
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="outline" size="sm" disabled={busy}>
        <RotateCw className="h-4 w-4" aria-hidden="true" />
        Retry now<span className="sr-only"> the email to {toAddress}</span>
      </Button>
    </fetcher.Form>
  )
}
