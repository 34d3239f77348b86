import { useEffect, useRef } from 'react'
import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router'
import { LogIn } from '~/components/admin/icons.tsx'
import { AdminBrand } from '~/components/admin/shell/admin-brand.tsx'
import { adminMeta } from '~/components/admin/shell/admin-meta.ts'
import { withWelcome } from '~/components/admin/shell/welcome.ts'
import { TextField } from '~/components/contact/form-field.tsx'
import { useCheckedForm } from '~/components/forms/use-checked-form.ts'
import { Card } from '~/components/ui/card.tsx'
import { ArrowLeft } from '~/components/ui/icons.tsx'
import { PendingButton } from '~/components/ui/pending-button.tsx'
import { toast } from '~/components/ui/toast.tsx'
import { retryAfterHeaders } from '~/lib/admin-action.ts'
import {
  readSessionToken,
  readTrustedDeviceToken,
  safeAdminRedirect,
  sessionCookie,
  trustedDeviceCookie,
} from '~/lib/admin-session.server.ts'
import { textFields } from '~/lib/form-submission.ts'
import { siteContext } from '~/lib/site-context.ts'
import { loginInputSchema } from '~/schemas/auth.ts'
import { parseInput } from '~/schemas/parse.ts'
import { sessionAbsoluteLifetimeMs, TwoFactorRequiredError } from '~/services/auth.server.ts'
import { DomainError, type IssueDetail, ValidationError } from '~/services/errors.ts'
import { TooManySignInAttemptsError } from '~/services/sign-in-limits.server.ts'
import type { Route } from './+types/login'

const fieldNames = ['username', 'password', 'totp'] as const

type LoginFailure = { error: string; issues?: IssueDetail[]; twoFactor?: boolean; limited?: boolean }

export function meta() {
  return adminMeta('Login')
}

export const headers = retryAfterHeaders

/** Someone already signed in has nothing to do here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const token = readSessionToken(request)
  if (token && (await site.services.auth.authenticate(token))) {
    throw redirect(safeAdminRedirect(new URL(request.url).searchParams.get('redirectTo')))
  }
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext)
  const form = await request.formData()
  const redirectTo = form.get('redirectTo')
  try {
    const input = parseInput(loginInputSchema, textFields(form, fieldNames))
    const { token, deviceToken } = await site.services.auth.login({
      username: input.username,
      password: input.password,
      code: input.totp,
      ip: site.visitor.ip,
      previousToken: readSessionToken(request),
      deviceToken: readTrustedDeviceToken(request),
    })
    const headers = new Headers()
    headers.append(
      'Set-Cookie',
      sessionCookie(token, site.config.cookieSecure, sessionAbsoluteLifetimeMs / 1000),
    )
    headers.append('Set-Cookie', trustedDeviceCookie(deviceToken, site.config.cookieSecure))
    return redirect(withWelcome(safeAdminRedirect(typeof redirectTo === 'string' ? redirectTo : null)), {
      headers,
    })
  } catch (error) {
    if (error instanceof ValidationError) {
      return data<LoginFailure>(
        { error: error.issues[0]?.message ?? error.message, issues: error.issues },
        { status: 400 },
      )
    }
    if (error instanceof TooManySignInAttemptsError) {
      return data<LoginFailure>(
        { error: error.message, limited: true },
        { status: 429, headers: { 'Retry-After': String(error.retryAfterSeconds) } },
      )
    }
    if (error instanceof TwoFactorRequiredError) {
      return data<LoginFailure>({ error: error.message, twoFactor: true }, { status: 401 })
    }
    if (error instanceof DomainError) {
      return data<LoginFailure>(
        { error: error.message, twoFactor: form.get('totp') !== null || undefined },
        { status: error.status },
      )
    }
    throw error
  }
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams()
  const navigation = useNavigation()
  const { formRef, errors, showIssues, clearAndFocus, handleSubmit, handleChange } = useCheckedForm({
    schema: loginInputSchema,
    fieldNames,
    initialIssues: actionData?.issues,
  })
  const reported = useRef<LoginFailure | undefined>(undefined)
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const redirectTo = searchParams.get('redirectTo') ?? ''
  const askForCode = Boolean(actionData?.twoFactor)

  useEffect(() => {
    if (!actionData || reported.current === actionData) return
    reported.current = actionData
    toast({
      title: 'Login failed',
      description: actionData.error || 'Invalid credentials',
      variant: 'destructive',
    })
    if (actionData.issues?.length) showIssues(actionData.issues)
    else clearAndFocus(actionData.twoFactor ? 'totp' : 'password')
  }, [actionData, showIssues, clearAndFocus])

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex justify-center">
          <AdminBrand />
        </div>
        <Card className="p-6 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight">Admin login</h1>
          <p className="mt-1 text-sm text-muted-foreground">Sign in to manage your site.</p>
          <Form
            ref={formRef}
            method="post"
            noValidate
            onSubmit={handleSubmit}
            onChange={handleChange}
            className="mt-6 space-y-5"
          >
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <TextField
              id="login-username"
              name="username"
              label="Username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              error={errors.username}
            />
            <TextField
              id="login-password"
              name="password"
              type="password"
              label="Password"
              autoComplete="current-password"
              required
              error={errors.password}
            />
            {askForCode ? (
              <TextField
                id="login-totp"
                name="totp"
                label="Two-factor code"
                hint="The 6-digit code from your authenticator app, or one of your recovery codes."
                autoComplete="one-time-code"
                inputMode="text"
                autoCapitalize="none"
                spellCheck={false}
                required
                error={errors.totp}
              />
            ) : null}
            {actionData?.limited || actionData?.twoFactor ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {actionData.error}
              </p>
            ) : null}
            <PendingButton className="w-full" pending={submitting} icon={LogIn} pendingLabel="Logging in...">
              Log in
            </PendingButton>
          </Form>
        </Card>
        <p className="mt-6 text-center">
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary hover:underline"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to site
          </Link>
        </p>
      </div>
    </main>
  )
}
