import type { Kysely } from 'kysely'
import type { AdminUserRow, Database } from '../schema.ts'
import { sessionsRepository } from './sessions.server.ts'

/**
 * The owner's accounts with their second factor (the authenticator's secret, the recovery codes).
 * Changes that withdraw trust sign the user out in the same transaction (sessions.server.ts).
 */
export function adminUsersRepository(db: Kysely<Database>) {
  return {
    findByUsername(username: string): Promise<AdminUserRow | undefined> {
      return db.selectFrom('adminUsers').selectAll().where('username', '=', username).executeTakeFirst()
    },
    findById(id: number): Promise<AdminUserRow | undefined> {
      return db.selectFrom('adminUsers').selectAll().where('id', '=', id).executeTakeFirst()
    },
    async any(): Promise<boolean> {
      return (await db.selectFrom('adminUsers').select('id').limit(1).executeTakeFirst()) !== undefined
    },
    /** Adds a user; false when one with the username (or the id) exists already. */
    async insertUnlessTaken(user: {
      username: string
      email: string
      passwordHash: string
    }): Promise<boolean> {
      const inserted = await db
        .insertInto('adminUsers')
        .values({ ...user, createdAt: new Date().toISOString() })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst()
      return inserted !== undefined
    },
    /** Sets a new password and signs the user out everywhere but the session `keepTokenHash`, when given. */
    setPassword(userId: number, passwordHash: string, keepTokenHash?: string): Promise<void> {
      return db.transaction().execute(async (trx) => {
        await trx.updateTable('adminUsers').set({ passwordHash }).where('id', '=', userId).execute()
        await sessionsRepository(trx).removeAllOf(userId, keepTokenHash)
      })
    },
    async setPendingSecret(userId: number, secret: string): Promise<void> {
      await db.updateTable('adminUsers').set({ totpPendingSecret: secret }).where('id', '=', userId).execute()
    },
    /** Notes an authenticator time step as used; false when it or a later one was used already. */
    async claimTimeStep(userId: number, step: number): Promise<boolean> {
      const updated = await db
        .updateTable('adminUsers')
        .set({ totpLastStep: step })
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
        .executeTakeFirst()
      return Number(updated.numUpdatedRows) === 1
    },
    /** Makes the pending secret the user's and replaces the recovery codes with these. */
    enableTwoFactor(userId: number, secret: string, codeHashes: string[], createdAt: string): Promise<void> {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('adminUsers')
          .set({ totpSecret: secret, totpPendingSecret: null })
          .where('id', '=', userId)
          .execute()
        await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute()
        await trx
          .insertInto('recoveryCodes')
          .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt })))
          .execute()
      })
    },
    /** Forgets the secrets and the recovery codes; `signOut` also ends every session of the user. */
    disableTwoFactor(userId: number, { signOut = false } = {}): Promise<void> {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('adminUsers')
          .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
          .where('id', '=', userId)
          .execute()
        await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute()
        if (signOut) await sessionsRepository(trx).removeAllOf(userId)
      })
    },
    /** Marks an unused recovery code used; false when there is no such unused code. */
    async spendRecoveryCode(userId: number, codeHash: string, usedAt: string): Promise<boolean> {
      const updated = await db
        .updateTable('recoveryCodes')
        .set({ usedAt })
        .where('userId', '=', userId)
        .where('codeHash', '=', codeHash)
        .where('usedAt', 'is', null)
        .executeTakeFirst()
      return Number(updated.numUpdatedRows) === 1
    },
    async unusedRecoveryCodes(userId: number): Promise<number> {
      const codes = await db
        .selectFrom('recoveryCodes')
        .select('id')
        .where('userId', '=', userId)
        .where('usedAt', 'is', null)
        .execute()
      return codes.length
    },
  }
}
