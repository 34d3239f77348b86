import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { Secret, TOTP } from 'otpauth'
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
  async function user(userId: number): Promise<AdminUserRow> {
    const row = await db.selectFrom('adminUsers').selectAll().where('id', '=', userId).executeTakeFirst()
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
    const updated = await db
      .updateTable('adminUsers')
      .set({ totpLastStep: step })
      .where('id', '=', row.id)
      .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
      .executeTakeFirst()
    return Number(updated.numUpdatedRows) === 1
  }

  async function acceptRecoveryCode(row: AdminUserRow, code: string, now: number): Promise<boolean> {
    if (code.length > 64) return false
    const updated = await db
      .updateTable('recoveryCodes')
      .set({ usedAt: new Date(now).toISOString() })
      .where('userId', '=', row.id)
      .where('codeHash', '=', hashRecoveryCode(code))
      .where('usedAt', 'is', null)
      .executeTakeFirst()
    return Number(updated.numUpdatedRows) === 1
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
      const codes = await db
        .selectFrom('recoveryCodes')
        .select('id')
        .where('userId', '=', userId)
        .where('usedAt', 'is', null)
        .execute()
      return { enabled: row.totpSecret !== null, recoveryCodesLeft: codes.length }
    },

    /** Starts enrolment: a new secret, kept pending until a code from it is confirmed. */
    async beginEnrolment(userId: number): Promise<TwoFactorEnrolment> {
      const row = await user(userId)
      if (row.totpSecret) throw new ValidationError('Two-factor sign-in is already on')
      const secret = new Secret({ size: 20 }).base32
      await db.updateTable('adminUsers').set({ totpPendingSecret: secret }).where('id', '=', userId).execute()
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
      const createdAt = new Date(now).toISOString()
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('adminUsers')
          .set({ totpSecret: row.totpPendingSecret, totpPendingSecret: null })
          .where('id', '=', userId)
          .execute()
        await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute()
        await trx
          .insertInto('recoveryCodes')
          .values(codes.map((value) => ({ userId, codeHash: hashRecoveryCode(value), createdAt })))
          .execute()
      })
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
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('adminUsers')
          .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
          .where('id', '=', userId)
          .execute()
        await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute()
      })
    },
  }
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>
