import type { Kysely, Transaction } from 'kysely'
import { outboxRepository } from '../../db/repositories/outbox.server.ts'
import type { Database } from '../../db/schema.ts'

export type OutgoingEmail = {
  kind: string
  to: string
  replyTo?: string
  subject: string
  text: string
  html: string
  headers?: Record<string, string>
  newsletterIssueId?: number
  /** An iCalendar invitation or cancellation sent with the email as its calendar part. */
  calendar?: string
  /** The booking it belongs to, so its reminders can be withdrawn. */
  bookingId?: number
  /** Not sent before this time (a reminder). */
  sendAfter?: Date
  /** At most one email per key, however often it is queued. */
  dedupeKey?: string
}

/**
 * Writes an email to the outbox. Called inside the transaction that stores what caused it, so a lead
 * and its notifications are saved together or not at all; the worker sends it afterwards. Answers
 * false when an email with the same `dedupeKey` was queued before (this one is then not queued).
 */
export async function enqueueEmail(
  db: Kysely<Database> | Transaction<Database>,
  email: OutgoingEmail,
): Promise<boolean> {
  return outboxRepository(db).enqueue(
    {
      kind: email.kind,
      toAddress: email.to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      headers: email.headers ? JSON.stringify(email.headers) : null,
      newsletterIssueId: email.newsletterIssueId ?? null,
      calendar: email.calendar ?? null,
      bookingId: email.bookingId ?? null,
      dedupeKey: email.dedupeKey ?? null,
    },
    email.sendAfter,
  )
}
