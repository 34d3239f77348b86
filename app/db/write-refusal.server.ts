/** Why a write was refused although the request was fine: the client may retry it as it was. */
export type WriteRefusal = { status: 503 | 507; retryAfterSeconds: number; message: string }

const busy: WriteRefusal = {
  status: 503,
  retryAfterSeconds: 5,
  message: 'The site is busy saving other changes; nothing was saved. Please try again in a few seconds.',
}

const full: WriteRefusal = {
  status: 507,
  retryAfterSeconds: 60,
  message: "The server's storage is full; nothing was saved. Please try again later.",
}

function refusalFor(code: string): WriteRefusal | undefined {
  // SQLite gives up on a write lock held by another connection after busy_timeout.
  if (/^SQLITE_(BUSY|LOCKED)/.test(code)) return busy
  // SQLite, the uploads' file writes, PostgreSQL (disk_full).
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === '53100') return full
  return undefined
}

/** The refusal an error stands for (also when wrapped as a `cause`), or undefined for any other error. */
export function writeRefusal(error: unknown): WriteRefusal | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    const refusal = typeof code === 'string' ? refusalFor(code) : undefined
    if (refusal) return refusal
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}
