import type { Kysely } from 'kysely'
import { toCount } from '../db/dialect.server.ts'
import type { Database } from '../db/schema.ts'
import { NotFoundError, ValidationError } from './errors.ts'

export const outboxStatuses = ['queued', 'sending', 'sent', 'failed'] as const
export type OutboxStatus = (typeof outboxStatuses)[number]

export function isOutboxStatus(value: unknown): value is OutboxStatus {
  return typeof value === 'string' && (outboxStatuses as readonly string[]).includes(value)
}

/** One row of the outbox as the admin lists it: everything but the bodies and the headers. */
export type OutboxEmailSummary = {
  id: number
  kind: string
  toAddress: string
  replyTo: string | null
  subject: string
  status: string
  attempts: number
  nextAttemptAt: string
  lastError: string | null
  createdAt: string
  sentAt: string | null
  newsletterIssueId: number | null
}

export type OutboxEmail = OutboxEmailSummary & { textBody: string; htmlBody: string | null }

export type OutboxCounts = Record<OutboxStatus, number> & { total: number }

export const outboxListLimit = 200

const summaryColumns = [
  'id',
  'kind',
  'toAddress',
  'replyTo',
  'subject',
  'status',
  'attempts',
  'nextAttemptAt',
  'lastError',
  'createdAt',
  'sentAt',
  'newsletterIssueId',
] as const

/** The outbox as the owner inspects it: what waits, what went out, what failed, and a second chance for the failed. */
export function createOutboxAdminService(db: Kysely<Database>) {
  return {
    /** The newest emails first, at most 200, optionally of one status. */
    list(query: { status?: OutboxStatus } = {}): Promise<OutboxEmailSummary[]> {
      let select = db.selectFrom('outbox').select(summaryColumns)
      if (query.status) select = select.where('status', '=', query.status)
      return select.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(outboxListLimit).execute()
    },

    async counts(): Promise<OutboxCounts> {
      const rows = await db
        .selectFrom('outbox')
        .select((eb) => ['status', eb.fn.countAll().as('count')])
        .groupBy('status')
        .execute()
      const counts: OutboxCounts = { queued: 0, sending: 0, sent: 0, failed: 0, total: 0 }
      for (const row of rows) {
        const count = toCount(row.count)
        if (isOutboxStatus(row.status)) counts[row.status] = count
        counts.total += count
      }
      return counts
    },

    async get(id: number): Promise<OutboxEmail> {
      const email = await db
        .selectFrom('outbox')
        .select([...summaryColumns, 'textBody', 'htmlBody'])
        .where('id', '=', id)
        .executeTakeFirst()
      if (!email) throw new NotFoundError('Email not found')
      return email
    },

    /**
     * Puts a failed email back in the queue, due now. Its attempts are kept, so the worker makes one
     * more try and marks it failed again if that one fails too.
     */
    async retry(id: number): Promise<void> {
      const updated = await db
        .updateTable('outbox')
        .set({ status: 'queued', nextAttemptAt: new Date().toISOString(), lockedUntil: null })
        .where('id', '=', id)
        .where('status', '=', 'failed')
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) > 0) return
      const exists = await db.selectFrom('outbox').select('id').where('id', '=', id).executeTakeFirst()
      if (!exists) throw new NotFoundError('Email not found')
      throw new ValidationError('Only failed emails can be retried')
    },
  }
}

export type OutboxAdminService = ReturnType<typeof createOutboxAdminService>
