import type { AdminFailure } from '~/lib/admin-action.ts'

/** What the settings and account forms' actions answer: done, or the refusal. */
export type AdminActionResult = { ok: true } | AdminFailure
