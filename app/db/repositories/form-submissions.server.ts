import type { Kysely } from 'kysely'
import { lockForTransaction } from '../dialect.server.ts'
import type { Database, PublicForm } from '../schema.ts'

/** Public form submissions, kept to count them by address (per form) and by email (across the forms). */
export function formSubmissionsRepository(db: Kysely<Database>) {
  return {
    /**
     * Records a submission, answering its id. Run in the transaction that stores what was submitted:
     * on PostgreSQL the address and the email stay locked until it ends, so parallel submissions are
     * counted one after the other (SQLite runs one write transaction at a time).
     */
    async record(submission: { form: PublicForm; ip: string; email: string; createdAt: string }) {
      const { form, ip, email } = submission
      await lockForTransaction(db, [`form-ip:${form}:${ip}`, `form-email:${email}`])
      const inserted = await db
        .insertInto('formSubmissions')
        .values(submission)
        .returning('id')
        .executeTakeFirstOrThrow()
      return inserted.id
    },
    /**
     * The times of submissions since `since` recorded before `before`, newest first: by address, of
     * this form only, or by email, of any form.
     */
    async times(
      key: 'ip' | 'email',
      form: PublicForm,
      value: string,
      since: string,
      before: number,
    ): Promise<number[]> {
      let query = db
        .selectFrom('formSubmissions')
        .select('createdAt')
        .where(key, '=', value)
        .where('createdAt', '>=', since)
        .where('id', '<', before)
      if (key === 'ip') query = query.where('form', '=', form)
      const rows = await query.orderBy('createdAt', 'desc').execute()
      return rows.map((row) => Date.parse(row.createdAt))
    },
    async removeBefore(cutoff: string): Promise<void> {
      await db.deleteFrom('formSubmissions').where('createdAt', '<', cutoff).execute()
    },
  }
}
