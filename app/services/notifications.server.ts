import type { Transaction } from 'kysely'
import type { OwnerProfile } from '../../content/profile.ts'
import type { Database } from '../db/schema.ts'
import type { Language } from '../i18n/config.ts'
import { bookingAddress } from '../lib/booking-target.ts'
import { enqueueEmail } from './mail/outbox.server.ts'
import * as templates from './mail/templates.server.ts'
import type { SettingsService } from './settings.server.ts'

export type Owner = { profile: OwnerProfile; email: string; bookingUrls: Record<Language, string> }

/** The profile an email to a visitor carries: its "book a call" link leads to the page in their language. */
const profileFor = ({ profile, bookingUrls }: Owner, language: Language): OwnerProfile => ({
  ...profile,
  bookingUrl: bookingUrls[language],
})

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
      const bookingUrls = {
        en: bookingAddress(profile, siteUrl, 'en'),
        es: bookingAddress(profile, siteUrl, 'es'),
        fr: bookingAddress(profile, siteUrl, 'fr'),
      }
      return {
        profile: { ...profile, bookingUrl: bookingUrls.en },
        email: options.ownerEmail ?? profile.email,
        bookingUrls,
      }
    },
    /** The owner is told in English; the visitor is answered in the language of the page they wrote from. */
    async contactReceived(
      trx: Transaction<Database>,
      owner: Owner,
      contact: templates.ContactDetails & { id: string },
      language: Language,
    ) {
      const adminUrl = `${siteUrl}/admin/leads/contact/${contact.id}`
      await enqueueEmail(trx, {
        kind: 'contact-notification',
        to: owner.email,
        replyTo: contact.email,
        ...templates.contactNotification(owner.profile, contact, adminUrl, language),
      })
      await enqueueEmail(trx, {
        kind: 'contact-acknowledgement',
        to: contact.email,
        replyTo: owner.email,
        ...templates.contactAcknowledgement(profileFor(owner, language), contact, language),
      })
    },
    async barrierReported(
      trx: Transaction<Database>,
      owner: Owner,
      report: templates.ContactDetails & { id: string },
      language: Language,
    ) {
      const adminUrl = `${siteUrl}/admin/leads/accessibility/${report.id}`
      await enqueueEmail(trx, {
        kind: 'accessibility-notification',
        to: owner.email,
        replyTo: report.email,
        ...templates.barrierReportNotification(owner.profile, report, adminUrl, language),
      })
      await enqueueEmail(trx, {
        kind: 'accessibility-acknowledgement',
        to: report.email,
        replyTo: owner.email,
        ...templates.barrierReportAcknowledgement(profileFor(owner, language), report, language),
      })
    },
    async demoRequested(
      trx: Transaction<Database>,
      owner: Owner,
      demo: templates.DemoDetails & { id: number },
      language: Language,
    ) {
      const adminUrl = `${siteUrl}/admin/leads/demo/${demo.id}`
      await enqueueEmail(trx, {
        kind: 'demo-notification',
        to: owner.email,
        replyTo: demo.email,
        ...templates.demoNotification(owner.profile, demo, adminUrl, language),
      })
      await enqueueEmail(trx, {
        kind: 'demo-acknowledgement',
        to: demo.email,
        replyTo: owner.email,
        ...templates.demoAcknowledgement(profileFor(owner, language), demo, language),
      })
    },
    async newsletterConfirmation(
      trx: Transaction<Database>,
      owner: Owner,
      to: string,
      confirmUrl: string,
      language: Language,
    ) {
      await enqueueEmail(trx, {
        kind: 'newsletter-confirmation',
        to,
        replyTo: owner.email,
        ...templates.newsletterConfirmation(profileFor(owner, language), confirmUrl, language),
      })
    },
    async orderPaid(
      trx: Transaction<Database>,
      owner: Owner,
      order: templates.OrderDetails,
      options: { notifyOwner?: boolean } = {},
    ) {
      if (order.email) {
        await enqueueEmail(trx, {
          kind: 'order-welcome',
          to: order.email,
          replyTo: owner.email,
          ...templates.orderWelcome(profileFor(owner, order.language ?? 'en'), order),
        })
      }
      if (options.notifyOwner === false) return
      await enqueueEmail(trx, {
        kind: 'order-notification',
        to: owner.email,
        replyTo: order.email ?? undefined,
        ...templates.orderNotification(owner.profile, order, `${siteUrl}/admin/orders`),
      })
    },
  }
}

export type Notifier = ReturnType<typeof createNotifier>
