import { useId } from 'react'
import { TextField } from '~/components/contact/form-field.tsx'
import { FormGuardFields } from '~/components/forms/form-guard-fields.tsx'
import { FormRefusal } from '~/components/forms/form-refusal.tsx'
import { SubmitButton } from '~/components/forms/submit-button.tsx'
import { usePublicForm } from '~/components/forms/use-public-form.ts'
import { LeadSourceField } from '~/components/leads/lead-source-field.tsx'
import { toast } from '~/components/ui/toast.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import {
  type BarrierValues,
  barrierFieldNames,
  barrierResponseBusinessDays,
  barrierValues,
} from '~/lib/accessibility.ts'

/**
 * The accessibility statement's short form: where the barrier is and what happened. It works as the
 * contact form does (components/contact/contact-form.tsx): checked in the browser, sent by a fetcher,
 * and without JavaScript posted to the page.
 */
export function BarrierReportForm() {
  const { t } = useTranslation()
  const id = useId()
  const days = barrierResponseBusinessDays
  const form = usePublicForm<BarrierValues>({
    name: 'barrier-report-form',
    section: 'accessibility.report',
    fieldOrder: barrierFieldNames,
    loadSchema: () => import('~/schemas/leads.ts').then((module) => module.barrierReportInputSchema),
    schemaInput: barrierValues,
    onSuccess: (element) => {
      element?.reset()
      toast({
        title: t('accessibility.report.success.title'),
        description: t('accessibility.report.success.description', { days }),
      })
    },
  })
  const { fetcher } = form

  return (
    <fetcher.Form {...form.formProps} aria-labelledby={`${id}-heading`} className="space-y-5">
      <LeadSourceField />
      <FormGuardFields form="accessibility" renewedToken={form.renewedToken} />
      <div>
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-card-foreground">
          {t('accessibility.report.title')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('accessibility.report.intro', { days })}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t('accessibility.report.requiredNote')}</p>
      </div>

      {form.sentWithoutScript ? (
        <div
          role="status"
          className="rounded-lg border border-accent bg-accent-soft p-4 text-accent-soft-foreground"
        >
          <p className="font-semibold">{t('accessibility.report.success.title')}</p>
          <p className="mt-1 text-sm">{t('accessibility.report.success.description', { days })}</p>
        </div>
      ) : null}
      <FormRefusal title={t('accessibility.report.failure.title')} message={form.refusalMessage} />

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...form.textField('name')}
          label={t('accessibility.report.name')}
          required
          autoComplete="name"
          placeholder={t('accessibility.report.namePlaceholder')}
        />
        <TextField
          {...form.textField('email')}
          type="email"
          label={t('accessibility.report.email')}
          required
          autoComplete="email"
          inputMode="email"
          placeholder={t('accessibility.report.emailPlaceholder')}
        />
      </div>
      <TextField
        {...form.textField('page')}
        label={t('accessibility.report.page')}
        placeholder={t('accessibility.report.pagePlaceholder')}
      />
      <TextField
        {...form.textField('message')}
        multiline
        rows={5}
        label={t('accessibility.report.message')}
        required
        placeholder={t('accessibility.report.messagePlaceholder')}
      />
      <SubmitButton
        sending={form.sending}
        label={t('accessibility.report.submit')}
        sendingLabel={t('accessibility.report.sending')}
      />
    </fetcher.Form>
  )
}
