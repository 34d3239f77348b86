import { useId } from 'react'
import { FormGuardFields } from '~/components/forms/form-guard-fields.tsx'
import { FormRefusal } from '~/components/forms/form-refusal.tsx'
import { usePublicForm } from '~/components/forms/use-public-form.ts'
import { LeadSourceField } from '~/components/leads/lead-source-field.tsx'
import { Button } from '~/components/ui/button.tsx'
import { Loader2, Send } from '~/components/ui/icons.tsx'
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
  const { fetcher, entered, errorText } = form

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
          id={`${id}-name`}
          name="name"
          label={t('contact.form.name')}
          required
          autoComplete="name"
          placeholder={t('contact.form.namePlaceholder')}
          defaultValue={entered?.name}
          error={errorText('name')}
        />
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          label={t('contact.form.email')}
          required
          autoComplete="email"
          inputMode="email"
          placeholder={t('contact.form.emailPlaceholder')}
          defaultValue={entered?.email}
          error={errorText('email')}
        />
      </div>
      <TextField
        id={`${id}-subject`}
        name="subject"
        label={t('contact.form.subject')}
        required
        placeholder={t('contact.form.subjectPlaceholder')}
        defaultValue={entered?.subject}
        error={errorText('subject')}
      />
      <TextField
        id={`${id}-message`}
        name="message"
        multiline
        rows={5}
        label={t('contact.form.message')}
        required
        placeholder={t('contact.form.messagePlaceholder')}
        defaultValue={entered?.message}
        error={errorText('message')}
      />
      <Button type="submit" size="lg" disabled={form.sending} className="w-full sm:w-auto">
        {form.sending ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <Send className="h-4 w-4" aria-hidden="true" />
        )}
        {form.sending ? t('contact.form.sending') : t('contact.form.submit')}
      </Button>
    </fetcher.Form>
  )
}
