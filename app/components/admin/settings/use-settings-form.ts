import { useFetcher } from 'react-router'
import type { z } from 'zod'
import { useCheckedForm } from '~/components/forms/use-checked-form.ts'
import { type ToastInput, toast } from '~/components/ui/toast.tsx'
import type { AdminActionResult } from './action-result.ts'
import { useFetcherResult } from './use-fetcher-result.ts'

/**
 * An owner's form that saves in place (the profile, the password): checked before sending, the
 * saved toast on success, and on a refusal the refused fields and the server's words (or
 * `failedText`).
 */
export function useSettingsForm({
  key,
  schema,
  fieldNames,
  savedToast,
  failedText,
  onSaved,
}: {
  key: string
  schema: z.ZodType
  fieldNames: readonly string[]
  savedToast: ToastInput
  failedText: string
  onSaved?: (form: HTMLFormElement | null) => void
}) {
  const fetcher = useFetcher<AdminActionResult>({ key })
  const form = useCheckedForm({ schema, fieldNames })

  useFetcherResult(fetcher, (result) => {
    if (result.ok) {
      onSaved?.(form.formRef.current)
      form.clearErrors()
      toast(savedToast)
      return
    }
    form.showIssues(result.issues ?? [])
    toast({ title: 'Error', description: result.error || failedText, variant: 'destructive' })
  })

  return { ...form, fetcher, saving: fetcher.state !== 'idle' }
}
