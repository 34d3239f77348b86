import { data } from 'react-router'
import { renderMarkdown } from '~/lib/markdown.server.ts'
import { DomainError, ValidationError } from '~/services/errors.ts'
import type { NewsletterActionResult, NewsletterIntent } from './action-result.ts'
import { issueBodyMaxLength } from './issue-input.ts'

/** The body as subscribers will read it: the same markdown rules and sanitizer as the public articles. */
export function previewResult(form: FormData) {
  const body = form.get('body')
  const markdown = typeof body === 'string' ? body.slice(0, issueBodyMaxLength) : ''
  return data<NewsletterActionResult>({ ok: true, intent: 'preview', html: renderMarkdown(markdown) })
}

/** Reads the form's intent; anything not listed is refused. */
export function readIntent<T extends NewsletterIntent>(form: FormData, allowed: readonly T[]): T {
  const intent = form.get('intent')
  if (typeof intent !== 'string' || !(allowed as readonly string[]).includes(intent)) {
    throw new ValidationError('Unknown action')
  }
  return intent as T
}

/** A domain error from a service, answered in the server's words for the page's toast. */
export function newsletterFailure(error: unknown, intent: NewsletterIntent | undefined) {
  if (error instanceof ValidationError) {
    return data<NewsletterActionResult>(
      { ok: false, intent, error: error.issues[0]?.message ?? error.message, issues: error.issues },
      { status: 400 },
    )
  }
  if (error instanceof DomainError) {
    return data<NewsletterActionResult>({ ok: false, intent, error: error.message }, { status: error.status })
  }
  throw error
}
