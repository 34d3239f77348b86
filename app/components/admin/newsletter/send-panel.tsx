import { useFetcher } from 'react-router'
import { FlaskConical } from '~/components/admin/icons.tsx'
import { useFetcherResult } from '~/components/admin/settings/use-fetcher-result.ts'
import { Button } from '~/components/ui/button.tsx'
import { Card, CardBody } from '~/components/ui/card.tsx'
import { Send } from '~/components/ui/icons.tsx'
import { toast } from '~/components/ui/toast.tsx'
import { type NewsletterActionResult, subscriberCount } from './action-result.ts'

export function sendConfirmation(count: number): string {
  return `Send this issue to ${subscriberCount(count)}? This cannot be undone.`
}

function useSendToast(fetcher: { state: string; data: NewsletterActionResult | undefined }) {
  useFetcherResult(fetcher, (result) => {
    if (result.ok && result.intent === 'test') {
      toast(
        result.queuedOnly
          ? {
              title: `Test queued for ${result.to}`,
              description: 'SMTP is not configured, so it waits in the email outbox until SMTP_URL is set.',
            }
          : { title: `Test sent to ${result.to}` },
      )
    } else if (result.ok && result.intent === 'send') {
      toast({ title: `Issue queued for ${subscriberCount(result.count)}` })
    } else if (!result.ok) {
      toast({
        title: 'Error',
        description: result.error || 'Failed to send the issue',
        variant: 'destructive',
      })
    }
  })
}

/**
 * A test to the owner, then the real send. Both use the saved issue, so they wait while there are
 * unsaved changes; the send asks first, because it cannot be taken back.
 */
export function SendPanel({
  testAddress,
  activeCount,
  sent,
  unsaved,
}: {
  testAddress: string
  activeCount: number
  sent: boolean
  unsaved: boolean
}) {
  const testFetcher = useFetcher<NewsletterActionResult>()
  const sendFetcher = useFetcher<NewsletterActionResult>()
  useSendToast(testFetcher)
  useSendToast(sendFetcher)
  const testing = testFetcher.state !== 'idle'
  const sending = sendFetcher.state !== 'idle'
  const blocked = unsaved || testing || sending

  return (
    <Card>
      <CardBody className="space-y-4 p-4 sm:p-6">
        <div>
          <h2 className="text-lg font-semibold text-foreground">{sent ? 'Test' : 'Send'}</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            The test goes to <span className="break-all font-medium text-foreground">{testAddress}</span> with
            "[Test]" before the subject.
            {sent
              ? null
              : ` The issue itself goes to every active subscriber, each with their own unsubscribe link.`}
          </p>
        </div>
        {unsaved ? (
          <p className="text-sm font-medium text-destructive" data-testid="unsaved-note">
            Save your changes first: the test and the send use the saved issue.
          </p>
        ) : null}
        {!sent && activeCount === 0 ? (
          <p className="text-sm text-muted-foreground">
            There are no active subscribers yet, so the issue cannot be sent.
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={blocked}
            onClick={() => void testFetcher.submit({ intent: 'test' }, { method: 'post' })}
          >
            <FlaskConical className="h-4 w-4" aria-hidden="true" />
            {testing ? 'Sending test...' : 'Send test to me'}
          </Button>
          {sent ? null : (
            <Button
              disabled={blocked || activeCount === 0}
              onClick={() => {
                if (!window.confirm(sendConfirmation(activeCount))) return
                void sendFetcher.submit({ intent: 'send' }, { method: 'post' })
              }}
            >
              <Send className="h-4 w-4" aria-hidden="true" />
              {sending ? 'Sending...' : `Send to ${subscriberCount(activeCount)}`}
            </Button>
          )}
        </div>
      </CardBody>
    </Card>
  )
}
