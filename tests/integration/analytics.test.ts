import { randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AnalyticsReport } from '~/services/analytics/reports.server.ts'
import { createLogger } from '../../server/logger.ts'
import { testDialect } from '../support/databases.ts'
import { asSubmitted } from '../support/forms.ts'
import { startTestServer, type TestServer, useTestServer } from '../support/test-server.ts'

const server = useTestServer({}, { signIn: true })

const unique = () => randomBytes(4).toString('hex')

/** A desktop Chrome whose version number makes it a visitor of its own (same address, other browser). */
function browser(): string {
  const build = Math.floor(Math.random() * 9000) + 1000
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${build}.${Math.floor(Math.random() * 200)} Safari/537.36`
}

async function beacon(
  target: Pick<TestServer, 'request' | 'url'>,
  page: string,
  options: { userAgent: string; referrer?: string; headers?: Record<string, string>; token?: string },
) {
  return target.request(`/api/event`, {
    method: 'POST',
    // navigator.sendBeacon with a string: text/plain.
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': options.userAgent,
      ...options.headers,
    },
    body: JSON.stringify({ url: `${target.url}${page}`, referrer: options.referrer }),
    token: options.token,
  })
}

async function viewsOf(path: string) {
  await server.services.analytics.flush()
  return server.db.selectFrom('analyticsPageViews').selectAll().where('path', '=', path).execute()
}

async function report(query = ''): Promise<AnalyticsReport> {
  const response = await server.request<AnalyticsReport>(`/api/admin/analytics${query}`, {
    token: server.token,
  })
  expect(response.status).toBe(200)
  return response.body
}

describe('POST /api/event', () => {
  it('answers 202 at once, sets no cookie, and stores the page view with its visit in the next batch', async () => {
    const path = `/blog/cookieless-${unique()}`
    const userAgent = browser()
    const response = await beacon(
      server,
      `${path}?utm_source=linkedin&utm_medium=social&utm_campaign=launch`,
      {
        userAgent,
        referrer: 'https://www.linkedin.com/feed/',
      },
    )

    expect(response.status).toBe(202)
    expect(response.headers.get('set-cookie')).toBeNull()
    // Written with the next batch, not while the beacon waits.
    expect(server.services.analytics.pendingCount()).toBeGreaterThan(0)
    const views = await viewsOf(path)
    expect(views).toEqual([expect.objectContaining({ path, language: 'en' })])
    const visit = await server.db
      .selectFrom('analyticsVisits')
      .selectAll()
      .where('visitor', '=', views[0]!.visitor)
      .executeTakeFirstOrThrow()
    expect(visit).toMatchObject({
      entryPath: path,
      referrerGroup: 'social',
      referrerHost: 'linkedin.com',
      utmSource: 'linkedin',
      utmMedium: 'social',
      utmCampaign: 'launch',
      device: 'desktop',
      browser: 'Chrome',
    })
  })

  it('stores campaign parameters without control characters, so one odd link never fails a batch', async () => {
    const path = `/odd-${unique()}`
    await beacon(server, `${path}?utm_campaign=spring%00%0Alaunch`, { userAgent: browser() })
    const [view] = await viewsOf(path)
    const visit = await server.db
      .selectFrom('analyticsVisits')
      .select('utmCampaign')
      .where('visitor', '=', view!.visitor)
      .executeTakeFirstOrThrow()
    expect(visit.utmCampaign).toBe('springlaunch')
    // A filter no path can match is refused with a 4xx, never a 500 from the database.
    const odd = await server.request(`/api/admin/analytics?page=${encodeURIComponent(`${path}\u0000`)}`, {
      token: server.token,
    })
    expect(odd.status).toBe(400)
  })

  it('never stores the address or the user agent', async () => {
    const userAgent = browser()
    await beacon(server, `/projects?${unique()}`, {
      userAgent,
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    await server.services.analytics.flush()
    for (const table of ['analytics_page_views', 'analytics_visits', 'analytics_goals', 'analytics_salts']) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(server.db)
      const stored = JSON.stringify(rows.rows)
      expect(stored, table).not.toContain('127.0.0.1')
      expect(stored, table).not.toContain('203.0.113.9')
      expect(stored, table).not.toContain(userAgent)
      expect(stored, table).not.toContain('Mozilla')
    }
  })

  it('counts the language of Spanish and French pages', async () => {
    const path = `/es/blog/${unique()}`
    await beacon(server, path, { userAgent: browser() })
    expect(await viewsOf(path)).toEqual([expect.objectContaining({ language: 'es' })])
  })

  it('does not count visitors who ask not to be tracked (DNT, GPC), bots, headless browsers or the owner', async () => {
    const path = `/contact-${unique()}`
    const answers = await Promise.all([
      beacon(server, path, { userAgent: browser(), headers: { dnt: '1' } }),
      beacon(server, path, { userAgent: browser(), headers: { 'sec-gpc': '1' } }),
      beacon(server, path, {
        userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      }),
      beacon(server, path, {
        userAgent:
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      }),
      beacon(server, path, { userAgent: 'curl/8.5.0' }),
      beacon(server, path, { userAgent: browser(), token: server.token }),
      beacon(server, path, { userAgent: browser(), headers: { cookie: `session=${server.token}` } }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202, 202, 202])
    expect(await viewsOf(path)).toEqual([])

    await beacon(server, path, { userAgent: browser() })
    expect(await viewsOf(path)).toHaveLength(1)
  })

  it('does not count admin or API paths', async () => {
    await beacon(server, '/admin/leads', { userAgent: browser() })
    await beacon(server, '/api/projects', { userAgent: browser() })
    expect(await viewsOf('/admin/leads')).toEqual([])
    expect(await viewsOf('/api/projects')).toEqual([])
  })

  it('refuses a body that is not the beacon’s with 400 and a message', async () => {
    const notJson = await server.request<{ message: string }>('/api/event', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'user-agent': browser() },
      body: 'not json',
    })
    expect(notJson.status).toBe(400)
    expect(notJson.body.message).toMatch(/JSON/)
    const noUrl = await server.request<{ message: string }>('/api/event', {
      method: 'POST',
      headers: { 'user-agent': browser() },
      json: { url: 'nowhere' },
    })
    expect(noUrl.status).toBe(400)
    expect(noUrl.body.message).toMatch(/url/)
  })

  it('answers with the headers of the API’s other answers, each with a CSP nonce of its own', async () => {
    const first = await beacon(server, `/headers-${unique()}`, { userAgent: browser() })
    const second = await beacon(server, `/headers-${unique()}`, { userAgent: browser() })
    // An answer that goes through Express's whole stack, for comparison.
    const other = await server.request('/api/contact', { method: 'POST', json: {} })
    expect([first.status, second.status, other.status]).toEqual([202, 202, 400])
    const perAnswer = new Set([
      'content-type',
      'content-length',
      'transfer-encoding',
      'etag',
      'vary',
      'date',
      'connection',
      'keep-alive',
    ])
    const headersOf = (headers: Headers) =>
      Object.fromEntries(
        [...headers]
          .filter(([name]) => !perAnswer.has(name))
          .map(([name, value]) => [name, value.replace(/'nonce-[^']+'/, "'nonce'")]),
      )
    expect(headersOf(first.headers)).toEqual(headersOf(other.headers))
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    expect(first.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(first.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    const nonce = (headers: Headers) =>
      /'nonce-([^']+)'/.exec(headers.get('content-security-policy') ?? '')?.[1]
    expect(nonce(first.headers)).toBeDefined()
    expect(nonce(first.headers)).not.toBe(nonce(second.headers))
  })

  it('refuses, and does not count, a body past 8 KB (413), an unknown charset or encoding (415) and NUL (400)', async () => {
    const path = `/refused-${unique()}`
    const url = `${server.url}${path}`
    const send = (body: BodyInit, headers: Record<string, string> = {}) =>
      server.request<{ message: string }>('/api/event', {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': browser(), ...headers },
        body,
      })
    const tooLarge = await send(JSON.stringify({ url, referrer: `https://example.org/${'a'.repeat(9000)}` }))
    expect([tooLarge.status, tooLarge.body.message]).toEqual([
      413,
      'Request body is too large (the limit is 8 KB)',
    ])
    const charset = await send(JSON.stringify({ url }), { 'content-type': 'text/plain; charset=klingon' })
    expect([charset.status, charset.body.message]).toEqual([415, 'Unsupported charset'])
    const encoding = await send(JSON.stringify({ url }), { 'content-encoding': 'klingon' })
    expect([encoding.status, encoding.body.message]).toEqual([415, 'Unsupported content encoding'])
    // A raw NUL (the template's escape), not JSON's escaped one.
    const nul = await send(`{"url":${JSON.stringify(url)},"referrer":"a\u0000b"}`)
    expect(nul.status).toBe(400)
    expect(nul.body.message).toMatch(/NUL/)
    expect(await viewsOf(path)).toEqual([])

    // What the API reads, the beacon reads: a gzip body, and a UTF-8 byte order mark.
    const gzipped = await send(new Uint8Array(gzipSync(JSON.stringify({ url }))), {
      'content-encoding': 'gzip',
    })
    const withMark = await send(`\uFEFF${JSON.stringify({ url })}`)
    expect([gzipped.status, withMark.status]).toEqual([202, 202])
    expect(await viewsOf(path)).toHaveLength(2)
  })

  it('is taken at every spelling the API router took, by POST only', async () => {
    const path = `/spellings-${unique()}`
    const userAgent = browser()
    for (const endpoint of ['/api/EVENT', '/api/event/', '/Api/Event?from=test']) {
      const response = await server.request(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'user-agent': userAgent },
        body: JSON.stringify({ url: `${server.url}${path}` }),
      })
      expect(response.status, endpoint).toBe(202)
    }
    expect(await viewsOf(path)).toHaveLength(3)
    expect((await server.request('/api/event')).status).toBe(404)
    expect((await server.request('/api/event', { method: 'PUT', json: {} })).status).toBe(404)
    expect((await server.request('/api/event/more', { method: 'POST', json: {} })).status).toBe(404)
  })

  it('takes a burst in batches: one visit per visitor and every page view', async () => {
    const prefix = `/burst-${unique()}`
    const visitors = Array.from({ length: 20 }, browser)
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        beacon(server, `${prefix}/${index % 10}`, { userAgent: visitors[index % visitors.length]! }),
      ),
    )
    expect(answers.every((answer) => answer.status === 202)).toBe(true)
    await server.services.analytics.flush()
    const rows = await server.db
      .selectFrom('analyticsPageViews')
      .select(['visitor'])
      .where('path', 'like', `${prefix}/%`)
      .execute()
    expect(rows).toHaveLength(300)
    expect(new Set(rows.map((row) => row.visitor)).size).toBe(20)
  }, 60_000)
})

describe('a beacon the collector fails on', () => {
  const logged: { msg?: string; err?: { message?: string } }[] = []
  const failing = useTestServer(
    {},
    { logger: createLogger('warn', { write: (line: string) => void logged.push(JSON.parse(line)) }) },
  )

  it('is answered 500 without the details, which go to the log', async () => {
    const collect = vi
      .spyOn(failing.services.analytics, 'collect')
      .mockRejectedValueOnce(new Error('the disk is on fire'))
    const response = await beacon(failing, `/failing-${unique()}`, { userAgent: browser() })
    collect.mockRestore()
    expect(response.status).toBe(500)
    expect(response.body).toEqual({ message: 'Internal server error' })
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'unhandled API error',
        err: expect.objectContaining({ message: 'the disk is on fire' }),
      }),
    )
  })
})

describe('goals and attribution', () => {
  it('attributes a contact message to the visit that sent it: its campaign, entry page and pages read', async () => {
    const campaign = `spring-${unique()}`
    const userAgent = browser()
    const landing = `/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`
    const article = `/blog/ai-roadmap-${unique()}`
    await beacon(server, landing, { userAgent })
    await beacon(server, article, { userAgent, referrer: `${server.url}/` })
    await beacon(server, '/contact', { userAgent, referrer: `${server.url}${article}` })

    const sent = await server.request<{ id: string }>('/api/contact', {
      method: 'POST',
      headers: { 'user-agent': userAgent },
      json: asSubmitted(server, 'contact', {
        name: 'Dana Whitfield',
        email: `dana.${unique()}@agency.example.gov`,
        subject: 'Roadmap',
        message: 'We would like to talk about an AI strategy sprint.',
      }),
    })
    expect(sent.status).toBe(201)

    const visits = await server.services.analytics.visitOfLead('contact', sent.body.id)
    expect(visits).toEqual([
      expect.objectContaining({
        kind: 'contact',
        referrerGroup: 'email',
        utmCampaign: campaign,
        entryPath: '/',
        pages: ['/', article, '/contact'],
      }),
    ])

    const figures = await report()
    expect(figures.clientsByCampaign.find((row) => row.value === campaign)).toEqual({
      value: campaign,
      visitors: 1,
      conversions: 1,
      rate: 100,
      revenueCents: 0,
    })
    expect(figures.campaigns.find((row) => row.value === campaign)).toMatchObject({
      visitors: 1,
      pageViews: 3,
    })
    expect(figures.articles.find((row) => row.value === article)).toEqual({ value: article, leads: 1 })
    expect(figures.goals.find((row) => row.kind === 'contact')?.conversions).toBeGreaterThanOrEqual(1)

    // The campaign filter narrows every panel: filtering by the article's page keeps this lead's visit.
    const filtered = await report(`?page=${encodeURIComponent(article)}`)
    expect(filtered.totals).toMatchObject({ visitors: 1, pageViews: 1 })
    expect(filtered.campaigns).toEqual([{ value: campaign, visitors: 1, pageViews: 1 }])
    expect(filtered.clientsByCampaign.find((row) => row.value === campaign)?.conversions).toBe(1)
  })

  it('records a demo request and a newsletter confirmation as goals; a lead without a visit is direct', async () => {
    const userAgent = browser()
    await beacon(server, '/demo-request', { userAgent, referrer: 'https://duckduckgo.com/' })
    const demo = await server.request<{ id: number }>('/api/demo-requests', {
      method: 'POST',
      headers: { 'user-agent': userAgent },
      json: asSubmitted(server, 'demo-request', {
        projectId: null,
        name: 'Sam Ortega',
        email: `sam.${unique()}@example.org`,
        company: 'Department of Examples',
        message: 'Please show us the portal.',
      }),
    })
    expect(demo.status).toBe(201)
    expect(await server.services.analytics.visitOfLead('demo', String(demo.body.id))).toEqual([
      expect.objectContaining({ kind: 'demo', referrerGroup: 'search', referrerHost: 'duckduckgo.com' }),
    ])

    const stranger = await server.request<{ id: string }>('/api/contact', {
      method: 'POST',
      headers: { 'user-agent': browser() },
      json: asSubmitted(server, 'contact', {
        name: 'No Visit',
        email: `none.${unique()}@example.org`,
        subject: 'Hello',
        message: 'Sent without any page view counted.',
      }),
    })
    expect(await server.services.analytics.visitOfLead('contact', stranger.body.id)).toEqual([
      expect.objectContaining({ referrerGroup: 'direct', utmCampaign: null, pages: [] }),
    ])
  })
})

describe('rollups and retention', () => {
  it('recomputes a day idempotently: refreshing twice counts nothing twice', async () => {
    await server.services.analytics.refreshRollups()
    const once = await report()
    await server.services.analytics.refreshRollups()
    const twice = await report()
    expect(twice.totals).toEqual(once.totals)
    expect(twice.pages).toEqual(once.pages)
  })

  it('applies the language filter to every panel, and a page filter in another language matches nothing', async () => {
    const path = `/fr/blog/${unique()}`
    await beacon(server, path, { userAgent: browser(), referrer: 'https://www.google.fr/' })
    const french = await report(`?language=fr`)
    expect(french.languages).toEqual([expect.objectContaining({ value: 'fr' })])
    expect(french.pages.every((row) => row.value.startsWith('/fr/'))).toBe(true)
    expect(french.pages.find((row) => row.value === path)).toEqual({ value: path, visitors: 1, pageViews: 1 })

    const page = await report(`?page=${encodeURIComponent(path)}&source=search`)
    expect(page.totals).toMatchObject({ visitors: 1, pageViews: 1 })
    expect(page.sources).toEqual([{ value: 'search', visitors: 1, pageViews: 1 }])
    expect(page.languages).toEqual([{ value: 'fr', visitors: 1, pageViews: 1 }])
    expect(page.referrers).toEqual([{ value: 'google.fr', visitors: 1, pageViews: 1 }])

    const mismatch = await report(`?page=${encodeURIComponent(path)}&language=en`)
    expect(mismatch.totals).toMatchObject({ visitors: 0, pageViews: 0 })
    expect(mismatch.pages).toEqual([])
  })

  it('deletes raw page views past the retention and the old daily secrets, and keeps their rollups', async () => {
    const old = '2020-01-15'
    await server.services.analytics.repository.writeBatch(
      [
        {
          day: old,
          visitor: 'old-visitor',
          startedAt: `${old}T10:00:00.000Z`,
          entryPath: '/old',
          referrerGroup: 'direct',
          device: 'desktop',
          browser: 'Firefox',
        },
      ],
      [{ day: old, visitor: 'old-visitor', viewedAt: `${old}T10:00:00.000Z`, path: '/old', language: 'en' }],
    )
    await server.db.insertInto('analyticsSalts').values({ day: '2020-01-14', secret: 'gone' }).execute()
    await server.services.analytics.refreshRollups()

    expect(await viewsOf('/old')).toEqual([])
    expect(
      await server.db.selectFrom('analyticsVisits').selectAll().where('day', '=', old).execute(),
    ).toEqual([])
    expect(
      await server.db.selectFrom('analyticsSalts').selectAll().where('day', '<', '2026-01-01').execute(),
    ).toEqual([])
    const kept = await report(`?from=${old}&to=${old}`)
    expect(kept.pages).toEqual([{ value: '/old', visitors: 1, pageViews: 1 }])
  })

  it('exports any table as CSV under the filters, and names the tables it knows', async () => {
    const csv = await server.request('/api/admin/analytics.csv?table=pages', { token: server.token })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(csv.text.split(/\r?\n/)[0]).toBe('page,visitors,page views')
    const unknown = await server.request<{ message: string }>('/api/admin/analytics.csv?table=secrets', {
      token: server.token,
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toMatch(/table must be one of/)
    expect((await server.request('/api/admin/analytics.csv?table=pages')).status).toBe(401)
  })
})

describe('two instances on one database', () => {
  let first: TestServer
  let second: TestServer
  beforeAll(async () => {
    first = await startTestServer()
    second = await startTestServer({}, { shareDatabaseWith: first })
  })
  afterAll(async () => {
    await second?.close()
    await first?.close()
  })

  /**
   * PostgreSQL is what several instances share; there they run side by side. SQLite is one process's
   * database: two runtimes in one process on one file take turns (a synchronous driver would wait on itself).
   */
  const together = async (tasks: (() => Promise<unknown>)[]) => {
    if (testDialect === 'postgres') await Promise.all(tasks.map((task) => task()))
    else for (const task of tasks) await task()
  }

  it('share the daily secret, count every page view once and compute the same rollups', async () => {
    const client = { ip: '198.51.100.7', userAgent: browser(), site: 'example.org' }
    const one = await first.services.analytics.visitKeyOf(client)
    const two = await second.services.analytics.visitKeyOf(client)
    // One secret a day for every instance: the same visitor gets the same hash on both.
    expect(one).toEqual(two)
    const today = new Date().toISOString().slice(0, 10)
    expect(await first.db.selectFrom('analyticsSalts').select('day').execute()).toEqual([{ day: today }])

    const path = `/shared-${unique()}`
    const userAgent = browser()
    await Promise.all([beacon(first, path, { userAgent }), beacon(second, path, { userAgent })])
    await together([() => first.services.analytics.flush(), () => second.services.analytics.flush()])
    const rows = await first.db
      .selectFrom('analyticsPageViews')
      .selectAll()
      .where('path', '=', path)
      .execute()
    expect(rows).toHaveLength(2)

    await together([
      () => first.services.analytics.refreshRollups(),
      () => second.services.analytics.refreshRollups(),
    ])
    const pages = await first.db
      .selectFrom('analyticsRollups')
      .selectAll()
      .where('dimension', '=', 'page')
      .where('value', '=', path)
      .where('source', '=', '*')
      .where('language', '=', '*')
      .where('page', '=', '*')
      .where('day', '=', today)
      .execute()
    // Each instance is reached at a host of its own (two sites to the hash): two visitors, two views, once.
    expect(pages).toEqual([expect.objectContaining({ visitors: 2, pageViews: 2 })])
  })
})
