import { type Insertable, type Kysely, sql } from 'kysely'
import type { LeadKind } from '~/schemas/admin.ts'
import { toCount } from '../dialect.server.ts'
import type { Database, OrderRow, OrderTable } from '../schema.ts'
import type { InSameTransaction } from '../transactions.server.ts'
import { leadColumns, leadWrites } from './lead-columns.server.ts'

/** An order before anyone paid for it: what was chosen, at what price. */
export type PendingOrder = Pick<
  Insertable<OrderTable>,
  'id' | 'service' | 'tier' | 'tierName' | 'amountCents' | 'currency' | 'upgradeOf' | 'language'
>

/** An order as the owner's list shows it. */
export type OrderSummary = Pick<
  OrderRow,
  | 'id'
  | 'tier'
  | 'tierName'
  | 'amountCents'
  | 'currency'
  | 'status'
  | 'customerEmail'
  | 'paymentIntentId'
  | 'createdAt'
  | 'updatedAt'
>

/** How a payment changed its order: now paid, or paid before and only now given the buyer's address. */
export type PaidChange = 'paid' | 'addressed'

/** Sprint orders: made at checkout, moved along by Stripe, kept in the owner's pipeline once paid. */
export function ordersRepository(db: Kysely<Database>) {
  const now = () => new Date().toISOString()

  function find(id: string): Promise<OrderRow | undefined> {
    return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst()
  }

  return {
    find,
    /** Records the order unless one with its id exists (a retried checkout), and answers the stored one. */
    async insertPending(order: PendingOrder): Promise<OrderRow> {
      const createdAt = now()
      await db
        .insertInto('orders')
        .values({
          ...order,
          status: 'pending',
          paymentIntentId: null,
          customerEmail: null,
          createdAt,
          updatedAt: createdAt,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute()
      return db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow()
    },
    /** The order a payment belongs to: by the payment's id, or by the order id it carries. */
    findForPayment(paymentIntentId: string, orderId: string): Promise<OrderRow | undefined> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where((eb) => eb.or([eb('paymentIntentId', '=', paymentIntentId), eb('id', '=', orderId)]))
        .executeTakeFirst()
    },
    /** An upgrade of `originalId` to `tier` that is not paid or failed yet. */
    findOpenUpgrade(originalId: string, tier: string): Promise<OrderRow | undefined> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('upgradeOf', '=', originalId)
        .where('tier', '=', tier)
        .where('status', 'in', ['pending', 'processing'])
        .executeTakeFirst()
    },
    /** Notes the order's payment, unless it has one already. */
    async attachPayment(id: string, paymentIntentId: string): Promise<void> {
      await db
        .updateTable('orders')
        .set({ paymentIntentId, updatedAt: now() })
        .where('id', '=', id)
        .where('paymentIntentId', 'is', null)
        .execute()
    },
    /** Fails an order that never got a payment (Stripe refused to make one). */
    async failUnpaid(id: string): Promise<void> {
      await db
        .updateTable('orders')
        .set({ status: 'failed', updatedAt: now() })
        .where('id', '=', id)
        .where('paymentIntentId', 'is', null)
        .execute()
    },
    /**
     * Marks an order paid, unless it is paid or refunded already; an order paid before without the
     * buyer's address is given it. `then` runs in the same transaction when either happened (to queue
     * the emails), so a payment is recorded once, with its emails. Answers which happened, if any.
     */
    markPaid(
      id: string,
      payment: { customerEmail: string | null; paymentIntentId: string },
      then: InSameTransaction<PaidChange>,
    ): Promise<PaidChange | undefined> {
      return db.transaction().execute(async (trx) => {
        const paid = await trx
          .updateTable('orders')
          .set({ status: 'paid', ...payment, updatedAt: now() })
          .where('id', '=', id)
          .where('status', '!=', 'paid')
          .where('status', '!=', 'refunded')
          .returning('id')
          .executeTakeFirst()
        const addressed =
          !paid && payment.customerEmail
            ? await trx
                .updateTable('orders')
                .set({ customerEmail: payment.customerEmail, updatedAt: now() })
                .where('id', '=', id)
                .where('status', '=', 'paid')
                .where('customerEmail', 'is', null)
                .returning('id')
                .executeTakeFirst()
            : undefined
        const change: PaidChange | undefined = paid ? 'paid' : addressed ? 'addressed' : undefined
        if (change) await then(trx, change)
        return change
      })
    },
    /** Moves the order of a payment to `status` when it is in one of `from`; answers its status after. */
    async setStatusOfPayment(
      paymentIntentId: string,
      status: string,
      from: string[],
    ): Promise<string | undefined> {
      await db
        .updateTable('orders')
        .set({ status, updatedAt: now() })
        .where('paymentIntentId', '=', paymentIntentId)
        .where('status', 'in', from)
        .execute()
      const order = await db
        .selectFrom('orders')
        .select('status')
        .where('paymentIntentId', '=', paymentIntentId)
        .executeTakeFirst()
      return order?.status
    },
    /** Newest first. */
    summaries(): Promise<OrderSummary[]> {
      return db
        .selectFrom('orders')
        .select([
          'id',
          'tier',
          'tierName',
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
    async paidCount(): Promise<number> {
      const row = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('status', '=', 'paid')
        .executeTakeFirstOrThrow()
      return toCount(row.total)
    },
    /** Paid and refunded orders as rows of the pipeline's list (see leads.server.ts). */
    asLeads() {
      return db
        .selectFrom('orders')
        .where('status', 'in', ['paid', 'refunded'])
        .select([
          sql<LeadKind>`'order'`.as('kind'),
          'id',
          sql<string>`coalesce(customer_email, 'Unknown buyer')`.as('name'),
          sql<string>`coalesce(customer_email, '')`.as('email'),
          sql<string | null>`null`.as('organization'),
          sql<string>`'AI Strategy Sprint - ' || tier_name`.as('summary'),
          sql<string | null>`null`.as('message'),
          ...leadColumns,
        ])
    },
    ...leadWrites<string>(db, 'orders'),
  }
}
