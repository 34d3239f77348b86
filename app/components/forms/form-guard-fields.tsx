import { useEffect, useState } from 'react'
import { formTokenField, honeypotField } from '~/lib/form-guard.ts'
import { useRootData } from '~/lib/root-data.ts'

/**
 * The two fields every public form sends for the server's spam checks: a field people never see and
 * so leave empty (bots fill it), and the server-signed time the page was rendered (bots send at once).
 */
export function FormGuardFields() {
  const rendered = useRootData().formToken
  const [formToken, setFormToken] = useState(rendered)
  // The page may come from a cache; the time that counts is when this form appeared.
  useEffect(() => {
    let current = true
    fetch('/api/form-token', { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<{ formToken: string }>) : undefined))
      .then((body) => {
        if (current && body?.formToken) setFormToken(body.formToken)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [])
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
