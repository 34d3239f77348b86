import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { z } from 'zod'
import { type FieldErrors, focusFirstError, validateFields } from '~/lib/form-submission.ts'
import { type FormPayload, payloadSource } from './form-values.ts'

type FieldSource = ReturnType<typeof payloadSource>

/**
 * A dialog form's values, its errors (checked with the shared schema before sending, then the
 * server's), and whether it differs from what it opened with.
 */
export function useEditorForm<Values extends Record<string, string | boolean>>({
  initial,
  schema,
  toPayload,
  toInput,
  fieldOrder,
  serverErrors,
  onDirtyChange,
  onSubmit,
}: {
  initial: Values
  schema: z.ZodType
  toPayload: (values: Values) => FormPayload
  toInput: (source: FieldSource) => unknown
  fieldOrder: readonly string[]
  serverErrors: FieldErrors
  onDirtyChange: (dirty: boolean) => void
  onSubmit: (payload: FormPayload) => void
}) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [initialText] = useState(() => JSON.stringify(initial))
  const formRef = useRef<HTMLFormElement>(null)
  const dirty = JSON.stringify(values) !== initialText

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

  function set<Key extends keyof Values & string>(key: Key, value: Values[Key]) {
    setValues((current) => ({ ...current, [key]: value }))
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current))
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const payload = toPayload(values)
    const found = validateFields(schema, toInput(payloadSource(payload)))
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
