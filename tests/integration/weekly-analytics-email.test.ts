import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WeeklyEmailView } from '~/services/analytics/weekly-email.server.ts'
import { testDialect } from '../support/databases.ts'
import { asSubmitted } from '../support/forms.ts'
import { startTestServer, type TestServer, useTestServer } from '../support/test-server.ts'

/*
 * The weekly analytics email, on a clock the test moves: the owner turns it on in /admin/analytics,
 * and on Monday morning the past week's figures are written to the outbox once, whatever runs the job
 * (a second run, a second instance, a restart).
 */
const ownerEmail = 'owner@consulting.example'
let clock = new Date('2026-02-24T10:00:00Z')
const at = (iso: string) => {
  clock = new Date(iso)
}

const server = useTestServer({ OWNER_EMAIL: ownerEmail }, { pages: true, signIn: true, now: () => clock })

let visitorNumber = 0
/** A desktop Chrome of its own: same address, another browser, so another visitor. */
function browser(): string {
  visitorNumber += 1
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${visitorNumber}.0 Safari/537.36`
}

function beacon(page: string, userAgent: string, referrer?: string) {
  return server.request('/api/event', {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent },
    body: JSON.stringify({ url: `${server.url}${page}`, referrer }),
  })
}

type QueuedEmail = { toAddress: string; subject: string; textBody: string; htmlBody: string | null }

function weeklyEmails(weekFrom?: string): Promise<(QueuedEmail & { dedupeKey: string | null })[]> {
  let query = server.db
    .selectFrom('outbox')
    .select(['toAddress', 'subject', 'textBody', 'htmlBody', 'dedupeKey'])
    .where('kind', '=', 'analytics-weekly')
  if (weekFrom) query = query.where('dedupeKey', '=', `analytics-weekly:${weekFrom}`)
  return query.orderBy('id').execute()
}

/** The owner's form on /admin/analytics, posted as the browser posts it, with the admin's language cookie. */
async function postSetting(enabled: boolean, language?: string) {
  const cookie = [`session=${server.token}`, language ? `lang=${language}` : ''].filter(Boolean).join('; ')
  const response = await fetch(`${server.url}/admin/analytics`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: server.url },
    body: new URLSearchParams({ intent: 'weekly-email', ...(enabled ? { enabled: 'on' } : {}) }),
    redirect: 'manual',
  })
  expect(response.status).toBe(200)
}

/** The setting's checkbox as the page renders it. */
const switchOf = (html: string) => /<input id="weekly-email-enabled"[^>]*>/.exec(html)?.[0] ?? ''

const campaign = '<b>spring</b>'
const article = "/blog/a&b'"

beforeAll(async () => {
  // The week before (Monday 23 February to Sunday 1 March): two visitors, one page view each.
  at('2026-02-24T10:00:00Z')
  await beacon('/', browser())
  await beacon('/blog/older', browser())

  // The week reported (2 to 8 March): three visitors, five page views, a contact message from a
  // campaign's visit and a Sprint purchase.
  at('2026-03-03T10:00:00Z')
  const reader = browser()
  await beacon(
    `/?utm_source=linkedin&utm_campaign=${encodeURIComponent(campaign)}`,
    reader,
    'https://www.linkedin.com/feed/',
  )
  await beacon(article, reader, `${server.url}/`)
  const sent = await server.request('/api/contact', {
    method: 'POST',
    headers: { 'user-agent': reader },
    json: asSubmitted(server, 'contact', {
      name: 'Dana Whitfield',
      email: 'dana@agency.example.gov',
      subject: 'Roadmap',
      message: 'We would like to talk about an AI strategy sprint.',
    }),
  })
  expect(sent.status).toBe(201)

  at('2026-03-04T15:00:00Z')
  const searcher = browser()
  await beacon('/', searcher, 'https://www.google.com/')
  await beacon('/contact', searcher, `${server.url}/`)
  await server.services.analytics.recordGoal({
    kind: 'sprint',
    lead: { kind: 'order', id: 'order-weekly-test' },
    amountCents: 450_000,
    currency: 'usd',
  })

  at('2026-03-05T09:00:00Z')
  await beacon('/', browser())
}, 60_000)

describe('the weekly analytics email', () => {
  it('is off until the owner turns it on, and then nothing is queued', async () => {
    const setting = await server.request<WeeklyEmailView>('/api/admin/analytics/weekly-email', {
      token: server.token,
    })
    expect(setting.body).toMatchObject({
      enabled: false,
      to: ownerEmail,
      timeZone: 'UTC',
      timeZoneSource: 'utc',
    })
    expect((await server.request('/api/admin/analytics/weekly-email')).status).toBe(401)

    const page = await fetch(`${server.url}/admin/analytics`, {
      headers: { cookie: `session=${server.token}` },
    })
    const html = await page.text()
    expect(html).toContain('Weekly analytics email')
    expect(html).toContain('UTC, as no booking availability is saved')
    expect(switchOf(html)).not.toContain('checked')

    at('2026-03-09T09:00:00Z')
    expect(await server.services.weeklyAnalyticsEmail.sendDue()).toBe('off')
    expect(await weeklyEmails()).toEqual([])
  })

  it('queues the past week’s figures once on Monday from 8:00, however often the job runs', async () => {
    at('2026-03-08T12:00:00Z')
    await postSetting(true)
    const page = await fetch(`${server.url}/admin/analytics`, {
      headers: { cookie: `session=${server.token}` },
    })
    expect(switchOf(await page.text())).toContain('checked')

    at('2026-03-09T07:59:00Z')
    expect(await server.services.weeklyAnalyticsEmail.sendDue()).toBe('not-due')
    expect(await weeklyEmails()).toEqual([])

    at('2026-03-09T08:00:00Z')
    const runs = await Promise.all([
      server.services.weeklyAnalyticsEmail.sendDue(),
      server.services.weeklyAnalyticsEmail.sendDue(),
    ])
    expect(runs).toContain('queued')
    at('2026-03-09T08:01:00Z')
    expect(await server.services.weeklyAnalyticsEmail.sendDue()).toBe('already-queued')

    const emails = await weeklyEmails()
    expect(emails).toHaveLength(1)
    const [email] = emails
    expect(email).toMatchObject({
      toAddress: ownerEmail,
      subject: 'Weekly analytics: Mar 2, 2026 – Mar 8, 2026',
      dedupeKey: 'analytics-weekly:2026-03-02',
    })
    const text = email!.textBody
    for (const line of [
      'Visitors: 3 (+50% vs the week before)',
      'Page views: 5 (+150% vs the week before)',
      'Leads: 2',
      'Conversion rate: 66.7% of visitors',
      'Sprint revenue: $4,500',
      'Contact message: 1',
      'Sprint purchase: 1 · $4,500',
      '/: 3 visitors · 3 page views',
      `${article}: 1 visitor · 1 page view`,
      '/contact: 1 visitor · 1 page view',
      'Direct: 1 visitor · 1 lead · $4,500',
      'Social networks: 1 visitor · 1 lead',
      'Search engines: 1 visitor',
      'google.com: 1 visitor',
      'linkedin.com: 1 visitor',
      `${campaign}: 1 visitor · 1 lead`,
      `Open the week in Analytics: ${server.runtime.config.siteUrl}/admin/analytics?from=2026-03-02&to=2026-03-08`,
    ])
      expect(text).toContain(line)
    expect(text).not.toContain('no visits')
    expect(text.indexOf('/: 3 visitors')).toBeLessThan(text.indexOf(`${article}:`))
  })

  it('escapes what visitors wrote (campaign names, page paths) in the HTML part', async () => {
    const [email] = await weeklyEmails('2026-03-02')
    const html = email!.htmlBody!
    expect(html).toContain('&lt;b&gt;spring&lt;/b&gt;')
    expect(html).not.toContain('<b>spring</b>')
    expect(html).toContain('/blog/a&amp;b&#39;')
    expect(html).not.toContain(article)
    expect(html).toContain('href="http://localhost:')
    expect(html).toContain('/admin/analytics?from=2026-03-02&amp;to=2026-03-08"')
  })

  describe('with a second instance on the same database', () => {
    let second: TestServer
    beforeAll(async () => {
      second = await startTestServer(
        { OWNER_EMAIL: ownerEmail },
        { shareDatabaseWith: server, now: () => clock },
      )
    })
    afterAll(async () => {
      await second?.close()
    })

    /** Side by side on PostgreSQL; SQLite's two runtimes in one process take turns on one file. */
    const together = async (tasks: (() => Promise<unknown>)[]) => {
      if (testDialect === 'postgres') return Promise.all(tasks.map((task) => task()))
      const outcomes: unknown[] = []
      for (const task of tasks) outcomes.push(await task())
      return outcomes
    }

    it('queues a week without visits once between them, saying there were none', async () => {
      // A restarted instance knows the week before went already.
      expect(await second.services.weeklyAnalyticsEmail.sendDue()).toBe('already-queued')

      at('2026-03-16T08:30:00Z')
      const outcomes = await together([
        () => server.services.weeklyAnalyticsEmail.sendDue(),
        () => second.services.weeklyAnalyticsEmail.sendDue(),
      ])
      expect(outcomes.sort()).toEqual(['already-queued', 'queued'])
      const emails = await weeklyEmails('2026-03-09')
      expect(emails).toHaveLength(1)
      expect(emails[0]!.textBody).toContain('There were no visits this week.')
      expect(emails[0]!.textBody).toContain('Visitors: 0 (-100% vs the week before)')
      expect(emails[0]!.textBody).toContain('No conversions this week.')
      expect(emails[0]!.textBody).toContain('Conversion rate: —')
      expect(await weeklyEmails()).toHaveLength(2)
    })
  })

  it('stops when turned off, and once on again starts the next Monday, in the admin’s language', async () => {
    const off = await server.request<WeeklyEmailView>('/api/admin/analytics/weekly-email', {
      method: 'PUT',
      token: server.token,
      json: { enabled: false },
    })
    expect(off.body.enabled).toBe(false)
    at('2026-03-23T09:00:00Z')
    expect(await server.services.weeklyAnalyticsEmail.sendDue()).toBe('off')
    expect(await weeklyEmails('2026-03-16')).toEqual([])

    // Turned on after this Monday's 8:00: this week is left out, the first email is the next Monday.
    at('2026-03-23T10:00:00Z')
    await postSetting(true, 'fr')
    at('2026-03-23T11:00:00Z')
    expect(await server.services.weeklyAnalyticsEmail.sendDue()).toBe('not-due')
    at('2026-03-30T08:00:00Z')
    expect(await server.services.weeklyAnalyticsEmail.sendDue()).toBe('queued')
    expect(await weeklyEmails('2026-03-16')).toEqual([])
    const [french] = await weeklyEmails('2026-03-23')
    expect(french!.subject).toBe('Statistiques de la semaine\u00a0: 23 mars 2026 – 29 mars 2026')
    expect(french!.textBody).toContain('Aucune visite cette semaine.')
    expect(french!.htmlBody).toContain('<html lang="fr">')
  })

  it('goes at 8:00 in the booking availability’s time zone once one is saved', async () => {
    const saved = await server.request('/api/admin/booking/availability', {
      method: 'PUT',
      token: server.token,
      json: {
        timeZone: 'Europe/Paris',
        weeklyHours: Object.fromEntries(
          ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
            day,
            day === 'monday' ? [{ start: '09:00', end: '17:00' }] : [],
          ]),
        ),
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        minimumNoticeHours: 0,
        horizonDays: 30,
        maxPerDay: null,
        slotIntervalMinutes: 30,
        datesOff: [],
      },
    })
    expect(saved.status).toBe(200)
    const setting = await server.request<WeeklyEmailView>('/api/admin/analytics/weekly-email', {
      token: server.token,
    })
    expect(setting.body).toMatchObject({
      enabled: true,
      timeZone: 'Europe/Paris',
      timeZoneSource: 'availability',
    })
    const page = await fetch(`${server.url}/admin/analytics`, {
      headers: { cookie: `session=${server.token}` },
    })
    // The offset is today's (the page's clock is the real one): winter or summer time.
    expect(await page.text()).toMatch(/\(Paris\), UTC\+[12], the time zone of your booking availability/)

    // Paris is on summer time from 29 March: 8:00 there is 6:00 UTC.
    at('2026-04-06T05:59:00Z')
    expect(await server.services.weeklyAnalyticsEmail.sendDue()).toBe('not-due')
    at('2026-04-06T06:00:00Z')
    expect(await server.services.weeklyAnalyticsEmail.sendDue()).toBe('queued')
    expect(await weeklyEmails('2026-03-30')).toHaveLength(1)
  })
})
