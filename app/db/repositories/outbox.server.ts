import type { Insertable, Kysely } from 'kysely'
import { type DialectName, dialectOf, toCount } from '../dialect.server.ts'
import type { Database, OutboxRow, OutboxTable } from '../schema.ts'

/** An email as it is queued: who it goes to and what it says. */
export type QueuedEmail = Pick<
  Insertable<OutboxTable>,
  | 'kind'
  | 'toAddress'
  | 'replyTo'
  | 'subject'
  | 'textBody'
  | 'htmlBody'
  | 'headers'
  | 'newsletterIssueId'
  | 'dedupeKey'
  | 'calendar'
  | 'bookingId'
>

/** One email as the admin lists it: everything but the bodies and the headers. */
export type OutboxEmailSummary = Omit<
  OutboxRow,
  'textBody' | 'htmlBody' | 'headers' | 'lockedUntil' | 'dedupeKey' | 'calendar' | 'bookingId'
>
export type OutboxEmail = OutboxEmailSummary & Pick<OutboxRow, 'textBody' | 'htmlBody'>

/** How one newsletter issue's email to one subscriber went. */
export type IssueDelivery = Pick<OutboxRow, 'toAddress' | 'status' | 'attempts' | 'sentAt' | 'lastError'>

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

/**
 * The outbox: emails written in the transaction of what caused them, claimed and sent by the worker,
 * inspected and retried by the owner.
 */
export function outboxRepository(db: Kysely<Database>, dialect: DialectName = dialectOf(db)) {
  return {
    /**
     * Queues an email, due now or at `sendAfter` (a reminder). An email with a `dedupeKey` already
     * queued under that key is not queued again. Answers whether this call queued it.
     */
    async enqueue(email: QueuedEmail, sendAfter?: Date): Promise<boolean> {
      const now = new Date().toISOString()
      const result = await db
        .insertInto('outbox')
        .values({
          ...email,
          status: 'queued',
          attempts: 0,
          nextAttemptAt: sendAfter ? sendAfter.toISOString() : now,
          createdAt: now,
        })
        .onConflict((conflict) => conflict.column('dedupeKey').doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
    },
    /**
     * Withdraws the emails of a booking not sent yet whose kind starts with `kindPrefix` (its
     * reminders, once it is cancelled or moved): they stay listed as `cancelled` and are never sent.
     */
    async cancelPending(bookingId: number, kindPrefix: string): Promise<number> {
      const result = await db
        .updateTable('outbox')
        .set({ status: 'cancelled', lockedUntil: null })
        .where('bookingId', '=', bookingId)
        .where('kind', 'like', `${kindPrefix}%`)
        .where('status', '=', 'queued')
        .executeTakeFirst()
      return Number(result.numUpdatedRows)
    },
    /**
     * Claims up to `limit` due emails (and those whose claim expired) for `lockMs`, counting the attempt.
     * On PostgreSQL rows another instance is claiming are skipped, so no email goes twice.
     */
    claimDue(limit: number, lockMs: number): Promise<OutboxRow[]> {
      const now = new Date()
      const nowIso = now.toISOString()
      return db
        .updateTable('outbox')
        .set((eb) => ({
          status: 'sending',
          lockedUntil: new Date(now.getTime() + lockMs).toISOString(),
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', 'in', (eb) => {
          const due = eb
            .selectFrom('outbox')
            .select('id')
            .where((w) =>
              w.or([
                w.and([w('status', '=', 'queued'), w('nextAttemptAt', '<=', nowIso)]),
                w.and([w('status', '=', 'sending'), w('lockedUntil', '<', nowIso)]),
              ]),
            )
            .orderBy('id')
            .limit(limit)
          return dialect === 'postgres' ? due.forUpdate().skipLocked() : due
        })
        .returningAll()
        .execute()
    },
    /** Hands claimed but unsent emails back, their attempt not counted. */
    async release(ids: number[]): Promise<void> {
      await db
        .updateTable('outbox')
        .set((eb) => ({ status: 'queued', lockedUntil: null, attempts: eb('attempts', '-', 1) }))
        .where('id', 'in', ids)
        .where('status', '=', 'sending')
        .execute()
    },
    async markSent(id: number): Promise<void> {
      await db
        .updateTable('outbox')
        .set({ status: 'sent', sentAt: new Date().toISOString(), lockedUntil: null, lastError: null })
        .where('id', '=', id)
        .execute()
    },
    /** Records a failed try: queued again for `nextAttemptAt`, or failed for good when `giveUp`. */
    async markNotSent(
      id: number,
      failure: { lastError: string; giveUp: boolean; nextAttemptAt: Date },
    ): Promise<void> {
      await db
        .updateTable('outbox')
        .set({
          status: failure.giveUp ? 'failed' : 'queued',
          lastError: failure.lastError,
          lockedUntil: null,
          nextAttemptAt: failure.nextAttemptAt.toISOString(),
        })
        .where('id', '=', id)
        .execute()
    },
    /** The newest first, at most `limit`, optionally of one status. */
    list(query: { status?: string | undefined; limit: number }): Promise<OutboxEmailSummary[]> {
      let select = db.selectFrom('outbox').select(summaryColumns)
      if (query.status) select = select.where('status', '=', query.status)
      return select.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(query.limit).execute()
    },
    async countsByStatus(): Promise<{ status: string; count: number }[]> {
      const rows = await db
        .selectFrom('outbox')
        .select((eb) => ['status', eb.fn.countAll().as('count')])
        .groupBy('status')
        .execute()
      return rows.map((row) => ({ status: row.status, count: toCount(row.count) }))
    },
    find(id: number): Promise<OutboxEmail | undefined> {
      return db
        .selectFrom('outbox')
        .select([...summaryColumns, 'textBody', 'htmlBody'])
        .where('id', '=', id)
        .executeTakeFirst()
    },
    /** Puts a failed email back in the queue, due now; false when there is no failed email `id`. */
    async retryFailed(id: number): Promise<boolean> {
      const updated = await db
        .updateTable('outbox')
        .set({ status: 'queued', nextAttemptAt: new Date().toISOString(), lockedUntil: null })
        .where('id', '=', id)
        .where('status', '=', 'failed')
        .executeTakeFirst()
      return Number(updated.numUpdatedRows) > 0
    },
    /** Whether an email was queued under this dedupe key (sent or not). */
    async hasDedupeKey(dedupeKey: string): Promise<boolean> {
      const row = await db
        .selectFrom('outbox')
        .select('id')
        .where('dedupeKey', '=', dedupeKey)
        .executeTakeFirst()
      return row !== undefined
    },
    async exists(id: number): Promise<boolean> {
      const row = await db.selectFrom('outbox').select('id').where('id', '=', id).executeTakeFirst()
      return row !== undefined
    },
    /** The emails of one newsletter issue, by address. */
    deliveriesOf(issueId: number): Promise<IssueDelivery[]> {
      return db
        .selectFrom('outbox')
        .select(['toAddress', 'status', 'attempts', 'sentAt', 'lastError'])
        .where('newsletterIssueId', '=', issueId)
        .where('kind', '=', 'newsletter-issue')
        .orderBy('toAddress')
        .execute()
    },
  }
}
