import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import { siteSettingsRepository } from '../db/repositories/site-settings.server.ts'
import type { Database } from '../db/schema.ts'

const secretKey = 'appSecret'

/** The configured secret, or one generated once and kept in the database (shared by every instance). */
export async function resolveAppSecret(
  db: Kysely<Database>,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured
  const generated = JSON.stringify(randomBytes(32).toString('base64url'))
  return JSON.parse(await siteSettingsRepository(db).putIfAbsent(secretKey, generated)) as string
}

/** Tokens for links sent by email: they prove the link came from us for this purpose and this record. */
export function createLinkSigner(secret: string) {
  const sign = (purpose: string, subject: string) =>
    createHmac('sha256', secret).update(`${purpose}\n${subject}`).digest('base64url')
  return {
    sign,
    verify(purpose: string, subject: string, token: string): boolean {
      const expected = Buffer.from(sign(purpose, subject))
      const given = Buffer.from(token)
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
  }
}

export type LinkSigner = ReturnType<typeof createLinkSigner>
