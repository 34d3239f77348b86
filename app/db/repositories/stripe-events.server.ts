import type { Kysely } from 'kysely'
import type { Database } from '../schema.ts'

/** Stripe's webhook events seen so far, so each is handled once. */
export function stripeEventsRepository(db: Kysely<Database>) {
  return {
    /** Notes an event; false when it was noted before (a replay or a retry). */
    async record(event: { id: string; type: string }): Promise<boolean> {
      const fresh = await db
        .insertInto('stripeEvents')
        .values({ id: event.id, type: event.type, receivedAt: new Date().toISOString() })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('id')
        .executeTakeFirst()
      return fresh !== undefined
    },
    /** Forgets an event that could not be handled, so Stripe's retry is. */
    async forget(id: string): Promise<void> {
      await db.deleteFrom('stripeEvents').where('id', '=', id).execute()
    },
  }
}
