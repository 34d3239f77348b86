import type { Kysely } from 'kysely'
import type { ProfileSettingsInput } from '~/schemas/admin.ts'
import { defaultOwnerProfile, type OwnerProfile, ownerProfileSchema } from '../../content/profile.ts'
import type { Database } from '../db/schema.ts'
import type { ContentEvents } from './content-events.server.ts'

const profileKey = 'ownerProfile'

/** The owner's profile: the seeded defaults, overridden by what the owner saved in the admin. */
export function createSettingsService(db: Kysely<Database>, events: ContentEvents) {
  let cached: Promise<OwnerProfile> | undefined

  events.onChange((change) => {
    if (change.kind === 'settings') cached = undefined
  })

  async function load(): Promise<OwnerProfile> {
    const row = await db
      .selectFrom('siteSettings')
      .select('value')
      .where('key', '=', profileKey)
      .executeTakeFirst()
    if (!row) return defaultOwnerProfile
    const stored = ownerProfileSchema.partial().safeParse(JSON.parse(row.value))
    return stored.success ? { ...defaultOwnerProfile, ...stored.data } : defaultOwnerProfile
  }

  return {
    getProfile(): Promise<OwnerProfile> {
      cached ??= load().catch((error) => {
        cached = undefined
        throw error
      })
      return cached
    },
    async updateProfile(input: ProfileSettingsInput): Promise<OwnerProfile> {
      const profile: OwnerProfile = {
        ...input,
        linkedinUrl: input.linkedinUrl ?? undefined,
        twitterUrl: input.twitterUrl ?? undefined,
        githubUsername: input.githubUsername ?? undefined,
      }
      const now = new Date().toISOString()
      await db
        .insertInto('siteSettings')
        .values({ key: profileKey, value: JSON.stringify(profile), updatedAt: now })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({ value: JSON.stringify(profile), updatedAt: now }),
        )
        .execute()
      events.changed({ kind: 'settings', slugs: [] })
      return profile
    },
  }
}

export type SettingsService = ReturnType<typeof createSettingsService>
