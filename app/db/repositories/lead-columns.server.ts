import type { Kysely } from 'kysely'
import type { LeadStatus } from '~/schemas/admin.ts'
import type { Database } from '../schema.ts'

/** The columns every kind of lead shares (schema.ts's LeadColumns, and when it came), in the pipeline list's order. */
export const leadColumns = [
  'leadStatus',
  'notes',
  'followUpOn',
  'sourcePage',
  'referrer',
  'utm',
  'createdAt',
] as const

/** What the owner changes on a lead of any kind. */
export type LeadChanges = { leadStatus?: LeadStatus; notes?: string | null; followUpOn?: string | null }

/** The owner's changes to a lead and its removal, the same on each table of leads. */
export function leadWrites<Id extends string | number>(
  db: Kysely<Database>,
  table: 'contacts' | 'demoRequests' | 'orders' | 'bookingLeads',
) {
  return {
    async updateLead(id: Id, changes: LeadChanges): Promise<void> {
      await db
        .updateTable(table)
        .set({ ...changes, updatedAt: new Date().toISOString() })
        .where('id', '=', id)
        .execute()
    },
    async remove(id: Id): Promise<boolean> {
      const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },
  }
}
