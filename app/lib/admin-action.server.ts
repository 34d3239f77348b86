import { data } from 'react-router'
import { errorAnswer } from '~/services/error-answer.ts'
import type { AdminFailure } from './admin-action.ts'

/**
 * The one way an owner's action answers a refusal: the status, headers and words the JSON API would
 * send for the same error (services/error-answer.ts), with a refused field's own message first. An
 * error nobody foresaw is thrown on, to the error page.
 */
export function adminFailure<Intent extends string>(error: unknown, intent?: Intent) {
  const answer = errorAnswer(error)
  if (!answer) throw error
  const { message, issues } = answer.body
  return data<AdminFailure<Intent>>(
    { ok: false, intent, error: issues?.[0]?.message ?? message, issues },
    { status: answer.status, headers: answer.headers },
  )
}
