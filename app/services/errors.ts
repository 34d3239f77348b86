/** Domain errors: behaviour throws them, one mapper turns them into HTTP statuses. */

/**
 * What is wrong with one field. `message` is the schema's English wording, for API clients and logs;
 * `code` and `params` are what a form translates, so rewording a message never changes what a visitor
 * reads (see fieldIssueCode in schemas/parse.ts).
 */
export type IssueDetail = {
  path: string
  message: string
  code?: FieldIssueCode
  params?: Record<string, number | string>
}

export type FieldIssueCode =
  | 'required'
  | 'tooLong'
  | 'tooShort'
  | 'invalidEmail'
  | 'invalidChoice'
  | 'invalid'
  | (string & {})

export class DomainError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
    this.name = new.target.name
  }
}

export class ValidationError extends DomainError {
  readonly issues: IssueDetail[]
  constructor(message: string, issues: IssueDetail[] = []) {
    super(400, message)
    this.issues = issues
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super(404, message)
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super(409, message)
  }
}

/** A time the visitor chose is gone: booked by someone else a moment before, or no longer offered. */
export class SlotTakenConflictError extends ConflictError {
  readonly reason = 'taken' as const
  constructor() {
    super('That time was just taken. Please pick another one.')
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Authentication required') {
    super(401, message)
  }
}

export class ServiceUnavailableError extends DomainError {
  constructor(message: string) {
    super(503, message)
  }
}

export class UpstreamError extends DomainError {
  constructor(message: string) {
    super(502, message)
  }
}

/**
 * A public form's spam checks refused the submission (schemas aside): sent faster than a person types,
 * shown too long ago, or with the hidden field filled. `formToken` is a fresh token to send it again with.
 */
export class FormRefusedError extends ValidationError {
  readonly reason: 'too-fast' | 'expired' | 'rejected'
  readonly formToken: string | undefined
  constructor(
    reason: FormRefusedError['reason'],
    message: string,
    issues: IssueDetail[],
    formToken?: string,
  ) {
    super(message, issues)
    this.reason = reason
    this.formToken = formToken
  }
}

/** Too many of something in a while: the client may try again after `retryAfterSeconds`. */
export class TooManyRequestsError extends DomainError {
  readonly retryAfterSeconds: number
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message)
    this.retryAfterSeconds = retryAfterSeconds
  }
}
