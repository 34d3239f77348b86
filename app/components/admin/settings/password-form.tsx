import { useFetcher } from 'react-router'
import { KeyRound, LoaderCircle } from '~/components/admin/icons.tsx'
import { TextField } from '~/components/contact/form-field.tsx'
import { useCheckedForm } from '~/components/forms/use-checked-form.ts'
import { Button } from '~/components/ui/button.tsx'
import { toast } from '~/components/ui/toast.tsx'
import { changePasswordSchema, minimumPasswordLength } from '~/schemas/admin.ts'
import type { AdminActionResult } from './action-result.ts'
import { useFetcherResult } from './use-fetcher-result.ts'

export const passwordFieldNames = ['currentPassword', 'newPassword', 'confirmPassword'] as const

/** The owner's own password change; the server signs out every other session when it succeeds. */
export function PasswordForm({ username }: { username: string }) {
  const fetcher = useFetcher<AdminActionResult>({ key: 'change-password' })
  const { formRef, errors, clearErrors, showIssues, handleSubmit, handleChange } = useCheckedForm({
    schema: changePasswordSchema,
    fieldNames: passwordFieldNames,
  })
  const saving = fetcher.state !== 'idle'

  useFetcherResult(fetcher, (result) => {
    if (result.ok) {
      formRef.current?.reset()
      clearErrors()
      toast({ title: 'Password changed', description: 'Your other sessions have been signed out.' })
      return
    }
    showIssues(result.issues ?? [])
    toast({
      title: 'Error',
      description: result.error || 'Failed to change password',
      variant: 'destructive',
    })
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
      <Button type="submit" disabled={saving}>
        {saving ? (
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <KeyRound className="h-4 w-4" aria-hidden="true" />
        )}
        {saving ? 'Saving...' : 'Change password'}
      </Button>
    </fetcher.Form>
  )
}
