import { readFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { contentTypes } from '~/content-types/index.ts'
import routeConfig from '~/routes.ts'
import { apiRoutes } from '../../server/api/routes.ts'
import { maxJsonDepth } from '../../server/middleware/storable-text.ts'
import { projectRoot } from '../support/project-commands.ts'
import { type TestServer, useTestServer } from '../support/test-server.ts'

/** One raw HTTP exchange: what a client that is not a browser can send. */
function rawRequest(url: string, text: string): Promise<string> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(text))
    let received = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => {
      received += chunk
    })
    socket.on('error', reject)
    socket.on('close', () => resolve(received))
  })
}

const statusOf = (response: string) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(response)?.[1])

async function tableCounts(server: TestServer) {
  const tables = [
    'contacts',
    'demoRequests',
    'newsletterSubscriptions',
    'newsletterIssues',
    'blogPosts',
    'projects',
    'testimonials',
    'uploads',
  ] as const
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const row = await server.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    counts[table] = Number(row.n)
  }
  return counts
}

describe('requests no part of the site can answer', () => {
  const server = useTestServer({}, { pages: true })

  it('answers 400 to a Host that is not a host name, an empty one, and HTTP/1.0 without one', async () => {
    for (const host of ['a b', '', 'evil.example/<script>', 'a"b']) {
      const response = await rawRequest(
        server.url,
        `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      )
      expect(statusOf(response), `Host: ${host}`).toBe(400)
      expect(response).toMatch(
        /Bad request: (a Host header is required|the Host header is not a valid host name)/,
      )
    }
    const noHost = await rawRequest(server.url, 'GET / HTTP/1.0\r\n\r\n')
    expect(statusOf(noHost)).toBe(400)
    expect(noHost).toContain('Bad request: a Host header is required')
  })

  it('never lets a Host into the feeds or the page links unless it is a host name', async () => {
    for (const pathname of ['/rss.xml', '/sitemap.xml', '/feed.json', '/blog']) {
      const hostile = await rawRequest(
        server.url,
        `GET ${pathname} HTTP/1.1\r\nHost: evil.example"><script>alert(1)</script>\r\nConnection: close\r\n\r\n`,
      )
      expect(statusOf(hostile), pathname).toBe(400)
      expect(hostile).not.toContain('<script>')
    }
    const rss = await rawRequest(
      server.url,
      'GET /rss.xml HTTP/1.1\r\nHost: news.example:8080\r\nConnection: close\r\n\r\n',
    )
    expect(statusOf(rss)).toBe(200)
    expect(rss).toContain('<link>http://news.example:8080/blog</link>')
    const page = await rawRequest(
      server.url,
      'GET /blog HTTP/1.1\r\nHost: news.example:8080\r\nConnection: close\r\n\r\n',
    )
    expect(page).toContain('href="http://news.example:8080/blog"')
  })

  it('answers 405 to TRACE and to methods it does not know, saying which it allows', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'LINK']) {
      const response = await rawRequest(
        server.url,
        `${method} / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      )
      expect(statusOf(response), method).toBe(405)
      expect(response).toMatch(/Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS/i)
    }
  })

  it('leaves methods HTTP itself does not know to Node, which answers 400', async () => {
    const response = await rawRequest(
      server.url,
      'TRACK / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    )
    expect(statusOf(response)).toBe(400)
  })

  it('still serves a host name with a port, an address, and a bracketed IPv6 address', async () => {
    for (const host of ['localhost:3000', '127.0.0.1', '[::1]:8080', 'www.example.com']) {
      const response = await rawRequest(
        server.url,
        `GET /healthz HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      )
      expect(statusOf(response), host).toBe(200)
    }
  })
})

describe('ALLOWED_HOSTS', () => {
  const server = useTestServer({ ALLOWED_HOSTS: 'example.com, www.example.com:8443' }, { pages: true })

  const get = (pathname: string, host: string) =>
    rawRequest(server.url, `GET ${pathname} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)

  it('answers only the configured hosts, and health checks by address', async () => {
    const allowed = await get('/', 'example.com')
    expect(statusOf(allowed), allowed.slice(0, 300)).toBe(200)
    expect(statusOf(await get('/', 'example.com:443'))).toBe(200)
    expect(statusOf(await get('/', 'www.example.com:8443'))).toBe(200)
    const other = await get('/', 'attacker.example')
    expect(statusOf(other)).toBe(400)
    expect(other).toContain('this server does not answer for that host')
    expect(statusOf(await get('/rss.xml', 'attacker.example'))).toBe(400)
    expect(statusOf(await get('/healthz', '10.0.0.7:3000'))).toBe(200)
  })
})

describe('JSON nested thousands of levels deep', () => {
  const server = useTestServer({}, { signIn: true })

  const deepArray = `${'['.repeat(5000)}${']'.repeat(5000)}`
  const deepObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`
  const jsonWrites = apiRoutes.filter(
    ([method, route]) =>
      ['post', 'put', 'patch'].includes(method) && route !== '/stripe/webhook' && route !== '/admin/uploads',
  )

  it('answers 400 with what is wrong on every JSON write endpoint, and stores nothing', async () => {
    expect(jsonWrites.length).toBeGreaterThanOrEqual(17)
    const before = await tableCounts(server)
    for (const [method, route] of jsonWrites) {
      const url = `/api${route.replace(':kind', 'contact').replace(':id', '1')}`
      for (const body of [deepArray, deepObject]) {
        const response = await server.request<{ message: string }>(url, {
          method: method.toUpperCase(),
          token: server.token,
          headers: { 'content-type': 'application/json' },
          body,
        })
        expect(response.status, `${method} ${url}`).toBeGreaterThanOrEqual(400)
        expect(response.status, `${method} ${url}`).toBeLessThan(500)
        if (body === deepObject && response.status === 400) {
          expect(response.body.message, `${method} ${url}`).toMatch(
            new RegExp(
              `nests too deeply \\(the limit is ${maxJsonDepth} levels\\)|Expected|Invalid|Required`,
            ),
          )
        }
      }
    }
    const nested = await server.request<{ message: string }>('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deepObject,
    })
    expect(nested.status).toBe(400)
    expect(nested.body.message).toContain('nests too deeply')
    expect(await tableCounts(server)).toEqual(before)
  })
})

describe('an image too tall to store', () => {
  const server = useTestServer()

  it('is refused with 400 saying its size and the limit, and nothing is stored', async () => {
    const token = await server.login()
    const tall = await sharp({ create: { width: 1000, height: 20000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer()
    const before = await tableCounts(server)
    const response = await server.request<{ message: string }>('/api/admin/uploads', {
      method: 'POST',
      token,
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(tall),
    })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe(
      'The image is too large: it is 1,000 × 20,000 pixels, and images may be at most 10,000 pixels on each side and 40 megapixels',
    )
    expect(await tableCounts(server)).toEqual(before)
  })
})

type RouteEntry = { path?: string; file: string; index?: boolean; children?: RouteEntry[] }

/** Every page path whose route module has an action, with its parameters filled in. */
function pagesWithActions(): string[] {
  const found: string[] = []
  const visit = (entries: RouteEntry[]) => {
    for (const entry of entries) {
      if (entry.children) visit(entry.children)
      if (entry.path === undefined || entry.path === '*') continue
      const source = readFileSync(path.join(projectRoot, 'app', entry.file), 'utf8')
      if (!/export (async )?function action\b/.test(source)) continue
      const filled = entry.path
        .replace(':kind', 'contact')
        .replace(':id', '1')
        .replace(':slug?', '')
        .replace(/\/$/, '')
      // One route serves every content type's admin page.
      const paths = filled.includes(':contentType')
        ? contentTypes.map((type) => filled.replace(':contentType', type.admin.path))
        : [filled]
      found.push(...paths.map((pagePath) => `/${pagePath}`))
    }
  }
  visit(routeConfig as RouteEntry[])
  return found
}

describe('page actions sent something other than a form', () => {
  const server = useTestServer({}, { pages: true })
  let cookie: string
  beforeAll(async () => {
    cookie = `session=${await server.login()}`
  })

  const actions = pagesWithActions()
  const hostile: { name: string; type: string; body: string; status: number; message: RegExp }[] = [
    { name: 'JSON', type: 'application/json', body: '{"name":"x"}', status: 415, message: /must be sent as/ },
    {
      name: 'an unterminated multipart body',
      type: 'multipart/form-data; boundary=XX',
      body: '--XX\r\nContent-Disposition: form-data; name="a"\r\n\r\nhello',
      status: 400,
      message: /could not be read/,
    },
    {
      name: 'multipart without a boundary',
      type: 'multipart/form-data',
      body: 'x',
      status: 400,
      message: /no boundary/,
    },
  ]

  it('finds the public and admin pages with actions', () => {
    for (const page of [
      '/contact',
      '/blog',
      '/demo-request',
      '/admin/login',
      '/admin/blog-posts',
      '/admin/settings',
    ]) {
      expect(actions).toContain(page)
    }
  })

  it('answers each with a 4xx that says what is wrong, and stores nothing', async () => {
    const before = await tableCounts(server)
    for (const page of actions) {
      for (const { name, type, body, status, message } of hostile) {
        const response = await fetch(`${server.url}${page}`, {
          method: 'POST',
          headers: { 'content-type': type, origin: server.url, cookie },
          body,
          redirect: 'manual',
        })
        expect(response.status, `${page}: ${name}`).toBe(status)
        expect(await response.text(), `${page}: ${name}`).toMatch(message)
      }
    }
    expect(await tableCounts(server)).toEqual(before)
  })
})
