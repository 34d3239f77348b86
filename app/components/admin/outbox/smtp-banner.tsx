import type { ReactNode } from 'react'
import { CircleCheck, TriangleAlert } from '~/components/ui/icons.tsx'
import { cn } from '~/lib/cn.ts'

/** Whether the outbox is being emptied: with SMTP set the worker sends; without it, everything waits here. */
export function SmtpBanner({ configured }: { configured: boolean }) {
  return configured ? (
    <Banner
      className="bg-accent-soft text-accent-soft-foreground"
      icon={<CircleCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />}
      title="Emails are being sent"
    >
      <p className="mt-0.5 text-sm">
        SMTP is configured. Queued emails go out within seconds; a failed send is retried with growing pauses
        before it is marked failed.
      </p>
    </Banner>
  ) : (
    <Banner
      className="border border-destructive bg-card text-card-foreground"
      icon={<TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-destructive" aria-hidden="true" />}
      title="SMTP is not configured: emails wait here until SMTP_URL is set"
    >
      <p className="mt-0.5 text-sm text-muted-foreground">
        Nothing is lost: every notification, acknowledgement and newsletter stays queued and is sent once the
        server is restarted with SMTP_URL (and MAIL_FROM) in its environment.
      </p>
    </Banner>
  )
}

function Banner({
  className,
  icon,
  title,
  children,
}: {
  className: string
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  return (
    <div className={cn('flex items-start gap-3 rounded-xl p-4', className)} data-testid="smtp-banner">
      {icon}
      <div>
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </div>
  )
}
