import { type ReactNode, useId } from 'react'
import { useNavigate } from 'react-router'
import { FieldError, RequiredMark, TextField } from '~/components/contact/form-field.tsx'
import { FormGuardFields } from '~/components/forms/form-guard-fields.tsx'
import { FormRefusal } from '~/components/forms/form-refusal.tsx'
import { SubmitButton } from '~/components/forms/submit-button.tsx'
import { usePublicForm } from '~/components/forms/use-public-form.ts'
import { LeadSourceField } from '~/components/leads/lead-source-field.tsx'
import { useLocalizedPath } from '~/components/ui/localized-link.tsx'
import { toast } from '~/components/ui/toast.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import {
  type DemoRequestValues,
  demoRequestFieldOrder,
  demoRequestSchemaInput,
  demoRequestValues,
} from '~/lib/lead-forms.ts'
import { preferredContactMethods } from '~/lib/models.ts'

/** `title` is stored with the request (the owner's English); `shownTitle` is the page's language. */
export type DemoProject = { id: number; title: string; shownTitle: string; shownTitleLang?: 'en' }

/**
 * With JavaScript the request is checked in the browser, sent by a fetcher, confirmed by a toast and the
 * visitor goes home; without it the form posts to the page, which redirects home or shows the errors.
 */
export function DemoRequestForm({ project, ownerName }: { project: DemoProject | null; ownerName: string }) {
  const { t } = useTranslation()
  const id = useId()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const form = usePublicForm<DemoRequestValues>({
    name: 'demo-request-form',
    section: 'demoRequest',
    fieldOrder: demoRequestFieldOrder,
    loadSchema: () => import('~/schemas/leads.ts').then((module) => module.demoRequestFormSchema),
    schemaInput: (formData) => demoRequestSchemaInput(demoRequestValues(formData)),
    onSuccess: (element) => {
      element?.reset()
      toast({ title: t('demoRequest.success.title'), description: t('demoRequest.success.description') })
      navigate(localize('/'))
    },
  })
  const { fetcher, entered, errorText } = form
  const method = entered?.preferredContactMethod || 'email'
  const consentError = errorText('consent')
  const methodError = errorText('preferredContactMethod')

  return (
    <fetcher.Form {...form.formProps} className="space-y-8">
      <LeadSourceField />
      <FormGuardFields form="demo-request" renewedToken={form.renewedToken} />
      <p className="text-sm text-muted-foreground">{t('demoRequest.requiredNote')}</p>
      <FormRefusal title={t('demoRequest.failure.title')} message={form.refusalMessage} />

      {project ? (
        <>
          <input type="hidden" name="projectId" value={project.id} />
          <input type="hidden" name="projectTitle" value={project.title} />
        </>
      ) : null}

      <FormSection title={t('demoRequest.sections.contact')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            {...form.textField('name')}
            label={t('demoRequest.fields.name')}
            required
            autoComplete="name"
          />
          <TextField
            {...form.textField('email')}
            type="email"
            label={t('demoRequest.fields.email')}
            required
            autoComplete="email"
            inputMode="email"
          />
          <TextField
            {...form.textField('phoneNumber')}
            type="tel"
            label={
              <>
                {t('demoRequest.fields.phone')}{' '}
                <span className="font-normal text-muted-foreground">
                  ({t('demoRequest.fields.optional')})
                </span>
              </>
            }
            autoComplete="tel"
          />
          <fieldset aria-describedby={methodError ? `${id}-method-error` : undefined} className="min-w-0">
            <legend className="text-sm font-medium text-foreground">
              {t('demoRequest.fields.preferredContactMethod')}
            </legend>
            <div className="mt-2.5 flex flex-wrap gap-x-6 gap-y-2">
              {preferredContactMethods.map((value) => (
                <label key={value} className="inline-flex items-center gap-2 text-sm text-foreground">
                  <input
                    type="radio"
                    name="preferredContactMethod"
                    value={value}
                    defaultChecked={value === method}
                    className="h-4 w-4 accent-primary"
                  />
                  {t(`demoRequest.fields.methods.${value}`)}
                </label>
              ))}
            </div>
            <FieldError id={`${id}-method-error`}>{methodError}</FieldError>
          </fieldset>
        </div>
      </FormSection>

      <FormSection title={t('demoRequest.sections.organization')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            {...form.textField('company')}
            label={t('demoRequest.fields.company')}
            autoComplete="organization"
          />
          <TextField
            {...form.textField('jobTitle')}
            label={t('demoRequest.fields.jobTitle')}
            autoComplete="organization-title"
          />
        </div>
      </FormSection>

      <FormSection title={t('demoRequest.sections.details')}>
        {project ? (
          <p className="mb-5 text-sm text-muted-foreground">
            {t('common.labelled', { label: t('demoRequest.fields.project') })}{' '}
            <span lang={project.shownTitleLang} className="font-medium text-foreground">
              {project.shownTitle}
            </span>
          </p>
        ) : null}
        <TextField
          {...form.textField('message')}
          multiline
          rows={5}
          label={t('demoRequest.fields.message')}
          placeholder={t('demoRequest.fields.messagePlaceholder')}
          style={{ minHeight: 120 }}
        />
      </FormSection>

      <div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-consent`}
            type="checkbox"
            name="consent"
            value="yes"
            required
            aria-required
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${id}-consent-error` : undefined}
            defaultChecked={entered?.consent}
            className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
          />
          <label htmlFor={`${id}-consent`} className="text-sm text-foreground">
            {t('demoRequest.consent', { name: ownerName })}
            <RequiredMark />
          </label>
        </div>
        <FieldError id={`${id}-consent-error`}>{consentError}</FieldError>
      </div>

      <SubmitButton
        sending={form.sending}
        label={t('demoRequest.submit')}
        sendingLabel={t('demoRequest.submitting')}
      />
    </fetcher.Form>
  )
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="border-b border-border pb-2 text-lg font-semibold text-card-foreground">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  )
}
