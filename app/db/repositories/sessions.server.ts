import type { Kysely } from 'kysely'
import type { AdminUserRow, Database } from '../schema.ts'

/** A session with the user it signs in. */
export type SessionWithUser = AdminUserRow & { expiresAt: string; lastSeenAt: string }

/** Signed-in browsers, known by their token's hash. */
export function sessionsRepository(db: Kysely<Database>) {
  return {
    async insert(session: { tokenHash: string; userId: number; now: number; lifetimeMs: number }) {
      const createdAt = new Date(session.now).toISOString()
      await db
        .insertInto('sessions')
        .values({
          tokenHash: session.tokenHash,
          userId: session.userId,
          createdAt,
          lastSeenAt: createdAt,
          expiresAt: new Date(session.now + session.lifetimeMs).toISOString(),
        })
        .execute()
    },
    findWithUser(tokenHash: string): Promise<SessionWithUser | undefined> {
      return db
        .selectFrom('sessions')
        .innerJoin('adminUsers', 'adminUsers.id', 'sessions.userId')
        .selectAll('adminUsers')
        .select(['sessions.expiresAt', 'sessions.lastSeenAt'])
        .where('sessions.tokenHash', '=', tokenHash)
        .executeTakeFirst()
    },
    async touch(tokenHash: string, lastSeenAt: string): Promise<void> {
      await db.updateTable('sessions').set({ lastSeenAt }).where('tokenHash', '=', tokenHash).execute()
    },
    async remove(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute()
    },
    async removeExpired(userId: number, now: string): Promise<void> {
      await db.deleteFrom('sessions').where('userId', '=', userId).where('expiresAt', '<=', now).execute()
    },
    /** Signs a user out everywhere, except the session `keepTokenHash` when given. */
    async removeAllOf(userId: number, keepTokenHash?: string): Promise<void> {
      let query = db.deleteFrom('sessions').where('userId', '=', userId)
      if (keepTokenHash !== undefined) query = query.where('tokenHash', '!=', keepTokenHash)
      await query.execute()
    },
  }
}
