import type { z } from 'zod'
import { type IssueDetail, ValidationError } from '~/services/errors.ts'

export function toIssueDetails(error: z.ZodError): IssueDetail[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
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
