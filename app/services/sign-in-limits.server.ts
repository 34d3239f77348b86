import type { Kysely } from 'kysely'
import { type AttemptKey, signInAttemptsRepository } from '../db/repositories/sign-in-attempts.server.ts'
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
  const attempts = signInAttemptsRepository(db)

  return {
    /** Records the attempt (as a failure until it succeeds); throws 429 when the address or account is over its limit. */
    async begin(
      ip: string,
      username: string,
      { trustedDevice = false, now = Date.now() }: { trustedDevice?: boolean; now?: number } = {},
    ): Promise<number> {
      const attemptId = await attempts.begin({ ip, username, createdAt: new Date(now).toISOString() })
      const windowStart = new Date(now - signInWindowMs).toISOString()
      const ipSince = (await attempts.lastSuccess(ip, windowStart)) ?? windowStart
      const [byIp, byAccount] = await Promise.all([
        attempts.failureTimes('ip', ip, ipSince, attemptId),
        attempts.failureTimes('username', username, windowStart, attemptId),
      ])
      let refusal = retryAfterSeconds(addressWindow, byIp, now)
      const latest = byAccount[0]
      if (!trustedDevice && latest !== undefined) {
        const waitUntil = latest + accountDelaySeconds(byAccount.length) * 1000
        if (waitUntil > now) refusal = longestWait(refusal, Math.ceil((waitUntil - now) / 1000))
      }
      if (refusal !== undefined) {
        await this.finish(attemptId, 'blocked')
        throw new TooManySignInAttemptsError(refusal)
      }
      return attemptId
    },

    async finish(attemptId: number, outcome: LoginOutcome): Promise<void> {
      await attempts.finish(attemptId, outcome)
      if (attemptId % 100 === 0) {
        await attempts.removeBefore(new Date(Date.now() - attemptRetentionMs).toISOString())
      }
    },

    failureCount(key: AttemptKey, value: string): Promise<number> {
      return attempts.failureCount(key, value, new Date(Date.now() - signInWindowMs).toISOString())
    },
  }
}

export type SignInLimits = ReturnType<typeof createSignInLimits>
