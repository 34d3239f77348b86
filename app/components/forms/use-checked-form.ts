import { type FormEvent, useRef, useState } from 'react'
import type { z } from 'zod'
import {
  type FieldErrors,
  firstErrorPerField,
  focusFirstError,
  textFields,
  validateFields,
} from '~/lib/form-submission.ts'
import type { IssueDetail } from '~/services/errors.ts'

/**
 * A form checked with its shared schema before it is sent (the server checks again): its errors by
 * field, each cleared as soon as the field is right, and the cursor on the first wrong one. The
 * owner's text forms (sign-in, settings, password) use it as it is.
 */
export function useCheckedForm({
  schema,
  fieldNames,
  initialIssues,
}: {
  schema: z.ZodType
  fieldNames: readonly string[]
  initialIssues?: IssueDetail[]
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<FieldErrors>(() => firstErrorPerField(initialIssues ?? []))

  const check = (form: HTMLFormElement): FieldErrors =>
    validateFields(schema, textFields(new FormData(form), fieldNames)) ?? {}

  return {
    formRef,
    errors,
    clearErrors: () => setErrors({}),
    /** The server's refusal of some fields: shown, with the cursor on the first. */
    showIssues(issues: IssueDetail[]) {
      const found = firstErrorPerField(issues)
      setErrors(found)
      focusFirstError(formRef.current, fieldNames, found)
    },
    /** Empties a field the server refused as a whole (a wrong password) and puts the cursor there. */
    clearAndFocus(name: string) {
      const field = formRef.current?.elements.namedItem(name)
      if (field instanceof HTMLInputElement) {
        field.value = ''
        field.focus()
      }
    },
    /** Stops the submission while a field is wrong. */
    handleSubmit(event: FormEvent<HTMLFormElement>) {
      const found = check(event.currentTarget)
      setErrors(found)
      if (Object.keys(found).length > 0) {
        event.preventDefault()
        focusFirstError(event.currentTarget, fieldNames, found)
      }
    },
    /** Checks a field again as it changes, once it has been shown wrong. */
    handleChange(event: FormEvent<HTMLFormElement>) {
      const name = (event.target as HTMLInputElement).name
      if (!errors[name]) return
      const found = check(event.currentTarget)
      setErrors((current) => ({ ...current, [name]: found[name] }))
    },
  }
}
