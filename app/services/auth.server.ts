import { createHash, randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import type { Kysely } from 'kysely'
import type { AdminUser } from '~/lib/models.ts'
import { minimumPasswordLength } from '~/schemas/admin.ts'
import { maximumPasswordBytes, passwordTooLongMessage } from '~/schemas/auth.ts'
import { adminUsersRepository } from '../db/repositories/admin-users.server.ts'
import { sessionsRepository } from '../db/repositories/sessions.server.ts'
import type { AdminUserRow, Database } from '../db/schema.ts'
import { writeRefusal } from '../db/write-refusal.server.ts'
import { NotFoundError, UnauthorizedError, ValidationError } from './errors.ts'
import { createSignInLimits } from './sign-in-limits.server.ts'
import type { LinkSigner } from './signed-links.server.ts'
import { createTwoFactorService } from './two-factor.server.ts'

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

function assertPasswordLength(password: string, path = 'newPassword'): void {
  if (password.length < minimumPasswordLength) {
    throw new ValidationError(`Password must be at least ${minimumPasswordLength} characters`, [
      { path, message: `Must be at least ${minimumPasswordLength} characters` },
    ])
  }
  if (Buffer.byteLength(password) > maximumPasswordBytes) {
    throw new ValidationError(passwordTooLongMessage, [{ path, message: passwordTooLongMessage }])
  }
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

/** Password right, second factor missing: the sign-in form then asks for the code. */
export class TwoFactorRequiredError extends UnauthorizedError {
  constructor() {
    super('Two-factor code required')
  }
}

export type SignInLogger = {
  info: (object: object, message: string) => void
  warn: (object: object, message: string) => void
}

export type SignInAttempt = {
  username: string
  password: string
  /** A 6-digit authenticator code or a recovery code, when two-factor sign-in is on. */
  code?: string | undefined
  /** The client address, as Express resolves it under the `trust proxy` setting. */
  ip: string
  /** A session token the client still holds: replaced by the new one. */
  previousToken?: string | undefined
  /** The device cookie of a browser that signed in as this user before (see trustedDeviceToken). */
  deviceToken?: string | undefined
}

export const trustedDeviceCookieName = 'device'
export const trustedDeviceLifetimeMs = 365 * 24 * 60 * 60 * 1000
const trustedDevicePurpose = 'trusted-device'

/** Changes with the password, so a reset or a change withdraws every device's trust. */
function passwordFingerprint(row: AdminUserRow): string {
  return createHash('sha256').update(row.passwordHash).digest('base64url').slice(0, 16)
}

const silentLogger: SignInLogger = { info: () => undefined, warn: () => undefined }

export type AdminBootstrap =
  | { created: false }
  | { created: true; username: string; generatedPassword: string | undefined }

export function createAuthService(
  db: Kysely<Database>,
  signer: LinkSigner,
  logger: SignInLogger = silentLogger,
) {
  const limits = createSignInLimits(db)
  const twoFactor = createTwoFactorService(db)
  const users = adminUsersRepository(db)
  const sessions = sessionsRepository(db)
  const findUser = users.findByUsername

  /** A token a browser keeps after signing in as `row`: `<user id>.<random>.<signature>`. */
  function trustedDeviceToken(row: AdminUserRow): string {
    const subject = `${row.id}.${randomBytes(12).toString('base64url')}`
    return `${subject}.${signer.sign(trustedDevicePurpose, `${subject}.${passwordFingerprint(row)}`)}`
  }

  function isTrustedDevice(row: AdminUserRow | undefined, token: string | undefined): boolean {
    if (!row || !token || token.length > 200) return false
    const [id, nonce, signature] = token.split('.')
    if (id !== String(row.id) || !nonce || !signature) return false
    return signer.verify(trustedDevicePurpose, `${id}.${nonce}.${passwordFingerprint(row)}`, signature)
  }

  async function checkCredentials(username: string, password: string): Promise<AdminUserRow | undefined> {
    const row = await findUser(username)
    if (row?.isActive !== 1) {
      decoyHash ??= hashPassword(randomBytes(16).toString('hex'))
      await verify(await decoyHash, password).catch(() => false)
      return undefined
    }
    return (await verify(row.passwordHash, password).catch(() => false)) ? row : undefined
  }

  return {
    limits,
    twoFactor,

    /**
     * Signs in after the limits, the password and (when on) the second factor; each attempt is recorded
     * and logged with the username and address, never the password or the code.
     */
    async login(attempt: SignInAttempt): Promise<{ token: string; user: AdminUser; deviceToken: string }> {
      const { username, ip } = attempt
      const trustedDevice = isTrustedDevice(await findUser(username), attempt.deviceToken)
      let attemptId: number
      try {
        attemptId = await limits.begin(ip, username, { trustedDevice })
      } catch (error) {
        logger.warn({ username, ip, trustedDevice }, 'sign-in refused: too many attempts')
        throw error
      }
      const row = await checkCredentials(username, attempt.password)
      if (!row) {
        logger.warn({ username, ip }, 'sign-in failed: invalid credentials')
        throw new UnauthorizedError('Invalid credentials')
      }
      if (twoFactor.isEnabled(row)) {
        if (!attempt.code) {
          logger.info({ username, ip }, 'sign-in needs the two-factor code')
          throw new TwoFactorRequiredError()
        }
        if (!(await twoFactor.verify(row, attempt.code))) {
          logger.warn({ username, ip }, 'sign-in failed: invalid two-factor code')
          throw new UnauthorizedError('Invalid two-factor code')
        }
      }
      await limits.finish(attemptId, 'success')
      if (attempt.previousToken) await this.logout(attempt.previousToken)
      const token = randomBytes(32).toString('base64url')
      const now = Date.now()
      await sessions.removeExpired(row.id, new Date(now).toISOString())
      await sessions.insert({
        tokenHash: hashToken(token),
        userId: row.id,
        now,
        lifetimeMs: sessionAbsoluteLifetimeMs,
      })
      logger.info({ username, ip, trustedDevice }, 'sign-in succeeded')
      const deviceToken = trustedDevice && attempt.deviceToken ? attempt.deviceToken : trustedDeviceToken(row)
      return { token, user: toAdminUser(row), deviceToken }
    },

    /** The user behind a session token, or null when the token is unknown, expired or idle too long. */
    async authenticate(token: string): Promise<AdminUser | null> {
      if (!token || token.length > 200) return null
      const tokenHash = hashToken(token)
      const found = await sessions.findWithUser(tokenHash)
      if (found?.isActive !== 1) return null
      const now = Date.now()
      const lastSeen = Date.parse(found.lastSeenAt)
      if (Date.parse(found.expiresAt) <= now || lastSeen + sessionIdleLifetimeMs <= now) {
        await sessions.remove(tokenHash)
        return null
      }
      if (now - lastSeen > lastSeenResolutionMs) {
        // Noting the visit is a write; when storage is full or the database busy, the owner still reads.
        await sessions.touch(tokenHash, new Date(now).toISOString()).catch((error: unknown) => {
          if (!writeRefusal(error)) throw error
        })
      }
      return toAdminUser(found)
    },

    async logout(token: string): Promise<void> {
      await sessions.remove(hashToken(token))
    },

    /** Creates the first admin when there is none: from the given credentials or a random password. */
    async ensureAdmin(credentials: {
      username?: string
      password?: string
      email?: string
    }): Promise<AdminBootstrap> {
      if (await users.any()) return { created: false }
      const username = credentials.username ?? 'admin'
      const generatedPassword = credentials.password ? undefined : randomBytes(12).toString('base64url')
      const password = credentials.password ?? generatedPassword!
      const inserted = await users.insertUnlessTaken({
        username,
        email: credentials.email ?? `${username}@localhost`,
        passwordHash: await hashPassword(password),
      })
      // Another instance starting at the same moment created the owner first: its password stands.
      if (!inserted) return { created: false }
      return { created: true, username, generatedPassword }
    },

    /** The owner's own change: the current password must match; other sessions are signed out. */
    async changePassword(userId: number, currentToken: string, currentPassword: string, newPassword: string) {
      assertPasswordLength(newPassword)
      const row = await users.findById(userId)
      if (!row) throw new UnauthorizedError('Authentication required')
      if (!(await verify(row.passwordHash, currentPassword).catch(() => false))) {
        throw new ValidationError('The current password is not correct', [
          { path: 'currentPassword', message: 'The current password is not correct' },
        ])
      }
      await users.setPassword(userId, await hashPassword(newPassword), hashToken(currentToken))
    },

    /** Sets a new password and signs the user out everywhere. */
    async setPassword(username: string, password: string): Promise<void> {
      assertPasswordLength(password, 'password')
      const row = await findUser(username)
      if (!row) throw new NotFoundError(`No admin user named "${username}"`)
      await users.setPassword(row.id, await hashPassword(password))
    },
    /**
     * Turns two-factor sign-in off without a code, for an owner who lost the phone and the recovery
     * codes (run on the server: `npm run admin -- disable-2fa`), and signs the user out everywhere.
     * Answers whether it was on.
     */
    async disableTwoFactor(username: string): Promise<boolean> {
      const row = await findUser(username)
      if (!row) throw new NotFoundError(`No admin user named "${username}"`)
      await users.disableTwoFactor(row.id, { signOut: true })
      return row.totpSecret !== null
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
