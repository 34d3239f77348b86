import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { ContentType } from '~/content-types/definition.ts'
import {
  type EditorValues,
  editorInput,
  editorPayload,
  type FormPayload,
  payloadSource,
} from '~/content-types/editor-values.ts'
import { type FieldErrors, focusFirstError, validateFields } from '~/lib/form-submission.ts'

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
  const fieldOrder = Object.keys(type.fields)

  const reportDirty = useRef(onDirtyChange)
  useEffect(() => {
    reportDirty.current = onDirtyChange
  })
  useEffect(() => {
    reportDirty.current(dirty)
  }, [dirty])

  const order = useRef(fieldOrder)
  useEffect(() => {
    setErrors(serverErrors)
    focusFirstError(formRef.current, order.current, serverErrors)
  }, [serverErrors])

  function set(name: string, value: string | boolean) {
    setValues((current) => ({ ...current, [name]: value }))
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current))
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const payload = editorPayload(values)
    const found = validateFields(type.inputSchema, editorInput(type, payloadSource(payload)))
    if (found) {
      setErrors(found)
      focusFirstError(formRef.current, fieldOrder, found)
      return
    }
    setErrors({})
    onSubmit(payload)
  }

  return { values, set, errors, formRef, handleSubmit }
}
