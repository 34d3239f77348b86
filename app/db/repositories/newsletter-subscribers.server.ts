import type { Kysely } from 'kysely'
import type { Database, NewsletterSubscriptionRow } from '../schema.ts'
import { type AlongsideWrite, writeAlongside } from '../transactions.server.ts'

export type ActiveSubscriber = Pick<NewsletterSubscriptionRow, 'id' | 'email' | 'createdAt' | 'language'>

/** Newsletter subscriptions: double opt-in, one-click unsubscribe, and the owner's switch. */
export function newsletterSubscribersRepository(db: Kysely<Database>) {
  function setState(id: number, state: Partial<Omit<NewsletterSubscriptionRow, 'id'>>) {
    return db.updateTable('newsletterSubscriptions').set(state).where('id', '=', id).execute()
  }

  return {
    /**
     * Adds an address, inactive until confirmed, unless it is there already; answers its row either
     * way. `alongside` runs in the same transaction (the form limits, the confirmation email).
     */
    subscribe(
      subscription: { email: string; language: string },
      alongside: AlongsideWrite<NewsletterSubscriptionRow> = {},
    ): Promise<NewsletterSubscriptionRow> {
      return writeAlongside(
        db,
        async (trx) => {
          await trx
            .insertInto('newsletterSubscriptions')
            .values({ ...subscription, isActive: 0, createdAt: new Date().toISOString() })
            .onConflict((conflict) => conflict.column('email').doNothing())
            .execute()
          return trx
            .selectFrom('newsletterSubscriptions')
            .selectAll()
            .where('email', '=', subscription.email)
            .executeTakeFirstOrThrow()
        },
        alongside,
      )
    },
    find(id: number): Promise<NewsletterSubscriptionRow | undefined> {
      return db.selectFrom('newsletterSubscriptions').selectAll().where('id', '=', id).executeTakeFirst()
    },
    /** Newest first. */
    list(): Promise<NewsletterSubscriptionRow[]> {
      return db.selectFrom('newsletterSubscriptions').selectAll().orderBy('createdAt', 'desc').execute()
    },
    /** Oldest first. */
    active(): Promise<ActiveSubscriber[]> {
      return db
        .selectFrom('newsletterSubscriptions')
        .select(['id', 'email', 'createdAt', 'language'])
        .where('isActive', '=', 1)
        .orderBy('createdAt', 'asc')
        .execute()
    },
    async confirm(id: number): Promise<void> {
      await setState(id, { isActive: 1, confirmedAt: new Date().toISOString(), unsubscribedAt: null })
    },
    async unsubscribe(id: number): Promise<void> {
      await setState(id, { isActive: 0, unsubscribedAt: new Date().toISOString() })
    },
    async setActive(id: number, active: boolean): Promise<void> {
      await setState(id, { isActive: active ? 1 : 0 })
    },
  }
}
