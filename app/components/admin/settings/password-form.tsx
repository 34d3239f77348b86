import { KeyRound } from '~/components/admin/icons.tsx'
import { TextField } from '~/components/contact/form-field.tsx'
import { PendingButton } from '~/components/ui/pending-button.tsx'
import { changePasswordSchema, minimumPasswordLength } from '~/schemas/admin.ts'
import { useSettingsForm } from './use-settings-form.ts'

export const passwordFieldNames = ['currentPassword', 'newPassword', 'confirmPassword'] as const

/** The owner's own password change; the server signs out every other session when it succeeds. */
export function PasswordForm({ username }: { username: string }) {
  const { fetcher, formRef, errors, saving, handleSubmit, handleChange } = useSettingsForm({
    key: 'change-password',
    schema: changePasswordSchema,
    fieldNames: passwordFieldNames,
    savedToast: { title: 'Password changed', description: 'Your other sessions have been signed out.' },
    failedText: 'Failed to change password',
    onSaved: (form) => form?.reset(),
  })

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={handleSubmit}
      onChange={handleChange}
      className="space-y-5"
    >
      {/* Lets password managers tie the new password to the right account. */}
      <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
      <TextField
        id="password-current"
        name="currentPassword"
        type="password"
        label="Current password"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
      />
      <TextField
        id="password-new"
        name="newPassword"
        type="password"
        label="New password"
        hint={`At least ${minimumPasswordLength} characters.`}
        autoComplete="new-password"
        minLength={minimumPasswordLength}
        required
        error={errors.newPassword}
      />
      <TextField
        id="password-confirm"
        name="confirmPassword"
        type="password"
        label="Confirm new password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
      <PendingButton pending={saving} icon={KeyRound} pendingLabel="Saving...">
        Change password
      </PendingButton>
    </fetcher.Form>
  )
}
