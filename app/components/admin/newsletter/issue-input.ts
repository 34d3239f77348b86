import { z } from 'zod'
import { requiredText } from '~/schemas/fields.ts'

export const issueSubjectMaxLength = 200
export const issueBodyMaxLength = 50_000

/** A newsletter issue as the owner writes it: a subject line and a markdown body. */
export const issueInputSchema = z.strictObject({
  subject: requiredText(issueSubjectMaxLength, 'Enter a subject'),
  body: requiredText(issueBodyMaxLength, 'Write the body of the issue'),
})
export type IssueInput = z.output<typeof issueInputSchema>

function text(form: FormData, name: string): string | undefined {
  const value = form.get(name)
  return typeof value === 'string' ? value : undefined
}

/** The subject and body fields of a submitted form, for the schema to judge. */
export function issueFormValues(form: FormData) {
  return { subject: text(form, 'subject'), body: text(form, 'body') }
}
