import { formSubmissionsRepository } from '../db/repositories/form-submissions.server.ts'
import type { PublicForm } from '../db/schema.ts'
import type { InSameTransaction } from '../db/transactions.server.ts'
import { formTokenField, honeypotField } from '../lib/form-guard.ts'
import { longestWait, retryAfterSeconds } from '../lib/sliding-window.ts'
import { FormRefusedError, TooManyRequestsError, ValidationError } from './errors.ts'
import type { LinkSigner } from './signed-links.server.ts'

export const formWindowMs = 60 * 60 * 1000
export const maxSubmissionsPerIp = 5
export const maxSubmissionsPerEmail = 5
export const defaultMinFillMs = 3000
/** A form shown longer ago than this is sent again with a fresh token (the browser refreshes it sooner). */
export const formTokenLifetimeMs = 2 * 60 * 60 * 1000
/** Rows are only needed for the window; a day leaves a short record, then they are pruned. */
const retentionMs = 24 * 60 * 60 * 1000
const tokenPurpose = 'form-rendered'

export class TooManySubmissionsError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60)
    super(`Too many submissions. Please try again in ${minutes} minutes.`, retryAfterSeconds)
  }
}

/** Counts a submission inside the transaction that stores it: a refused or failed write counts nothing. */
export type Admission = InSameTransaction

export type FormGuardOptions = {
  /** The least time between rendering a form and sending it that a person plausibly needs. */
  minFillMs: number
  /** Scales both limits (the browser test suite shares one address across every spec). */
  limitMultiplier: number
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Protection for the public forms (contact, demo request, newsletter): a honeypot that must be sent
 * empty, a signed render time that must be old enough, and per-address and per-email limits counted
 * from the `form_submissions` table. Rejections happen before anything is stored or emailed.
 */
export function createFormGuard(signer: LinkSigner, options: FormGuardOptions) {
  const perIp = Math.max(1, Math.round(maxSubmissionsPerIp * options.limitMultiplier))
  const perEmail = Math.max(1, Math.round(maxSubmissionsPerEmail * options.limitMultiplier))

  /** A token stating "`form` was rendered at `now`", for the form's hidden field. */
  function issueToken(form: PublicForm, now = Date.now()): string {
    const issued = String(Math.floor(now))
    return `${issued}.${form}.${signer.sign(tokenPurpose, `${form}.${issued}`)}`
  }

  return {
    issueToken,

    /**
     * Checks the honeypot and the render time, then returns the submitted fields without them (the
     * form schemas are strict). Throws a 400 when either is missing, filled or forged, when the token
     * is another form's, older than its lifetime, or too recent.
     */
    screen(body: unknown, form: PublicForm, now = Date.now()): Record<string, unknown> {
      if (!isRecord(body)) throw new ValidationError('Expected a JSON object')
      const { [honeypotField]: honeypot, [formTokenField]: token, ...fields } = body
      if (honeypot !== '') {
        throw new FormRefusedError(
          'rejected',
          'The form could not be accepted. Please reload the page and try again.',
          [{ path: honeypotField, message: 'Must be present and empty' }],
        )
      }
      // A person who was told to send again has read the message: the fresh token lets them at once.
      const resendToken = () => issueToken(form, now - options.minFillMs)
      const [issued, tokenForm, signature] = typeof token === 'string' ? token.split('.', 3) : []
      if (
        !issued ||
        !signature ||
        tokenForm !== form ||
        !/^\d{1,15}$/.test(issued) ||
        !signer.verify(tokenPurpose, `${form}.${issued}`, signature) ||
        Number(issued) > now + 60_000 ||
        now - Number(issued) > formTokenLifetimeMs
      ) {
        throw new FormRefusedError(
          'expired',
          'This form has expired. Please send it again.',
          [{ path: formTokenField, message: 'Missing or invalid' }],
          resendToken(),
        )
      }
      if (now - Number(issued) < options.minFillMs) {
        throw new FormRefusedError(
          'too-fast',
          'That was sent faster than a person can fill in the form. Please check it and send it again.',
          [{ path: formTokenField, message: 'Sent too soon after the form was shown' }],
          resendToken(),
        )
      }
      return fields
    },

    /**
     * Records a submission inside `trx`, the transaction that stores what was submitted, or throws 429
     * when the address (for this form) or the email (across the forms) is at its limit for the hour;
     * the transaction then rolls back and nothing of it stays. Recorded first and then counted, with
     * the address and the email locked for the transaction on PostgreSQL (SQLite runs one write
     * transaction at a time), so parallel requests cannot all slip under the limit.
     */
    admission(form: PublicForm, ip: string, email: string, now = Date.now()): Admission {
      return async (trx) => {
        const address = email.trim().toLowerCase()
        const submissions = formSubmissionsRepository(trx)
        const id = await submissions.record({
          form,
          ip,
          email: address,
          createdAt: new Date(now).toISOString(),
        })
        const since = new Date(Date.now() - formWindowMs).toISOString()
        const [byIp, byEmail] = await Promise.all([
          submissions.times('ip', form, ip, since, id),
          submissions.times('email', form, address, since, id),
        ])
        const refusal = longestWait(
          retryAfterSeconds({ windowMs: formWindowMs, limit: perIp }, byIp, now),
          retryAfterSeconds({ windowMs: formWindowMs, limit: perEmail }, byEmail, now),
        )
        if (refusal !== undefined) throw new TooManySubmissionsError(refusal)
        if (id % 100 === 0) await submissions.removeBefore(new Date(now - retentionMs).toISOString())
      }
    },
  }
}

export type FormGuard = ReturnType<typeof createFormGuard>
