import { type Insertable, type Kysely, sql, type Transaction } from 'kysely'
import type { LeadKind } from '~/schemas/admin.ts'
import { isUniqueViolation, lockForTransaction } from '../dialect.server.ts'
import type { BookingLeadTable, BookingRow, BookingTable, Database } from '../schema.ts'
import type { InSameTransaction } from '../transactions.server.ts'
import { leadColumns, leadWrites } from './lead-columns.server.ts'

/** A span of time as stored: UTC ISO text. */
export type StoredInterval = { startAt: string; endAt: string }

/** Thrown inside the booking's transaction when the time is no longer free; nothing of it is kept. */
export class SlotTakenError extends Error {
  constructor() {
    super('That time was just taken')
  }
}

/** Who booked, as their lead: found by address (lower-cased) or made. */
export type BookingLeadValues = Omit<Insertable<BookingLeadTable>, 'id' | 'emailKey' | 'createdAt'> & {
  id: string
  createdAt: string
}

export type NewBooking = Omit<Insertable<BookingTable>, 'leadId'>

/** Only one booking transaction checks the calendar at a time, whichever instance runs it. */
const slotLock = 'booking-slots'

async function confirmedWithin(db: Kysely<Database>, from: string, to: string): Promise<StoredInterval[]> {
  return db
    .selectFrom('bookings')
    .select(['startAt', 'endAt'])
    .where('status', '=', 'confirmed')
    .where('endAt', '>', from)
    .where('startAt', '<', to)
    .orderBy('startAt')
    .execute()
}

/** The lead of this address: the existing one (its name and organization brought up to date), or a new one. */
async function leadFor(trx: Transaction<Database>, lead: BookingLeadValues): Promise<string> {
  const emailKey = lead.email.trim().toLowerCase()
  const existing = await trx
    .selectFrom('bookingLeads')
    .select(['id', 'organization'])
    .where('emailKey', '=', emailKey)
    .executeTakeFirst()
  if (existing) {
    await trx
      .updateTable('bookingLeads')
      .set({
        name: lead.name,
        topic: lead.topic,
        organization: lead.organization ?? existing.organization,
        updatedAt: lead.createdAt,
      })
      .where('id', '=', existing.id)
      .execute()
    return existing.id
  }
  await trx
    .insertInto('bookingLeads')
    .values({ ...lead, emailKey })
    .execute()
  return lead.id
}

/** Meetings booked on the site, and the visitors who booked them as leads of the pipeline. */
export function bookingsRepository(db: Kysely<Database>) {
  return {
    /** The confirmed bookings that overlap [from, to). */
    confirmedWithin: (from: string, to: string) => confirmedWithin(db, from, to),

    /**
     * Books a time in one transaction: locked against every other booking transaction (PostgreSQL; SQLite
     * runs one write transaction at a time), `check` is given the confirmed bookings around it and
     * throws when the time is not free, the lead is found or made, the booking inserted (the unique
     * index on confirmed starts refusing a second one as `SlotTakenError`), then `after` queues its
     * emails. `before` counts the submission against the form limits.
     */
    async take(options: {
      booking: NewBooking
      lead: BookingLeadValues
      around: { from: string; to: string }
      check: (booked: StoredInterval[]) => void
      before?: InSameTransaction
      after?: InSameTransaction<BookingRow>
    }): Promise<BookingRow> {
      return db.transaction().execute(async (trx) => {
        await lockForTransaction(trx, [slotLock])
        await options.before?.(trx)
        options.check(await confirmedWithin(trx, options.around.from, options.around.to))
        const leadId = await leadFor(trx, options.lead)
        let row: BookingRow
        try {
          row = await trx
            .insertInto('bookings')
            .values({ ...options.booking, leadId })
            .returningAll()
            .executeTakeFirstOrThrow()
        } catch (error) {
          if (isUniqueViolation(error)) throw new SlotTakenError()
          throw error
        }
        await options.after?.(trx, row)
        return row
      })
    },

    /**
     * Moves a confirmed booking to a new time in one transaction, checked like a new booking (its own
     * current time does not count against it): the sequence goes up, and `after` queues the updated
     * invitations. Undefined when there is no confirmed booking `id`.
     */
    async move(options: {
      id: number
      startAt: string
      endAt: string
      around: { from: string; to: string }
      check: (booked: StoredInterval[]) => void
      after?: InSameTransaction<{ before: BookingRow; after: BookingRow }>
    }): Promise<BookingRow | undefined> {
      return db.transaction().execute(async (trx) => {
        await lockForTransaction(trx, [slotLock])
        const before = await trx
          .selectFrom('bookings')
          .selectAll()
          .where('id', '=', options.id)
          .where('status', '=', 'confirmed')
          .executeTakeFirst()
        if (!before) return undefined
        const others = (await confirmedWithin(trx, options.around.from, options.around.to)).filter(
          (booked) => !(booked.startAt === before.startAt && booked.endAt === before.endAt),
        )
        options.check(others)
        let after: BookingRow
        try {
          after = await trx
            .updateTable('bookings')
            .set({
              startAt: options.startAt,
              endAt: options.endAt,
              sequence: before.sequence + 1,
              updatedAt: new Date().toISOString(),
            })
            .where('id', '=', options.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        } catch (error) {
          if (isUniqueViolation(error)) throw new SlotTakenError()
          throw error
        }
        await options.after?.(trx, { before, after })
        return after
      })
    },

    /**
     * Cancels a confirmed booking in one transaction (its time is free again at once); `after` queues
     * the cancellations and drops its reminders. Undefined when there is no confirmed booking `id`.
     */
    async cancel(
      id: number,
      by: 'visitor' | 'owner',
      after?: InSameTransaction<BookingRow>,
    ): Promise<BookingRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const now = new Date().toISOString()
        const cancelled = await trx
          .updateTable('bookings')
          .set((eb) => ({
            status: 'cancelled',
            sequence: eb('sequence', '+', 1),
            cancelledAt: now,
            cancelledBy: by,
            updatedAt: now,
          }))
          .where('id', '=', id)
          .where('status', '=', 'confirmed')
          .returningAll()
          .executeTakeFirst()
        if (cancelled) await after?.(trx, cancelled)
        return cancelled
      })
    },

    async find(id: number): Promise<BookingRow | undefined> {
      return db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst()
    },

    async setNotes(id: number, notes: string | null): Promise<BookingRow | undefined> {
      return db
        .updateTable('bookings')
        .set({ notes, updatedAt: new Date().toISOString() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst()
    },

    /** Confirmed bookings from `from` on, soonest first; past ones, latest first; or the cancelled ones. */
    list(when: 'upcoming' | 'past' | 'cancelled', now: string, limit = 500): Promise<BookingRow[]> {
      let query = db.selectFrom('bookings').selectAll()
      if (when === 'cancelled') query = query.where('status', '=', 'cancelled').orderBy('startAt', 'desc')
      else if (when === 'upcoming')
        query = query.where('status', '=', 'confirmed').where('endAt', '>', now).orderBy('startAt', 'asc')
      else
        query = query.where('status', '=', 'confirmed').where('endAt', '<=', now).orderBy('startAt', 'desc')
      return query.orderBy('id').limit(limit).execute()
    },

    async countUpcoming(now: string): Promise<number> {
      const row = await db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('status', '=', 'confirmed')
        .where('endAt', '>', now)
        .executeTakeFirstOrThrow()
      return Number(row.total)
    },

    /** The latest bookings made, newest first (the dashboard's recent activity). */
    latest(limit: number): Promise<Pick<BookingRow, 'id' | 'name' | 'meetingTypeName' | 'createdAt'>[]> {
      return db
        .selectFrom('bookings')
        .select(['id', 'name', 'meetingTypeName', 'createdAt'])
        .orderBy('createdAt', 'desc')
        .limit(limit)
        .execute()
    },

    ofLeads(leadIds: readonly string[]): Promise<BookingRow[]> {
      if (leadIds.length === 0) return Promise.resolve([])
      return db
        .selectFrom('bookings')
        .selectAll()
        .where('leadId', 'in', leadIds)
        .orderBy('startAt', 'desc')
        .execute()
    },

    /** Every booking lead as a row of the pipeline's list (see leads.server.ts). */
    asLeads() {
      return db
        .selectFrom('bookingLeads')
        .select((eb) => [
          sql<LeadKind>`'booking'`.as('kind'),
          'id',
          'name',
          'email',
          'organization',
          eb
            .selectFrom('bookings')
            .select('meetingTypeName')
            .whereRef('bookings.leadId', '=', 'bookingLeads.id')
            .orderBy('bookings.createdAt', 'desc')
            .limit(1)
            .$asScalar()
            .$castTo<string>()
            .as('summary'),
          sql<string | null>`topic`.as('message'),
          ...leadColumns,
        ])
    },
    ...leadWrites<string>(db, 'bookingLeads'),
  }
}

export type BookingsRepository = ReturnType<typeof bookingsRepository>
