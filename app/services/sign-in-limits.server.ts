import type { Kysely } from 'kysely'
import { toCount } from '../db/dialect.server.ts'
import type { Database, LoginOutcome } from '../db/schema.ts'
import { DomainError } from './errors.ts'

export const signInWindowMs = 60 * 60 * 1000
export const maxFailuresPerIp = 5
export const maxFailuresPerAccount = 100
/** A refused client is told to stay away at least this long, even when its oldest failure is about to age out. */
export const minimumRetryAfterSeconds = 600
/** Attempts are kept a day as a record of an attack, then pruned. */
const attemptRetentionMs = 24 * 60 * 60 * 1000

export class TooManySignInAttemptsError extends DomainError {
  readonly retryAfterSeconds: number
  constructor(retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60)
    super(429, `Too many sign-in attempts. Try again in ${minutes} minutes.`)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/**
 * Sign-in limits counted from the `login_attempts` table. Each attempt is first written as a failure
 * and then counted, so parallel guesses cannot all slip under the limit before any of them is recorded.
 * A success from an address forgives that address's earlier failures (the owner mistyping), never the
 * failures against the account from elsewhere.
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

  function retryAfter(failures: number[], limit: number, now: number): number {
    // The address may try again once the limit-th most recent failure leaves the window.
    const freedAt = (failures[limit - 1] ?? now) + signInWindowMs
    return Math.max(minimumRetryAfterSeconds, Math.ceil((freedAt - now) / 1000))
  }

  return {
    /** Records the attempt (as a failure until it succeeds); throws 429 when the address or account is over its limit. */
    async begin(ip: string, username: string, now = Date.now()): Promise<number> {
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
      let refusal: number | undefined
      if (byIp.length >= maxFailuresPerIp) refusal = retryAfter(byIp, maxFailuresPerIp, now)
      if (byAccount.length >= maxFailuresPerAccount) {
        refusal = Math.max(refusal ?? 0, retryAfter(byAccount, maxFailuresPerAccount, now))
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
