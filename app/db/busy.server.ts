/** How long a client is asked to wait after the database was too busy to take its write. */
export const busyRetryAfterSeconds = 5

export const busyMessage =
  'The site is busy saving other changes; nothing was saved. Please try again in a few seconds.'

/**
 * SQLite gives up on a write lock held by another connection after busy_timeout with SQLITE_BUSY (or
 * SQLITE_LOCKED within one connection); the write was not made, so the client may simply retry.
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
