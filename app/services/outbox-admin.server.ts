import type { Kysely } from 'kysely'
import {
  type OutboxEmail,
  type OutboxEmailSummary,
  outboxRepository,
} from '../db/repositories/outbox.server.ts'
import type { Database } from '../db/schema.ts'
import { NotFoundError, ValidationError } from './errors.ts'

export type { OutboxEmail, OutboxEmailSummary }

/** `cancelled`: a booking's reminder withdrawn when the booking was cancelled or moved; never sent. */
export const outboxStatuses = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const
export type OutboxStatus = (typeof outboxStatuses)[number]

export function isOutboxStatus(value: unknown): value is OutboxStatus {
  return typeof value === 'string' && (outboxStatuses as readonly string[]).includes(value)
}

export type OutboxCounts = Record<OutboxStatus, number> & { total: number }

export const outboxListLimit = 200

/** The outbox as the owner inspects it: what waits, what went out, what failed, and a second chance for the failed. */
export function createOutboxAdminService(db: Kysely<Database>) {
  const outbox = outboxRepository(db)
  return {
    /** The newest emails first, at most 200, optionally of one status. */
    list(query: { status?: OutboxStatus } = {}): Promise<OutboxEmailSummary[]> {
      return outbox.list({ status: query.status, limit: outboxListLimit })
    },

    async counts(): Promise<OutboxCounts> {
      const counts: OutboxCounts = { queued: 0, sending: 0, sent: 0, failed: 0, cancelled: 0, total: 0 }
      for (const { status, count } of await outbox.countsByStatus()) {
        if (isOutboxStatus(status)) counts[status] = count
        counts.total += count
      }
      return counts
    },

    async get(id: number): Promise<OutboxEmail> {
      const email = await outbox.find(id)
      if (!email) throw new NotFoundError('Email not found')
      return email
    },

    /**
     * Puts a failed email back in the queue, due now. Its attempts are kept, so the worker makes one
     * more try and marks it failed again if that one fails too.
     */
    async retry(id: number): Promise<void> {
      if (await outbox.retryFailed(id)) return
      if (!(await outbox.exists(id))) throw new NotFoundError('Email not found')
      throw new ValidationError('Only failed emails can be retried')
    },
  }
}

export type OutboxAdminService = ReturnType<typeof createOutboxAdminService>
