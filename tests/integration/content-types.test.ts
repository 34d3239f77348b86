import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineContentType } from '~/content-types/definition.ts'
import { choice, entries, longText, number, slug, text, yesNo } from '~/content-types/fields.ts'
import { localize, missingTranslations } from '~/content-types/translations.ts'
import { createMissingContentTables, upgradeStoredContent } from '~/db/content-tables.server.ts'
import { createContentService } from '~/services/content.server.ts'
import { ContentEvents } from '~/services/content-events.server.ts'
import { organizations } from '../../content/organizations.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = await server.login()
})

afterAll(async () => {
  await server?.close()
})

type Organization = { id: number; name: string; logoUrl: string; alt: string; kind: string }

function admin<T = unknown>(method: string, path: string, json?: unknown) {
  return server.request<T>(path, { method, token, json })
}

const names = async () =>
  (await admin<Organization[]>('GET', '/api/admin/organizations?limit=100')).body.map((each) => each.name)

describe('a content type declared with no code of its own (organizations)', () => {
  it('has its table made on a fresh database, holding what the site showed before, in that order', async () => {
    expect(await names()).toEqual(organizations.map((organization) => organization.name))
  })

  it('is created, validated, reordered and deleted through its admin API', async () => {
    const unauthorised = await server.request('/api/admin/organizations')
    expect(unauthorised.status).toBe(401)

    const refused = await admin<{ issues: { path: string }[] }>('POST', '/api/admin/organizations', {
      name: 'Northwind Transit Authority',
      kind: 'state',
    })
    expect(refused.status).toBe(400)
    expect(refused.body.issues.map((issue) => issue.path).sort()).toEqual(['alt', 'logoUrl'])

    const created = await admin<Organization>('POST', '/api/admin/organizations', {
      name: 'Northwind Transit Authority',
      logoUrl: '/images/logos/northwind.svg',
      alt: 'Northwind Transit Authority',
      kind: 'state',
    })
    expect(created.status).toBe(201)
    expect((await names()).at(-1)).toBe('Northwind Transit Authority')

    const moved = await admin('POST', `/api/admin/organizations/${created.body.id}/move`, { direction: 'up' })
    expect(moved.status).toBe(200)
    expect((await names()).slice(-2)).toEqual(['Northwind Transit Authority', organizations.at(-1)!.name])
    expect(
      (await admin('POST', `/api/admin/organizations/${created.body.id}/move`, { direction: 'sideways' }))
        .status,
    ).toBe(400)

    expect((await admin('DELETE', `/api/admin/organizations/${created.body.id}`)).status).toBe(200)
    expect(await names()).not.toContain('Northwind Transit Authority')
    expect((await admin('DELETE', `/api/admin/organizations/${created.body.id}`)).status).toBe(404)
  })

  it('refuses a move for a type listed newest first', async () => {
    const posts = await admin<{ id: number }[]>('GET', '/api/admin/blog-posts')
    const response = await server.request(`/api/admin/blog-posts/${posts.body[0]?.id ?? 1}/move`, {
      method: 'POST',
      token,
      json: { direction: 'up' },
    })
    expect(response.status).toBe(404)
  })
})

describe('adding a content type', () => {
  const noteType = defineContentType({
    key: 'fieldNotes',
    table: 'fieldNotes',
    cacheKind: 'fieldNote',
    noun: 'field note',
    order: 'newest',
    tracksUpdates: true,
    fields: {
      title: text('Title', 120),
      slug: slug(),
      body: longText('Body', 2000, { control: 'long-text', rows: 4 }),
      tone: choice('Tone', ['plain', 'urgent']),
      pinned: yesNo('Pinned', 0),
      metrics: entries(
        'Metrics',
        { label: text('Label', 60), value: text('Value', 30) },
        {
          maxItems: 6,
          addLabel: 'Add metric',
        },
      ),
    },
    admin: {
      path: 'field-notes',
      title: 'Field Notes',
      subtitle: 'Notes',
      buttonNoun: 'Note',
      emptyText: 'No notes',
      emptyAction: 'Write First Note',
      icon: 'articles',
      idPrefix: 'note',
      dialogClassName: '',
      layout: ['title', 'slug', 'body', 'tone', 'pinned', 'metrics'],
      card: { heading: (note) => note.title, text: (note) => note.body },
    },
  })

  it('needs only its declaration: the table, slugs, lists of entries and events follow', async () => {
    expect(await createMissingContentTables(server.db, [noteType])).toEqual(['field_notes'])
    expect(await createMissingContentTables(server.db, [noteType])).toEqual([])

    const events = new ContentEvents()
    const changes: unknown[] = []
    events.onChange((change) => changes.push(change))
    const notes = createContentService(server.db, noteType, events, server.services.uploads)

    const note = await notes.create(
      noteType.inputSchema.parse({
        title: 'Grant Readiness: Q3',
        body: 'Three agencies ready.',
        tone: 'plain',
        metrics: '[{"label":"Agencies","value":"3"}]',
      }),
    )
    expect(note).toMatchObject({
      slug: 'grant-readiness-q3',
      pinned: 0,
      metrics: [{ label: 'Agencies', value: '3' }],
      updatedAt: null,
    })
    expect(changes).toEqual([{ kind: 'fieldNote', slugs: ['grant-readiness-q3'] }])

    await expect(
      notes.create(
        noteType.inputSchema.parse({ title: 'Grant Readiness: Q3', body: 'Again', tone: 'plain' }),
      ),
    ).rejects.toMatchObject({ status: 409 })
    expect(() => noteType.inputSchema.parse({ title: 'T', body: 'B', tone: 'loud' })).toThrow()

    const updated = await notes.update(note.id, { pinned: 1 })
    expect(updated).toMatchObject({ pinned: 1, slug: 'grant-readiness-q3' })
    expect((await notes.getBySlug('grant-readiness-q3')).id).toBe(note.id)
    await notes.remove(note.id)
    expect(await notes.count()).toBe(0)
  })
})

describe('a content type whose declaration moves to a new version', () => {
  const admin = {
    path: 'briefings',
    title: 'Briefings',
    subtitle: 'Briefings',
    buttonNoun: 'Briefing',
    emptyText: 'None',
    emptyAction: 'Write One',
    icon: 'articles',
    idPrefix: 'briefing',
    dialogClassName: '',
    layout: ['title'],
    card: { heading: (item: { title: string }) => item.title },
  } as const
  const declared = { key: 'briefings', table: 'briefings', cacheKind: 'briefing', noun: 'briefing' } as const
  const first = defineContentType({
    ...declared,
    order: 'owner',
    tracksUpdates: false,
    fields: { title: text('Title', 120, { translatable: true }) },
    admin,
  })
  const second = (upgrade: (item: Record<string, unknown>) => Record<string, unknown>) =>
    defineContentType({
      ...declared,
      order: 'owner',
      tracksUpdates: false,
      version: 2,
      upgrades: { 2: upgrade },
      fields: { title: text('Title', 120, { translatable: true }), audience: text('Audience', 60) },
      admin,
    })

  it('upgrades what is stored at the next start, once, and refuses an upgrade whose items do not fit', async () => {
    await createMissingContentTables(server.db, [first])
    const briefings = createContentService(server.db, first, new ContentEvents(), server.services.uploads)
    const stored = await briefings.create(
      first.inputSchema.parse({ title: 'Budget outlook', translations: { es: { title: 'Perspectivas' } } }),
    )
    expect(await upgradeStoredContent(server.db, [first])).toEqual([])

    const unfit = second((item) => ({ ...item, audience: '' }))
    await expect(upgradeStoredContent(server.db, [unfit])).rejects.toThrow(/does not fit version 2/)
    expect((await briefings.getById(stored.id)).title).toBe('Budget outlook')

    const current = second((item) => ({ ...item, title: `FY27 ${item.title}`, audience: 'Program offices' }))
    expect(await upgradeStoredContent(server.db, [current])).toEqual(['briefings to version 2'])
    const upgraded = createContentService(server.db, current, new ContentEvents(), server.services.uploads)
    expect(await upgraded.getById(stored.id)).toMatchObject({
      title: 'FY27 Budget outlook',
      audience: 'Program offices',
      translations: { es: { title: 'Perspectivas' } },
    })
    expect(await upgradeStoredContent(server.db, [current])).toEqual([])
  })
})

describe('translations', () => {
  type Post = {
    id: number
    title: string
    excerpt: string
    translations: Record<string, Record<string, unknown>>
  }
  const post = (title: string, translations?: unknown) => ({
    title,
    excerpt: 'What a sprint is for.',
    content: 'A sprint ends with a ranked backlog.',
    category: 'Strategy',
    published: 1,
    ...(translations === undefined ? {} : { translations }),
  })

  it('keeps a Spanish and a French value beside the English, and drops blank ones', async () => {
    const created = await admin<Post>(
      'POST',
      '/api/admin/blog-posts',
      post('Sprint Basics', {
        es: { title: 'Conceptos básicos del sprint', excerpt: '  ' },
        fr: { title: '', excerpt: '' },
      }),
    )
    expect(created.status).toBe(201)
    expect(created.body.translations).toEqual({ es: { title: 'Conceptos básicos del sprint' } })

    const patched = await admin<Post>('PATCH', `/api/admin/blog-posts/${created.body.id}`, {
      translations: { fr: { title: 'Les bases du sprint', excerpt: 'À quoi sert un sprint.' } },
    })
    expect(patched.status).toBe(200)
    expect(patched.body.translations).toEqual({
      fr: { title: 'Les bases du sprint', excerpt: 'À quoi sert un sprint.' },
    })
    const listed = await admin<Post[]>('GET', '/api/admin/blog-posts?limit=100')
    const stored = { body: listed.body.find((each) => each.id === created.body.id)! }
    expect(stored.body.translations.fr?.title).toBe('Les bases du sprint')

    const { blogPostType } = await import('~/content-types/index.ts')
    const spanish = localize(blogPostType, stored.body, 'es')
    expect(spanish).toMatchObject({ title: 'Sprint Basics', excerpt: 'What a sprint is for.' })
    expect(spanish.fallbacks).toEqual(['title', 'excerpt', 'content'])
    const french = localize(blogPostType, stored.body, 'fr')
    expect(french).toMatchObject({ title: 'Les bases du sprint', excerpt: 'À quoi sert un sprint.' })
    expect(french.fallbacks).toEqual(['content'])
    expect(localize(blogPostType, stored.body, 'en').fallbacks).toEqual([])
    expect(missingTranslations(blogPostType, stored.body)).toEqual({
      es: ['title', 'excerpt', 'content'],
      fr: ['content'],
    })
  })

  it('refuses a translation of a field that is not prose, a language the site does not speak, and one too long', async () => {
    const notProse = await admin<{ issues: { path: string; message: string }[] }>(
      'POST',
      '/api/admin/blog-posts',
      post('Slug Translations', { es: { slug: 'traducciones' } }),
    )
    expect(notProse.status).toBe(400)
    expect(notProse.body.issues[0]?.path).toBe('translations.es')

    const german = await admin<{ issues: { path: string }[] }>(
      'POST',
      '/api/admin/blog-posts',
      post('German', { de: { title: 'Deutsch' } }),
    )
    expect(german.status).toBe(400)
    expect(german.body.issues[0]?.path).toBe('translations')

    const tooLong = await admin<{ issues: { path: string; message: string }[] }>(
      'POST',
      '/api/admin/blog-posts',
      post('Long', { fr: { title: 'x'.repeat(201) } }),
    )
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.issues[0]).toMatchObject({
      path: 'translations.fr.title',
      message: 'Must be at most 200 characters',
    })
  })
})

describe('a type of one item, with a number', () => {
  const guaranteeType = defineContentType({
    key: 'guarantees',
    table: 'guarantees',
    cacheKind: 'fieldNote',
    noun: 'guarantee',
    order: 'owner',
    tracksUpdates: false,
    maxItems: 1,
    fields: {
      text: text('Text', 300, { translatable: true }),
      days: number('Days', { min: 1, max: 365 }),
    },
    admin: {
      path: 'guarantees',
      title: 'Guarantee',
      subtitle: 'Guarantee',
      buttonNoun: 'Guarantee',
      emptyText: 'None',
      emptyAction: 'Write It',
      icon: 'articles',
      idPrefix: 'guarantee',
      dialogClassName: '',
      layout: ['text', 'days'],
      card: { heading: (guarantee) => guarantee.text },
    },
  })

  it('holds one item at most and keeps whole numbers within bounds', async () => {
    await createMissingContentTables(server.db, [guaranteeType])
    const guarantees = createContentService(
      server.db,
      guaranteeType,
      new ContentEvents(),
      server.services.uploads,
    )
    const first = await guarantees.create(guaranteeType.inputSchema.parse({ text: 'Money back', days: '30' }))
    expect(first).toMatchObject({ text: 'Money back', days: 30, translations: {} })
    await expect(
      guarantees.create(guaranteeType.inputSchema.parse({ text: 'Another', days: 10 })),
    ).rejects.toMatchObject({ status: 409, message: 'There is already a guarantee: edit it instead' })

    const problems = (days: unknown) =>
      guaranteeType.inputSchema.safeParse({ text: 'T', days }).error?.issues.map((issue) => issue.message)
    expect(problems('2.5')).toEqual(['Days must be a whole number'])
    expect(problems('many')).toEqual(['Days must be a whole number'])
    expect(problems('0')).toEqual(['Days must be at least 1'])
    expect(problems('')).toEqual(['Days is required'])
    expect(problems(400)).toEqual(['Days must be at most 365'])
  })
})

describe('the Worked With wall', () => {
  let pages: TestServer

  beforeAll(async () => {
    pages = await startTestServer({}, { pages: true })
  })

  afterAll(async () => {
    await pages?.close()
  })

  it('shows the stored organizations, and an added one at once, though the home page is cached', async () => {
    const before = await pages.request('/')
    expect(before.status).toBe(200)
    expect(before.text).toContain(`alt="${organizations[0]!.alt}"`)
    // Changed behind the services' back (no content event): the cached page still shows the old text.
    await sql`update organizations set alt = 'Renamed quietly' where name = ${organizations[0]!.name}`.execute(
      pages.db,
    )
    expect((await pages.request('/')).text).not.toContain('Renamed quietly')

    const ownerToken = await pages.login()
    const created = await pages.request<Organization>('/api/admin/organizations', {
      method: 'POST',
      token: ownerToken,
      json: {
        name: 'Larkspur Housing Trust',
        logoUrl: '/images/logos/harbor-point-community-foundation.svg',
        alt: 'Larkspur Housing Trust logo',
        kind: 'nonprofit',
      },
    })
    expect(created.status).toBe(201)
    const after = (await pages.request('/')).text
    expect(after).toContain('alt="Larkspur Housing Trust logo"')
    expect(after).toContain('alt="Renamed quietly"')
  })
})
