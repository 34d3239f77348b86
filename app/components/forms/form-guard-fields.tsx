import { useEffect, useState } from 'react'
import { formTokenField, honeypotField, type PublicForm } from '~/lib/form-guard.ts'
import { useRootData } from '~/lib/root-data.ts'

/** Well inside the token's two-hour lifetime, so a form left open for an afternoon still sends. */
const refreshEveryMs = 45 * 60 * 1000

/**
 * The two fields every public form sends for the server's spam checks: a field people never see and
 * so leave empty (bots fill it), and the server-signed time this form was shown (bots send at once),
 * good for this form only.
 */
export function FormGuardFields({ form, renewedToken }: { form: PublicForm; renewedToken?: string }) {
  const rendered = useRootData().formTokens[form]
  const [formToken, setFormToken] = useState(renewedToken ?? rendered)
  // A refusal of the spam checks comes with a token to send the form again with at once.
  useEffect(() => {
    if (renewedToken) setFormToken(renewedToken)
  }, [renewedToken])
  // The page may come from a cache; the time that counts is when this form appeared.
  useEffect(() => {
    let current = true
    const refresh = () =>
      fetch(`/api/form-token?form=${form}`, { cache: 'no-store' })
        .then((response) => (response.ok ? (response.json() as Promise<{ formToken: string }>) : undefined))
        .then((body) => {
          if (current && body?.formToken) setFormToken(body.formToken)
        })
        .catch(() => undefined)
    refresh()
    const timer = setInterval(refresh, refreshEveryMs)
    return () => {
      current = false
      clearInterval(timer)
    }
  }, [form])
  return (
    <>
      <div hidden>
        <label>
          Leave this field empty
          <input type="text" name={honeypotField} defaultValue="" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <input type="hidden" name={formTokenField} value={formToken} />
    </>
  )
}

/** The same fields read back from a form, for the forms that send JSON. */
export function formGuardValues(form: HTMLFormElement): Record<string, string> {
  const data = new FormData(form)
  return {
    [honeypotField]: String(data.get(honeypotField) ?? ''),
    [formTokenField]: String(data.get(formTokenField) ?? ''),
  }
}
