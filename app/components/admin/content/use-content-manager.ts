import { useState } from 'react'
import { useFetcher, useFetchers, useLocation, useNavigation, useRevalidator } from 'react-router'
import { type ToastInput, toast } from '~/components/ui/toast.tsx'
import { editorErrors, type FormPayload } from '~/content-types/editor-values.ts'
import { useFetcherSettled } from '~/lib/admin-action.ts'
import type { FieldErrors } from '~/lib/form-submission.ts'
import type { ContentActionResult } from './action-result.ts'

export type ContentMessages = {
  created: ToastInput
  updated: ToastInput
  deleted: ToastInput
  saveFailed: string
  deleteFailed: string
  moveFailed: string
}

export const discardChangesMessage = 'Discard unsaved changes?'

/**
 * The state every content manager shares: which item the dialog edits (none when closed), whether
 * it holds unsaved changes, the save and delete round trips, and their toasts (spec §8).
 */
export function useContentManager<Item extends { id: number }>(kind: string, messages: ContentMessages) {
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null)
  const [dirty, setDirty] = useState(false)
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const saveFetcher = useFetcher<ContentActionResult>({ key: `${kind}-save` })
  const deleteFetcher = useFetcher<ContentActionResult>({ key: `${kind}-delete` })
  const moveFetcher = useFetcher<ContentActionResult>({ key: `${kind}-move` })

  const close = () => {
    setEditing(null)
    setDirty(false)
    setServerErrors({})
  }
  const open = (item: Item | null) => {
    setServerErrors({})
    setDirty(false)
    setEditing({ item })
  }

  useFetcherSettled(saveFetcher, (result) => {
    if (result.ok) {
      toast(result.intent === 'update' ? messages.updated : messages.created)
      close()
      return
    }
    setServerErrors(editorErrors(result.issues ?? []))
    toast({ title: 'Error', description: result.error ?? messages.saveFailed, variant: 'destructive' })
  })

  useFetcherSettled(deleteFetcher, (result) => {
    if (result.ok) toast(messages.deleted)
    else toast({ title: 'Error', description: result.error ?? messages.deleteFailed, variant: 'destructive' })
  })

  useFetcherSettled(moveFetcher, (result) => {
    if (!result.ok)
      toast({ title: 'Error', description: result.error ?? messages.moveFailed, variant: 'destructive' })
  })

  const deletingId = deleteFetcher.state === 'idle' ? null : Number(deleteFetcher.formData?.get('id'))

  return {
    editing,
    dirty,
    setDirty,
    serverErrors,
    saving: saveFetcher.state !== 'idle',
    deletingId,
    openNew: () => open(null),
    openEdit: (item: Item) => open(item),
    /** Escape, a click outside, the close button and Cancel all come here; unsaved work is confirmed first. */
    onOpenChange: (next: boolean) => {
      if (next) return
      if (dirty && !window.confirm(discardChangesMessage)) return
      close()
    },
    save: (payload: FormPayload) => {
      setServerErrors({})
      const target = editing?.item
      saveFetcher.submit(
        target ? { ...payload, intent: 'update', id: String(target.id) } : { ...payload, intent: 'create' },
        { method: 'post' },
      )
    },
    remove: (item: Item) => {
      deleteFetcher.submit({ intent: 'delete', id: String(item.id) }, { method: 'post' })
    },
    moving: moveFetcher.state !== 'idle',
    move: (item: Item, direction: 'up' | 'down') => {
      moveFetcher.submit({ intent: 'move', id: String(item.id), direction }, { method: 'post' })
    },
  }
}

/**
 * True while the page's list is being read again (after a write, or a navigation back to it), so
 * the page can say so; the first visit is rendered on the server with the list already in it.
 */
export function useListReloading(): boolean {
  const navigation = useNavigation()
  const location = useLocation()
  const revalidator = useRevalidator()
  const fetchers = useFetchers()
  return (
    revalidator.state === 'loading' ||
    (navigation.state === 'loading' && navigation.location.pathname === location.pathname) ||
    fetchers.some((fetcher) => fetcher.state === 'loading' && fetcher.formData?.get('intent') !== 'preview')
  )
}
