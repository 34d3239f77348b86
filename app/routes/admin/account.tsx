import { actionFailure } from '~/components/admin/settings/action-result.ts'
import { PasswordForm, passwordFieldNames } from '~/components/admin/settings/password-form.tsx'
import { adminMeta } from '~/components/admin/shell/admin-meta.ts'
import { AdminPageHeader } from '~/components/admin/shell/admin-page-header.tsx'
import { textFields } from '~/components/contact/form-submission.ts'
import { Card } from '~/components/ui/card.tsx'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import { changePasswordSchema } from '~/schemas/admin.ts'
import { parseInput } from '~/schemas/parse.ts'
import type { Route } from './+types/account'

export function meta() {
  return adminMeta('Account')
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireAdminUser(request, context)
  return { username: user.username, email: user.email }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, token } = await requireAdminUser(request, context)
  try {
    const input = parseInput(changePasswordSchema, textFields(await request.formData(), passwordFieldNames))
    await context.services.auth.changePassword(user.id, token, input.currentPassword, input.newPassword)
    return { ok: true as const }
  } catch (error) {
    return actionFailure(error)
  }
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { username, email } = loaderData
  return (
    <>
      <AdminPageHeader title="Account" description="Your sign-in details for the admin area." />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="self-start p-5 sm:p-6">
          <h2 className="text-lg font-semibold">Signed in as</h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="text-muted-foreground">Username</dt>
              <dd className="font-medium break-words">{username}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Email</dt>
              <dd className="font-medium break-words">{email}</dd>
            </div>
          </dl>
        </Card>
        <Card className="p-5 sm:p-6 lg:col-span-2">
          <h2 className="text-lg font-semibold">Change password</h2>
          <p className="mt-1 mb-6 text-sm text-muted-foreground">
            Changing it signs you out on every other device and browser.
          </p>
          <PasswordForm username={username} />
        </Card>
      </div>
    </>
  )
}
