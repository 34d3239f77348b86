import { createHash, randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import type { Kysely } from 'kysely'
import type { AdminUser } from '~/lib/models.ts'
import { minimumPasswordLength } from '~/schemas/admin.ts'
import type { AdminUserRow, Database } from '../db/schema.ts'
import { NotFoundError, UnauthorizedError, ValidationError } from './errors.ts'

// algorithm 2 is Argon2id (the package's enum is a const enum that isolated modules cannot read).
const argon2Options = { algorithm: 2 as const, timeCost: 2, memoryCost: 19_456, parallelism: 1 }
export const sessionAbsoluteLifetimeMs = 30 * 24 * 60 * 60 * 1000
export const sessionIdleLifetimeMs = 12 * 60 * 60 * 1000
const lastSeenResolutionMs = 60 * 1000

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options)
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Verifying against this keeps an unknown username as slow as a wrong password. */
let decoyHash: Promise<string> | undefined

function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    isActive: row.isActive === 1 ? 1 : 0,
    createdAt: row.createdAt,
  }
}

export type AdminBootstrap =
  | { created: false }
  | { created: true; username: string; generatedPassword: string | undefined }

export function createAuthService(db: Kysely<Database>) {
  async function findUser(username: string) {
    return db.selectFrom('adminUsers').selectAll().where('username', '=', username).executeTakeFirst()
  }

  return {
    async login(username: string, password: string): Promise<{ token: string; user: AdminUser }> {
      const row = await findUser(username)
      if (row?.isActive !== 1) {
        decoyHash ??= hashPassword(randomBytes(16).toString('hex'))
        await verify(await decoyHash, password).catch(() => false)
        throw new UnauthorizedError('Invalid credentials')
      }
      if (!(await verify(row.passwordHash, password).catch(() => false))) {
        throw new UnauthorizedError('Invalid credentials')
      }
      const token = randomBytes(32).toString('base64url')
      const now = Date.now()
      await db
        .insertInto('sessions')
        .values({
          tokenHash: hashToken(token),
          userId: row.id,
          createdAt: new Date(now).toISOString(),
          lastSeenAt: new Date(now).toISOString(),
          expiresAt: new Date(now + sessionAbsoluteLifetimeMs).toISOString(),
        })
        .execute()
      return { token, user: toAdminUser(row) }
    },

    /** The user behind a session token, or null when the token is unknown, expired or idle too long. */
    async authenticate(token: string): Promise<AdminUser | null> {
      if (!token || token.length > 200) return null
      const tokenHash = hashToken(token)
      const found = await db
        .selectFrom('sessions')
        .innerJoin('adminUsers', 'adminUsers.id', 'sessions.userId')
        .selectAll('adminUsers')
        .select(['sessions.expiresAt', 'sessions.lastSeenAt'])
        .where('sessions.tokenHash', '=', tokenHash)
        .executeTakeFirst()
      if (found?.isActive !== 1) return null
      const now = Date.now()
      const lastSeen = Date.parse(found.lastSeenAt)
      if (Date.parse(found.expiresAt) <= now || lastSeen + sessionIdleLifetimeMs <= now) {
        await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute()
        return null
      }
      if (now - lastSeen > lastSeenResolutionMs) {
        await db
          .updateTable('sessions')
          .set({ lastSeenAt: new Date(now).toISOString() })
          .where('tokenHash', '=', tokenHash)
          .execute()
      }
      return toAdminUser(found)
    },

    async logout(token: string): Promise<void> {
      await db.deleteFrom('sessions').where('tokenHash', '=', hashToken(token)).execute()
    },

    /** Creates the first admin when there is none: from the given credentials or a random password. */
    async ensureAdmin(credentials: {
      username?: string
      password?: string
      email?: string
    }): Promise<AdminBootstrap> {
      const existing = await db.selectFrom('adminUsers').select('id').limit(1).executeTakeFirst()
      if (existing) return { created: false }
      const username = credentials.username ?? 'admin'
      const generatedPassword = credentials.password ? undefined : randomBytes(12).toString('base64url')
      const password = credentials.password ?? generatedPassword!
      await db
        .insertInto('adminUsers')
        .values({
          username,
          email: credentials.email ?? `${username}@localhost`,
          passwordHash: await hashPassword(password),
          createdAt: new Date().toISOString(),
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute()
      return { created: true, username, generatedPassword }
    },

    /** The owner's own change: the current password must match; other sessions are signed out. */
    async changePassword(userId: number, currentToken: string, currentPassword: string, newPassword: string) {
      const row = await db.selectFrom('adminUsers').selectAll().where('id', '=', userId).executeTakeFirst()
      if (!row) throw new UnauthorizedError('Authentication required')
      if (!(await verify(row.passwordHash, currentPassword).catch(() => false))) {
        throw new ValidationError('The current password is not correct', [
          { path: 'currentPassword', message: 'The current password is not correct' },
        ])
      }
      const passwordHash = await hashPassword(newPassword)
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('adminUsers').set({ passwordHash }).where('id', '=', userId).execute()
        await trx
          .deleteFrom('sessions')
          .where('userId', '=', userId)
          .where('tokenHash', '!=', hashToken(currentToken))
          .execute()
      })
    },

    /** Sets a new password and signs the user out everywhere. */
    async setPassword(username: string, password: string): Promise<void> {
      if (password.length < minimumPasswordLength) {
        throw new ValidationError(`Password must be at least ${minimumPasswordLength} characters`, [
          { path: 'password', message: `Must be at least ${minimumPasswordLength} characters` },
        ])
      }
      const row = await findUser(username)
      if (!row) throw new NotFoundError(`No admin user named "${username}"`)
      const passwordHash = await hashPassword(password)
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('adminUsers').set({ passwordHash }).where('id', '=', row.id).execute()
        await trx.deleteFrom('sessions').where('userId', '=', row.id).execute()
      })
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
