import { PasswordForm, passwordFieldNames } from '~/components/admin/settings/password-form.tsx'
import { TwoFactorCard } from '~/components/admin/settings/two-factor-card.tsx'
import { adminMeta } from '~/components/admin/shell/admin-meta.ts'
import { AdminPageHeader } from '~/components/admin/shell/admin-page-header.tsx'
import { Card } from '~/components/ui/card.tsx'
import { adminFailure } from '~/lib/admin-action.server.ts'
import { retryAfterHeaders } from '~/lib/admin-action.ts'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import { textFields } from '~/lib/form-submission.ts'
import { siteContext } from '~/lib/site-context.ts'
import { changePasswordSchema } from '~/schemas/admin.ts'
import { twoFactorCodeSchema } from '~/schemas/auth.ts'
import { parseInput } from '~/schemas/parse.ts'
import type { Route } from './+types/account'

export function meta() {
  return adminMeta('Account')
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const { user } = await requireAdminUser(request, site)
  const { twoFactor } = site.services.auth
  const [status, pending] = await Promise.all([
    twoFactor.status(user.id),
    twoFactor.pendingEnrolment(user.id),
  ])
  return {
    username: user.username,
    email: user.email,
    twoFactor: {
      ...status,
      pending: pending ? { secret: pending.secret, qrCodeDataUrl: pending.qrCodeDataUrl } : null,
    },
  }
}

export const headers = retryAfterHeaders

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext)
  const { user, token } = await requireAdminUser(request, site)
  const { twoFactor } = site.services.auth
  try {
    const form = await request.formData()
    const intent = form.get('intent')
    if (intent === 'two-factor-start') {
      await twoFactor.beginEnrolment(user.id)
      return { ok: true as const }
    }
    if (intent === 'two-factor-confirm' || intent === 'two-factor-disable') {
      const { code } = parseInput(twoFactorCodeSchema, textFields(form, ['code']))
      if (intent === 'two-factor-disable') {
        await twoFactor.disable(user.id, code)
        return { ok: true as const }
      }
      return { ok: true as const, recoveryCodes: await twoFactor.confirmEnrolment(user.id, code) }
    }
    const input = parseInput(changePasswordSchema, textFields(form, passwordFieldNames))
    await site.services.auth.changePassword(user.id, token, input.currentPassword, input.newPassword)
    return { ok: true as const }
  } catch (error) {
    return adminFailure(error)
  }
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { username, email, twoFactor } = loaderData
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
        <Card className="p-5 sm:p-6 lg:col-span-2 lg:col-start-2">
          <h2 className="text-lg font-semibold">Two-factor sign-in</h2>
          <p className="mt-1 mb-6 text-sm text-muted-foreground">
            A code from your phone on top of the password.
          </p>
          <TwoFactorCard state={twoFactor} />
        </Card>
      </div>
    </>
  )
}
