import type { Transaction } from 'kysely'
import type { OwnerProfile } from '../../content/profile.ts'
import type { Database } from '../db/schema.ts'
import { bookingAddress } from '../lib/booking-target.ts'
import { enqueueEmail } from './mail/outbox.server.ts'
import * as templates from './mail/templates.server.ts'
import type { SettingsService } from './settings.server.ts'

export type Owner = { profile: OwnerProfile; email: string }

/** Emails that follow a visitor's action, queued in the same transaction as the action's row. */
export function createNotifier(options: {
  settings: SettingsService
  ownerEmail: string | undefined
  siteUrl: string
}) {
  const { settings, siteUrl } = options
  return {
    siteUrl,
    /**
     * The owner's profile and address. Read it before opening the transaction that queues the emails:
     * SQLite has one connection, which the transaction holds.
     */
    async owner(): Promise<Owner> {
      const profile = await settings.getProfile()
      // The emails' "book a call" links lead where the site's Book buttons do.
      return {
        profile: { ...profile, bookingUrl: bookingAddress(profile, siteUrl) },
        email: options.ownerEmail ?? profile.email,
      }
    },
    async contactReceived(
      trx: Transaction<Database>,
      { profile, email }: Owner,
      contact: templates.ContactDetails & { id: string },
    ) {
      await enqueueEmail(trx, {
        kind: 'contact-notification',
        to: email,
        replyTo: contact.email,
        ...templates.contactNotification(profile, contact, `${siteUrl}/admin/leads/contact/${contact.id}`),
      })
      await enqueueEmail(trx, {
        kind: 'contact-acknowledgement',
        to: contact.email,
        replyTo: email,
        ...templates.contactAcknowledgement(profile, contact),
      })
    },
    async barrierReported(
      trx: Transaction<Database>,
      { profile, email }: Owner,
      report: templates.ContactDetails & { id: string },
    ) {
      await enqueueEmail(trx, {
        kind: 'accessibility-notification',
        to: email,
        replyTo: report.email,
        ...templates.barrierReportNotification(
          profile,
          report,
          `${siteUrl}/admin/leads/accessibility/${report.id}`,
        ),
      })
      await enqueueEmail(trx, {
        kind: 'accessibility-acknowledgement',
        to: report.email,
        replyTo: email,
        ...templates.barrierReportAcknowledgement(profile, report),
      })
    },
    async demoRequested(
      trx: Transaction<Database>,
      { profile, email }: Owner,
      demo: templates.DemoDetails & { id: number },
    ) {
      await enqueueEmail(trx, {
        kind: 'demo-notification',
        to: email,
        replyTo: demo.email,
        ...templates.demoNotification(profile, demo, `${siteUrl}/admin/leads/demo/${demo.id}`),
      })
      await enqueueEmail(trx, {
        kind: 'demo-acknowledgement',
        to: demo.email,
        replyTo: email,
        ...templates.demoAcknowledgement(profile, demo),
      })
    },
    async newsletterConfirmation(
      trx: Transaction<Database>,
      { profile, email }: Owner,
      to: string,
      confirmUrl: string,
    ) {
      await enqueueEmail(trx, {
        kind: 'newsletter-confirmation',
        to,
        replyTo: email,
        ...templates.newsletterConfirmation(profile, confirmUrl),
      })
    },
    async orderPaid(
      trx: Transaction<Database>,
      { profile, email }: Owner,
      order: templates.OrderDetails,
      options: { notifyOwner?: boolean } = {},
    ) {
      if (order.email) {
        await enqueueEmail(trx, {
          kind: 'order-welcome',
          to: order.email,
          replyTo: email,
          ...templates.orderWelcome(profile, order),
        })
      }
      if (options.notifyOwner === false) return
      await enqueueEmail(trx, {
        kind: 'order-notification',
        to: email,
        replyTo: order.email ?? undefined,
        ...templates.orderNotification(profile, order, `${siteUrl}/admin/orders`),
      })
    },
  }
}

export type Notifier = ReturnType<typeof createNotifier>
