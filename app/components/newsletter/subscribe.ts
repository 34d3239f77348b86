/** Spec §7: POST {email} with the form's spam-check fields; any ok status is a success and the body is not read. */
export async function subscribeToNewsletter(email: string, guard: Record<string, string>): Promise<boolean> {
  try {
    const response = await fetch('/api/newsletter/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify({ email, ...guard }),
    })
    return response.ok
  } catch {
    return false
  }
}

/** What the /blog page action answers when the form was posted without JavaScript. */
export type NewsletterActionData = { newsletter: 'subscribed' | 'required' | 'failed'; message?: string }

export function isNewsletterActionData(value: unknown): value is NewsletterActionData {
  return typeof value === 'object' && value !== null && 'newsletter' in value
}

/** The page that handles the form's plain POST when the browser runs no script. */
export const newsletterFallbackAction = '/blog'
export const newsletterIntent = 'newsletter-subscribe'
