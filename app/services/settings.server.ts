import type { Kysely } from 'kysely'
import { type Translations, translationLanguages } from '~/content-types/translations.ts'
import type { ImageAsset } from '~/lib/images.ts'
import { ownerProfileFrom, type ProfileSettingsInput, profileSettingsSchema } from '~/schemas/admin.ts'
import { defaultOwnerProfile, type OwnerProfile } from '../../content/profile.ts'
import { siteSettingsRepository } from '../db/repositories/site-settings.server.ts'
import type { Database } from '../db/schema.ts'
import type { ContentEvents } from './content-events.server.ts'
import type { ImageDescriber } from './uploads.server.ts'

const profileKey = 'ownerProfile'

/** The profile with its photo's sizes and variants when the photo is an upload. */
export type SiteProfile = OwnerProfile & { photo: ImageAsset | null }

type SettingsLogger = { warn: (object: object, message: string) => void }

/**
 * A stored profile read field by field with the schema the admin saves it with: a field that no longer
 * passes (saved by an older version, edited by hand) falls back to its default and is logged, and
 * every other field keeps the owner's value.
 */
export function readStoredProfile(stored: unknown, logger: SettingsLogger): OwnerProfile {
  if (typeof stored !== 'object' || stored === null) {
    logger.warn({}, 'the stored owner profile is not an object; using the defaults')
    return defaultOwnerProfile
  }
  const values: Record<string, unknown> = { ...defaultOwnerProfile }
  for (const [field, schema] of Object.entries(profileSettingsSchema.shape)) {
    if (!(field in stored)) continue
    const parsed = schema.safeParse((stored as Record<string, unknown>)[field])
    if (parsed.success) values[field] = parsed.data ?? undefined
    else
      logger.warn(
        { field, problem: parsed.error.issues[0]?.message },
        'a stored profile field is invalid; using its default',
      )
  }
  if (!('translations' in stored)) values.translations = defaultTranslationsStillMatching(values)
  return values as OwnerProfile
}

/**
 * A profile stored without translations (saved before they existed, or the seed's photo alone) keeps
 * the default Spanish and French only of the texts whose English is still the default one: a
 * translation of words the owner has since replaced would say something else.
 */
function defaultTranslationsStillMatching(values: Record<string, unknown>): Translations {
  const kept: Translations = {}
  for (const language of translationLanguages) {
    const defaults = defaultOwnerProfile.translations[language] ?? {}
    const matching = Object.entries(defaults).filter(
      ([field]) => values[field] === defaultOwnerProfile[field as keyof OwnerProfile],
    )
    if (matching.length > 0) kept[language] = Object.fromEntries(matching)
  }
  return kept
}

/** The owner's profile: the seeded defaults, overridden by what the owner saved in the admin. */
export function createSettingsService(
  db: Kysely<Database>,
  events: ContentEvents,
  images: ImageDescriber,
  logger: SettingsLogger,
) {
  const settings = siteSettingsRepository(db)
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
    const value = await settings.get(profileKey)
    if (value === undefined) return defaultOwnerProfile
    let stored: unknown
    try {
      stored = JSON.parse(value)
    } catch {
      stored = undefined
    }
    return readStoredProfile(stored, logger)
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
      const profile = ownerProfileFrom(input)
      await settings.put(profileKey, JSON.stringify(profile))
      await events.changed({ kind: 'settings', slugs: [] })
      return profile
    },
  }
}

export type SettingsService = ReturnType<typeof createSettingsService>
