import { useState } from 'react'
import { useFetcher } from 'react-router'
import { LoaderCircle, ShieldOff } from '~/components/admin/icons.tsx'
import { TextField } from '~/components/contact/form-field.tsx'
import { Button } from '~/components/ui/button.tsx'
import { ShieldCheck } from '~/components/ui/icons.tsx'
import { toast } from '~/components/ui/toast.tsx'
import type { AdminActionResult } from './action-result.ts'
import { useFetcherResult } from './use-fetcher-result.ts'

export type TwoFactorState = {
  enabled: boolean
  recoveryCodesLeft: number
  pending: { secret: string; qrCodeDataUrl: string } | null
}

export type TwoFactorActionResult = AdminActionResult | { ok: true; recoveryCodes: string[] }

/** Turning two-factor sign-in on (QR code, confirm with a code, recovery codes shown once) or off. */
export function TwoFactorCard({ state }: { state: TwoFactorState }) {
  const fetcher = useFetcher<TwoFactorActionResult>({ key: 'two-factor' })
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const [codeError, setCodeError] = useState<string | undefined>()
  const busy = fetcher.state !== 'idle'

  useFetcherResult(fetcher, (result) => {
    if (!result.ok) {
      setCodeError(result.issues?.find((issue) => issue.path === 'code')?.message ?? result.error)
      toast({ title: 'Error', description: result.error, variant: 'destructive' })
      return
    }
    setCodeError(undefined)
    if ('recoveryCodes' in result) {
      setRecoveryCodes(result.recoveryCodes)
      toast({ title: 'Two-factor sign-in is on' })
    }
  })

  if (recoveryCodes) {
    return (
      <div className="space-y-4">
        <p className="text-sm">
          Two-factor sign-in is on. Keep these recovery codes somewhere safe: each one signs you in once if
          you lose your authenticator. They are shown only now.
        </p>
        <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
          {recoveryCodes.map((code) => (
            <li key={code} className="rounded bg-muted px-2 py-1">
              {code}
            </li>
          ))}
        </ul>
        <Button type="button" variant="outline" onClick={() => setRecoveryCodes(null)}>
          I have saved them
        </Button>
      </div>
    )
  }

  if (state.enabled) {
    return (
      <fetcher.Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value="two-factor-disable" />
        <p className="text-sm">
          Two-factor sign-in is on. {state.recoveryCodesLeft} unused recovery codes left.
        </p>
        <TextField
          id="two-factor-disable-code"
          name="code"
          label="Code to turn it off"
          hint="A code from your authenticator app, or a recovery code."
          autoComplete="one-time-code"
          required
          error={codeError}
        />
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? (
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <ShieldOff className="h-4 w-4" aria-hidden="true" />
          )}
          Turn off two-factor sign-in
        </Button>
      </fetcher.Form>
    )
  }

  if (state.pending) {
    return (
      <fetcher.Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value="two-factor-confirm" />
        <p className="text-sm">
          Scan this QR code with an authenticator app, then enter the 6-digit code it shows.
        </p>
        <img
          src={state.pending.qrCodeDataUrl}
          alt="QR code for your authenticator app"
          width={240}
          height={240}
          className="rounded border bg-white"
        />
        <p className="text-sm text-muted-foreground">
          Or enter this key by hand:{' '}
          <code data-testid="totp-secret" className="font-mono break-all">
            {state.pending.secret}
          </code>
        </p>
        <TextField
          id="two-factor-confirm-code"
          name="code"
          label="Code from the app"
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          error={codeError}
        />
        <Button type="submit" disabled={busy}>
          {busy ? (
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <ShieldCheck className="h-4 w-4" aria-hidden="true" />
          )}
          Confirm and turn on
        </Button>
      </fetcher.Form>
    )
  }

  return (
    <fetcher.Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value="two-factor-start" />
      <p className="text-sm">
        Off. With it on, signing in also asks for a code from an authenticator app on your phone.
      </p>
      <Button type="submit" disabled={busy}>
        <ShieldCheck className="h-4 w-4" aria-hidden="true" />
        Set up two-factor sign-in
      </Button>
    </fetcher.Form>
  )
}
