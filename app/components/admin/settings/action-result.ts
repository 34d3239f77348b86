import { data } from 'react-router'
import { DomainError, type IssueDetail, ValidationError } from '~/services/errors.ts'

/** What an admin form action answers: done, or the server's message with the fields it refused. */
export type AdminActionResult = { ok: true } | { ok: false; error: string; issues?: IssueDetail[] }

/** Turns a domain error from a service into an answer the form can show; anything else is a real failure. */
export function actionFailure(error: unknown) {
  if (error instanceof ValidationError) {
    return data<AdminActionResult>(
      { ok: false, error: error.issues[0]?.message ?? error.message, issues: error.issues },
      { status: 400 },
    )
  }
  if (error instanceof DomainError) {
    return data<AdminActionResult>({ ok: false, error: error.message }, { status: error.status })
  }
  throw error
}
