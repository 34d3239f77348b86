import { writeRefusal } from '~/db/write-refusal.server.ts'
import {
  DomainError,
  FormRefusedError,
  type IssueDetail,
  SlotTakenConflictError,
  TooManyRequestsError,
  ValidationError,
} from './errors.ts'

/**
 * Why a submission was turned away as a whole (not for one field): sent too fast, from a form shown too
 * long ago, caught by the spam check, over the hourly limit, while the database was busy or full.
 */
export type RefusalReason = FormRefusedError['reason'] | 'too-many' | 'busy' | 'taken'

export type ErrorBody = {
  message: string
  issues?: IssueDetail[]
  reason?: RefusalReason
  retryAfterSeconds?: number
  /** A fresh form token the refused form can be sent again with at once. */
  formToken?: string
}

export type ErrorAnswer = { status: number; headers: Record<string, string>; body: ErrorBody }

/**
 * The one mapping from a thrown error to what the client is told, for the JSON API and the page
 * actions alike. Undefined for an error nobody foresaw: the caller logs it and answers 500.
 */
export function errorAnswer(error: unknown): ErrorAnswer | undefined {
  if (error instanceof FormRefusedError) {
    const { message, issues, reason, formToken } = error
    return { status: 400, headers: {}, body: { message, issues, reason, formToken } }
  }
  if (error instanceof ValidationError) {
    return { status: 400, headers: {}, body: { message: error.message, issues: error.issues } }
  }
  if (error instanceof TooManyRequestsError) {
    const { message, retryAfterSeconds } = error
    return {
      status: 429,
      headers: { 'Retry-After': String(retryAfterSeconds) },
      body: { message, reason: 'too-many', retryAfterSeconds },
    }
  }
  if (error instanceof SlotTakenConflictError)
    return { status: 409, headers: {}, body: { message: error.message, reason: 'taken' } }
  if (error instanceof DomainError)
    return { status: error.status, headers: {}, body: { message: error.message } }
  const refusal = writeRefusal(error)
  if (refusal) {
    const { status, message, retryAfterSeconds } = refusal
    return {
      status,
      headers: { 'Retry-After': String(retryAfterSeconds) },
      body: { message, reason: 'busy', retryAfterSeconds },
    }
  }
  return undefined
}
