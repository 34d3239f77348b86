import type { TFunction } from '~/i18n/translate.ts'
import { type FormActionResult, formOutcome, refusalText } from '~/lib/form-submission.ts'

export type NewsletterResult = FormActionResult<{ email: string }>

/**
 * Spec §7: POST {email} with the form's spam-check fields; any ok status is a success and its body is
 * not read. A refusal's body says what the visitor is told.
 */
export async function subscribeToNewsletter(
  email: string,
  guard: Record<string, string>,
): Promise<NewsletterResult> {
  try {
    const response = await fetch('/api/newsletter/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify({ email, ...guard }),
    })
    if (response.ok) return { ok: true }
    const body = await response.json().catch(() => undefined)
    return { ok: false, ...formOutcome(body, ['email']) }
  } catch {
    return { ok: false, refusal: { reason: 'failed' } }
  }
}

/** The title and text a newsletter result is reported with, in a toast or below the form. */
export function newsletterOutcome(
  t: TFunction,
  result: NewsletterResult,
): { title: string; description: string } {
  if (result.ok)
    return { title: t('newsletter.success.title'), description: t('newsletter.success.description') }
  if (result.fieldErrors?.email?.code === 'required')
    return { title: t('newsletter.required.title'), description: t('newsletter.required.description') }
  const failed = t('newsletter.error.description')
  return {
    title: t('newsletter.error.title'),
    description: result.refusal ? refusalText(t, result.refusal, failed) : failed,
  }
}

/** What the /blog page action answers when the form was posted without JavaScript. */
export type NewsletterActionData = NewsletterResult & { form: 'newsletter' }

export function isNewsletterActionData(value: unknown): value is NewsletterActionData {
  return typeof value === 'object' && value !== null && 'form' in value && value.form === 'newsletter'
}

/** The page that handles the form's plain POST when the browser runs no script. */
export const newsletterFallbackAction = '/blog'
export const newsletterIntent = 'newsletter-subscribe'
