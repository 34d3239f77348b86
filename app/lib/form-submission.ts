import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { z } from 'zod'
import { controlKeyOf } from '~/content-types/translations.ts'
import type { TFunction } from '~/i18n/translate.ts'
import { toIssueDetails } from '~/schemas/parse.ts'
import type { ErrorBody, RefusalReason } from '~/services/error-answer.ts'
import type { IssueDetail } from '~/services/errors.ts'

/** One message per field, in the schema's (English) words: the owner's forms show them as they are. */
export type FieldErrors = Partial<Record<string, string>>
/** The first issue of each field: the visitors' forms translate it by its code. */
export type FieldIssues = Partial<Record<string, IssueDetail>>

/**
 * Why a visitor's submission was not taken as a whole, and what they can do: send again at once with
 * `formToken`, come back after `retryAfterSeconds`, or try again. `failed`: the server or the network
 * failed.
 */
export type FormRefusal = { reason: RefusalReason | 'failed'; retryAfterSeconds?: number; formToken?: string }

/**
 * What a page's form action answers: success, or what was entered with the field errors or the
 * refusal (services/error-answer.ts decides which, for the API and the pages alike).
 */
export type FormActionResult<Values> =
  | { ok: true }
  | { ok: false; values?: Values; fieldErrors?: FieldIssues; refusal?: FormRefusal }

export function firstIssuePerField(issues: IssueDetail[]): FieldIssues {
  const found: FieldIssues = {}
  for (const issue of issues) found[controlKeyOf(issue.path)] ??= issue
  return found
}

export function firstErrorPerField(issues: IssueDetail[]): FieldErrors {
  return messagesOf(firstIssuePerField(issues))
}

const messagesOf = (issues: FieldIssues): FieldErrors =>
  Object.fromEntries(Object.entries(issues).map(([field, issue]) => [field, issue?.message]))

/** Runs the shared schema in the browser (the server runs it again): the first issue of each field. */
export function checkFields(schema: z.ZodType, values: unknown): FieldIssues {
  const result = schema.safeParse(values)
  return result.success ? {} : firstIssuePerField(toIssueDetails(result.error))
}

/** The same check, in the schema's words (the owner's forms); undefined when all is well. */
export function validateFields(schema: z.ZodType, values: unknown): FieldErrors | undefined {
  const found = checkFields(schema, values)
  return Object.keys(found).length === 0 ? undefined : messagesOf(found)
}

/**
 * The part of a failed answer a form shows: the errors of the fields it has, or else one refusal
 * (an error on a field the visitor cannot see or change, such as the spam checks', is a refusal too).
 */
export function formOutcome(
  body: Pick<ErrorBody, 'issues' | 'reason' | 'retryAfterSeconds' | 'formToken'> | undefined,
  fields: readonly string[],
): { fieldErrors?: FieldIssues; refusal?: FormRefusal } {
  const fieldErrors = body?.reason ? {} : firstIssuePerField(body?.issues ?? [])
  if (fields.some((field) => fieldErrors[field])) return { fieldErrors }
  const { reason = 'failed', retryAfterSeconds, formToken } = body ?? {}
  return { refusal: { reason, retryAfterSeconds, formToken } }
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
  errors: Partial<Record<string, unknown>>,
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

/** Codes whose text names the field: "Name is required", "Choose email, phone or both". */
const perFieldCodes = new Set(['required', 'invalidChoice'])

/**
 * The visitor's words for a field issue, by its code: `<section>.validation.required.<field>`,
 * `...invalidEmail`, `...tooLong` (with `max`) and so on; anything unforeseen reads "Please check this
 * field".
 */
export function translateFieldError(
  t: TFunction,
  section: string,
  field: string,
  issue: IssueDetail,
): string {
  const key = `${section}.validation`
  const defaultValue = t(`${key}.invalid`)
  const code = issue.code ?? 'invalid'
  if (perFieldCodes.has(code)) return t(`${key}.${code}.${field}`, { defaultValue })
  return t(`${key}.${code}`, { ...issue.params, defaultValue })
}

/**
 * What a refused visitor reads. `failed` keeps the form's own failure text (spec §8); the others say
 * what happened and what to do next.
 */
export function refusalText(t: TFunction, refusal: FormRefusal, failedText: string): string {
  if (refusal.reason === 'failed') return failedText
  if (refusal.reason === 'too-many') {
    const minutes = Math.max(1, Math.ceil((refusal.retryAfterSeconds ?? 60) / 60))
    return t('forms.refusal.too-many', { count: minutes })
  }
  return t(`forms.refusal.${refusal.reason}`)
}

/**
 * A public form's `clientAction`: the server action's answer, or, when the request itself failed (the
 * network, a server error), a result the form reports, the visitor's input kept in it. A redirect the
 * server answered is the router's to follow.
 */
export async function serverActionOrFailure<Result>(
  serverAction: () => Promise<Result>,
): Promise<Result | { ok: false; refusal: FormRefusal }> {
  try {
    return await serverAction()
  } catch (error) {
    if (error instanceof Response) throw error
    return { ok: false, refusal: { reason: 'failed' } }
  }
}

/** A page whose form shows the answer to its post: the post does not reload the page's data. */
export function keepPageDataAfterPost({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate
}
