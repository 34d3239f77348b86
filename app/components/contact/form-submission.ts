import { isRouteErrorResponse } from 'react-router'
import type { z } from 'zod'
import type { TFunction } from '~/i18n/translate.ts'
import { toIssueDetails } from '~/schemas/parse.ts'
import type { IssueDetail } from '~/services/errors.ts'

/** One message per field, in the schema's (English) words; the form translates them when it shows them. */
export type FieldErrors = Partial<Record<string, string>>

/**
 * What a page's form action answers: success, the field errors with what was entered, or a failure
 * (with the server's message when it gave one).
 */
export type FormActionResult<Values> =
  | { ok: true }
  | { ok: false; errors: FieldErrors; values: Values }
  | { ok: false; message?: string; values?: Values }

export function firstErrorPerField(issues: IssueDetail[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const field = issue.path.split('.')[0] || 'form'
    errors[field] ??= issue.message
  }
  return errors
}

/** Runs the shared schema in the browser; the server runs it again. */
export function validateFields(schema: z.ZodType, values: unknown): FieldErrors | undefined {
  const result = schema.safeParse(values)
  return result.success ? undefined : firstErrorPerField(toIssueDetails(result.error))
}

/** Reads text fields from a posted form; a missing field reads as empty text. */
export function textFields<const Name extends string>(formData: FormData, names: readonly Name[]) {
  return Object.fromEntries(
    names.map((name) => {
      const value = formData.get(name)
      return [name, typeof value === 'string' ? value : '']
    }),
  ) as Record<Name, string>
}

/** Puts the cursor in the first field, in form order, that has an error. */
export function focusFirstError(
  form: HTMLFormElement | null,
  fieldOrder: readonly string[],
  errors: FieldErrors,
) {
  const first = fieldOrder.find((name) => errors[name])
  const element = first ? form?.elements.namedItem(first) : null
  if (element instanceof HTMLElement) element.focus()
  else if (element instanceof RadioNodeList) (element[0] as HTMLElement | undefined)?.focus()
}

/** The server's own words from a failed submission (a JSON `message` or short plain text), if any. */
export function serverMessage(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error) || typeof error.data !== 'string') return undefined
  const body = error.data.trim()
  try {
    const parsed: unknown = JSON.parse(body)
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message || undefined
    }
    return undefined
  } catch {
    return body && body.length <= 200 && !body.includes('<') ? body : undefined
  }
}

const requiredMessages = new Set(['Required', 'Must be text', 'Name is required', 'Email is required'])
const simpleMessages: Record<string, string> = {
  'Invalid email': 'invalidEmail',
  'Enter a valid phone number': 'invalidPhone',
  'Choose email, phone or both': 'contactMethod',
  'You must agree to be contacted': 'consent',
}

/**
 * The visitor's words for a schema message: `<section>.validation.required.<field>`, `...invalidEmail`,
 * `...tooLong` and so on; anything unforeseen reads "Please check this field".
 */
export function translateFieldError(t: TFunction, section: string, field: string, message: string): string {
  const key = `${section}.validation`
  const fallback = t(`${key}.invalid`)
  if (requiredMessages.has(message)) return t(`${key}.required.${field}`, { defaultValue: fallback })
  const simple = simpleMessages[message]
  if (simple) return t(`${key}.${simple}`, { defaultValue: fallback })
  const tooLong = /^Must be at most (\d+) characters$/.exec(message)
  if (tooLong) return t(`${key}.tooLong`, { max: Number(tooLong[1]) })
  return fallback
}
