import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Contact, DemoRequest } from '~/lib/models.ts'
import type { ContactInput, DemoRequestInput, LeadSource } from '~/schemas/leads.ts'
import type { Database } from '../db/schema.ts'
import type { Admission } from './form-guard.server.ts'
import type { Notifier } from './notifications.server.ts'

function sourceColumns(source: LeadSource) {
  const utm = Object.fromEntries(Object.entries(source?.utm ?? {}).filter(([, value]) => value))
  return {
    sourcePage: source?.page ?? null,
    referrer: source?.referrer ?? null,
    utm: Object.keys(utm).length > 0 ? JSON.stringify(utm) : null,
  }
}

/**
 * Contact messages and demo requests: what visitors leave for the owner. Each is stored together with
 * the emails it triggers (one transaction), so a lead is never saved without its notification.
 */
export function createLeadService(db: Kysely<Database>, notifier: Notifier, onQueued: () => void) {
  return {
    /** Stores a contact message and its emails; `admission` counts it against the form limits first. */
    async createContact({ source, ...input }: ContactInput, admission?: Admission): Promise<Contact> {
      const owner = await notifier.owner()
      const contact = await db.transaction().execute(async (trx) => {
        await admission?.(trx)
        const row = await trx
          .insertInto('contacts')
          .values({
            id: randomUUID(),
            ...input,
            ...sourceColumns(source),
            createdAt: new Date().toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow()
        await notifier.contactReceived(trx, owner, row)
        return row
      })
      onQueued()
      return contact
    },
    listContacts(): Promise<Contact[]> {
      return db
        .selectFrom('contacts')
        .select(['id', 'name', 'email', 'subject', 'message', 'createdAt'])
        .orderBy('createdAt', 'desc')
        .execute()
    },
    async createDemoRequest(
      { source, ...input }: DemoRequestInput,
      admission?: Admission,
    ): Promise<DemoRequest> {
      const owner = await notifier.owner()
      const row = await db.transaction().execute(async (trx) => {
        await admission?.(trx)
        const inserted = await trx
          .insertInto('demoRequests')
          .values({ ...input, ...sourceColumns(source), createdAt: new Date().toISOString() })
          .returningAll()
          .executeTakeFirstOrThrow()
        await notifier.demoRequested(trx, owner, inserted)
        return inserted
      })
      onQueued()
      return {
        ...row,
        preferredContactMethod: row.preferredContactMethod as DemoRequest['preferredContactMethod'],
      }
    },
  }
}

export type LeadService = ReturnType<typeof createLeadService>
