import type { z } from 'zod'
import { type IssueDetail, ValidationError } from '~/services/errors.ts'

type ZodIssue = z.core.$ZodIssue

/**
 * The code a form translates for a schema issue (see IssueDetail). A refinement names its own code in
 * `params.code` (`{ error: 'Enter a valid phone number', params: { code: 'invalidPhone' } }`).
 */
export function fieldIssueCode(issue: ZodIssue): Pick<IssueDetail, 'code' | 'params'> {
  switch (issue.code) {
    // A form's text field is always sent as text: a value of another type means it was left out.
    case 'invalid_type':
      return { code: 'required' }
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1
        ? { code: 'required' }
        : { code: 'tooShort', params: { min: Number(issue.minimum) } }
    case 'too_big':
      return { code: 'tooLong', params: { max: Number(issue.maximum) } }
    case 'invalid_format':
      return { code: issue.format === 'email' ? 'invalidEmail' : 'invalid' }
    case 'invalid_value':
      return { code: 'invalidChoice' }
    case 'custom': {
      const code = issue.params?.code
      return { code: typeof code === 'string' ? code : 'invalid' }
    }
    default:
      return { code: 'invalid' }
  }
}

export function toIssueDetails(error: z.ZodError): IssueDetail[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
    ...fieldIssueCode(issue),
  }))
}

/** Parses input with a shared schema; failure becomes a ValidationError naming each field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issues = toIssueDetails(result.error)
  const first = issues[0]
  const summary = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid input'
  throw new ValidationError(summary, issues)
}
