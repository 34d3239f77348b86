/**
 * The arithmetic of a sliding-window limit: at most `limit` attempts in any `windowMs`. The callers
 * (the public forms' hourly limits, the sign-in limits) read the attempts of the window from the
 * database; this decides whether one more fits, and if not, when.
 */
export type SlidingWindow = {
  windowMs: number
  limit: number
  /** The least Retry-After to answer, even when the attempt that frees a place is about to age out. */
  minimumRetryAfterSeconds?: number
}

/**
 * The seconds until one more attempt fits, given the times (ms) of the attempts inside the window,
 * newest first; undefined while there is still room. A place frees when the limit-th most recent
 * attempt leaves the window.
 */
export function retryAfterSeconds(
  window: SlidingWindow,
  newestFirst: readonly number[],
  now: number,
): number | undefined {
  if (newestFirst.length < window.limit) return undefined
  const freedAt = (newestFirst[window.limit - 1] ?? now) + window.windowMs
  return Math.max(window.minimumRetryAfterSeconds ?? 1, Math.ceil((freedAt - now) / 1000))
}

/** The longest of the waits that apply, or undefined when none does. */
export function longestWait(...waits: Array<number | undefined>): number | undefined {
  const applying = waits.filter((wait): wait is number => wait !== undefined)
  return applying.length === 0 ? undefined : Math.max(...applying)
}
