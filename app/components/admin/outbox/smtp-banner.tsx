import { CircleCheck, TriangleAlert } from '~/components/ui/icons.tsx'

/** Whether the outbox is being emptied: with SMTP set the worker sends; without it, everything waits here. */
export function SmtpBanner({ configured }: { configured: boolean }) {
  if (configured) {
    return (
      <div
        className="flex items-start gap-3 rounded-xl bg-accent-soft p-4 text-accent-soft-foreground"
        data-testid="smtp-banner"
      >
        <CircleCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">Emails are being sent</p>
          <p className="mt-0.5 text-sm">
            SMTP is configured. Queued emails go out within seconds; a failed send is retried with growing
            pauses before it is marked failed.
          </p>
        </div>
      </div>
    )
  }
  return (
    <div
      className="flex items-start gap-3 rounded-xl border border-destructive bg-card p-4 text-card-foreground"
      data-testid="smtp-banner"
    >
      <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-destructive" aria-hidden="true" />
      <div>
        <p className="font-semibold">SMTP is not configured: emails wait here until SMTP_URL is set</p>
        <p className="mt-0.5 text-sm text-muted-foreground">
          Nothing is lost: every notification, acknowledgement and newsletter stays queued and is sent once
          the server is restarted with SMTP_URL (and MAIL_FROM) in its environment.
        </p>
      </div>
    </div>
  )
}
