import { describe, expect, it } from 'vitest'
import { localizedPath } from '~/i18n/config.ts'
import { readStoredProfile } from '~/services/settings.server.ts'
import { defaultOwnerProfile } from '../../content/profile.ts'
import { useTestServer } from '../support/test-server.ts'

/**
 * The owner profile's prose (title, description, experience, location) in Spanish and French: saved
 * with the profile through the settings API, checked as the English is, and shown on the pages in the
 * visitor's language, with the English marked where a translation is missing.
 */
const server = useTestServer({}, { pages: true, signIn: true })

type Profile = Record<string, unknown> & { translations: Record<string, Record<string, string>> }

const readProfile = async () =>
  (await server.request<Profile>('/api/admin/settings/profile', { token: server.token })).body

const saveProfile = (json: unknown) =>
  server.request<Profile & { issues: Array<{ path: string; message: string }> }>(
    '/api/admin/settings/profile',
    { method: 'PUT', token: server.token, json },
  )

/** A public page at its URL in `language`; an admin page (which keeps the saved choice) with the cookie. */
const page = (path: string, language: 'en' | 'es' | 'fr', cookie = '') =>
  path.startsWith('/admin')
    ? server.request(path, { headers: { cookie: `lang=${language}${cookie}` } })
    : server.request(localizedPath(path, language))

/** The text as the page's HTML writes it, as a pattern. */
const escaped = (text: string) => text.replaceAll('&', '&amp;').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('owner profile translations', () => {
  it('starts with the Spanish and French of the seeded profile', async () => {
    const profile = await readProfile()
    expect(profile.translations.es?.title).toBe(defaultOwnerProfile.translations.es?.title)
    expect(profile.translations.fr?.location).toBe(defaultOwnerProfile.translations.fr?.location)
  })

  it('saves the translations, drops the blank ones, and shows each language on its home page', async () => {
    const current = await readProfile()
    const saved = await saveProfile({
      ...current,
      translations: {
        es: {
          title: 'Consultora de estrategia tecnológica',
          description: 'Convierto objetivos de IA en programas entregados.',
          experience: '   ',
          location: '',
        },
        fr: { title: 'Consultante en stratégie technologique' },
      },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.translations).toEqual({
      es: {
        title: 'Consultora de estrategia tecnológica',
        description: 'Convierto objetivos de IA en programas entregados.',
      },
      fr: { title: 'Consultante en stratégie technologique' },
    })
    expect((await readProfile()).translations).toEqual(saved.body.translations)

    const spanish = (await page('/', 'es')).text
    expect(spanish).toMatch(/<p class="[^"]*">Consultora de estrategia tecnológica<\/p>/)
    expect(spanish).toContain('Convierto objetivos de IA en programas entregados.')
    // The experience has no Spanish: the English shows, marked as English for screen readers.
    expect(spanish).toMatch(new RegExp(`lang="en"[^>]*>${escaped(String(current.experience))}<`))
    expect(spanish).toMatch(/<title>[^<]*Consultora de estrategia tecnológica/)

    const french = (await page('/', 'fr')).text
    expect(french).toContain('Consultante en stratégie technologique')
    expect(french).toMatch(new RegExp(`lang="en"[^>]*>${escaped(String(current.description))}<`))

    const english = (await page('/', 'en')).text
    expect(english).toMatch(new RegExp(`>${escaped(String(current.title))}<`))
    expect(english).not.toContain('Consultora de estrategia tecnológica')
  })

  it('shows the English title marked lang="en" once its Spanish is removed', async () => {
    const current = await readProfile()
    const { title: _removed, ...rest } = current.translations.es ?? {}
    expect(
      (await saveProfile({ ...current, translations: { ...current.translations, es: rest } })).status,
    ).toBe(200)
    const spanish = (await page('/', 'es')).text
    expect(spanish).toMatch(new RegExp(`<p lang="en"[^>]*>${escaped(String(current.title))}</p>`))
  })

  it.each([
    ['a translation over the English limit', { es: { title: 'x'.repeat(201) } }, 'translations.es.title'],
    ['a field that is not prose', { es: { name: 'Jordana' } }, 'translations.es'],
    ['a language the site does not speak', { de: { title: 'Beraterin' } }, 'translations'],
    ['text that is not a string', { fr: { location: 42 } }, 'translations.fr.location'],
  ])('refuses %s with a 400 naming it, and keeps the stored profile', async (_case, translations, path) => {
    const current = await readProfile()
    const refused = await saveProfile({ ...current, translations })
    expect(refused.status).toBe(400)
    expect(refused.body.issues.map((issue) => issue.path)).toContain(path)
    expect(await readProfile()).toEqual(current)
  })

  it('lists the profile on the admin Translations page while a translation is missing', async () => {
    const session = `; session=${encodeURIComponent(server.token)}`
    const current = await readProfile()
    const withGap = await page('/admin/translations', 'en', session)
    expect(withGap.status).toBe(200)
    expect(withGap.text).toContain('>Site profile</a>')
    expect(withGap.text).toContain('href="/admin/settings?language=es"')

    expect((await saveProfile({ ...current, translations: defaultOwnerProfile.translations })).status).toBe(
      200,
    )
    const complete = await page('/admin/translations', 'en', session)
    expect(complete.status).toBe(200)
    expect(complete.text).not.toContain('>Site profile</a>')
  })

  it('keeps the seeded translations of a profile saved before translations only where the English is unchanged', () => {
    const warn = () => {}
    const stored = { ...defaultOwnerProfile, title: 'Fractional CIO', translations: undefined }
    delete stored.translations
    const profile = readStoredProfile(stored, { warn })
    expect(profile.translations.es?.title).toBeUndefined()
    expect(profile.translations.es?.description).toBe(defaultOwnerProfile.translations.es?.description)
    expect(profile.translations.fr?.location).toBe(defaultOwnerProfile.translations.fr?.location)
  })
})
