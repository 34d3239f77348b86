import type { Kysely } from 'kysely'
import type { ImageAsset } from '~/lib/images.ts'
import type { ProfileSettingsInput } from '~/schemas/admin.ts'
import { defaultOwnerProfile, type OwnerProfile } from '../../content/profile.ts'
import { ownerProfileSchema } from '../../content/schema.ts'
import type { Database } from '../db/schema.ts'
import type { ContentEvents } from './content-events.server.ts'
import type { ImageDescriber } from './uploads.server.ts'

const profileKey = 'ownerProfile'

/** The profile with its photo's sizes and variants when the photo is an upload. */
export type SiteProfile = OwnerProfile & { photo: ImageAsset | null }

/** The owner's profile: the seeded defaults, overridden by what the owner saved in the admin. */
export function createSettingsService(db: Kysely<Database>, events: ContentEvents, images: ImageDescriber) {
  let cached: Promise<SiteProfile> | undefined

  events.onChange((change) => {
    if (change.kind === 'settings') cached = undefined
  })

  async function load(): Promise<SiteProfile> {
    const profile = await loadStored()
    const photo = (await images.describe([profile.photoUrl])).get(profile.photoUrl) ?? null
    return { ...profile, photo }
  }

  async function loadStored(): Promise<OwnerProfile> {
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
    getProfile(): Promise<SiteProfile> {
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
      await events.changed({ kind: 'settings', slugs: [] })
      return profile
    },
  }
}

export type SettingsService = ReturnType<typeof createSettingsService>
