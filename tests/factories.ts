import type { Insertable } from 'kysely'
import type { Database } from '~/db/schema.ts'

/** The content factories are the app's, shared with the seed's demo content. */
export { buildBlogPost, buildProject, buildTestimonial } from '~/db/factories.ts'

/** An email waiting in the outbox, due now. */
export function buildQueuedEmail(
  overrides: Partial<Insertable<Database['outbox']>> & { toAddress: string },
): Insertable<Database['outbox']> {
  const now = new Date().toISOString()
  return {
    replyTo: null,
    subject: 'Hello',
    textBody: 'Hello',
    htmlBody: null,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    createdAt: now,
    sentAt: null,
    headers: null,
    lockedUntil: null,
    newsletterIssueId: null,
    ...overrides,
  }
}
