import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { Secret, TOTP } from 'otpauth'
import { adminUsersRepository } from '../db/repositories/admin-users.server.ts'
import type { AdminUserRow, Database } from '../db/schema.ts'
import { NotFoundError, ValidationError } from './errors.ts'

const issuer = 'Website admin'
const period = 30
export const recoveryCodeCount = 10

function totpFor(secret: string, username: string): TOTP {
  return new TOTP({ issuer, label: username, secret: Secret.fromBase32(secret), digits: 6, period })
}

/** Recovery codes are 80 random bits, so a plain SHA-256 is as good as a slow hash for them. */
function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex')
}

function newRecoveryCode(): string {
  const text = randomBytes(10).toString('hex')
  return `${text.slice(0, 5)}-${text.slice(5, 10)}-${text.slice(10, 15)}-${text.slice(15)}`
}

export type TwoFactorEnrolment = { secret: string; uri: string; qrCodeDataUrl: string }

export function createTwoFactorService(db: Kysely<Database>) {
  const users = adminUsersRepository(db)

  async function user(userId: number): Promise<AdminUserRow> {
    const row = await users.findById(userId)
    if (!row) throw new NotFoundError('No such user')
    return row
  }

  /** A 6-digit code from the authenticator, each time step accepted once (no replay). */
  async function acceptTotp(row: AdminUserRow, secret: string, code: string, now: number): Promise<boolean> {
    if (!/^\d{6}$/.test(code)) return false
    const delta = totpFor(secret, row.username).validate({ token: code, timestamp: now, window: 1 })
    if (delta === null) return false
    const step = TOTP.counter({ period, timestamp: now }) + delta
    if (row.totpLastStep !== null && step <= row.totpLastStep) return false
    return users.claimTimeStep(row.id, step)
  }

  async function acceptRecoveryCode(row: AdminUserRow, code: string, now: number): Promise<boolean> {
    if (code.length > 64) return false
    return users.spendRecoveryCode(row.id, hashRecoveryCode(code), new Date(now).toISOString())
  }

  return {
    isEnabled(row: AdminUserRow): boolean {
      return row.totpSecret !== null
    },

    /** Checks a sign-in code: a current authenticator code or an unused recovery code. */
    async verify(row: AdminUserRow, code: string, now = Date.now()): Promise<boolean> {
      if (!row.totpSecret) return false
      const trimmed = code.trim().replace(/\s+/g, '')
      if (/^\d{6}$/.test(trimmed)) return acceptTotp(row, row.totpSecret, trimmed, now)
      return acceptRecoveryCode(row, trimmed, now)
    },

    async status(userId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
      const row = await user(userId)
      return { enabled: row.totpSecret !== null, recoveryCodesLeft: await users.unusedRecoveryCodes(userId) }
    },

    /** Starts enrolment: a new secret, kept pending until a code from it is confirmed. */
    async beginEnrolment(userId: number): Promise<TwoFactorEnrolment> {
      const row = await user(userId)
      if (row.totpSecret) throw new ValidationError('Two-factor sign-in is already on')
      const secret = new Secret({ size: 20 }).base32
      await users.setPendingSecret(userId, secret)
      return this.pendingEnrolment(userId) as Promise<TwoFactorEnrolment>
    },

    /** The enrolment in progress (to show its QR code again), or null. */
    async pendingEnrolment(userId: number): Promise<TwoFactorEnrolment | null> {
      const row = await user(userId)
      if (!row.totpPendingSecret || row.totpSecret) return null
      const uri = totpFor(row.totpPendingSecret, row.username).toString()
      const { default: QRCode } = await import('qrcode')
      const qrCodeDataUrl = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 })
      return { secret: row.totpPendingSecret, uri, qrCodeDataUrl }
    },

    /** Confirms enrolment with a code from the new secret; returns the recovery codes, shown once. */
    async confirmEnrolment(userId: number, code: string, now = Date.now()): Promise<string[]> {
      const row = await user(userId)
      if (!row.totpPendingSecret || row.totpSecret) {
        throw new ValidationError('Start setting up two-factor sign-in first')
      }
      if (!(await acceptTotp(row, row.totpPendingSecret, code.trim(), now))) {
        throw new ValidationError('That code is not correct', [
          { path: 'code', message: 'That code is not correct' },
        ])
      }
      const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode)
      await users.enableTwoFactor(
        userId,
        row.totpPendingSecret,
        codes.map(hashRecoveryCode),
        new Date(now).toISOString(),
      )
      return codes
    },

    /** Turns two-factor sign-in off; needs a current code or a recovery code. */
    async disable(userId: number, code: string, now = Date.now()): Promise<void> {
      const row = await user(userId)
      if (!row.totpSecret) throw new ValidationError('Two-factor sign-in is not on')
      if (!(await this.verify(row, code, now))) {
        throw new ValidationError('That code is not correct', [
          { path: 'code', message: 'That code is not correct' },
        ])
      }
      await users.disableTwoFactor(userId)
    },
  }
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>
