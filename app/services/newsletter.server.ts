import type { Kysely } from 'kysely'
import type { Language } from '~/i18n/config.ts'
import { renderMarkdown } from '~/lib/markdown.server.ts'
import type { OwnerProfile } from '../../content/profile.ts'
import type { Database } from '../db/schema.ts'
import { NotFoundError, ValidationError } from './errors.ts'
import type { Admission } from './form-guard.server.ts'
import { enqueueEmail } from './mail/outbox.server.ts'
import { newsletterIssueEmail } from './mail/templates.server.ts'
import type { Notifier } from './notifications.server.ts'
import type { SettingsService } from './settings.server.ts'
import type { LinkSigner } from './signed-links.server.ts'

export type NewsletterIssue = {
  id: number
  subject: string
  body: string
  createdAt: string
  updatedAt: string | null
  sentAt: string | null
  recipientCount: number
}

export type IssueDelivery = {
  toAddress: string
  status: string
  attempts: number
  sentAt: string | null
  lastError: string | null
}

function markdownToText(markdown: string): string {
  return markdown
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/^>\s?/gm, '')
    .trim()
}

/**
 * Double opt-in subscriptions, one-click unsubscribe, and issues written in the admin and sent to every
 * active subscriber through the outbox.
 */
export function createNewsletterService(options: {
  db: Kysely<Database>
  notifier: Notifier
  signer: LinkSigner
  settings: SettingsService
  ownerEmail: string | undefined
  onQueued: () => void
}) {
  const { db, notifier, signer, settings } = options
  const siteUrl = notifier.siteUrl

  const confirmUrl = (id: number, email: string) =>
    `${siteUrl}/newsletter/confirm?id=${id}&token=${signer.sign('newsletter-confirm', `${id}:${email}`)}`
  const unsubscribeUrl = (id: number, email: string) =>
    `${siteUrl}/newsletter/unsubscribe?id=${id}&token=${signer.sign('newsletter-unsubscribe', `${id}:${email}`)}`

  async function findSubscriber(id: number) {
    return db.selectFrom('newsletterSubscriptions').selectAll().where('id', '=', id).executeTakeFirst()
  }

  async function issueOrThrow(id: number) {
    const issue = await db.selectFrom('newsletterIssues').selectAll().where('id', '=', id).executeTakeFirst()
    if (!issue) throw new NotFoundError('Newsletter issue not found')
    return issue
  }

  function renderIssue(profile: OwnerProfile, issue: { subject: string; body: string }, unsubscribe: string) {
    return newsletterIssueEmail(
      profile,
      { subject: issue.subject, html: renderMarkdown(issue.body), text: markdownToText(issue.body) },
      unsubscribe,
    )
  }

  return {
    /**
     * Answers the same whatever the address's state: a new or lapsed address gets a confirmation email;
     * an active one gets nothing, so the form cannot be used to learn who subscribes.
     */
    async subscribe(email: string, language: Language = 'en', admission?: Admission): Promise<void> {
      const address = email.toLowerCase()
      const owner = await notifier.owner()
      await db.transaction().execute(async (trx) => {
        await admission?.(trx)
        await trx
          .insertInto('newsletterSubscriptions')
          .values({ email: address, isActive: 0, language, createdAt: new Date().toISOString() })
          .onConflict((conflict) => conflict.column('email').doNothing())
          .execute()
        const row = await trx
          .selectFrom('newsletterSubscriptions')
          .selectAll()
          .where('email', '=', address)
          .executeTakeFirstOrThrow()
        if (row.isActive === 1) return
        await notifier.newsletterConfirmation(trx, owner, address, confirmUrl(row.id, address))
      })
      options.onQueued()
    },

    async confirm(id: number, token: string): Promise<boolean> {
      const row = await findSubscriber(id)
      if (!row || !signer.verify('newsletter-confirm', `${id}:${row.email}`, token)) return false
      await db
        .updateTable('newsletterSubscriptions')
        .set({ isActive: 1, confirmedAt: new Date().toISOString(), unsubscribedAt: null })
        .where('id', '=', id)
        .execute()
      return true
    },

    async unsubscribe(id: number, token: string): Promise<boolean> {
      const row = await findSubscriber(id)
      if (!row || !signer.verify('newsletter-unsubscribe', `${id}:${row.email}`, token)) return false
      await db
        .updateTable('newsletterSubscriptions')
        .set({ isActive: 0, unsubscribedAt: new Date().toISOString() })
        .where('id', '=', id)
        .execute()
      return true
    },

    unsubscribeUrl,

    listIssues(): Promise<NewsletterIssue[]> {
      return db
        .selectFrom('newsletterIssues')
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .execute()
    },

    async getIssue(id: number): Promise<NewsletterIssue & { deliveries: IssueDelivery[] }> {
      const issue = await issueOrThrow(id)
      const deliveries = await db
        .selectFrom('outbox')
        .select(['toAddress', 'status', 'attempts', 'sentAt', 'lastError'])
        .where('newsletterIssueId', '=', id)
        .where('kind', '=', 'newsletter-issue')
        .orderBy('toAddress')
        .execute()
      return { ...issue, deliveries }
    },

    async saveIssue(input: { subject: string; body: string }, id?: number): Promise<NewsletterIssue> {
      const now = new Date().toISOString()
      if (id === undefined) {
        return db
          .insertInto('newsletterIssues')
          .values({ ...input, createdAt: now, updatedAt: null, sentAt: null })
          .returningAll()
          .executeTakeFirstOrThrow()
      }
      const issue = await issueOrThrow(id)
      if (issue.sentAt) throw new ValidationError('This issue was already sent and can no longer be edited')
      return db
        .updateTable('newsletterIssues')
        .set({ ...input, updatedAt: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow()
    },

    /** Creates an issue from a published post: its title and body. */
    async issueFromPost(postId: number): Promise<NewsletterIssue> {
      const post = await db.selectFrom('blogPosts').selectAll().where('id', '=', postId).executeTakeFirst()
      if (!post) throw new NotFoundError('Blog post not found')
      const link = `${siteUrl}/blog/${post.slug}`
      return this.saveIssue({
        subject: post.title,
        body: `${post.excerpt}\n\n${post.content}\n\nRead it on the site: ${link}`,
      })
    },

    async sendTest(id: number): Promise<string> {
      const issue = await issueOrThrow(id)
      const profile = await settings.getProfile()
      const to = options.ownerEmail ?? profile.email
      const email = renderIssue(profile, issue, `${siteUrl}/newsletter/unsubscribe`)
      await enqueueEmail(db, { kind: 'newsletter-test', to, ...email, subject: `[Test] ${email.subject}` })
      options.onQueued()
      return to
    },

    /** Queues one email per active subscriber, each with its own unsubscribe link; an issue goes out once. */
    async sendToSubscribers(id: number): Promise<number> {
      const profile = await settings.getProfile()
      const count = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('newsletterIssues')
          .set({ sentAt: new Date().toISOString() })
          .where('id', '=', id)
          .where('sentAt', 'is', null)
          .returningAll()
          .executeTakeFirst()
        if (!claimed) {
          const exists = await trx
            .selectFrom('newsletterIssues')
            .select('id')
            .where('id', '=', id)
            .executeTakeFirst()
          throw exists
            ? new ValidationError('This issue was already sent')
            : new NotFoundError('Newsletter issue not found')
        }
        const subscribers = await trx
          .selectFrom('newsletterSubscriptions')
          .select(['id', 'email'])
          .where('isActive', '=', 1)
          .execute()
        for (const subscriber of subscribers) {
          const unsubscribe = unsubscribeUrl(subscriber.id, subscriber.email)
          const email = renderIssue(profile, claimed, unsubscribe)
          await enqueueEmail(trx, {
            kind: 'newsletter-issue',
            to: subscriber.email,
            ...email,
            newsletterIssueId: id,
            headers: {
              'List-Unsubscribe': `<${unsubscribe}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          })
        }
        await trx
          .updateTable('newsletterIssues')
          .set({ recipientCount: subscribers.length })
          .where('id', '=', id)
          .execute()
        return subscribers.length
      })
      options.onQueued()
      return count
    },
  }
}

export type NewsletterService = ReturnType<typeof createNewsletterService>
