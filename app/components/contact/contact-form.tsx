import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useActionData, useFetcher } from 'react-router'
import { FormGuardFields } from '~/components/forms/form-guard-fields.tsx'
import { LeadSourceField } from '~/components/leads/lead-source-field.tsx'
import { Button } from '~/components/ui/button.tsx'
import { Loader2, Send } from '~/components/ui/icons.tsx'
import { toast } from '~/components/ui/toast.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { TextField } from './form-field.tsx'
import {
  type FieldErrors,
  type FormActionResult,
  focusFirstError,
  textFields,
  translateFieldError,
  validateFields,
} from './form-submission.ts'

export const contactFieldNames = ['name', 'email', 'subject', 'message'] as const

/**
 * The shared schema (zod and the field rules, 25 kB gzip) is fetched when the visitor turns to the
 * form, not with the page: hydration stays light, and a submit waits for it if it is still on its way.
 */
let contactSchema: typeof import('~/schemas/leads.ts')['contactInputSchema'] | undefined
let contactSchemaLoad: Promise<unknown> | undefined
function loadContactSchema(): Promise<unknown> {
  contactSchemaLoad ??= import('~/schemas/leads.ts').then((module) => {
    contactSchema = module.contactInputSchema
  })
  return contactSchemaLoad
}
export type ContactValues = Record<(typeof contactFieldNames)[number], string>
export type ContactActionResult = FormActionResult<ContactValues>

/**
 * With JavaScript the form is checked in the browser, sent by a fetcher and answered with toasts; without
 * it, the same form posts to the page, which renders the outcome (the action data) in place.
 */
export function ContactForm() {
  const { t } = useTranslation()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const fetcher = useFetcher<ContactActionResult>({ key: 'contact-form' })
  const pageResult = useActionData<ContactActionResult>()
  const [errors, setErrors] = useState<FieldErrors>(
    pageResult && 'errors' in pageResult ? pageResult.errors : {},
  )
  const handled = useRef<ContactActionResult | undefined>(undefined)
  const sending = fetcher.state !== 'idle'
  const entered = pageResult && !pageResult.ok ? pageResult.values : undefined

  useEffect(() => {
    const result = fetcher.data
    if (fetcher.state !== 'idle' || !result || handled.current === result) return
    handled.current = result
    if (result.ok) {
      formRef.current?.reset()
      setErrors({})
      toast({ title: t('contact.success.title'), description: t('contact.success.description') })
    } else if ('errors' in result) {
      setErrors(result.errors)
      focusFirstError(formRef.current, contactFieldNames, result.errors)
    } else {
      console.warn('Failed to send message', result.message ?? '')
      toast({
        title: t('contact.failure.title'),
        description: result.message ?? t('contact.failure.description'),
        variant: 'destructive',
      })
    }
  }, [fetcher.state, fetcher.data, t])

  function check(form: HTMLFormElement): FieldErrors {
    if (!contactSchema) return {}
    return validateFields(contactSchema, textFields(new FormData(form), contactFieldNames)) ?? {}
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (!contactSchema) {
      event.preventDefault()
      const form = event.currentTarget
      void loadContactSchema().then(() => form.requestSubmit())
      return
    }
    const found = check(event.currentTarget)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      event.preventDefault()
      focusFirstError(event.currentTarget, contactFieldNames, found)
    }
  }

  // Once a field shows an error, it is checked again as the visitor corrects it.
  function handleChange(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name
    if (!errors[name]) return
    const found = check(event.currentTarget)
    setErrors((current) => ({ ...current, [name]: found[name] }))
  }

  const errorText = (field: (typeof contactFieldNames)[number]) => {
    const message = errors[field]
    return message ? translateFieldError(t, 'contact', field, message) : undefined
  }

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={handleSubmit}
      onChange={handleChange}
      onFocus={() => void loadContactSchema()}
      onPointerDown={() => void loadContactSchema()}
      aria-labelledby={`${id}-heading`}
      className="space-y-5"
    >
      <LeadSourceField />
      <FormGuardFields form="contact" />
      <div>
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-card-foreground">
          {t('contact.form.heading')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('contact.form.requiredNote')}</p>
      </div>

      {pageResult?.ok ? (
        <div
          role="status"
          className="rounded-lg border border-accent bg-accent-soft p-4 text-accent-soft-foreground"
        >
          <p className="font-semibold">{t('contact.success.title')}</p>
          <p className="mt-1 text-sm">{t('contact.success.description')}</p>
        </div>
      ) : null}
      {pageResult && !pageResult.ok && !('errors' in pageResult) ? (
        <div role="alert" className="rounded-lg border border-destructive p-4 text-destructive">
          <p className="font-semibold">{t('contact.failure.title')}</p>
          <p className="mt-1 text-sm">{pageResult.message ?? t('contact.failure.description')}</p>
        </div>
      ) : null}

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
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <Send className="h-4 w-4" aria-hidden="true" />
        )}
        {sending ? t('contact.form.sending') : t('contact.form.submit')}
      </Button>
    </fetcher.Form>
  )
}
