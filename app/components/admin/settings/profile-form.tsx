import type { ComponentProps, ReactNode } from 'react'
import { Save } from '~/components/admin/icons.tsx'
import { TextField } from '~/components/contact/form-field.tsx'
import { Card } from '~/components/ui/card.tsx'
import { PendingButton } from '~/components/ui/pending-button.tsx'
import { profileSettingsSchema } from '~/schemas/admin.ts'
import type { OwnerProfile } from '../../../../content/profile.ts'
import { PhotoField } from './photo-field.tsx'
import { useSettingsForm } from './use-settings-form.ts'

export const profileFieldNames = [
  'name',
  'title',
  'description',
  'experience',
  'location',
  'photoUrl',
  'email',
  'phone',
  'website',
  'bookingUrl',
  'linkedinUrl',
  'twitterUrl',
  'githubUsername',
] as const
type ProfileField = (typeof profileFieldNames)[number]

type FieldSpec = {
  name: Exclude<ProfileField, 'photoUrl'>
  label: string
  required?: boolean
  hint?: string
  rows?: number
  type?: ComponentProps<'input'>['type']
  autoComplete?: string
}

const identityFields: FieldSpec[] = [
  { name: 'name', label: 'Name', required: true, autoComplete: 'name' },
  {
    name: 'title',
    label: 'Title',
    required: true,
    hint: 'Your professional headline, shown under your name.',
  },
  {
    name: 'description',
    label: 'Description',
    required: true,
    rows: 3,
    hint: 'The short introduction on the home page and in link previews.',
  },
  { name: 'experience', label: 'Experience', required: true, rows: 2 },
  { name: 'location', label: 'Location', required: true },
]

const contactFields: FieldSpec[] = [
  { name: 'email', label: 'Email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', required: true, type: 'tel', autoComplete: 'tel' },
  { name: 'website', label: 'Website', required: true, type: 'url', autoComplete: 'url' },
  {
    name: 'bookingUrl',
    label: 'Booking URL',
    required: true,
    type: 'url',
    hint: 'The scheduling page every "Book a Free Consult" button opens.',
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

/** The owner's public profile and links; every public page uses the saved values from the next request on. */
export function ProfileForm({ profile }: { profile: OwnerProfile }) {
  const { fetcher, formRef, errors, saving, handleSubmit, handleChange } = useSettingsForm({
    key: 'profile-settings',
    schema: profileSettingsSchema,
    fieldNames: profileFieldNames,
    savedToast: { title: 'Settings saved', description: 'The public pages now show your changes.' },
    failedText: 'Failed to save settings',
  })

  const field = (spec: FieldSpec) => {
    const shared = {
      id: `settings-${spec.name}`,
      name: spec.name,
      label: spec.label,
      required: spec.required,
      hint: spec.hint,
      defaultValue: profile[spec.name] ?? '',
      error: errors[spec.name],
    }
    return spec.rows ? (
      <TextField key={spec.name} {...shared} multiline rows={spec.rows} className="md:col-span-2" />
    ) : (
      <TextField key={spec.name} {...shared} type={spec.type ?? 'text'} autoComplete={spec.autoComplete} />
    )
  }

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={handleSubmit}
      onChange={handleChange}
      className="space-y-6"
    >
      <Section title="Profile" description="Who you are, as the home page and the business card show it.">
        {identityFields.map(field)}
        <div className="md:col-span-2">
          <PhotoField defaultValue={profile.photoUrl} error={errors.photoUrl} />
        </div>
      </Section>
      <Section title="Contact" description="How visitors reach you and book a call.">
        {contactFields.map(field)}
      </Section>
      <Section title="Social links" description="Shown in the footer and on the contact page when filled in.">
        {socialFields.map(field)}
      </Section>
      <div className="flex justify-end">
        <PendingButton size="lg" pending={saving} icon={Save} pendingLabel="Saving...">
          Save settings
        </PendingButton>
      </div>
    </fetcher.Form>
  )
}
