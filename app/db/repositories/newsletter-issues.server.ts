import type { Kysely, Transaction } from 'kysely'
import type { Database, NewsletterIssueRow } from '../schema.ts'

export type IssueText = Pick<NewsletterIssueRow, 'subject' | 'body'>

/** Why an issue could not be sent. */
export type SendRefusal = 'sent-already' | 'missing'

/** Newsletter issues: drafts the owner writes, each sent once. */
export function newsletterIssuesRepository(db: Kysely<Database>) {
  return {
    find(id: number): Promise<NewsletterIssueRow | undefined> {
      return db.selectFrom('newsletterIssues').selectAll().where('id', '=', id).executeTakeFirst()
    },
    /** Newest first. */
    list(): Promise<NewsletterIssueRow[]> {
      return db
        .selectFrom('newsletterIssues')
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .execute()
    },
    insert(text: IssueText): Promise<NewsletterIssueRow> {
      return db
        .insertInto('newsletterIssues')
        .values({ ...text, createdAt: new Date().toISOString(), updatedAt: null, sentAt: null })
        .returningAll()
        .executeTakeFirstOrThrow()
    },
    update(id: number, text: IssueText): Promise<NewsletterIssueRow> {
      return db
        .updateTable('newsletterIssues')
        .set({ ...text, updatedAt: new Date().toISOString() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow()
    },
    /**
     * Marks an unsent issue sent and runs `deliver` in the same transaction (it queues the emails and
     * answers how many), so an issue goes out once, to everyone or no one. Answers the recipient count,
     * or why nothing was sent.
     */
    send(
      id: number,
      deliver: (trx: Transaction<Database>, issue: NewsletterIssueRow) => Promise<number>,
    ): Promise<number | SendRefusal> {
      return db.transaction().execute(async (trx) => {
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
          return exists ? 'sent-already' : 'missing'
        }
        const recipientCount = await deliver(trx, claimed)
        await trx.updateTable('newsletterIssues').set({ recipientCount }).where('id', '=', id).execute()
        return recipientCount
      })
    },
  }
}
