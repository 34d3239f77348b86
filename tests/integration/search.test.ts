import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { Translations } from '~/content-types/translations.ts'
import { broadMatchCount } from '~/db/repositories/search.server.ts'
import type { Language } from '~/i18n/config.ts'
import type { BlogPost, Project, SearchResult } from '~/lib/models.ts'
import type { BlogPostInput, ProjectInput } from '~/schemas/content.ts'
import { buildBlogPost, buildProject } from '../factories.ts'
import { useTestServer } from '../support/test-server.ts'

const server = useTestServer({}, { signIn: true })

/** A word no other document contains: letters only, so the search tokenizer keeps it whole. */
function uniqueWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz'
  return `q${Array.from(randomBytes(11), (byte) => letters[byte % letters.length]).join('')}`
}

async function createPost(
  overrides: Partial<BlogPostInput> = {},
  translations: Translations = {},
): Promise<BlogPost> {
  const response = await server.request<BlogPost>('/api/admin/blog-posts', {
    method: 'POST',
    token: server.token,
    json: { ...buildBlogPost(overrides), translations },
  })
  expect(response.status).toBe(201)
  return response.body
}

async function createProject(
  overrides: Partial<ProjectInput> = {},
  translations: Translations = {},
): Promise<Project> {
  const response = await server.request<Project>('/api/admin/projects', {
    method: 'POST',
    token: server.token,
    json: { ...buildProject(overrides), translations },
  })
  expect(response.status).toBe(201)
  return response.body
}

async function search(query: string, language: Language = 'en'): Promise<SearchResult[]> {
  const response = await server.request<SearchResult[]>(
    `/api/search?q=${encodeURIComponent(query)}&lang=${language}`,
  )
  expect(response.status).toBe(200)
  return response.body
}

describe('GET /api/search', () => {
  it.each([
    ['an empty query', '?q='],
    ['a one-character query', '?q=f'],
    ['a one-character query padded with spaces', '?q=%20%20f%20%20'],
    ['no query at all', ''],
  ])('returns [] for %s', async (_case, query) => {
    await createPost({ title: 'Federal field notes' })

    const response = await server.request(`/api/search${query}`)

    expect(response.status).toBe(200)
    expect(response.body).toEqual([])
  })

  it('returns results with exactly id, type, title, excerpt, category, url and fallbacks', async () => {
    const word = uniqueWord()
    const post = await createPost({ title: `Notes on ${word}` })
    const project = await createProject({ title: `Platform ${word}`, category: 'cybersecurity' })

    const results = await search(word)

    expect(results).toHaveLength(2)
    for (const result of results) {
      expect(Object.keys(result).sort()).toEqual([
        'category',
        'excerpt',
        'fallbacks',
        'id',
        'title',
        'type',
        'url',
      ])
    }
    expect(results).toEqual(
      expect.arrayContaining([
        {
          id: post.id,
          type: 'blog',
          title: post.title,
          excerpt: post.excerpt,
          category: 'Strategy',
          url: `/blog/${post.slug}`,
          fallbacks: [],
        },
        {
          id: project.id,
          type: 'project',
          title: project.title,
          excerpt: project.description,
          category: 'cybersecurity',
          url: `/projects#${project.slug}`,
          fallbacks: [],
        },
      ]),
    )
  })

  it("links to the pages in the visitor's language, each language cached apart", async () => {
    const word = uniqueWord()
    const post = await createPost({ title: `Notes on ${word}` })
    const project = await createProject({ title: `Platform ${word}` })
    for (const [lang, prefix] of [
      ['en', ''],
      ['es', '/es'],
      ['fr', '/fr'],
      ['es', '/es'],
    ] as const) {
      const response = await server.request<SearchResult[]>(`/api/search?q=${word}&lang=${lang}`)
      expect(response.status).toBe(200)
      expect(response.body.map((result) => result.url).sort()).toEqual(
        [`${prefix}/blog/${post.slug}`, `${prefix}/projects#${project.slug}`].sort(),
      )
    }
  })

  it('ranks title matches before matches found only in the body', async () => {
    const word = uniqueWord()
    const bodyOnly = await createPost({
      title: 'A quarterly review',
      excerpt: `Mentions ${word} in passing.`,
      content: `${word} ${word} ${word}. More about ${word} and ${word}.`,
      tags: [word],
    })
    const bodyOnlyProject = await createProject({
      title: 'Grants platform',
      description: `Built around ${word}, with ${word} everywhere.`,
    })
    const inTitle = await createPost({
      title: `Lessons from a long and winding programme of work with ${word} at the centre of it`,
      content: 'Nothing else to see.',
    })

    const results = await search(word)

    expect(results[0]?.url).toBe(`/blog/${inTitle.slug}`)
    expect(results.map((result) => result.url).sort()).toEqual(
      [`/blog/${inTitle.slug}`, `/blog/${bodyOnly.slug}`, `/projects#${bodyOnlyProject.slug}`].sort(),
    )
  })

  it('ranks equal matches posts first, the newest first, in every language', async () => {
    const word = uniqueWord()
    const fields = { title: `Notes on ${word}`, excerpt: 'The same words.', content: 'The same words.' }
    const older = await createPost(fields, { es: { title: `Notas sobre ${word}` } })
    const olderProject = await createProject({ title: `Notes on ${word}`, description: 'The same words.' })
    const newer = await createPost(fields, { es: { title: `Notas sobre ${word}` } })
    const newerProject = await createProject({ title: `Notes on ${word}`, description: 'The same words.' })

    const order = (results: SearchResult[]) => results.map((result) => result.url.replace(/^\/es/, ''))
    const posts = [`/blog/${newer.slug}`, `/blog/${older.slug}`]
    const projects = [`/projects#${newerProject.slug}`, `/projects#${olderProject.slug}`]
    for (const language of ['en', 'es'] as const) {
      const found = order(await search(word, language))
      expect(found.filter((url) => url.startsWith('/blog/'))).toEqual(posts)
      expect(found.filter((url) => url.startsWith('/projects'))).toEqual(projects)
    }
  })

  it('keeps title matches first for a word in over a thousand documents, and pages through the rest', async () => {
    const word = uniqueWord()
    const at = (index: number) => new Date(Date.UTC(2024, 0, 1) + index * 60_000).toISOString()
    const rows = Array.from({ length: broadMatchCount + 10 }, (_, index) => ({
      title: index % 500 === 7 ? `The ${word} playbook, part ${index}` : `Field note ${index}`,
      slug: `${word}-${index}`,
      excerpt: 'A note from the field.',
      content: `Notes on ${word} for team ${index}.`,
      category: 'Strategy',
      tags: '[]',
      published: 1,
      featured: 0,
      createdAt: at(index),
    }))
    await server.db.insertInto('blogPosts').values(rows).execute()

    const first = await server.request<SearchResult[]>(`/api/search?q=${word}&limit=5`)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-total-count')).toBe(String(broadMatchCount + 10))
    expect(
      first.body
        .slice(0, 3)
        .map((result) => result.title)
        .sort(),
    ).toEqual([7, 507, 1007].map((index) => `The ${word} playbook, part ${index}`).sort())
    expect(first.body.slice(3).every((result) => result.title.startsWith('Field note'))).toBe(true)
    const second = await server.request<SearchResult[]>(`/api/search?q=${word}&limit=5&page=2`)
    const urls = [...first.body, ...second.body].map((result) => result.url)
    expect(new Set(urls).size).toBe(10)
    expect(second.body.every((result) => result.title.startsWith('Field note'))).toBe(true)
  })

  it('matches the beginning of a word', async () => {
    const project = await createProject({ title: 'FedRAMP Moderate authorization package' })
    const post = await createPost({ title: 'What FedRAMP means for small vendors' })

    const results = await search('fedr')

    expect(results.map((result) => result.url)).toEqual(
      expect.arrayContaining([`/projects#${project.slug}`, `/blog/${post.slug}`]),
    )
  })

  it('finds words in tags and technologies', async () => {
    const tag = uniqueWord()
    const technology = uniqueWord()
    const post = await createPost({ tags: [tag] })
    const project = await createProject({ technologies: ['React', technology] })

    expect((await search(tag)).map((result) => result.url)).toEqual([`/blog/${post.slug}`])
    expect((await search(technology)).map((result) => result.url)).toEqual([`/projects#${project.slug}`])
  })

  it('never returns drafts', async () => {
    const word = uniqueWord()
    await createPost({ title: `Draft about ${word}`, content: word, published: 0 })

    expect(await search(word)).toEqual([])
  })

  it('finds a post created through the admin API on the next search', async () => {
    const word = uniqueWord()
    expect(await search(word)).toEqual([])

    const post = await createPost({ title: `Brand new ${word}` })

    expect((await search(word)).map((result) => result.id)).toEqual([post.id])
  })

  it('stops finding a post once it is deleted', async () => {
    const word = uniqueWord()
    const post = await createPost({ title: `Short-lived ${word}` })
    expect(await search(word)).toHaveLength(1)

    const deleted = await server.request(`/api/admin/blog-posts/${post.id}`, {
      method: 'DELETE',
      token: server.token,
    })

    expect(deleted.status).toBe(200)
    expect(await search(word)).toEqual([])
  })

  it('follows edits: a retitled post is found by its new title, an unpublished one disappears', async () => {
    const before = uniqueWord()
    const after = uniqueWord()
    const post = await createPost({ title: `Working title ${before}`, content: 'Body.' })
    expect(await search(before)).toHaveLength(1)

    const retitled = await server.request(`/api/admin/blog-posts/${post.id}`, {
      method: 'PATCH',
      token: server.token,
      json: { title: `Final title ${after}` },
    })
    expect(retitled.status).toBe(200)
    expect(await search(before)).toEqual([])
    expect((await search(after)).map((result) => result.title)).toEqual([`Final title ${after}`])

    const unpublished = await server.request(`/api/admin/blog-posts/${post.id}`, {
      method: 'PATCH',
      token: server.token,
      json: { published: 0 },
    })
    expect(unpublished.status).toBe(200)
    expect(await search(after)).toEqual([])
  })

  it('follows project deletions', async () => {
    const word = uniqueWord()
    const project = await createProject({ title: `Retired ${word}` })
    expect(await search(word)).toHaveLength(1)

    const deleted = await server.request(`/api/admin/projects/${project.id}`, {
      method: 'DELETE',
      token: server.token,
    })

    expect(deleted.status).toBe(200)
    expect(await search(word)).toEqual([])
  })

  it('returns at most `limit` results', async () => {
    const word = uniqueWord()
    for (let index = 0; index < 3; index++) await createPost({ title: `${word} part ${index}` })

    const limited = await server.request<SearchResult[]>(`/api/search?q=${word}&limit=2`)
    const unlimited = await server.request<SearchResult[]>(`/api/search?q=${word}`)

    expect(limited.status).toBe(200)
    expect(limited.body).toHaveLength(2)
    expect(unlimited.body).toHaveLength(3)
  })

  it.each([
    ['limit above 100', 'q=strategy&limit=101', 'limit'],
    ['limit of 0', 'q=strategy&limit=0', 'limit'],
    ['limit that is not a number', 'q=strategy&limit=many', 'limit'],
    ['q longer than 500 characters', `q=${'a'.repeat(501)}`, 'q'],
    ['a language the site does not speak', 'q=strategy&lang=de', 'lang'],
  ])('refuses %s with 400', async (_case, query, path) => {
    const response = await server.request<{ message: string; issues: { path: string }[] }>(
      `/api/search?${query}`,
    )

    expect(response.status).toBe(400)
    expect(response.body.message).toEqual(expect.any(String))
    expect(response.body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path })]))
  })

  it('accepts a query of exactly 500 characters and limit 100', async () => {
    const response = await server.request(`/api/search?q=${'a'.repeat(500)}&limit=100`)

    expect(response.status).toBe(200)
    expect(response.body).toEqual(expect.any(Array))
  })
})

describe("GET /api/search in the visitor's language", () => {
  async function patch(path: string, json: object) {
    const response = await server.request(path, { method: 'PATCH', token: server.token, json })
    expect(response.status).toBe(200)
  }

  it('finds a post by its Spanish words in Spanish only, with its Spanish title, excerpt and link', async () => {
    const english = uniqueWord()
    const spanish = uniqueWord()
    const post = await createPost(
      { title: `Field notes on ${english}`, excerpt: 'What the programme taught us.', content: 'Body.' },
      { es: { title: `Notas de campo sobre ${spanish}`, excerpt: 'Lo que nos enseñó el programa.' } },
    )

    expect(await search(spanish, 'es')).toEqual([
      {
        id: post.id,
        type: 'blog',
        title: `Notas de campo sobre ${spanish}`,
        excerpt: 'Lo que nos enseñó el programa.',
        category: 'Strategy',
        url: `/es/blog/${post.slug}`,
        fallbacks: [],
      },
    ])
    expect(await search(spanish, 'en')).toEqual([])
    expect(await search(spanish, 'fr')).toEqual([])
    // The French document has no French: the English title, excerpt and body stand in for it.
    expect(await search(english, 'fr')).toEqual([
      expect.objectContaining({
        title: `Field notes on ${english}`,
        url: `/fr/blog/${post.slug}`,
        fallbacks: ['title', 'excerpt'],
      }),
    ])
    expect((await search(english, 'en')).map((result) => result.title)).toEqual([`Field notes on ${english}`])
  })

  it('finds a translated post by the words of its translated body', async () => {
    const spanish = uniqueWord()
    const post = await createPost(
      { title: 'Readiness before models', content: 'Start with the data you hold.' },
      { es: { content: `Empiece por los datos que ya tiene: ${spanish}.` } },
    )

    expect(await search(spanish, 'es')).toEqual([
      expect.objectContaining({
        id: post.id,
        title: 'Readiness before models',
        url: `/es/blog/${post.slug}`,
        fallbacks: ['title', 'excerpt'],
      }),
    ])
    expect(await search(spanish, 'en')).toEqual([])
  })

  it('finds an untranslated post in Spanish and French by its English words', async () => {
    const word = uniqueWord()
    const post = await createPost({ title: `Untranslated ${word}`, excerpt: 'Only in English.' })

    for (const language of ['es', 'fr'] as const) {
      expect(await search(word, language)).toEqual([
        expect.objectContaining({
          id: post.id,
          title: `Untranslated ${word}`,
          excerpt: 'Only in English.',
          url: `/${language}/blog/${post.slug}`,
        }),
      ])
    }
  })

  it('re-indexes a post as soon as its translation changes, and drops all its languages when unpublished', async () => {
    const before = uniqueWord()
    const after = uniqueWord()
    const english = uniqueWord()
    const post = await createPost(
      { title: `Working title ${english}` },
      { es: { title: `Título ${before}` } },
    )
    expect(await search(before, 'es')).toHaveLength(1)

    await patch(`/api/admin/blog-posts/${post.id}`, { translations: { es: { title: `Título ${after}` } } })

    expect(await search(before, 'es')).toEqual([])
    expect((await search(after, 'es')).map((result) => result.title)).toEqual([`Título ${after}`])

    await patch(`/api/admin/blog-posts/${post.id}`, { translations: {} })
    expect(await search(after, 'es')).toEqual([])
    expect((await search(english, 'es')).map((result) => result.title)).toEqual([`Working title ${english}`])

    await patch(`/api/admin/blog-posts/${post.id}`, {
      published: 0,
      translations: { es: { title: `Título ${after}` } },
    })
    for (const language of ['en', 'es', 'fr'] as const) {
      expect(await search(english, language)).toEqual([])
      expect(await search(after, language)).toEqual([])
    }
  })

  it('finds a project by its French words in French, follows its edits and forgets it once deleted', async () => {
    const french = uniqueWord()
    const renamed = uniqueWord()
    const english = uniqueWord()
    const project = await createProject(
      { title: `Grants platform ${english}`, description: 'Rebuilt the grants platform.' },
      { fr: { title: `Plateforme de subventions ${french}`, description: 'La plateforme refaite.' } },
    )

    expect(await search(french, 'fr')).toEqual([
      {
        id: project.id,
        type: 'project',
        title: `Plateforme de subventions ${french}`,
        excerpt: 'La plateforme refaite.',
        category: project.category,
        url: `/fr/projects#${project.slug}`,
        fallbacks: [],
      },
    ])
    expect(await search(french, 'en')).toEqual([])
    expect(await search(french, 'es')).toEqual([])
    expect((await search(english, 'es')).map((result) => result.url)).toEqual([
      `/es/projects#${project.slug}`,
    ])

    await patch(`/api/admin/projects/${project.id}`, {
      translations: { fr: { title: `Plateforme ${renamed}` } },
    })
    expect(await search(french, 'fr')).toEqual([])
    expect(await search(renamed, 'fr')).toEqual([
      expect.objectContaining({
        title: `Plateforme ${renamed}`,
        excerpt: 'Rebuilt the grants platform.',
        fallbacks: ['excerpt'],
      }),
    ])

    const deleted = await server.request(`/api/admin/projects/${project.id}`, {
      method: 'DELETE',
      token: server.token,
    })
    expect(deleted.status).toBe(200)
    for (const language of ['en', 'es', 'fr'] as const) {
      expect(await search(english, language)).toEqual([])
      expect(await search(renamed, language)).toEqual([])
    }
  })
})
