import type { Kysely } from 'kysely'
import { isLanguage, type Language, localizedPath } from '~/i18n/config.ts'
import { renderMarkdown } from '~/lib/markdown.server.ts'
import type { OwnerProfile } from '../../content/profile.ts'
import { blogPostsRepository } from '../db/repositories/blog-posts.server.ts'
import { type IssueText, newsletterIssuesRepository } from '../db/repositories/newsletter-issues.server.ts'
import { newsletterSubscribersRepository } from '../db/repositories/newsletter-subscribers.server.ts'
import { type IssueDelivery, outboxRepository } from '../db/repositories/outbox.server.ts'
import type { Database, NewsletterIssueRow } from '../db/schema.ts'
import { analyticsClientOf, type GoalRecorder } from './analytics/analytics.server.ts'
import { NotFoundError, ValidationError } from './errors.ts'
import type { Admission } from './form-guard.server.ts'
import { enqueueEmail } from './mail/outbox.server.ts'
import { newsletterIssueEmail } from './mail/templates.server.ts'
import type { Notifier } from './notifications.server.ts'
import type { Visitor } from './public-forms.server.ts'
import type { SettingsService } from './settings.server.ts'
import type { LinkSigner } from './signed-links.server.ts'

export type NewsletterIssue = NewsletterIssueRow
export type { IssueDelivery }

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
  /** Records a first confirmation as an analytics goal with the visit that clicked the link. */
  goals?: GoalRecorder
}) {
  const { notifier, signer, settings } = options
  const subscribers = newsletterSubscribersRepository(options.db)
  const issues = newsletterIssuesRepository(options.db)
  const outbox = outboxRepository(options.db)
  const siteUrl = notifier.siteUrl

  const confirmUrl = (id: number, email: string, language: Language) =>
    `${siteUrl}${localizedPath('/newsletter/confirm', language)}?id=${id}&token=${signer.sign('newsletter-confirm', `${id}:${email}`)}`
  /** The page behind the link is in the language the reader subscribed in. */
  const unsubscribeUrl = (id: number, email: string, language: Language = 'en') =>
    `${siteUrl}${localizedPath('/newsletter/unsubscribe', language)}?id=${id}&token=${signer.sign('newsletter-unsubscribe', `${id}:${email}`)}`

  async function issueOrThrow(id: number) {
    const issue = await issues.find(id)
    if (!issue) throw new NotFoundError('Newsletter issue not found')
    return issue
  }

  /** An issue's body as subscribers read it: the articles' renderer, its images absolute on the site. */
  function issueHtml(body: string): string {
    return renderMarkdown(body, { origin: siteUrl })
  }

  function renderIssue(
    profile: OwnerProfile,
    issue: { subject: string; body: string },
    unsubscribe: string,
    language: Language = 'en',
  ) {
    return newsletterIssueEmail(
      profile,
      { subject: issue.subject, html: issueHtml(issue.body), text: markdownToText(issue.body) },
      unsubscribe,
      language,
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
      await subscribers.subscribe(
        { email: address, language },
        {
          before: admission,
          after: async (trx, row) => {
            if (row.isActive === 1) return
            const url = confirmUrl(row.id, address, language)
            await notifier.newsletterConfirmation(trx, owner, address, url, language)
          },
        },
      )
      options.onQueued()
    },

    async confirm(id: number, token: string, visitor?: Visitor): Promise<boolean> {
      const row = await subscribers.find(id)
      if (!row || !signer.verify('newsletter-confirm', `${id}:${row.email}`, token)) return false
      await subscribers.confirm(id)
      if (!row.confirmedAt)
        await options.goals?.recordGoal({
          kind: 'newsletter',
          lead: { kind: 'subscriber', id: String(id) },
          client: visitor && analyticsClientOf(visitor),
        })
      return true
    },

    async unsubscribe(id: number, token: string): Promise<boolean> {
      const row = await subscribers.find(id)
      if (!row || !signer.verify('newsletter-unsubscribe', `${id}:${row.email}`, token)) return false
      await subscribers.unsubscribe(id)
      return true
    },

    unsubscribeUrl,

    issueHtml,

    listIssues(): Promise<NewsletterIssue[]> {
      return issues.list()
    },

    async getIssue(id: number): Promise<NewsletterIssue & { deliveries: IssueDelivery[] }> {
      const issue = await issueOrThrow(id)
      return { ...issue, deliveries: await outbox.deliveriesOf(id) }
    },

    async saveIssue(input: IssueText, id?: number): Promise<NewsletterIssue> {
      if (id === undefined) return issues.insert(input)
      const issue = await issueOrThrow(id)
      if (issue.sentAt) throw new ValidationError('This issue was already sent and can no longer be edited')
      return issues.update(id, input)
    },

    /** Creates an issue from a published post: its title and body. */
    async issueFromPost(postId: number): Promise<NewsletterIssue> {
      const post = await blogPostsRepository(options.db).findById(postId)
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
      await enqueueEmail(options.db, {
        kind: 'newsletter-test',
        to,
        ...email,
        subject: `[Test] ${email.subject}`,
      })
      options.onQueued()
      return to
    },

    /** Queues one email per active subscriber, each with its own unsubscribe link; an issue goes out once. */
    async sendToSubscribers(id: number): Promise<number> {
      const profile = await settings.getProfile()
      const count = await issues.send(id, async (trx, issue) => {
        const recipients = await newsletterSubscribersRepository(trx).active()
        for (const subscriber of recipients) {
          const language = isLanguage(subscriber.language) ? subscriber.language : 'en'
          const unsubscribe = unsubscribeUrl(subscriber.id, subscriber.email, language)
          const email = renderIssue(profile, issue, unsubscribe, language)
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
        return recipients.length
      })
      if (count === 'sent-already') throw new ValidationError('This issue was already sent')
      if (count === 'missing') throw new NotFoundError('Newsletter issue not found')
      options.onQueued()
      return count
    },
  }
}

export type NewsletterService = ReturnType<typeof createNewsletterService>
