import { useEffect, useRef } from 'react'
import { serverMessage } from '~/lib/form-submission.ts'
import type { IssueDetail } from '~/services/errors.ts'

export type ContentIntent = 'create' | 'update' | 'delete' | 'move' | 'preview'

/** What a content manager's route action answers, for the dialogs, the delete buttons and the preview. */
export type ContentActionResult =
  | { ok: true; intent: 'create' | 'update' | 'delete' | 'move' }
  | { ok: true; intent: 'preview'; html: string }
  | { ok: false; intent?: ContentIntent; error?: string; issues?: IssueDetail[]; status?: number }

/**
 * Runs the server action from the browser and turns a failure that never reached the action's own
 * error handling (network, server error, refused request) into a result the page can report with
 * its fallback text. A redirect (an expired session) is left to the router.
 */
export async function settleContentAction(
  serverAction: () => Promise<ContentActionResult>,
): Promise<ContentActionResult> {
  try {
    return await serverAction()
  } catch (error) {
    if (error instanceof Response) throw error
    return { ok: false, error: serverMessage(error) }
  }
}

type SettlingFetcher<T> = { state: 'idle' | 'loading' | 'submitting'; data: T | undefined }

/**
 * Calls `onSettled` once each time the fetcher finishes a round trip (its action and the reload
 * of the page's data that follows), so a dialog closes only when the list already shows the change.
 */
export function useFetcherSettled<T>(fetcher: SettlingFetcher<T>, onSettled: (data: T) => void) {
  const busy = useRef(false)
  const handler = useRef(onSettled)
  useEffect(() => {
    handler.current = onSettled
  })
  useEffect(() => {
    if (fetcher.state !== 'idle') {
      busy.current = true
      return
    }
    if (!busy.current) return
    busy.current = false
    if (fetcher.data !== undefined) handler.current(fetcher.data)
  }, [fetcher.state, fetcher.data])
}

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
