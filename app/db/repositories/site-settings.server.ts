import type { Kysely } from 'kysely'
import type { Database } from '../schema.ts'

/** Settings kept as JSON text under a key: the owner's profile, the generated app secret. */
export function siteSettingsRepository(db: Kysely<Database>) {
  return {
    async get(key: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('siteSettings')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirst()
      return row?.value
    },
    async put(key: string, value: string): Promise<void> {
      const updatedAt = new Date().toISOString()
      await db
        .insertInto('siteSettings')
        .values({ key, value, updatedAt })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updatedAt }))
        .execute()
    },
    /** Stores `value` unless the key has one already (another instance was first); answers the stored one. */
    async putIfAbsent(key: string, value: string): Promise<string> {
      await db
        .insertInto('siteSettings')
        .values({ key, value, updatedAt: new Date().toISOString() })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute()
      const row = await db
        .selectFrom('siteSettings')
        .select('value')
        .where('key', '=', key)
        .executeTakeFirstOrThrow()
      return row.value
    },
  }
}
