import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type AppDatabase, migrateToLatest, openDatabase } from '~/db/db.server.ts'
import * as searchLanguages from '~/db/migrations/0012-search-languages.ts'
import { createSearchService } from '~/services/search.server.ts'
import { createScratchDatabase, type ScratchDatabase, testDialect } from '../support/databases.ts'

let scratch: ScratchDatabase
let database: AppDatabase

beforeAll(async () => {
  scratch = await createScratchDatabase()
  database = openDatabase({ dataDir: scratch.env.DATA_DIR, databaseUrl: scratch.env.DATABASE_URL })
  await migrateToLatest(database.db)
}, 60_000)

afterAll(async () => {
  await database?.destroy()
  await scratch?.drop()
})

async function indexed() {
  const { rows } = await sql<{ kind: string; title: string }>`
    select kind, title from search_documents order by kind, title`.execute(database.db)
  return rows
}

it(`rebuilds the index of existing posts and projects per language on ${testDialect}, and goes back to English only`, async () => {
  const common = { category: 'Strategy', featured: 0, createdAt: '2024-05-01T00:00:00.000Z' }
  await database.db
    .insertInto('blogPosts')
    .values([
      {
        ...common,
        title: 'Readiness before models',
        slug: 'readiness-before-models',
        excerpt: 'Data first.',
        content: 'Start with the data you hold.',
        tags: '[]',
        published: 1,
        translations: JSON.stringify({ es: { title: 'La preparación antes que los modelos' } }),
      },
      {
        ...common,
        title: 'An unfinished draft',
        slug: 'an-unfinished-draft',
        excerpt: 'Not yet.',
        content: 'Not yet.',
        tags: '[]',
        published: 0,
        translations: '{}',
      },
    ])
    .execute()
  await database.db
    .insertInto('projects')
    .values({
      ...common,
      category: 'cybersecurity',
      title: 'Grants platform',
      slug: 'grants-platform',
      description: 'Rebuilt the grants platform.',
      technologies: '["React"]',
      translations: JSON.stringify({ fr: { description: 'Plateforme de subventions refaite.' } }),
    })
    .execute()

  await searchLanguages.down(database.db)
  expect(await indexed()).toEqual([
    { kind: 'blog', title: 'Readiness before models' },
    { kind: 'project', title: 'Grants platform' },
  ])

  await searchLanguages.up(database.db)
  expect(await indexed()).toHaveLength(6)
  const search = createSearchService(database.db)
  expect((await search.search('preparación', { language: 'es' })).items).toEqual([
    expect.objectContaining({
      title: 'La preparación antes que los modelos',
      url: '/es/blog/readiness-before-models',
    }),
  ])
  expect((await search.search('preparación', { language: 'en' })).items).toEqual([])
  expect((await search.search('subventions', { language: 'fr' })).items).toEqual([
    expect.objectContaining({
      title: 'Grants platform',
      excerpt: 'Plateforme de subventions refaite.',
      fallbacks: ['title'],
    }),
  ])
  expect((await search.search('unfinished', { language: 'en' })).items).toEqual([])
})
