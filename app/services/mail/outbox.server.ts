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
}

/**
 * Writes an email to the outbox. Called inside the transaction that stores what caused it, so a lead
 * and its notifications are saved together or not at all; the worker sends it afterwards.
 */
export async function enqueueEmail(db: Kysely<Database> | Transaction<Database>, email: OutgoingEmail) {
  await outboxRepository(db).enqueue({
    kind: email.kind,
    toAddress: email.to,
    replyTo: email.replyTo ?? null,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    headers: email.headers ? JSON.stringify(email.headers) : null,
    newsletterIssueId: email.newsletterIssueId ?? null,
  })
}
