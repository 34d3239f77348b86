import { type Kysely, sql } from 'kysely'
import type { LeadKind, LeadListQuery } from '~/schemas/admin.ts'
import type { Database } from '../schema.ts'
import { bookingsRepository } from './bookings.server.ts'
import { contactsRepository } from './contacts.server.ts'
import { demoRequestsRepository } from './demo-requests.server.ts'
import type { LeadChanges } from './lead-columns.server.ts'
import { ordersRepository } from './orders.server.ts'

export type LeadRow = {
  kind: LeadKind
  id: string
  name: string
  email: string
  organization: string | null
  summary: string
  message: string | null
  leadStatus: string
  notes: string | null
  followUpOn: string | null
  sourcePage: string | null
  referrer: string | null
  utm: string | null
  createdAt: string
}

/** Contact messages, demo requests, paid Sprint orders and the visitors who booked, seen as one pipeline. */
export function leadsRepository(db: Kysely<Database>) {
  const tables = {
    contact: contactsRepository(db),
    demo: demoRequestsRepository(db),
    order: ordersRepository(db),
    booking: bookingsRepository(db),
  }

  function unioned() {
    return tables.contact
      .asLeads()
      .unionAll(tables.demo.asLeads())
      .unionAll(tables.order.asLeads())
      .unionAll(tables.booking.asLeads())
  }

  return {
    list(query: LeadListQuery): Promise<LeadRow[]> {
      let leads = db.selectFrom(unioned().as('leads')).selectAll()
      if (query.kind) leads = leads.where('kind', '=', query.kind)
      if (query.status) leads = leads.where('leadStatus', '=', query.status)
      if (query.q) {
        const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`
        leads = leads.where((eb) =>
          eb.or(
            (['name', 'email', 'organization', 'summary', 'message', 'notes'] as const).map(
              (column) => sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`,
            ),
          ),
        )
      }
      return leads.orderBy('createdAt', 'desc').execute() as Promise<LeadRow[]>
    },
    async find(kind: LeadKind, id: string): Promise<LeadRow | undefined> {
      return (await db
        .selectFrom(unioned().as('leads'))
        .selectAll()
        .where('kind', '=', kind)
        .where('id', '=', id)
        .executeTakeFirst()) as LeadRow | undefined
    },
    async update(kind: LeadKind, id: string, changes: LeadChanges): Promise<void> {
      if (kind === 'demo') await tables.demo.updateLead(Number(id), changes)
      else await tables[kind === 'accessibility' ? 'contact' : kind].updateLead(id, changes)
    },
    async remove(kind: LeadKind, id: string): Promise<boolean> {
      const removed =
        kind === 'demo'
          ? await tables.demo.remove(Number(id))
          : await tables[kind === 'accessibility' ? 'contact' : kind].remove(id)
      if (removed) {
        await db
          .deleteFrom('leadStatusChanges')
          .where('leadKind', '=', kind)
          .where('leadId', '=', id)
          .execute()
      }
      return removed
    },
    recordStatusChange(kind: LeadKind, id: string, from: string | null, to: string) {
      return db
        .insertInto('leadStatusChanges')
        .values({
          leadKind: kind,
          leadId: id,
          fromStatus: from,
          toStatus: to,
          changedAt: new Date().toISOString(),
        })
        .execute()
    },
    statusHistory(kind: LeadKind, id: string) {
      return db
        .selectFrom('leadStatusChanges')
        .select(['fromStatus', 'toStatus', 'changedAt'])
        .where('leadKind', '=', kind)
        .where('leadId', '=', id)
        .orderBy('changedAt', 'asc')
        .orderBy('id', 'asc')
        .execute()
    },
    demoDetails: tables.demo.details,
  }
}
