import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useActionData, useFetcher } from 'react-router'
import type { z } from 'zod'
import { toast } from '~/components/ui/toast.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import {
  checkFields,
  type FieldIssues,
  type FormActionResult,
  type FormRefusal,
  focusFirstError,
  refusalText,
  translateFieldError,
} from '~/lib/form-submission.ts'

type PublicFormOptions = {
  /** The fetcher's key, and the name the form's code is loaded under. */
  name: string
  /** Where the form's texts are: `<section>.validation.*`, `<section>.failure.*`, `<section>.success.*`. */
  section: 'contact' | 'demoRequest' | 'booking' | 'accessibility.report'
  /** The fields the form shows, in their order on the page (the first with an error takes the focus). */
  fieldOrder: readonly string[]
  /**
   * The shared schema, fetched when the visitor turns to the form (zod and the field rules are 25 kB
   * gzip): the page hydrates light, and a submit waits for it if it is still on its way.
   */
  loadSchema: () => Promise<z.ZodType>
  /** What the schema reads from the form's current fields. */
  schemaInput: (formData: FormData) => unknown
  onSuccess: (form: HTMLFormElement | null) => void
}

const loadedSchemas = new Map<string, z.ZodType>()
const schemaLoads = new Map<string, Promise<unknown>>()

/**
 * The visitors' forms (contact, demo request): checked in the browser with the shared schema, sent by a
 * fetcher, answered with a toast and, for any refusal, a message inside the form that stays until the
 * next send; what was typed is never cleared unless it was sent. Without JavaScript the same form posts
 * to the page, whose action data brings back the values with the field errors or the refusal.
 */
export function usePublicForm<Values>(options: PublicFormOptions) {
  const { name, section, fieldOrder } = options
  const { t } = useTranslation()
  const idPrefix = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const fetcher = useFetcher<FormActionResult<Values>>({ key: name })
  const pageResult = useActionData<FormActionResult<Values>>()
  const posted = pageResult && !pageResult.ok ? pageResult : undefined
  const [errors, setErrors] = useState<FieldIssues>(posted?.fieldErrors ?? {})
  const [refusal, setRefusal] = useState<FormRefusal | undefined>(posted?.refusal)
  const handled = useRef<FormActionResult<Values> | undefined>(undefined)
  const latest = useRef(options)
  latest.current = options

  function loadSchema(): Promise<unknown> {
    let load = schemaLoads.get(name)
    if (!load) {
      load = latest.current.loadSchema().then((schema) => loadedSchemas.set(name, schema))
      schemaLoads.set(name, load)
    }
    return load
  }

  useEffect(() => {
    const result = fetcher.data
    if (fetcher.state !== 'idle' || !result || handled.current === result) return
    handled.current = result
    if (result.ok) {
      setErrors({})
      setRefusal(undefined)
      latest.current.onSuccess(formRef.current)
      return
    }
    if (result.fieldErrors) {
      setErrors(result.fieldErrors)
      focusFirstError(formRef.current, latest.current.fieldOrder, result.fieldErrors)
      return
    }
    const refused = result.refusal ?? { reason: 'failed' }
    setRefusal(refused)
    toast({
      title: t(`${section}.failure.title`),
      description: refusalText(t, refused, t(`${section}.failure.description`)),
      variant: 'destructive',
    })
  }, [fetcher.state, fetcher.data, section, t])

  function check(form: HTMLFormElement): FieldIssues {
    const schema = loadedSchemas.get(name)
    return schema ? checkFields(schema, latest.current.schemaInput(new FormData(form))) : {}
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget
    if (!loadedSchemas.has(name)) {
      event.preventDefault()
      void loadSchema().then(() => form.requestSubmit())
      return
    }
    const found = check(form)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      event.preventDefault()
      focusFirstError(form, fieldOrder, found)
      return
    }
    setRefusal(undefined)
  }

  // Once a field shows an error, it is checked again as the visitor corrects it.
  function onChange(event: FormEvent<HTMLFormElement>) {
    const field = (event.target as HTMLInputElement).name
    if (!errors[field]) return
    const found = check(event.currentTarget)
    setErrors((current) => ({ ...current, [field]: found[field] }))
  }

  const errorText = (field: string) => {
    const issue = errors[field]
    return issue ? translateFieldError(t, section, field, issue) : undefined
  }

  type TextFieldName = {
    [Field in keyof Values]: Values[Field] extends string ? Field : never
  }[keyof Values] &
    string

  return {
    fetcher,
    /** A text field's id, name, what the visitor had entered in it and its error. */
    textField: (field: TextFieldName) => ({
      id: `${idPrefix}-${field}`,
      name: field,
      defaultValue: posted?.values?.[field] as string | undefined,
      error: errorText(field),
    }),
    sending: fetcher.state !== 'idle',
    /** Sent without JavaScript and stored: the page shows the confirmation in place of a toast. */
    sentWithoutScript: pageResult?.ok === true,
    /** What the visitor had entered, when the page itself answered a refused post. */
    entered: posted?.values,
    errorText,
    /** The refusal's message, shown inside the form until the next send. */
    refusalMessage: refusal ? refusalText(t, refusal, t(`${section}.failure.description`)) : undefined,
    /** The token a refusal of the spam checks brought, for sending again at once. */
    renewedToken: refusal?.formToken,
    formProps: {
      ref: formRef,
      method: 'post' as const,
      noValidate: true,
      onSubmit,
      onChange,
      onFocus: () => void loadSchema(),
      onPointerDown: () => void loadSchema(),
    },
  }
}
