import { data } from 'react-router'
import type { NewsletterActionResult, NewsletterIntent } from '~/components/admin/newsletter/action-result.ts'
import { issueBodyMaxLength } from '~/components/admin/newsletter/issue-input.ts'
import { ValidationError } from '~/services/errors.ts'
import type { NewsletterService } from '~/services/newsletter.server.ts'

/** The body as subscribers will read it: the same markdown rules and sanitizer as the public articles. */
export function previewResult(form: FormData, newsletter: Pick<NewsletterService, 'issueHtml'>) {
  const body = form.get('body')
  const markdown = typeof body === 'string' ? body.slice(0, issueBodyMaxLength) : ''
  return data<NewsletterActionResult>({ ok: true, intent: 'preview', html: newsletter.issueHtml(markdown) })
}

/** Reads the form's intent; anything not listed is refused. */
export function readIntent<T extends NewsletterIntent>(form: FormData, allowed: readonly T[]): T {
  const intent = form.get('intent')
  if (typeof intent !== 'string' || !(allowed as readonly string[]).includes(intent)) {
    throw new ValidationError('Unknown action')
  }
  return intent as T
}
