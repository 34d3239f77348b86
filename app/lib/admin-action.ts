import { useEffect, useRef } from 'react'
import type { IssueDetail } from '~/services/errors.ts'
import { serverMessage } from './form-submission.ts'

/**
 * What an owner's form action answers when it was refused: the server's words when it had any (the
 * form shows its own failure text otherwise) and the fields it refused, by path.
 */
export type AdminFailure<Intent extends string = string> = {
  ok: false
  intent?: Intent
  error?: string
  issues?: IssueDetail[]
}

/**
 * Runs an owner's action from the browser and turns a failure that never reached the action's own
 * error handling (network, server error, refused request) into a failure the page can report. A
 * redirect (an expired session, a new item to open) is left to the router.
 */
export async function settleAdminAction<Result>(
  serverAction: () => Promise<Result>,
  fallback?: string,
): Promise<Result | AdminFailure> {
  try {
    return await serverAction()
  } catch (error) {
    if (error instanceof Response) throw error
    return { ok: false, error: serverMessage(error) ?? fallback }
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
 * A route's `headers`: an action refused for a while (the database busy, too many attempts) tells the
 * client when to come back, on the page as in the API.
 */
export function retryAfterHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const retryAfter = actionHeaders.get('Retry-After')
  return new Headers(retryAfter ? { 'Retry-After': retryAfter } : {})
}
