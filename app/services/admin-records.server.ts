import type { Kysely } from 'kysely'
import { toCsv } from '~/lib/csv.ts'
import { newsletterSubscribersRepository } from '../db/repositories/newsletter-subscribers.server.ts'
import { type OrderSummary, ordersRepository } from '../db/repositories/orders.server.ts'
import type { Database, NewsletterSubscriptionRow } from '../db/schema.ts'
import { NotFoundError, ValidationError } from './errors.ts'

export type Subscriber = Omit<NewsletterSubscriptionRow, 'isActive'> & { isActive: 0 | 1 }
export type { OrderSummary }

/** Newsletter subscribers and Sprint orders as the owner sees them. */
export function createAdminRecordsService(db: Kysely<Database>) {
  const subscribers = newsletterSubscribersRepository(db)
  const orders = ordersRepository(db)
  return {
    async subscribers(): Promise<{ subscribers: Subscriber[]; activeCount: number }> {
      const rows = (await subscribers.list()).map((row) => ({
        ...row,
        isActive: row.isActive === 1 ? (1 as const) : (0 as const),
      }))
      return { subscribers: rows, activeCount: rows.filter((row) => row.isActive === 1).length }
    },
    /** Consent stays the subscriber's: only an address that confirmed and did not unsubscribe can be switched back on. */
    async setSubscriberActive(id: number, active: boolean): Promise<void> {
      const row = await subscribers.find(id)
      if (!row) throw new NotFoundError('Subscriber not found')
      if (active && (!row.confirmedAt || row.unsubscribedAt)) {
        throw new ValidationError(
          row.unsubscribedAt
            ? 'This address unsubscribed itself; only the subscriber can subscribe again'
            : 'This address never confirmed its subscription',
        )
      }
      await subscribers.setActive(id, active)
    },
    async activeSubscribersCsv(): Promise<string> {
      return toCsv(
        ['email', 'subscribed_at'],
        (await subscribers.active()).map((row) => [row.email, row.createdAt]),
      )
    },
    orders(): Promise<OrderSummary[]> {
      return orders.summaries()
    },
    paidOrderCount(): Promise<number> {
      return orders.paidCount()
    },
  }
}

export type AdminRecordsService = ReturnType<typeof createAdminRecordsService>
