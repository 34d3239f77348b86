import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from 'react'
import { z } from 'zod'
import {
  type EditorLanguage,
  editorLanguages,
  LanguageTabs,
  languageOfControl,
  languagePanelId,
  languageTabId,
  TranslationLabel,
  TranslationNote,
} from '~/components/admin/content/language-tabs.tsx'
import { Save } from '~/components/admin/icons.tsx'
import { TextField } from '~/components/contact/form-field.tsx'
import { Card } from '~/components/ui/card.tsx'
import { PendingButton } from '~/components/ui/pending-button.tsx'
import {
  isBlank,
  type TranslationLanguage,
  translationKey,
  translationLanguages,
  translationsFromControls,
} from '~/content-types/translations.ts'
import {
  type ProfileTranslatableField,
  profileSettingsSchema,
  profileTranslatableFields,
} from '~/schemas/admin.ts'
import type { OwnerProfile } from '../../../../content/profile.ts'
import { PhotoField } from './photo-field.tsx'
import { useSettingsForm } from './use-settings-form.ts'

const proseControls = profileTranslatableFields.flatMap((name) =>
  translationLanguages.map((language) => translationKey(name, language)),
)

export const profileFieldNames = [
  'name',
  'title',
  'description',
  'experience',
  'location',
  ...proseControls,
  'photoUrl',
  'email',
  'phone',
  'website',
  'bookingUrl',
  'bookingMode',
  'linkedinUrl',
  'twitterUrl',
  'githubUsername',
] as const
/** What the form sends, one control per translation (`title@es`), as the settings' schema reads it. */
export const profileFormSchema = z.preprocess((sent) => {
  const fields = sent as Record<string, string>
  const english = Object.fromEntries(Object.entries(fields).filter(([name]) => !name.includes('@')))
  return {
    ...english,
    translations: translationsFromControls(profileTranslatableFields, (control) => fields[control] ?? ''),
  }
}, profileSettingsSchema)

type FieldSpec = {
  name: Exclude<keyof OwnerProfile, 'photoUrl' | 'translations' | 'bookingMode'>
  label: string
  required?: boolean
  hint?: string
  rows?: number
  type?: ComponentProps<'input'>['type']
  autoComplete?: string
}

const proseIdPrefix = 'settings-prose'

const nameField: FieldSpec = { name: 'name', label: 'Name', required: true, autoComplete: 'name' }

/** The prose the pages show in their own language, laid out as on the English tab and each translation's. */
const proseFields: Record<ProfileTranslatableField, FieldSpec> = {
  title: {
    name: 'title',
    label: 'Title',
    required: true,
    hint: 'Your professional headline, shown under your name.',
  },
  location: {
    name: 'location',
    label: 'Location',
    required: true,
    hint: 'Your city, as the contact details show it.',
  },
  description: {
    name: 'description',
    label: 'Description',
    required: true,
    rows: 3,
    hint: 'The short introduction on the home page and in link previews.',
  },
  experience: { name: 'experience', label: 'Experience', required: true, rows: 2 },
}

const contactFields: FieldSpec[] = [
  { name: 'email', label: 'Email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', required: true, type: 'tel', autoComplete: 'tel' },
  { name: 'website', label: 'Website', required: true, type: 'url', autoComplete: 'url' },
  {
    name: 'bookingUrl',
    label: 'External scheduling page',
    required: true,
    type: 'url',
    hint: 'A Cal.com or Calendly page, used when the Book buttons lead there (below).',
  },
]

const socialFields: FieldSpec[] = [
  { name: 'linkedinUrl', label: 'LinkedIn URL', type: 'url', hint: 'Optional.' },
  { name: 'twitterUrl', label: 'X/Twitter URL', type: 'url', hint: 'Optional.' },
  {
    name: 'githubUsername',
    label: 'GitHub username',
    hint: 'Optional. Shows your public activity on the contact page.',
  },
]

function Section({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <Card className="p-5 sm:p-6">
      <fieldset>
        <legend className="text-lg font-semibold">{title}</legend>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
        <div className="mt-5 grid gap-5 md:grid-cols-2">{children}</div>
      </fieldset>
    </Card>
  )
}

/** The prose's value in every language, English under its own name, as the form holds it. */
function proseValues(profile: OwnerProfile): Record<string, string> {
  const values: Record<string, string> = {}
  for (const name of profileTranslatableFields) {
    values[name] = profile[name]
    for (const language of translationLanguages) {
      values[translationKey(name, language)] = String(profile.translations[language]?.[name] ?? '')
    }
  }
  return values
}

const missingIn = (values: Record<string, string>, language: TranslationLanguage) =>
  profileTranslatableFields.filter(
    (name) => !isBlank(values[name]) && isBlank(values[translationKey(name, language)]),
  ).length

/** The owner's public profile and links; every public page uses the saved values from the next request on. */
export function ProfileForm({
  profile,
  initialLanguage = 'en',
}: {
  profile: OwnerProfile
  initialLanguage?: EditorLanguage
}) {
  const { fetcher, formRef, errors, saving, handleSubmit, handleChange } = useSettingsForm({
    key: 'profile-settings',
    schema: profileFormSchema,
    fieldNames: profileFieldNames,
    savedToast: { title: 'Settings saved', description: 'The public pages now show your changes.' },
    failedText: 'Failed to save settings',
  })
  const [language, setLanguage] = useState<EditorLanguage>(initialLanguage)
  const [prose, setProse] = useState(() => proseValues(profile))

  // A problem newly found in another language's tab (on sending) brings that tab forward, then its
  // control gets the cursor; fixing a field as one types moves nothing.
  const shownErrors = useRef<string[]>([])
  const [toFocus, setToFocus] = useState<string | null>(null)
  useEffect(() => {
    const current = profileFieldNames.filter((name) => errors[name])
    const added = current.find((name) => !shownErrors.current.includes(name))
    shownErrors.current = current
    if (!added || !(profileTranslatableFields as readonly string[]).includes(added.split('@')[0]!)) return
    setLanguage(languageOfControl(added))
    setToFocus(added)
  }, [errors])
  useEffect(() => {
    if (!toFocus) return
    const control = formRef.current?.elements.namedItem(toFocus)
    if (control instanceof HTMLElement) control.focus()
    setToFocus(null)
  }, [toFocus, formRef])

  const field = (spec: FieldSpec, language: EditorLanguage = 'en') => {
    const translation = language !== 'en'
    const name = translation ? translationKey(spec.name, language) : spec.name
    const english = translation ? (prose[spec.name] ?? '') : ''
    const shared = {
      id: translation ? `settings-${spec.name}-${language}` : `settings-${spec.name}`,
      name,
      label: translation ? (
        <TranslationLabel label={spec.label} missing={!isBlank(english) && isBlank(prose[name])} />
      ) : (
        spec.label
      ),
      required: translation ? false : spec.required,
      hint: translation ? `English: ${english}` : spec.hint,
      defaultValue: translation || spec.name in proseFields ? prose[name] : (profile[spec.name] ?? ''),
      error: errors[name],
    }
    return spec.rows ? (
      <TextField key={name} {...shared} multiline rows={spec.rows} className="md:col-span-2" />
    ) : (
      <TextField key={name} {...shared} type={spec.type ?? 'text'} autoComplete={spec.autoComplete} />
    )
  }

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={handleSubmit}
      onChange={(event) => {
        const control: EventTarget = event.target
        if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
          const { name, value } = control
          if (name in prose) setProse((current) => ({ ...current, [name]: value }))
        }
        handleChange(event)
      }}
      className="space-y-6"
    >
      <Section title="Profile" description="Who you are, as the home page and the business card show it.">
        <div className="md:col-span-2">{field(nameField)}</div>
        <div className="md:col-span-2">
          <LanguageTabs
            idPrefix={proseIdPrefix}
            language={language}
            onChange={setLanguage}
            missingIn={(each) => missingIn(prose, each)}
            errors={errors}
          />
          {/* Every language's fields stay in the form, so one save sends them all. */}
          {editorLanguages.map((each) => (
            <div
              key={each}
              hidden={each !== language}
              role="tabpanel"
              id={each === language ? languagePanelId(proseIdPrefix) : undefined}
              aria-labelledby={languageTabId(proseIdPrefix, each)}
              className="grid gap-5 md:grid-cols-2"
            >
              {each === 'en' ? null : (
                <div className="md:col-span-2">
                  <TranslationNote language={each} />
                </div>
              )}
              {Object.values(proseFields).map((spec) => field(spec, each))}
            </div>
          ))}
        </div>
        <div className="md:col-span-2">
          <PhotoField defaultValue={profile.photoUrl} error={errors.photoUrl} />
        </div>
      </Section>
      <Section title="Contact" description="How visitors reach you and book a call.">
        {contactFields.map((spec) => field(spec))}
        <div className="md:col-span-2">
          <label htmlFor="settings-bookingMode" className="block text-sm font-medium text-foreground">
            Where the Book buttons lead
          </label>
          <p id="settings-bookingMode-hint" className="mt-0.5 text-xs text-muted-foreground">
            Every “Book a Free Consult” and discovery-call button on the site.
          </p>
          <select
            id="settings-bookingMode"
            name="bookingMode"
            defaultValue={profile.bookingMode}
            aria-describedby="settings-bookingMode-hint"
            className="mt-1.5 h-10 w-full rounded-md border border-border bg-background px-3 text-sm text-foreground"
          >
            <option value="site">
              This site’s booking pages (/book): your availability, invitations and leads
            </option>
            <option value="external">The external scheduling page above</option>
          </select>
        </div>
      </Section>
      <Section title="Social links" description="Shown in the footer and on the contact page when filled in.">
        {socialFields.map((spec) => field(spec))}
      </Section>
      <div className="flex justify-end">
        <PendingButton size="lg" pending={saving} icon={Save} pendingLabel="Saving...">
          Save settings
        </PendingButton>
      </div>
    </fetcher.Form>
  )
}
