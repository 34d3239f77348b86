import { useId } from 'react'
import { FormGuardFields } from '~/components/forms/form-guard-fields.tsx'
import { FormRefusal } from '~/components/forms/form-refusal.tsx'
import { SubmitButton } from '~/components/forms/submit-button.tsx'
import { usePublicForm } from '~/components/forms/use-public-form.ts'
import { LeadSourceField } from '~/components/leads/lead-source-field.tsx'
import { toast } from '~/components/ui/toast.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { type ContactValues, contactFieldNames, contactValues } from '~/lib/lead-forms.ts'
import { TextField } from './form-field.tsx'

/**
 * With JavaScript the form is checked in the browser, sent by a fetcher and answered with toasts; without
 * it, the same form posts to the page, which renders the outcome (the action data) in place.
 */
export function ContactForm() {
  const { t } = useTranslation()
  const id = useId()
  const form = usePublicForm<ContactValues>({
    name: 'contact-form',
    section: 'contact',
    fieldOrder: contactFieldNames,
    loadSchema: () => import('~/schemas/leads.ts').then((module) => module.contactInputSchema),
    schemaInput: contactValues,
    onSuccess: (element) => {
      element?.reset()
      toast({ title: t('contact.success.title'), description: t('contact.success.description') })
    },
  })
  const { fetcher } = form

  return (
    <fetcher.Form {...form.formProps} aria-labelledby={`${id}-heading`} className="space-y-5">
      <LeadSourceField />
      <FormGuardFields form="contact" renewedToken={form.renewedToken} />
      <div>
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-card-foreground">
          {t('contact.form.heading')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('contact.form.requiredNote')}</p>
      </div>

      {form.sentWithoutScript ? (
        <div
          role="status"
          className="rounded-lg border border-accent bg-accent-soft p-4 text-accent-soft-foreground"
        >
          <p className="font-semibold">{t('contact.success.title')}</p>
          <p className="mt-1 text-sm">{t('contact.success.description')}</p>
        </div>
      ) : null}
      <FormRefusal title={t('contact.failure.title')} message={form.refusalMessage} />

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...form.textField('name')}
          label={t('contact.form.name')}
          required
          autoComplete="name"
          placeholder={t('contact.form.namePlaceholder')}
        />
        <TextField
          {...form.textField('email')}
          type="email"
          label={t('contact.form.email')}
          required
          autoComplete="email"
          inputMode="email"
          placeholder={t('contact.form.emailPlaceholder')}
        />
      </div>
      <TextField
        {...form.textField('subject')}
        label={t('contact.form.subject')}
        required
        placeholder={t('contact.form.subjectPlaceholder')}
      />
      <TextField
        {...form.textField('message')}
        multiline
        rows={5}
        label={t('contact.form.message')}
        required
        placeholder={t('contact.form.messagePlaceholder')}
      />
      <SubmitButton
        sending={form.sending}
        label={t('contact.form.submit')}
        sendingLabel={t('contact.form.sending')}
      />
    </fetcher.Form>
  )
}
