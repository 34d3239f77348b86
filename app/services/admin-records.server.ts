import type { Kysely } from 'kysely'
import { toCsv } from '~/lib/csv.ts'
import { toCount } from '../db/dialect.server.ts'
import type { Database } from '../db/schema.ts'
import { NotFoundError, ValidationError } from './errors.ts'

export type Subscriber = {
  id: number
  email: string
  isActive: 0 | 1
  createdAt: string
  confirmedAt: string | null
  unsubscribedAt: string | null
  language: string
}
export type OrderSummary = {
  id: string
  tier: string
  amountCents: number
  currency: string
  status: string
  customerEmail: string | null
  paymentIntentId: string | null
  createdAt: string
  updatedAt: string
}

/** Newsletter subscribers and Sprint orders as the owner sees them. */
export function createAdminRecordsService(db: Kysely<Database>) {
  return {
    async subscribers(): Promise<{ subscribers: Subscriber[]; activeCount: number }> {
      const rows = await db
        .selectFrom('newsletterSubscriptions')
        .selectAll()
        .orderBy('createdAt', 'desc')
        .execute()
      const subscribers = rows.map((row) => ({
        ...row,
        isActive: row.isActive === 1 ? (1 as const) : (0 as const),
      }))
      return { subscribers, activeCount: subscribers.filter((row) => row.isActive === 1).length }
    },
    /** Consent stays the subscriber's: only an address that confirmed and did not unsubscribe can be switched back on. */
    async setSubscriberActive(id: number, active: boolean): Promise<void> {
      const row = await db
        .selectFrom('newsletterSubscriptions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst()
      if (!row) throw new NotFoundError('Subscriber not found')
      if (active && (!row.confirmedAt || row.unsubscribedAt)) {
        throw new ValidationError(
          row.unsubscribedAt
            ? 'This address unsubscribed itself; only the subscriber can subscribe again'
            : 'This address never confirmed its subscription',
        )
      }
      await db
        .updateTable('newsletterSubscriptions')
        .set({ isActive: active ? 1 : 0 })
        .where('id', '=', id)
        .execute()
    },
    async activeSubscribersCsv(): Promise<string> {
      const rows = await db
        .selectFrom('newsletterSubscriptions')
        .select(['email', 'createdAt'])
        .where('isActive', '=', 1)
        .orderBy('createdAt', 'asc')
        .execute()
      return toCsv(
        ['email', 'subscribed_at'],
        rows.map((row) => [row.email, row.createdAt]),
      )
    },
    orders(): Promise<OrderSummary[]> {
      return db
        .selectFrom('orders')
        .select([
          'id',
          'tier',
          'amountCents',
          'currency',
          'status',
          'customerEmail',
          'paymentIntentId',
          'createdAt',
          'updatedAt',
        ])
        .orderBy('createdAt', 'desc')
        .execute()
    },
    async paidOrderCount(): Promise<number> {
      const row = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('status', '=', 'paid')
        .executeTakeFirstOrThrow()
      return toCount(row.total)
    },
  }
}

export type AdminRecordsService = ReturnType<typeof createAdminRecordsService>
