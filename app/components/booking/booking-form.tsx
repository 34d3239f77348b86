import { useId } from 'react'
import { Link } from 'react-router'
import { TextField } from '~/components/contact/form-field.tsx'
import { FormGuardFields } from '~/components/forms/form-guard-fields.tsx'
import { FormRefusal } from '~/components/forms/form-refusal.tsx'
import { usePublicForm } from '~/components/forms/use-public-form.ts'
import { LeadSourceField } from '~/components/leads/lead-source-field.tsx'
import { Button } from '~/components/ui/button.tsx'
import { ArrowLeft, CalendarCheck, Loader2 } from '~/components/ui/icons.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { type BookingValues, bookingFieldNames, bookingValues } from '~/lib/booking-form.ts'
import type { ShownDay } from '~/services/bookings.server.ts'

type Chosen = { start: string; datetime: string; when: string; end: string }

/**
 * The form step: the chosen time, then who is booking and what about. Without JavaScript it posts to
 * the page; with it, it is checked with the shared schema first. A time taken meanwhile comes back
 * with the refusal, what was typed, and other times to pick from inside the same form.
 */
export function BookingForm({
  chosen,
  alternatives,
  zone,
  changeHref,
}: {
  chosen: Chosen | null
  /** Other free times, offered in the form when the chosen one is gone. */
  alternatives: ShownDay[]
  zone: { id: string; label: string }
  changeHref: string
}) {
  const { t } = useTranslation()
  const id = useId()
  const form = usePublicForm<BookingValues>({
    name: 'booking-form',
    section: 'booking',
    fieldOrder: bookingFieldNames,
    loadSchema: () => import('~/schemas/booking.ts').then((module) => module.bookingFormSchema),
    schemaInput: (formData) => {
      const { name, email, organization, topic } = bookingValues(formData)
      return { name, email, organization, topic }
    },
    // A booking answers with the way to its confirmation page, which the router follows.
    onSuccess: () => undefined,
  })
  const { fetcher } = form
  const startError = form.errorText('start')
  return (
    <fetcher.Form {...form.formProps} aria-labelledby={`${id}-heading`} className="space-y-6">
      <LeadSourceField />
      <FormGuardFields form="booking" renewedToken={form.renewedToken} />
      <input type="hidden" name="timeZone" value={zone.id} />

      {chosen ? (
        <div className="rounded-xl border border-primary/30 bg-primary-soft p-4 text-primary-soft-foreground">
          <p className="text-xs font-semibold uppercase tracking-wide">{t('booking.form.chosen')}</p>
          <p className="mt-1 flex items-start gap-2 text-base font-semibold">
            <CalendarCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <span>
              <time dateTime={chosen.datetime}>{chosen.when}</time> – {chosen.end}
            </span>
          </p>
          <p className="mt-1 pl-7 text-sm opacity-90">{zone.label}</p>
          <input type="hidden" name="start" value={chosen.start} />
          <Link
            to={changeHref}
            className="mt-3 inline-flex items-center gap-1 pl-7 text-sm font-medium underline-offset-4 hover:underline"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t('booking.form.change')}
          </Link>
        </div>
      ) : (
        <fieldset aria-describedby={startError ? `${id}-start-error` : undefined}>
          <legend className="text-base font-semibold text-foreground">{t('booking.times.heading')}</legend>
          <p className="mt-1 text-sm text-muted-foreground">{zone.label}</p>
          <div className="mt-3 space-y-4">
            {alternatives.map((day) => (
              <div key={day.date}>
                <p className="text-sm font-medium text-foreground">{day.label}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {day.slots.map((slot, index) => (
                    <label
                      key={slot.start}
                      className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm font-medium text-foreground has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
                    >
                      <input
                        type="radio"
                        name="start"
                        value={slot.start}
                        defaultChecked={index === 0 && day === alternatives[0]}
                        className="accent-[var(--color-primary)]"
                      />
                      <time dateTime={slot.datetime}>{slot.label}</time>
                    </label>
                  ))}
                </div>
              </div>
            ))}
          </div>
          {startError ? (
            <p id={`${id}-start-error`} className="mt-2 text-sm font-medium text-destructive">
              {startError}
            </p>
          ) : null}
        </fieldset>
      )}

      <div>
        <h2 id={`${id}-heading`} className="text-xl font-bold text-foreground">
          {t('booking.form.heading')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('booking.form.requiredNote')}</p>
      </div>
      <FormRefusal title={t('booking.failure.title')} message={form.refusalMessage} />

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...form.textField('name')} label={t('booking.form.name')} required autoComplete="name" />
        <TextField
          {...form.textField('email')}
          type="email"
          label={t('booking.form.email')}
          required
          autoComplete="email"
          inputMode="email"
        />
      </div>
      <TextField
        {...form.textField('organization')}
        label={
          <>
            {t('booking.form.organization')}{' '}
            <span className="font-normal text-muted-foreground">({t('booking.form.optional')})</span>
          </>
        }
        autoComplete="organization"
      />
      <TextField
        {...form.textField('topic')}
        multiline
        rows={4}
        label={t('booking.form.topic')}
        hint={t('booking.form.topicHint')}
        required
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">{t('booking.form.privacy')}</p>
        <Button type="submit" size="lg" disabled={form.sending} className="w-full sm:w-auto">
          {form.sending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <CalendarCheck className="h-4 w-4" aria-hidden="true" />
          )}
          {form.sending ? t('booking.form.sending') : t('booking.form.submit')}
        </Button>
      </div>
    </fetcher.Form>
  )
}
