import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blogPostType, contentTypes, projectType } from '~/content-types/index.ts'
import { localize, missingTranslations } from '~/content-types/translations.ts'
import { contentServiceOf } from '~/services/content.server.ts'
import { seedDemoContent } from '~/services/seed.server.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

describe('the seeded demo content', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer()
    await seedDemoContent(server.db, server.services)
  })
  afterAll(async () => server?.close())

  it('is stored with its Spanish and French texts in every content type, nothing left to translate', async () => {
    for (const type of contentTypes.filter((candidate) => candidate.translatableFields.length > 0)) {
      const items = await contentServiceOf(server.services, type).listAll()
      expect(items.length, type.key).toBeGreaterThan(0)
      for (const item of items)
        expect(missingTranslations(type, item), `${type.key} ${item.id}`).toEqual({ es: [], fr: [] })
    }
  })

  it('reads in Spanish and in French', async () => {
    const project = await server.services.projects.getBySlug('phased-zero-trust-migration')
    expect(localize(projectType, project, 'es')).toMatchObject({
      title: 'Migración por fases a confianza cero',
      fallbacks: [],
    })
    const post = await server.services.blogPosts.getBySlug('zero-trust-without-a-big-bang')
    const french = localize(blogPostType, post, 'fr')
    expect(french.title).toBe('Le zero trust sans big bang')
    expect(french.content).toContain('## Commencer par l’identité, car tout en dépend')
  })
})
