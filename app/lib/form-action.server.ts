import { data } from 'react-router'
import { type ErrorBody, errorAnswer } from '~/services/error-answer.ts'
import { type FormActionResult, formOutcome } from './form-submission.ts'

/**
 * The one adapter from a page's form action to a use case: runs it, and on a refusal answers what
 * was entered with the field errors or the refusal, with the status and headers the API would send
 * (services/error-answer.ts). `fields` are the fields the form shows; an error on any other field is
 * reported as a refusal, since the visitor could not see it.
 */
export async function formAction<Values>(
  values: Values,
  fields: readonly string[],
  run: () => Promise<unknown>,
) {
  try {
    await run()
    return data<FormActionResult<Values>>({ ok: true })
  } catch (error) {
    return formFailure(values, fields, error)
  }
}

/** A refused or failed submission as its form shows it: what was entered, with the errors or the refusal. */
export function formFailure<Values>(values: Values, fields: readonly string[], error: unknown) {
  const answer = errorAnswer(error)
  // Logged here because the visitor gets their form back with a message instead of an error page.
  if (!answer) console.error('a form could not be saved', error)
  const body: ErrorBody | undefined = answer?.body
  return data<FormActionResult<Values>>(
    { ok: false, values, ...formOutcome(body, fields) },
    { status: answer?.status ?? 500, headers: answer?.headers },
  )
}
