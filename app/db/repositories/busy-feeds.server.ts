import type { Kysely } from 'kysely'
import { type DialectName, dialectOf } from '../dialect.server.ts'
import type { BusyFeedRow, Database } from '../schema.ts'

/** A feed as the admin lists it: everything but its busy times. */
export type BusyFeedSummary = Omit<BusyFeedRow, 'busy'>

const summaryColumns = [
  'id',
  'name',
  'url',
  'eventCount',
  'lastAttemptAt',
  'lastSuccessAt',
  'lastError',
  'lastErrorAt',
  'nextFetchAt',
  'createdAt',
] as const

/** The owner's calendar feeds, each with the busy times of its last good copy. */
export function busyFeedsRepository(db: Kysely<Database>, dialect: DialectName = dialectOf(db)) {
  return {
    list(): Promise<BusyFeedSummary[]> {
      return db.selectFrom('busyFeeds').select(summaryColumns).orderBy('id').execute()
    },
    find(id: number): Promise<BusyFeedSummary | undefined> {
      return db.selectFrom('busyFeeds').select(summaryColumns).where('id', '=', id).executeTakeFirst()
    },
    /** The stored busy times of every feed, as JSON text per feed. */
    async allBusy(): Promise<string[]> {
      const rows = await db.selectFrom('busyFeeds').select('busy').execute()
      return rows.map((row) => row.busy)
    },
    async insert(feed: { name: string; url: string }): Promise<BusyFeedSummary> {
      const now = new Date().toISOString()
      return db
        .insertInto('busyFeeds')
        .values({ ...feed, nextFetchAt: now, createdAt: now })
        .returning(summaryColumns)
        .executeTakeFirstOrThrow()
    },
    async update(id: number, feed: { name: string; url: string }): Promise<BusyFeedSummary | undefined> {
      return db
        .updateTable('busyFeeds')
        .set({ ...feed, nextFetchAt: new Date().toISOString() })
        .where('id', '=', id)
        .returning(summaryColumns)
        .executeTakeFirst()
    },
    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('busyFeeds').where('id', '=', id).executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },
    /**
     * Claims the feeds due for a fetch (or, with `ids`, those feeds now): their next fetch moves to
     * `leaseUntil`, so another instance asking at the same time skips them (SKIP LOCKED on PostgreSQL).
     */
    claimDue(
      now: Date,
      leaseUntil: Date,
      ids?: readonly number[],
    ): Promise<Pick<BusyFeedRow, 'id' | 'url'>[]> {
      return db
        .updateTable('busyFeeds')
        .set({ nextFetchAt: leaseUntil.toISOString(), lastAttemptAt: now.toISOString() })
        .where('id', 'in', (eb) => {
          let due = eb.selectFrom('busyFeeds').select('id')
          due = ids ? due.where('id', 'in', [...ids]) : due.where('nextFetchAt', '<=', now.toISOString())
          return dialect === 'postgres' ? due.forUpdate().skipLocked() : due
        })
        .returning(['id', 'url'])
        .execute()
    },
    /** A copy read: its busy times replace the last ones. */
    async recordSuccess(
      id: number,
      read: { busy: string; eventCount: number; nextFetchAt: Date },
    ): Promise<void> {
      await db
        .updateTable('busyFeeds')
        .set({
          busy: read.busy,
          eventCount: read.eventCount,
          lastSuccessAt: new Date().toISOString(),
          nextFetchAt: read.nextFetchAt.toISOString(),
        })
        .where('id', '=', id)
        .execute()
    },
    /** A copy that could not be read: the last good busy times stay, with why this one failed. */
    async recordFailure(id: number, failure: { error: string; nextFetchAt: Date }): Promise<void> {
      await db
        .updateTable('busyFeeds')
        .set({
          lastError: failure.error,
          lastErrorAt: new Date().toISOString(),
          nextFetchAt: failure.nextFetchAt.toISOString(),
        })
        .where('id', '=', id)
        .execute()
    },
    /** The busy times stored for one feed (to tell whether a new copy changed them). */
    async busyOf(id: number): Promise<string | undefined> {
      const row = await db.selectFrom('busyFeeds').select('busy').where('id', '=', id).executeTakeFirst()
      return row?.busy
    },
  }
}
