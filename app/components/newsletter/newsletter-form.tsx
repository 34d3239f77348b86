import { type FormEvent, useId, useState } from 'react'
import { useActionData } from 'react-router'
import { FormGuardFields, formGuardValues } from '~/components/forms/form-guard-fields.tsx'
import { Button } from '~/components/ui/button.tsx'
import { Loader2, Mail } from '~/components/ui/icons.tsx'
import { toast } from '~/components/ui/toast.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import {
  isNewsletterActionData,
  newsletterFallbackAction,
  newsletterIntent,
  newsletterOutcome,
  subscribeToNewsletter,
} from './subscribe.ts'

/**
 * The monthly newsletter signup. With JavaScript it posts JSON to the API and reports through
 * toasts; without it, the form posts to the /blog page, whose action subscribes and answers inline.
 */
export function NewsletterForm({ variant }: { variant: 'full' | 'compact' }) {
  const { t } = useTranslation()
  const id = useId()
  const actionData = useActionData()
  const posted = isNewsletterActionData(actionData) ? actionData : undefined
  const fallback = posted ? newsletterOutcome(t, posted) : undefined
  const [email, setEmail] = useState(posted && !posted.ok ? (posted.values?.email ?? '') : '')
  const [submitting, setSubmitting] = useState(false)
  const [renewedToken, setRenewedToken] = useState(
    posted && !posted.ok ? posted.refusal?.formToken : undefined,
  )

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = email.trim()
    if (!value) {
      toast({
        title: t('newsletter.required.title'),
        description: t('newsletter.required.description'),
        variant: 'destructive',
      })
      return
    }
    setSubmitting(true)
    const result = await subscribeToNewsletter(value, formGuardValues(event.currentTarget))
    setSubmitting(false)
    if (result.ok) setEmail('')
    else setRenewedToken(result.refusal?.formToken)
    toast({ ...newsletterOutcome(t, result), variant: result.ok ? undefined : 'destructive' })
  }

  const full = variant === 'full'
  const headingId = `${id}-heading`
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-2xl border border-border',
        full ? 'bg-primary-soft px-6 py-10 text-center sm:px-10 sm:py-12' : 'bg-card p-6',
      )}
    >
      <div className={cn('flex gap-3', full ? 'flex-col items-center' : 'items-start')}>
        <span
          className={cn(
            'inline-flex shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground',
            full ? 'h-12 w-12' : 'h-10 w-10',
          )}
        >
          <Mail className={full ? 'h-6 w-6' : 'h-5 w-5'} aria-hidden="true" />
        </span>
        <div>
          <h2
            id={headingId}
            className={cn(
              'font-bold',
              full ? 'text-2xl text-primary-soft-foreground sm:text-3xl' : 'text-lg',
            )}
          >
            {full ? t('newsletter.title') : t('newsletter.compactTitle')}
          </h2>
          <p
            className={cn(
              'mt-2',
              full ? 'mx-auto max-w-2xl text-foreground' : 'text-sm text-muted-foreground',
            )}
          >
            {t('newsletter.description')}
          </p>
        </div>
      </div>
      <form
        method="post"
        action={newsletterFallbackAction}
        onSubmit={handleSubmit}
        className={cn('mt-6 flex gap-3', full ? 'mx-auto max-w-md flex-col sm:flex-row' : 'flex-col')}
      >
        <input type="hidden" name="intent" value={newsletterIntent} />
        <FormGuardFields form="newsletter" renewedToken={renewedToken} />
        <label htmlFor={`${id}-email`} className="sr-only">
          {t('newsletter.emailLabel')}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('newsletter.placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={cn(
            'h-11 w-full min-w-0 rounded-md border border-border bg-background px-3 text-foreground placeholder:text-muted-foreground focus-visible:border-ring',
            full && 'sm:flex-1',
          )}
        />
        <Button type="submit" size="lg" disabled={submitting} className="h-11 shrink-0">
          {submitting ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {submitting ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </Button>
      </form>
      <p className={cn('mt-3 text-xs text-muted-foreground', full && 'text-foreground/80')}>
        {t('newsletter.note')}
      </p>
      {fallback ? (
        <p role="status" className="mt-4 text-sm font-medium">
          {fallback.title} {fallback.description}
        </p>
      ) : null}
    </section>
  )
}
