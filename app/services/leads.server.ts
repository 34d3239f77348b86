import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Language } from '~/i18n/config.ts'
import type { Contact, DemoRequest } from '~/lib/models.ts'
import type { BarrierReportInput, ContactInput, DemoRequestInput, LeadSource } from '~/schemas/leads.ts'
import { contactsRepository } from '../db/repositories/contacts.server.ts'
import { demoRequestsRepository } from '../db/repositories/demo-requests.server.ts'
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
  const contacts = contactsRepository(db)
  const demoRequests = demoRequestsRepository(db)
  return {
    /**
     * Stores a contact message and its emails; `admission` counts it against the form limits first, and
     * the acknowledgement is written in `language`.
     */
    async createContact(
      { source, ...input }: ContactInput,
      admission?: Admission,
      language: Language = 'en',
    ): Promise<Contact> {
      const owner = await notifier.owner()
      const contact = await contacts.insert(
        { id: randomUUID(), ...input, ...sourceColumns(source), createdAt: new Date().toISOString() },
        { before: admission, after: (trx, row) => notifier.contactReceived(trx, owner, row, language) },
      )
      onQueued()
      return contact
    },
    /**
     * A barrier a visitor reported: kept with the contact messages as a lead of kind `accessibility`,
     * its page (where the barrier is) as the subject, and the owner told at once.
     */
    async createBarrierReport(
      { source, page, ...input }: BarrierReportInput,
      admission?: Admission,
      language: Language = 'en',
    ): Promise<Contact> {
      const owner = await notifier.owner()
      const report = await contacts.insert(
        {
          id: randomUUID(),
          kind: 'accessibility',
          ...input,
          subject: page ? `Accessibility barrier on ${page}` : 'Accessibility barrier',
          ...sourceColumns(source),
          createdAt: new Date().toISOString(),
        },
        { before: admission, after: (trx, row) => notifier.barrierReported(trx, owner, row, language) },
      )
      onQueued()
      return report
    },
    listContacts(): Promise<Contact[]> {
      return contacts.list()
    },
    async createDemoRequest(
      { source, ...input }: DemoRequestInput,
      admission?: Admission,
      language: Language = 'en',
    ): Promise<DemoRequest> {
      const owner = await notifier.owner()
      const row = await demoRequests.insert(
        { ...input, ...sourceColumns(source), createdAt: new Date().toISOString() },
        {
          before: admission,
          after: (trx, inserted) => notifier.demoRequested(trx, owner, inserted, language),
        },
      )
      onQueued()
      return {
        ...row,
        preferredContactMethod: row.preferredContactMethod as DemoRequest['preferredContactMethod'],
      }
    },
  }
}

export type LeadService = ReturnType<typeof createLeadService>
