import type { Kysely } from 'kysely'
import { toCount } from '../db/dialect.server.ts'
import type { Database, LoginOutcome } from '../db/schema.ts'
import { longestWait, retryAfterSeconds } from '../lib/sliding-window.ts'
import { TooManyRequestsError } from './errors.ts'

export const signInWindowMs = 60 * 60 * 1000
export const maxFailuresPerIp = 5
/** Failures against one account, from devices it has not signed in on, before each next try must wait. */
export const freeAccountFailures = 10
/** The wait doubles with each failure beyond the free ones, up to this. */
export const maxAccountDelaySeconds = 60
/** A refused address is told to stay away at least this long, even when its oldest failure is about to age out. */
export const minimumRetryAfterSeconds = 600

const addressWindow = { windowMs: signInWindowMs, limit: maxFailuresPerIp, minimumRetryAfterSeconds }

/** How long after the latest failure against an account the next untrusted try may come. */
export function accountDelaySeconds(failures: number): number {
  if (failures < freeAccountFailures) return 0
  return Math.min(maxAccountDelaySeconds, 2 ** (failures - freeAccountFailures))
}
/** Attempts are kept a day as a record of an attack, then pruned. */
const attemptRetentionMs = 24 * 60 * 60 * 1000

export class TooManySignInAttemptsError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    const wait =
      retryAfterSeconds < 120
        ? `${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}`
        : `${Math.ceil(retryAfterSeconds / 60)} minutes`
    super(`Too many sign-in attempts. Try again in ${wait}.`, retryAfterSeconds)
  }
}

/**
 * Sign-in limits counted from the `login_attempts` table (decisions 013 and 022). Each attempt is first written
 * as a failure and then counted, so parallel guesses cannot all slip under the limit before any of them
 * is recorded. Per address: 5 failures an hour, then 429 for the rest of the hour; a success from an
 * address forgives that address's earlier failures (the owner mistyping). Per account, for devices it
 * has not signed in on: after 10 failures in the hour each next try must wait 1, 2, 4 … up to 60 seconds
 * after the latest failure, so guessing stays slow without locking the owner out; a device the owner
 * signed in on before is not held by it.
 */
export function createSignInLimits(db: Kysely<Database>) {
  async function failuresSince(column: 'ip' | 'username', value: string, since: string, before: number) {
    const rows = await db
      .selectFrom('loginAttempts')
      .select('createdAt')
      .where(column, '=', value)
      .where('outcome', '=', 'failure')
      .where('createdAt', '>=', since)
      .where('id', '<', before)
      .orderBy('createdAt', 'desc')
      .execute()
    return rows.map((row) => Date.parse(row.createdAt))
  }

  return {
    /** Records the attempt (as a failure until it succeeds); throws 429 when the address or account is over its limit. */
    async begin(
      ip: string,
      username: string,
      { trustedDevice = false, now = Date.now() }: { trustedDevice?: boolean; now?: number } = {},
    ): Promise<number> {
      const inserted = await db
        .insertInto('loginAttempts')
        .values({ ip, username, outcome: 'failure', createdAt: new Date(now).toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow()
      const windowStart = new Date(now - signInWindowMs).toISOString()
      const lastSuccess = await db
        .selectFrom('loginAttempts')
        .select('createdAt')
        .where('ip', '=', ip)
        .where('outcome', '=', 'success')
        .where('createdAt', '>=', windowStart)
        .orderBy('createdAt', 'desc')
        .limit(1)
        .executeTakeFirst()
      const ipSince = lastSuccess?.createdAt ?? windowStart
      const [byIp, byAccount] = await Promise.all([
        failuresSince('ip', ip, ipSince, inserted.id),
        failuresSince('username', username, windowStart, inserted.id),
      ])
      let refusal = retryAfterSeconds(addressWindow, byIp, now)
      const latest = byAccount[0]
      if (!trustedDevice && latest !== undefined) {
        const waitUntil = latest + accountDelaySeconds(byAccount.length) * 1000
        if (waitUntil > now) refusal = longestWait(refusal, Math.ceil((waitUntil - now) / 1000))
      }
      if (refusal !== undefined) {
        await this.finish(inserted.id, 'blocked')
        throw new TooManySignInAttemptsError(refusal)
      }
      return inserted.id
    },

    async finish(attemptId: number, outcome: LoginOutcome): Promise<void> {
      await db.updateTable('loginAttempts').set({ outcome }).where('id', '=', attemptId).execute()
      if (attemptId % 100 === 0) {
        const cutoff = new Date(Date.now() - attemptRetentionMs).toISOString()
        await db.deleteFrom('loginAttempts').where('createdAt', '<', cutoff).execute()
      }
    },

    async failureCount(column: 'ip' | 'username', value: string): Promise<number> {
      const row = await db
        .selectFrom('loginAttempts')
        .select((eb) => eb.fn.countAll().as('count'))
        .where(column, '=', value)
        .where('outcome', '=', 'failure')
        .where('createdAt', '>=', new Date(Date.now() - signInWindowMs).toISOString())
        .executeTakeFirst()
      return toCount(row?.count as number | undefined)
    },
  }
}

export type SignInLimits = ReturnType<typeof createSignInLimits>
