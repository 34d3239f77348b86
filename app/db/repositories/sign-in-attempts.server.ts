import type { Kysely } from 'kysely'
import { toCount } from '../dialect.server.ts'
import type { Database, LoginOutcome } from '../schema.ts'

/** Who attempts are counted by: the client address or the username tried. */
export type AttemptKey = 'ip' | 'username'

/** Sign-in attempts, kept to count failures by address and by account (sign-in-limits.server.ts). */
export function signInAttemptsRepository(db: Kysely<Database>) {
  return {
    /** Records an attempt, as a failure until it is finished otherwise; answers its id. */
    async begin(attempt: { ip: string; username: string; createdAt: string }): Promise<number> {
      const inserted = await db
        .insertInto('loginAttempts')
        .values({ ...attempt, outcome: 'failure' })
        .returning('id')
        .executeTakeFirstOrThrow()
      return inserted.id
    },
    async finish(id: number, outcome: LoginOutcome): Promise<void> {
      await db.updateTable('loginAttempts').set({ outcome }).where('id', '=', id).execute()
    },
    /** When the address last signed in successfully since `since`, if it did. */
    async lastSuccess(ip: string, since: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('loginAttempts')
        .select('createdAt')
        .where('ip', '=', ip)
        .where('outcome', '=', 'success')
        .where('createdAt', '>=', since)
        .orderBy('createdAt', 'desc')
        .limit(1)
        .executeTakeFirst()
      return row?.createdAt
    },
    /** The times of failures by `key` since `since` recorded before attempt `before`, newest first. */
    async failureTimes(key: AttemptKey, value: string, since: string, before: number): Promise<number[]> {
      const rows = await db
        .selectFrom('loginAttempts')
        .select('createdAt')
        .where(key, '=', value)
        .where('outcome', '=', 'failure')
        .where('createdAt', '>=', since)
        .where('id', '<', before)
        .orderBy('createdAt', 'desc')
        .execute()
      return rows.map((row) => Date.parse(row.createdAt))
    },
    async failureCount(key: AttemptKey, value: string, since: string): Promise<number> {
      const row = await db
        .selectFrom('loginAttempts')
        .select((eb) => eb.fn.countAll().as('count'))
        .where(key, '=', value)
        .where('outcome', '=', 'failure')
        .where('createdAt', '>=', since)
        .executeTakeFirst()
      return toCount(row?.count as number | undefined)
    },
    async removeBefore(cutoff: string): Promise<void> {
      await db.deleteFrom('loginAttempts').where('createdAt', '<', cutoff).execute()
    },
  }
}
