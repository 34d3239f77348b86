import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blogPostType, contentTypes, projectType } from '~/content-types/index.ts'
import { localize, missingTranslations } from '~/content-types/translations.ts'
import { formatWholeNumber } from '~/lib/whole-numbers.ts'
import { contentServiceOf } from '~/services/content.server.ts'
import { seedDemoContent } from '~/services/seed.server.ts'
import { spacingFaults, textsIn } from '../support/spacing-faults.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

describe('the seeded demo content', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer()
    await seedDemoContent(server.db, server.services)
  })
  afterAll(async () => server?.close())

  /** Every stored item of every content type that has translatable fields, with its type. */
  async function seededTranslatables() {
    const types = contentTypes.filter((candidate) => candidate.translatableFields.length > 0)
    return Promise.all(
      types.map(async (type) => ({ type, items: await contentServiceOf(server.services, type).listAll() })),
    )
  }

  it('is stored with its Spanish and French texts in every content type, nothing left to translate', async () => {
    for (const { type, items } of await seededTranslatables()) {
      expect(items.length, type.key).toBeGreaterThan(0)
      for (const item of items)
        expect(missingTranslations(type, item), `${type.key} ${item.id}`).toEqual({ es: [], fr: [] })
    }
  })

  it('writes grouped numbers in Spanish and French as the site formats them: 1200, 12.345, 1 200', async () => {
    // Spaces as code points: a plain space and a narrow no-break space look alike in a report.
    const shown = (number: string) =>
      JSON.stringify(
        number.replace(/\s/gu, (space) => `[U+${space.codePointAt(0)?.toString(16).toUpperCase()}]`),
      )
    const misgrouped: string[] = []
    for (const { type, items } of await seededTranslatables()) {
      for (const item of items) {
        for (const language of ['es', 'fr'] as const) {
          const localized = localize(type, item, language) as Record<string, unknown>
          for (const field of type.translatableFields)
            for (const text of textsIn(localized[field]))
              for (const [written] of text.matchAll(/\d{1,3}(?:[.,\s]\d{3})+(?![\d.,]\d)/gu)) {
                const expected = formatWholeNumber(Number(written.replace(/\D/g, '')), language)
                if (written !== expected)
                  misgrouped.push(
                    `${type.key} ${item.id} ${language} ${field}: ${shown(written)}, not ${shown(expected)}`,
                  )
              }
        }
      }
    }
    expect(misgrouped).toEqual([])
  })

  it('keeps punctuation on its line: French : ; ? ! % and « », Spanish %, after a no-break space', async () => {
    const faults: string[] = []
    for (const { type, items } of await seededTranslatables())
      for (const item of items)
        for (const language of ['es', 'fr'] as const) {
          const localized = localize(type, item, language) as Record<string, unknown>
          for (const field of type.translatableFields)
            for (const text of textsIn(localized[field]))
              faults.push(
                ...spacingFaults(language, text).map(
                  (fault) => `${type.key} ${item.id} ${language} ${field}: ${fault}`,
                ),
              )
        }
    expect(faults).toEqual([])
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
