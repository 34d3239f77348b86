import type { AdminFailure } from '~/lib/admin-action.ts'

export type ContentIntent = 'create' | 'update' | 'delete' | 'move' | 'preview'

/** What a content manager's route action answers, for the dialogs, the delete buttons and the preview. */
export type ContentActionResult =
  | { ok: true; intent: 'create' | 'update' | 'delete' | 'move' }
  | { ok: true; intent: 'preview'; html: string }
  | AdminFailure<ContentIntent>

/**
 * After a save or delete the list is read again even when it failed (a "not found" means the list
 * is out of date); a preview changes nothing, so nothing is read again.
 */
export function contentShouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: {
  formData?: FormData
  defaultShouldRevalidate: boolean
}): boolean {
  const intent = formData?.get('intent')
  if (intent === 'preview') return false
  if (intent === 'create' || intent === 'update' || intent === 'delete' || intent === 'move') return true
  return defaultShouldRevalidate
}
