import { once } from 'node:events'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '~/config.server.ts'
import { pageBodyLimits, urlencodedProblem } from '../../server/middleware/page-bodies.ts'
import { createScratchDatabase, type ScratchDatabase } from '../support/databases.ts'
import { asSubmitted } from '../support/forms.ts'
import { hasProductionBuild, type ServerProcess, startServerProcess } from '../support/server-process.ts'
import { useTestServer } from '../support/test-server.ts'

/** A raw TCP connection to the server, collecting everything it answers. */
async function connect(url: string) {
  const { hostname, port } = new URL(url)
  const socket = net.connect(Number(port), hostname)
  await once(socket, 'connect')
  let received = ''
  socket.setEncoding('latin1')
  socket.on('data', (chunk: string) => {
    received += chunk
  })
  const closed = once(socket, 'close').then(() => Date.now())
  return { socket, closed, received: () => received }
}

async function until(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const responsesIn = (text: string) => text.match(/HTTP\/1\.1 \d{3}/g) ?? []

describe('slow headers (HEADERS_TIMEOUT_MS)', () => {
  const headersTimeoutMs = 1000
  const server = useTestServer({ HEADERS_TIMEOUT_MS: String(headersTimeoutMs) })

  it('answers 408 and closes a connection whose headers do not arrive in time', async () => {
    const connection = await connect(server.url)
    const started = Date.now()
    connection.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ')

    const closedAt = await connection.closed
    const elapsed = closedAt - started
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408/)
    // The timeout plus Node's check interval (1 s), with room for a loaded machine.
    expect(elapsed).toBeGreaterThanOrEqual(headersTimeoutMs - 50)
    expect(elapsed).toBeLessThan(headersTimeoutMs + 1000 + 1500)
  })

  it('also closes a connection that never finishes its request line', async () => {
    const connection = await connect(server.url)
    const started = Date.now()
    connection.socket.write('GET /heal')

    const elapsed = (await connection.closed) - started
    expect(elapsed).toBeLessThan(headersTimeoutMs + 1000 + 1500)
  })

  it('keeps an idle keep-alive connection open well past the header timeout (Node 18+ semantics)', async () => {
    const connection = await connect(server.url)
    let closed = false
    void connection.closed.then(() => {
      closed = true
    })
    const request = 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n'
    connection.socket.write(request)
    await until(() => connection.received().includes('"status":"ok"'))

    // Idle for three header timeouts plus two check intervals.
    await new Promise((resolve) => setTimeout(resolve, 3 * headersTimeoutMs + 2000))
    expect(closed).toBe(false)
    connection.socket.write(request)
    await until(() => responsesIn(connection.received()).length === 2)

    expect(responsesIn(connection.received())).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200'])
    connection.socket.destroy()
  }, 15_000)

  it('defaults to 15 s and refuses values outside 1–60 s', () => {
    expect(loadConfig({}).headersTimeoutMs).toBe(15_000)
    expect(loadConfig({ HEADERS_TIMEOUT_MS: '20000' }).headersTimeoutMs).toBe(20_000)
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '500' })).toThrow(/HEADERS_TIMEOUT_MS/)
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '70000' })).toThrow(/HEADERS_TIMEOUT_MS/)
  })
})

// Needs `npm run build` (or BUILD_DIR): the real `node index.js` reads HEADERS_TIMEOUT_MS too.
describe.skipIf(!hasProductionBuild)('slow headers against `node index.js`', () => {
  let scratch: ScratchDatabase
  let server: ServerProcess
  beforeAll(async () => {
    scratch = await createScratchDatabase()
    server = await startServerProcess({ ...scratch.env, HEADERS_TIMEOUT_MS: '1000' })
  }, 60_000)
  afterAll(async () => {
    server?.child.kill('SIGTERM')
    await server?.exited
    await scratch?.drop()
  })

  it('answers 408 and closes within the configured bound', async () => {
    const connection = await connect(server.url)
    const started = Date.now()
    connection.socket.write('POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\n')

    const elapsed = (await connection.closed) - started
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408/)
    expect(elapsed).toBeLessThan(1000 + 1000 + 1500)
  })
})

describe('urlencodedProblem', () => {
  it('accepts flat forms up to the parameter limit', () => {
    const fields = Array.from({ length: pageBodyLimits.maxParameters }, (_, index) => `f${index}=x`)
    expect(urlencodedProblem(fields.join('&'))).toBeUndefined()
    expect(urlencodedProblem('')).toBeUndefined()
    expect(urlencodedProblem('a[b][c][d][e]=1')).toBeUndefined()
  })

  it('refuses one parameter more with 413, and deep nesting (also percent-encoded) with 400', () => {
    const fields = Array.from({ length: pageBodyLimits.maxParameters + 1 }, (_, index) => `f${index}=x`)
    expect(urlencodedProblem(fields.join('&'))?.status).toBe(413)
    expect(urlencodedProblem('a[b][c][d][e][f]=1')?.status).toBe(400)
    expect(urlencodedProblem('a%5Bb%5D%5Bc%5D%5Bd%5D%5Be%5D%5Bf%5D=1')?.status).toBe(400)
  })
})

describe('form bodies posted to pages', () => {
  const server = useTestServer({}, { pages: true })

  const contacts = async () =>
    Number(
      (
        await server.db
          .selectFrom('contacts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  const contactFields = (email: string) =>
    asSubmitted(server, 'contact', { name: 'Dana Reyes', email, subject: 'Hello', message: 'Can we talk?' })

  const postContact = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, ...headers },
      body,
      duplex: 'half',
    } as RequestInit)

  it('passes an ordinary form post through to the page, which stores it', async () => {
    const before = await contacts()
    const response = await postContact(new URLSearchParams(contactFields('dana@example.com')))

    expect(response.status).toBe(200)
    expect(await contacts()).toBe(before + 1)
  })

  it('answers 413 to 2,000 fields and stores nothing', async () => {
    const before = await contacts()
    const body = new URLSearchParams(contactFields('many@example.com'))
    for (let index = 0; index < 2000; index += 1) body.append(`extra${index}`, 'x')

    const response = await postContact(body)

    expect(response.status).toBe(413)
    expect(await response.text()).toBe('Too many form fields (the limit is 500)')
    expect(await contacts()).toBe(before)
  })

  it('answers 400 to deeply nested field names and stores nothing', async () => {
    const before = await contacts()
    const body = new URLSearchParams(contactFields('deep@example.com'))
    body.append(`a${'[x]'.repeat(40)}`, '1')

    const response = await postContact(body)

    expect(response.status).toBe(400)
    expect(await response.text()).toBe('Form field names nest too deeply (the limit is 4)')
    expect(await contacts()).toBe(before)
  })

  it('answers 413 to a body over 1 MB, declared or streamed without a length', async () => {
    const before = await contacts()
    const fields = contactFields('big@example.com')
    const big = new URLSearchParams({ ...fields, message: 'x'.repeat(1100 * 1024) }).toString()

    const declared = await postContact(big)
    expect(declared.status).toBe(413)
    expect(await declared.text()).toBe('Request body is too large (the limit is 1024 KB)')

    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode(`${new URLSearchParams(fields)}&pad=`))
        if (sent > 2 * 1024 * 1024) return controller.close()
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    const streamed = await postContact(stream as unknown as BodyInit).catch((error: unknown) => error)
    // The server answers once the limit is passed and closes; the client may see the answer or the close.
    if (streamed instanceof Response) expect(streamed.status).toBe(413)
    else expect(String((streamed as Error).cause ?? streamed)).toMatch(/socket|closed|reset|terminated/i)
    expect(await contacts()).toBe(before)
  })
})
