import type { AdminFailure } from '~/lib/admin-action.ts'

export type NewsletterIntent = 'preview' | 'create' | 'from-post' | 'save' | 'test' | 'send'

/** What the newsletter pages' actions answer, for the toasts, the form errors and the preview. */
export type NewsletterActionResult =
  | { ok: true; intent: 'preview'; html: string }
  | { ok: true; intent: 'create' | 'from-post'; id: number }
  | { ok: true; intent: 'save' }
  | { ok: true; intent: 'test'; to: string; queuedOnly: boolean }
  | { ok: true; intent: 'send'; count: number }
  | AdminFailure<NewsletterIntent>

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

/** The intents that change the issue; a preview waits while one of them is under way. */
export const writingIntents: ReadonlySet<string> = new Set(['create', 'from-post', 'save', 'test', 'send'])
