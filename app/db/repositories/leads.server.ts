import { type Kysely, sql } from 'kysely'
import type { LeadKind, LeadListQuery, LeadStatus } from '~/schemas/admin.ts'
import type { Database } from '../schema.ts'

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

const leadTables = { contact: 'contacts', demo: 'demoRequests', order: 'orders' } as const

/** Contact messages, demo requests and paid Sprint orders, seen as one pipeline. */
export function leadsRepository(db: Kysely<Database>) {
  function unioned() {
    const contacts = db
      .selectFrom('contacts')
      .select([
        sql<LeadKind>`'contact'`.as('kind'),
        sql<string>`cast(id as text)`.as('id'),
        'name',
        'email',
        sql<string | null>`null`.as('organization'),
        'subject as summary',
        sql<string | null>`message`.as('message'),
        'leadStatus',
        'notes',
        'followUpOn',
        'sourcePage',
        'referrer',
        'utm',
        'createdAt',
      ])
    const demos = db
      .selectFrom('demoRequests')
      .select([
        sql<LeadKind>`'demo'`.as('kind'),
        sql<string>`cast(id as text)`.as('id'),
        'name',
        'email',
        'company as organization',
        sql<string>`coalesce(project_title, 'Demo request')`.as('summary'),
        'message',
        'leadStatus',
        'notes',
        'followUpOn',
        'sourcePage',
        'referrer',
        'utm',
        'createdAt',
      ])
    const orders = db
      .selectFrom('orders')
      .where('status', 'in', ['paid', 'refunded'])
      .select([
        sql<LeadKind>`'order'`.as('kind'),
        'id',
        sql<string>`coalesce(customer_email, 'Unknown buyer')`.as('name'),
        sql<string>`coalesce(customer_email, '')`.as('email'),
        sql<string | null>`null`.as('organization'),
        sql<string>`'AI Strategy Sprint - ' || upper(substr(tier, 1, 1)) || substr(tier, 2)`.as('summary'),
        sql<string | null>`null`.as('message'),
        'leadStatus',
        'notes',
        'followUpOn',
        'sourcePage',
        'referrer',
        'utm',
        'createdAt',
      ])
    return contacts.unionAll(demos).unionAll(orders)
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
    async update(
      kind: LeadKind,
      id: string,
      changes: { leadStatus?: LeadStatus; notes?: string | null; followUpOn?: string | null },
    ): Promise<void> {
      const updatedAt = new Date().toISOString()
      if (kind === 'contact') {
        await db
          .updateTable('contacts')
          .set({ ...changes, updatedAt })
          .where('id', '=', id)
          .execute()
      } else if (kind === 'demo') {
        await db
          .updateTable('demoRequests')
          .set({ ...changes, updatedAt })
          .where('id', '=', Number(id))
          .execute()
      } else {
        await db
          .updateTable('orders')
          .set({ ...changes, updatedAt })
          .where('id', '=', id)
          .execute()
      }
    },
    async remove(kind: LeadKind, id: string): Promise<boolean> {
      const result =
        kind === 'contact'
          ? await db.deleteFrom('contacts').where('id', '=', id).executeTakeFirst()
          : kind === 'demo'
            ? await db.deleteFrom('demoRequests').where('id', '=', Number(id)).executeTakeFirst()
            : await db.deleteFrom('orders').where('id', '=', id).executeTakeFirst()
      if (Number(result.numDeletedRows) > 0) {
        await db
          .deleteFrom('leadStatusChanges')
          .where('leadKind', '=', kind)
          .where('leadId', '=', id)
          .execute()
        return true
      }
      return false
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
    demoDetails(id: number) {
      return db
        .selectFrom('demoRequests')
        .select(['projectId', 'projectTitle', 'jobTitle', 'phoneNumber', 'preferredContactMethod'])
        .where('id', '=', id)
        .executeTakeFirst()
    },
    tableFor: (kind: LeadKind) => leadTables[kind],
  }
}
