import { serverMessage } from '~/lib/form-submission.ts'
import type { IssueDetail } from '~/services/errors.ts'

export type NewsletterIntent = 'preview' | 'create' | 'from-post' | 'save' | 'test' | 'send'

/** What the newsletter pages' actions answer, for the toasts, the form errors and the preview. */
export type NewsletterActionResult =
  | { ok: true; intent: 'preview'; html: string }
  | { ok: true; intent: 'create' | 'from-post'; id: number }
  | { ok: true; intent: 'save' }
  | { ok: true; intent: 'test'; to: string; queuedOnly: boolean }
  | { ok: true; intent: 'send'; count: number }
  | { ok: false; intent?: NewsletterIntent; error: string; issues?: IssueDetail[] }

/** A preview changes nothing on the server, so the page's data is not read again after one. */
export function newsletterShouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: {
  formData?: FormData
  defaultShouldRevalidate: boolean
}): boolean {
  if (formData?.get('intent') === 'preview') return false
  return defaultShouldRevalidate
}

/** "1 subscriber", "3 subscribers". */
export function subscriberCount(count: number): string {
  return count === 1 ? '1 subscriber' : `${count} subscribers`
}

/**
 * Runs the server action from the browser and turns a failure that never reached the action's own
 * error handling (network, server error) into a result the page can report. A redirect (an expired
 * session, a new issue to open) is left to the router.
 */
export async function settleNewsletterAction(
  serverAction: () => Promise<NewsletterActionResult>,
): Promise<NewsletterActionResult> {
  try {
    return await serverAction()
  } catch (error) {
    if (error instanceof Response) throw error
    return { ok: false, error: serverMessage(error) ?? 'The server could not be reached. Try again.' }
  }
}

/** The intents that change the issue; a preview waits while one of them is under way. */
export const writingIntents: ReadonlySet<string> = new Set(['create', 'from-post', 'save', 'test', 'send'])
