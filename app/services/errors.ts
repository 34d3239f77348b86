/** Domain errors: behaviour throws them, one mapper turns them into HTTP statuses. */
export type IssueDetail = { path: string; message: string }

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

/** Too many of something in a while: the client may try again after `retryAfterSeconds`. */
export class TooManyRequestsError extends DomainError {
  readonly retryAfterSeconds: number
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message)
    this.retryAfterSeconds = retryAfterSeconds
  }
}
