import type { ReactNode } from 'react'
import { useAdminLanguage } from '~/components/admin/use-admin-language.ts'
import { Dialog, DialogContent } from '~/components/ui/dialog.tsx'
import { formatOptionalTime } from '~/lib/admin-dates.ts'
import type { OutboxEmailSummary } from '~/services/outbox-admin.server.ts'
import { OutboxStatusBadge, outboxKindLabel } from './outbox-labels.tsx'
import { RetryButton } from './retry-button.tsx'

/** One email as the admin shows it: the HTML part is never rendered here, only the plain-text part. */
export type OutboxEmailDetail = OutboxEmailSummary & { textBody: string; hasHtml: boolean }

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words text-foreground">{children}</dd>
    </div>
  )
}

export function EmailDetailDialog({
  email,
  onClose,
}: {
  email: OutboxEmailDetail | null
  onClose: () => void
}) {
  const language = useAdminLanguage()
  return (
    <Dialog
      open={email !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      {email ? (
        <DialogContent
          title={email.subject}
          description={`${outboxKindLabel(email.kind)} to ${email.toAddress}`}
          className="max-w-3xl"
        >
          <div data-testid="email-detail">
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <Fact label="To">{email.toAddress}</Fact>
              <Fact label="Reply-To">{email.replyTo ?? '—'}</Fact>
              <Fact label="Status">
                <OutboxStatusBadge status={email.status} />
              </Fact>
              <Fact label="Attempts">{email.attempts}</Fact>
              <Fact label="Created">{formatOptionalTime(email.createdAt, language)}</Fact>
              <Fact label={email.status === 'sent' ? 'Sent' : 'Next attempt'}>
                {email.status === 'sent'
                  ? formatOptionalTime(email.sentAt, language)
                  : email.status === 'queued'
                    ? formatOptionalTime(email.nextAttemptAt, language)
                    : '—'}
              </Fact>
              {email.lastError ? (
                <div className="sm:col-span-2">
                  <dt className="text-muted-foreground">Last error</dt>
                  <dd className="break-words text-destructive">{email.lastError}</dd>
                </div>
              ) : null}
            </dl>
            <h3 id="email-text-heading" className="mt-6 text-sm font-semibold text-foreground">
              Text version
            </h3>
            {/* Shown as text, so whatever a visitor typed into a form reads literally and never runs here. */}
            <pre
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable frame must be reachable by keyboard to scroll it
              tabIndex={0}
              className="mt-2 max-h-[50vh] overflow-auto whitespace-pre-wrap break-words rounded-md border border-border bg-muted p-4 font-mono text-xs text-foreground"
              data-testid="email-text-body"
            >
              {email.textBody}
            </pre>
            {email.hasHtml ? (
              <p className="mt-2 text-xs text-muted-foreground">
                The email also has an HTML version with the same content, which mail clients show instead.
              </p>
            ) : null}
            {email.status === 'failed' ? (
              <div className="mt-6 flex justify-end">
                <RetryButton id={email.id} toAddress={email.toAddress} />
              </div>
            ) : null}
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
