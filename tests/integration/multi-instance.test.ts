import { randomBytes, randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import sharp from 'sharp'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AppDatabase, openDatabase } from '~/db/db.server.ts'
import { demoBlogPosts, demoProjects, demoTestimonials } from '../../content/demo-content.ts'
import { buildBlogPost, buildQueuedEmail } from '../factories.ts'
import { type StripeFake, startStripeFake } from '../mocks/stripe-fake.ts'
import { adminCredentials } from '../support/credentials.ts'
import { createScratchDatabase, type ScratchDatabase, testDialect } from '../support/databases.ts'
import { hasOpenssl, type Nginx, nginxBinary, requestThrough, startNginx } from '../support/nginx.ts'
import { hasProductionBuild, type ServerProcess, startServerProcess } from '../support/server-process.ts'
import { type LocalSmtpServer, startSmtpServer } from '../support/smtp.ts'

/*
 * Two `node index.js` processes on one PostgreSQL database, with deploy/nginx.conf in front of them:
 * the topology of docs/decisions/017. SQLite is one process on one machine, so this runs on PostgreSQL
 * only; like the other spawned-server tests it needs the production build (`npm run build` or BUILD_DIR).
 */
const skipReason =
  testDialect !== 'postgres'
    ? 'PostgreSQL only (TEST_DATABASE=postgres): SQLite serves one process'
    : !hasProductionBuild
      ? 'no production build (npm run build, or BUILD_DIR)'
      : !nginxBinary
        ? 'nginx is not installed'
        : !hasOpenssl
          ? 'openssl is not installed (for the test certificate)'
          : undefined

const webhookSecret = 'whsec_multi_instance_secret'
const ownerEmail = 'owner@consulting.example'
const appSecret = randomBytes(32).toString('base64url')
const run = randomBytes(3).toString('hex')

type Reply = { status: number; text: string; json: () => unknown; headers: Headers }

async function call(
  base: string,
  path: string,
  init: { method?: string; json?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { 'accept-language': 'en', ...init.headers }
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  if (init.token) headers.authorization = `Bearer ${init.token}`
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  })
  const text = await response.text()
  return { status: response.status, text, json: () => JSON.parse(text), headers: response.headers }
}

async function formToken(base: string): Promise<string> {
  return ((await call(base, '/api/form-token?form=contact')).json() as { formToken: string }).formToken
}

/**
 * Checks until `holds` answers true (for at most 5 s): the milliseconds from the first check to the
 * start of the one that passed, so 0 when the first did.
 */
async function settles(holds: () => Promise<boolean>): Promise<number> {
  const started = Date.now()
  for (;;) {
    const checkedAt = Date.now()
    if (await holds()) return checkedAt - started
    if (checkedAt - started > 5_000) return Number.POSITIVE_INFINITY
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** Pino's error and fatal lines. */
const errorLines = (output: string) => output.split('\n').filter((line) => /"level":(50|60)/.test(line))

describe.skipIf(skipReason !== undefined)(
  `two instances behind nginx on one PostgreSQL database${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let scratch: ScratchDatabase
    let db: AppDatabase
    let smtp: LocalSmtpServer
    let fake: StripeFake
    let a: ServerProcess
    let b: ServerProcess
    let proxy: Nginx
    let token: string

    beforeAll(async () => {
      ;[scratch, smtp, fake] = await Promise.all([
        createScratchDatabase(),
        startSmtpServer(),
        startStripeFake(),
      ])
      db = openDatabase({ dataDir: scratch.env.DATA_DIR, databaseUrl: scratch.env.DATABASE_URL })
      const env = {
        ...scratch.env,
        ...fake.env,
        APP_SECRET: appSecret,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        SMTP_URL: smtp.url,
        OWNER_EMAIL: ownerEmail,
        OUTBOX_POLL_MS: '100',
        FORM_MIN_FILL_MS: '0',
        // The proxy and the test's own direct requests both come from loopback.
        TRUST_PROXY: 'loopback',
      }
      ;[a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)])
      proxy = await startNginx([a.url.replace('http://', ''), b.url.replace('http://', '')])
      const login = await call(a.url, '/api/admin/login', { method: 'POST', json: adminCredentials })
      expect(login.status).toBe(200)
      token = (login.json() as { token: string }).token
    }, 60_000)

    afterAll(async () => {
      await proxy?.stop()
      a?.child.kill('SIGKILL')
      b?.child.kill('SIGKILL')
      await Promise.all([a?.exited, b?.exited])
      await db?.destroy()
      await scratch?.drop()
      await smtp?.stop()
      await fake?.close()
    })

    it('serves the site through deploy/nginx.conf over TLS, and redirects plain HTTP there', async () => {
      const statuses = await Promise.all([1, 2, 3, 4].map(() => requestThrough(proxy, '/healthz')))
      expect(statuses.map((response) => response.status)).toEqual([200, 200, 200, 200])
      const home = await requestThrough(proxy, '/')
      expect(home.status).toBe(200)
      expect(home.text).toContain('</html>')
      // The instances build links from the proxy's X-Forwarded-Proto and -Host (TRUST_PROXY).
      expect(home.text).toContain('<link rel="canonical" href="https://127.0.0.1/"')
      const plain = await fetch(`${proxy.httpUrl}/blog?page=2`, { redirect: 'manual' })
      expect(plain.status).toBe(301)
      expect(plain.headers.get('location')).toBe('https://127.0.0.1/blog?page=2')
      // Both instances answered through the proxy (round robin).
      const upstreams = new Set(
        (await proxy.accessLog())
          .split('\n')
          .filter(Boolean)
          .map((line) => (JSON.parse(line) as { upstream: string }).upstream)
          .filter(Boolean),
      )
      expect(upstreams).toEqual(new Set([a.url.replace('http://', ''), b.url.replace('http://', '')]))
    })

    it('accepts a session made on one instance on the other, and a sign-out on one ends it on both', async () => {
      const me = await call(b.url, '/api/admin/me', { token })
      expect(me.status).toBe(200)
      expect(me.json()).toMatchObject({ user: { username: adminCredentials.username } })
      const cookieLogin = await fetch(`${a.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(adminCredentials),
      })
      const cookie = cookieLogin.headers.get('set-cookie')?.split(';')[0] as string
      expect(cookie).toMatch(/^session=/)
      expect((await call(b.url, '/api/admin/me', { headers: { cookie } })).status).toBe(200)
      for (let round = 0; round < 4; round++) {
        const viaProxy = await requestThrough(proxy, '/api/admin/me', { headers: { cookie } })
        expect(viaProxy.status).toBe(200)
      }
      // A browser names the page's origin on every POST; without it a cookie cannot change anything.
      expect((await call(b.url, '/api/admin/logout', { method: 'POST', headers: { cookie } })).status).toBe(
        403,
      )
      expect(
        (await call(b.url, '/api/admin/logout', { method: 'POST', headers: { cookie, origin: b.url } }))
          .status,
      ).toBe(200)
      expect((await call(a.url, '/api/admin/me', { headers: { cookie } })).status).toBe(401)
      expect((await requestThrough(proxy, '/api/admin/me', { headers: { cookie } })).status).toBe(401)
    })

    it('shows a post published on one instance on the other: at once to the owner, to cached pages and JSON reads once the NOTIFY arrives', async () => {
      const post = buildBlogPost({ title: `Cross-instance notes ${run}`, slug: `cross-instance-${run}` })
      const session = { cookie: `session=${encodeURIComponent(token)}` }
      // B has the list page, the JSON list, the search answer and the share image cached before the write.
      expect((await call(b.url, '/blog')).text).not.toContain(post.title)
      expect((await call(b.url, '/api/blog-posts')).text).not.toContain(post.slug)
      expect((await call(b.url, `/api/search?q=${encodeURIComponent(post.title)}`)).text).not.toContain(
        post.slug,
      )

      const created = await call(a.url, '/api/admin/blog-posts', { method: 'POST', token, json: post })
      expect(created.status).toBe(201)
      const id = (created.json() as { id: number }).id
      // The owner's requests are read from the database every time: the next one to B has it.
      expect((await call(b.url, '/api/blog-posts', { headers: session })).text).toContain(post.slug)
      expect((await call(b.url, '/blog', { headers: session })).text).toContain(post.title)
      // B's caches drop the old answers when A's NOTIFY reaches it: the write answered after sending
      // it, so this is the delivery time (well under a millisecond on an idle machine).
      const lag = await settles(async () => {
        const [list, page, json, search] = await Promise.all([
          call(b.url, '/blog'),
          call(b.url, `/blog/${post.slug}`),
          call(b.url, '/api/blog-posts'),
          call(b.url, `/api/search?q=${encodeURIComponent(post.title)}`),
        ])
        return (
          list.text.includes(post.title) &&
          page.text.includes(post.title) &&
          json.text.includes(post.slug) &&
          search.text.includes(post.slug)
        )
      })
      expect(lag).toBeLessThan(2_000)

      const image = await fetch(`${b.url}/og/${post.slug}.png`)
      expect(image.status).toBe(200)
      const before = Buffer.from(await image.arrayBuffer())
      const renamed = `Renamed on A ${run}`
      const updated = await call(a.url, `/api/admin/blog-posts/${id}`, {
        method: 'PATCH',
        token,
        json: { title: renamed },
      })
      expect(updated.status).toBe(200)
      expect((await call(b.url, `/blog/${post.slug}`, { headers: session })).text).toContain(renamed)
      const renameLag = await settles(async () => {
        const [page, card] = await Promise.all([
          call(b.url, `/blog/${post.slug}`),
          fetch(`${b.url}/og/${post.slug}.png`).then(async (response) =>
            Buffer.from(await response.arrayBuffer()),
          ),
        ])
        return page.text.includes(renamed) && !card.equals(before)
      })
      expect(renameLag).toBeLessThan(2_000)
      for (let round = 0; round < 2; round++) {
        expect((await requestThrough(proxy, `/blog/${post.slug}`)).text).toContain(renamed)
      }
      console.info(
        `another instance's cached pages and JSON reads followed a write after ${lag} ms, a rename after ${renameLag} ms`,
      )
    })

    it('takes an image as large as the site accepts through nginx and serves it from both instances', async () => {
      // Stored without compression: a PNG just under the 5 MB upload limit, which client_max_body_size
      // must let through (a flat colour, so the site encodes its variants quickly).
      const side = 1250
      const png = await sharp({ create: { width: side, height: side, channels: 3, background: '#0f766e' } })
        .png({ compressionLevel: 0 })
        .toBuffer()
      expect(png.length).toBeGreaterThan(4_500_000)
      expect(png.length).toBeLessThan(5 * 1024 * 1024)
      const stored = await requestThrough(proxy, '/api/admin/uploads', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'image/png',
          'x-file-name': 'noise.png',
        },
        body: png,
      })
      expect(stored.status).toBe(201)
      const { url } = JSON.parse(stored.text) as { url: string }
      for (const target of [a.url, b.url]) {
        const response = await fetch(`${target}${url}`)
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toMatch(/^image\//)
      }
      expect((await requestThrough(proxy, url)).status).toBe(200)
    }, 30_000)

    it('counts failed sign-ins from one address across both instances, and the proxy decides the address', async () => {
      // Direct requests stand in for the proxy: an address in X-Forwarded-For, alternating instances.
      const visitor = { 'x-forwarded-for': '203.0.113.9' }
      const wrong = { username: adminCredentials.username, password: 'not the password' }
      const statuses: number[] = []
      for (let attempt = 0; attempt < 7; attempt++) {
        const target = attempt % 2 === 0 ? a : b
        statuses.push(
          (await call(target.url, '/api/admin/login', { method: 'POST', json: wrong, headers: visitor }))
            .status,
        )
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429])

      // Through nginx a client cannot choose its address: a new X-Forwarded-For each time changes nothing.
      const proxied: number[] = []
      for (let attempt = 0; attempt < 6; attempt++) {
        const response = await requestThrough(proxy, '/api/admin/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${attempt + 1}` },
          body: JSON.stringify(wrong),
        })
        proxied.push(response.status)
      }
      expect(proxied).toEqual([401, 401, 401, 401, 401, 429])
    })

    it('holds the contact form’s hourly limit across both instances', async () => {
      const visitor = { 'x-forwarded-for': '203.0.113.44' }
      const statuses: number[] = []
      for (let n = 0; n < 7; n++) {
        const target = n % 2 === 0 ? a : b
        // The form token comes from the other instance: both sign with the same secret.
        const response = await call(target.url, '/api/contact', {
          method: 'POST',
          headers: visitor,
          json: {
            name: 'Limit Tester',
            email: `limit-${run}-${n}@example.org`,
            subject: 'Limits',
            message: 'Counting submissions across instances.',
            website: '',
            formToken: await formToken((target === a ? b : a).url),
          },
        })
        statuses.push(response.status)
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429])
    })

    it('sends each queued email exactly once while both instances run their outbox worker', async () => {
      const submissions = 8
      await Promise.all(
        Array.from({ length: submissions }, async (_, n) => {
          const target = n % 2 === 0 ? a : b
          const response = await call(target.url, '/api/contact', {
            method: 'POST',
            headers: { 'x-forwarded-for': `192.0.2.${n + 1}` },
            json: {
              name: `Outbox Tester ${n}`,
              email: `outbox-${run}-${n}@example.org`,
              subject: 'Exactly once',
              message: 'One notification for the owner, please.',
              website: '',
              formToken: await formToken(target.url),
            },
          })
          expect(response.status).toBe(201)
        }),
      )
      // And a backlog both workers find on the same poll.
      const backlog = 40
      await db.db
        .insertInto('outbox')
        .values(
          Array.from({ length: backlog }, (_, n) =>
            buildQueuedEmail({
              kind: 'newsletter-test',
              toAddress: `reader-${run}-${n}@example.org`,
              subject: `Backlog ${n}`,
            }),
          ),
        )
        .execute()

      const notices = () =>
        smtp.messages.filter(
          (email) => email.to.includes(ownerEmail) && /^outbox-/.test(email.header('reply-to') ?? ''),
        )
      const readers = () =>
        smtp.messages.filter((email) => email.to.some((to) => to.startsWith(`reader-${run}-`)))
      const deadline = Date.now() + 20_000
      while ((notices().length < submissions || readers().length < backlog) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      // Several more polls of both workers: anything sent twice would arrive now.
      await new Promise((resolve) => setTimeout(resolve, 800))
      const replyTos = notices().map((email) => email.header('reply-to'))
      expect(replyTos).toHaveLength(submissions)
      expect(new Set(replyTos).size).toBe(submissions)
      const recipients = readers().map((email) => email.to.join(','))
      expect(recipients).toHaveLength(backlog)
      expect(new Set(recipients).size).toBe(backlog)
      const unsent = await db.db
        .selectFrom('outbox')
        .select('id')
        .where('status', '!=', 'sent')
        .where('toAddress', 'like', `%${run}%`)
        .execute()
      expect(unsent).toEqual([])
    }, 30_000)

    /** An order paid at the fake Stripe, and its signed `payment_intent.succeeded` event. */
    async function paidOrder(buyer: string) {
      const created = await call(a.url, '/api/create-payment-intent', {
        method: 'POST',
        json: { checkoutId: randomUUID(), metadata: { service: 'ai-strategy-sprint', tier: 'professional' } },
      })
      expect(created.status).toBe(200)
      const { orderId } = created.json() as { orderId: string }
      const intent = fake.intents.find(
        (candidate) => (candidate.metadata as Record<string, string>).orderId === orderId,
      )
      const payload = JSON.stringify({
        id: `evt_${randomUUID().replace(/-/g, '')}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        data: { object: { ...intent, status: 'succeeded', receipt_email: buyer } },
      })
      const signature = new Stripe('sk_test_fake').webhooks.generateTestHeaderString({
        payload,
        secret: webhookSecret,
      })
      const deliver = async (target: ServerProcess) => {
        const response = await fetch(`${target.url}/api/stripe/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        })
        return { status: response.status, body: await response.json() }
      }
      return { orderId, deliver }
    }

    /** One welcome email to the buyer, one notice to the owner, one paid order. */
    async function expectFulfilledOnce(orderId: string, buyer: string) {
      await smtp.waitFor((email) => email.to.includes(buyer))
      // Several polls of both outbox workers: a second email would arrive meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 600))
      expect(smtp.messages.filter((email) => email.to.includes(buyer))).toHaveLength(1)
      expect(
        smtp.messages.filter((email) => email.to.includes(ownerEmail) && email.text.includes(orderId)),
      ).toHaveLength(1)
      const orders = await db.db.selectFrom('orders').select('status').where('id', '=', orderId).execute()
      expect(orders).toEqual([{ status: 'paid' }])
    }

    it('changes nothing when a Stripe webhook delivered to one instance is replayed to the other', async () => {
      const buyer = `buyer-${run}@agency.example.gov`
      const { orderId, deliver } = await paidOrder(buyer)
      expect(await deliver(a)).toEqual({
        status: 200,
        body: { received: true, duplicate: false, orderStatus: 'paid' },
      })
      expect(await deliver(b)).toEqual({ status: 200, body: { received: true, duplicate: true } })
      await expectFulfilledOnce(orderId, buyer)
    })

    it('fulfils an order once when its webhook reaches both instances at the same moment', async () => {
      const buyer = `twice-${run}@agency.example.gov`
      const { orderId, deliver } = await paidOrder(buyer)
      const answers = await Promise.all([deliver(a), deliver(b), deliver(a), deliver(b)])
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
      expect(answers.filter((answer) => answer.body.duplicate === false)).toEqual([
        { status: 200, body: { received: true, duplicate: false, orderStatus: 'paid' } },
      ])
      await expectFulfilledOnce(orderId, buyer)
    })

    it('books a time once when 20 visitors ask for it at the same moment through both instances', async () => {
      const allDay = [{ start: '00:00', end: '24:00' }]
      const saved = await call(a.url, '/api/admin/booking/availability', {
        method: 'PUT',
        token,
        json: {
          timeZone: 'UTC',
          weeklyHours: Object.fromEntries(
            ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
              day,
              allDay,
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
      const start = new Date(Math.ceil((Date.now() + 2 * 86_400_000) / 1_800_000) * 1_800_000).toISOString()
      const formToken = ((await call(a.url, '/api/form-token?form=booking')).json() as { formToken: string })
        .formToken
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          call(index % 2 === 0 ? a.url : b.url, '/api/bookings', {
            method: 'POST',
            json: {
              website: '',
              formToken,
              meetingType: 'free-consult',
              start,
              timeZone: 'Europe/Paris',
              name: `Visitor ${index}`,
              email: `visitor.${run}.${index}@example.org`,
              topic: 'The same half hour',
            },
          }),
        ),
      )
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(19).fill(409)])
      for (const answer of answers.filter((each) => each.status === 409))
        expect(answer.json()).toMatchObject({
          message: 'That time was just taken. Please pick another one.',
          reason: 'taken',
        })
      const rows = await db.db.selectFrom('bookings').select('id').where('startAt', '=', start).execute()
      expect(rows).toHaveLength(1)
    })

    it('fails no request when an instance is stopped with SIGTERM mid-stream (a rolling restart)', async () => {
      type Outcome = { slug: string; startedAt: number; status: number | 'network' }
      const outcomes: Outcome[] = []
      let stopped = false
      let sequence = 0
      const client = async (clientId: number) => {
        while (!stopped) {
          const slug = `rolling-${run}-${clientId}-${sequence++}`
          const startedAt = performance.now()
          let status: Outcome['status']
          try {
            status = (
              await requestThrough(proxy, '/api/admin/blog-posts', {
                method: 'POST',
                headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
                body: JSON.stringify(buildBlogPost({ slug, title: `Rolling ${slug}` })),
              })
            ).status
          } catch {
            status = 'network'
          }
          outcomes.push({ slug, startedAt, status })
        }
      }
      const until = async (count: number, matching: (outcome: Outcome) => boolean) => {
        const deadline = Date.now() + 10_000
        while (outcomes.filter(matching).length < count && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
      }
      const streaming = Promise.all([0, 1, 2, 3].map((id) => client(id)))
      await until(20, () => true)
      // What `systemctl restart` does. nginx keeps idle keep-alive connections to the instance: it
      // answers what still arrives on them with `Connection: close` and closes the idle ones only a
      // second later, so no POST is written on a connection as it closes (server/shutdown.ts).
      b.child.kill('SIGTERM')
      const [code] = await b.exited
      const exitedAt = performance.now()
      await until(30, (o) => o.startedAt > exitedAt)
      stopped = true
      await streaming

      expect(code).toBe(0)
      expect(b.output()).toContain('"msg":"stopped"')
      expect(outcomes.filter((o) => o.status !== 201)).toEqual([])
      const slugs = outcomes.map((o) => o.slug)
      const stored = await db.db.selectFrom('blogPosts').select('slug').where('slug', 'in', slugs).execute()
      expect(stored).toHaveLength(slugs.length)
    }, 30_000)
  },
)

describe.skipIf(skipReason !== undefined)(
  `two instances started at the same moment on a fresh database${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let scratch: ScratchDatabase
    let db: AppDatabase
    let servers: ServerProcess[] = []
    let proxy: Nginx | undefined

    beforeAll(async () => {
      scratch = await createScratchDatabase()
      db = openDatabase({ dataDir: scratch.env.DATA_DIR, databaseUrl: scratch.env.DATABASE_URL })
    })

    afterAll(async () => {
      await proxy?.stop()
      for (const server of servers) server.child.kill('SIGKILL')
      await Promise.all(servers.map((server) => server.exited))
      await db?.destroy()
      await scratch?.drop()
    })

    it('migrates once, creates one owner and one signing secret, and seeds the demo content once', async () => {
      const env = {
        ...scratch.env,
        TRUST_PROXY: 'loopback',
        SEED_DEMO_CONTENT: 'true',
        FORM_MIN_FILL_MS: '0',
        FORM_LIMIT_MULTIPLIER: '10000',
        // No APP_SECRET and no owner password: each instance would generate its own.
        APP_SECRET: undefined,
        ADMIN_PASSWORD: undefined,
      }
      servers = await Promise.all([startServerProcess(env), startServerProcess(env)])

      for (const server of servers) {
        expect(errorLines(server.output())).toEqual([])
        expect((await call(server.url, '/readyz')).status).toBe(200)
      }
      const migrations = await sql<{ name: string; runs: string }>`
        select name, count(*) as runs from kysely_migration group by name order by name`.execute(db.db)
      expect(migrations.rows.length).toBeGreaterThanOrEqual(6)
      expect(migrations.rows.every((row) => Number(row.runs) === 1)).toBe(true)

      const owners = await db.db.selectFrom('adminUsers').select('username').execute()
      expect(owners).toEqual([{ username: adminCredentials.username }])
      const printed = servers.flatMap((server) => [...server.output().matchAll(/"firstPassword":"([^"]+)"/g)])
      expect(printed).toHaveLength(1)
      const password = printed[0]?.[1] as string
      for (const server of servers) {
        const login = await call(server.url, '/api/admin/login', {
          method: 'POST',
          json: { username: adminCredentials.username, password },
        })
        expect(login.status).toBe(200)
      }

      const count = async (table: 'blogPosts' | 'projects' | 'testimonials') =>
        Number(
          (
            await db.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        )
      expect({
        blogPosts: await count('blogPosts'),
        projects: await count('projects'),
        testimonials: await count('testimonials'),
      }).toEqual({
        blogPosts: demoBlogPosts.length,
        projects: demoProjects.length,
        testimonials: demoTestimonials.length,
      })
      const seededLogs = servers.filter((server) => server.output().includes('demo content seeded'))
      expect(seededLogs).toHaveLength(1)

      // No APP_SECRET given: both generated one, one was kept, and both sign with it.
      const [first, second] = servers as [ServerProcess, ServerProcess]
      const crossed = await call(second.url, '/api/contact', {
        method: 'POST',
        json: {
          name: 'Secret Tester',
          email: `secret-${run}@example.org`,
          subject: 'Signed elsewhere',
          message: 'A form token from the other instance.',
          website: '',
          formToken: await formToken(first.url),
        },
      })
      expect(crossed.status).toBe(201)
    }, 60_000)

    it('keeps every acknowledged submission and keeps answering when one instance is killed mid-stream', async () => {
      expect(servers).toHaveLength(2)
      const [survivor, victim] = servers as [ServerProcess, ServerProcess]
      proxy = await startNginx(servers.map((server) => server.url.replace('http://', '')))
      const through = proxy
      const fields = { website: '', formToken: await formToken(survivor.url) }
      type Outcome = { email: string; startedAt: number; endedAt: number; status: number | 'network' }
      const outcomes: Outcome[] = []
      let killedAt = Number.POSITIVE_INFINITY
      let stopped = false
      let sequence = 0
      const client = async (clientId: number) => {
        while (!stopped) {
          const email = `kill-${run}-${clientId}-${sequence++}@example.org`
          const startedAt = performance.now()
          let status: Outcome['status']
          try {
            status = (
              await requestThrough(through, '/api/contact', {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({
                  name: 'Stream Tester',
                  email,
                  subject: 'Kill -9',
                  message: 'Is this message still here after one instance was killed?',
                  ...fields,
                }),
              })
            ).status
          } catch {
            status = 'network'
          }
          outcomes.push({ email, startedAt, endedAt: performance.now(), status })
        }
      }
      const clients = 4
      const streaming = Promise.all(Array.from({ length: clients }, (_, id) => client(id)))
      /** Waits (at most 10 s, however slow the machine) until `count` outcomes match. */
      const until = async (count: number, matching: (outcome: Outcome) => boolean) => {
        const deadline = Date.now() + 10_000
        while (outcomes.filter(matching).length < count && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20))
        }
      }
      // Both instances busy with the stream, then one of them dies.
      await until(40, (o) => o.status === 201)
      killedAt = performance.now()
      victim.child.kill('SIGKILL')
      const [, signal] = await victim.exited
      // The kernel tears the process down over some milliseconds: until then it may still take a request.
      const exitedAt = performance.now()
      expect(signal).toBe('SIGKILL')
      await until(60, (o) => o.startedAt > exitedAt)
      stopped = true
      await streaming

      const inFlightAtKill = outcomes.filter((o) => o.startedAt < exitedAt && o.endedAt > killedAt)
      const failed = outcomes.filter((o) => o.status === 'network' || o.status >= 500)
      const afterKill = outcomes.filter((o) => o.startedAt > exitedAt)
      // A failure is a POST the dead instance had received (nginx does not replay it elsewhere, since
      // it may have been written): only requests in flight while it died, never one sent after.
      expect(failed.filter((o) => !inFlightAtKill.includes(o))).toEqual([])
      expect(failed.length).toBeLessThanOrEqual(inFlightAtKill.length)
      // nginx went on answering from the other instance.
      expect(afterKill.length).toBeGreaterThanOrEqual(60)
      expect(afterKill.every((o) => o.status === 201)).toBe(true)
      expect(outcomes.every((o) => o.status === 201 || failed.includes(o))).toBe(true)

      const acknowledged = outcomes.filter((o) => o.status === 201).map((o) => o.email)
      expect(acknowledged.length).toBeGreaterThanOrEqual(100)
      const stored = new Set(
        (
          await db.db.selectFrom('contacts').select('email').where('email', 'like', `kill-${run}-%`).execute()
        ).map((row) => row.email),
      )
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([])
      console.info(
        `kill -9 stream: ${outcomes.length} requests, ${acknowledged.length} acknowledged and stored, ` +
          `${inFlightAtKill.length} in flight while the instance died (${Math.round(exitedAt - killedAt)} ms), ` +
          `${failed.length} of them failed (${failed.map((o) => o.status).join(', ') || 'none'}), ` +
          `${afterKill.length} sent after its exit, all 201`,
      )
    }, 30_000)
  },
)
