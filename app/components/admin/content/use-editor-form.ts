import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { ContentType } from '~/content-types/definition.ts'
import {
  type EditorValues,
  editorErrors,
  editorInput,
  editorPayload,
  type FormPayload,
  payloadSource,
} from '~/content-types/editor-values.ts'
import type { FieldErrors } from '~/lib/form-submission.ts'
import { toIssueDetails } from '~/schemas/parse.ts'

/**
 * An editor's values, its errors (checked with the type's schema before sending, then the server's),
 * and whether it differs from what it opened with.
 */
export function useEditorForm({
  type,
  initial,
  serverErrors,
  onDirtyChange,
  onSubmit,
}: {
  type: ContentType
  initial: EditorValues
  serverErrors: FieldErrors
  onDirtyChange: (dirty: boolean) => void
  onSubmit: (payload: FormPayload) => void
}) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [initialText] = useState(() => JSON.stringify(initial))
  const formRef = useRef<HTMLFormElement>(null)
  const dirty = JSON.stringify(values) !== initialText
  // Each time errors are shown (the editor then brings the first one into view and focus).
  const [errorsShown, setErrorsShown] = useState(0)

  const reportDirty = useRef(onDirtyChange)
  useEffect(() => {
    reportDirty.current = onDirtyChange
  })
  useEffect(() => {
    reportDirty.current(dirty)
  }, [dirty])

  useEffect(() => {
    setErrors(serverErrors)
    if (Object.values(serverErrors).some(Boolean)) setErrorsShown((count) => count + 1)
  }, [serverErrors])

  function set(name: string, value: string | boolean) {
    setValues((current) => ({ ...current, [name]: value }))
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current))
  }

  /** Changes a text field from its latest value, for work that finishes later (an image upload). */
  function update(name: string, edit: (text: string) => string) {
    setValues((current) => ({ ...current, [name]: edit(String(current[name] ?? '')) }))
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const payload = editorPayload(values)
    const checked = type.inputSchema.safeParse(editorInput(type, payloadSource(payload)))
    if (!checked.success) {
      setErrors(editorErrors(toIssueDetails(checked.error)))
      setErrorsShown((count) => count + 1)
      return
    }
    setErrors({})
    onSubmit(payload)
  }

  return { values, set, update, errors, errorsShown, formRef, handleSubmit }
}
