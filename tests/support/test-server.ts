import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { loadConfig } from '~/config.server.ts'
import { type AppRuntime, createRuntime } from '~/services/runtime.server.ts'
import { createApp } from '../../server/app.ts'
import { createHttpServer, listen } from '../../server/http-server.ts'
import { createLogger, type Logger } from '../../server/logger.ts'
import { adminCredentials } from './credentials.ts'
import { createScratchDatabase, type ScratchDatabase } from './databases.ts'
import { loadPageStack } from './pages.ts'

export { adminCredentials }

export type ApiResponse<T = unknown> = { status: number; headers: Headers; body: T; text: string }

export type TestServer = {
  url: string
  runtime: AppRuntime
  db: AppRuntime['database']['db']
  services: AppRuntime['services']
  /** The environment that points at this server's database, to start another instance on it. */
  databaseEnv: ScratchDatabase['env']
  /** Calls the API; a plain object body is sent as JSON. */
  request: <T = unknown>(
    path: string,
    init?: RequestInit & { json?: unknown; token?: string },
  ) => Promise<ApiResponse<T>>
  /** Signs in as the test owner and returns the bearer token. */
  login: () => Promise<string>
  close: () => Promise<void>
}

/**
 * The API server on a fresh database of the configured engine, listening on a free loopback port;
 * with `pages`, it serves the server-rendered pages too.
 */
type StartOptions = {
  pages?: boolean
  shareDatabaseWith?: TestServer
  logger?: Logger
  /** The services' clock (the booking rules' "now"); the real one when left out. */
  now?: () => Date
}

export async function startTestServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<TestServer> {
  // A second instance on the first one's database (left for the first one to drop).
  const scratch = options.shareDatabaseWith
    ? { env: options.shareDatabaseWith.databaseEnv, drop: async () => undefined }
    : await createScratchDatabase()
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO_CONTENT: 'false',
    // Every test posts from 127.0.0.1; the real form limits are tested on their own (FORM_LIMIT_MULTIPLIER: '1').
    FORM_LIMIT_MULTIPLIER: '1000',
    ...scratch.env,
    ...env,
  })
  const pages = options.pages ? await loadPageStack() : undefined
  const runtime = await (pages?.createRuntime ?? createRuntime)(config, options.logger, { now: options.now })
  await runtime.services.auth.ensureAdmin(adminCredentials)
  runtime.services.outbox.start()
  const app = (pages?.createApp ?? createApp)({
    runtime,
    logger: options.logger ?? createLogger('silent'),
    pageHandler: pages?.pageHandler(runtime),
    pageRoutes: pages?.routes,
  })
  const server = await listen(
    createHttpServer(app, { headersTimeoutMs: config.headersTimeoutMs }),
    0,
    '127.0.0.1',
  )
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const request: TestServer['request'] = async (path, init = {}) => {
    const { json, token, ...rest } = init
    const headers = new Headers(rest.headers)
    if (json !== undefined) headers.set('content-type', 'application/json')
    if (token) headers.set('authorization', `Bearer ${token}`)
    const response = await fetch(`${url}${path}`, {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    })
    const text = response.headers.get('content-type')?.startsWith('image/')
      ? ''
      : await response.clone().text()
    let body: unknown = text
    if (response.headers.get('content-type')?.includes('application/json')) body = JSON.parse(text)
    if (response.headers.get('content-type')?.startsWith('image/'))
      body = Buffer.from(await response.arrayBuffer())
    return { status: response.status, headers: response.headers, body: body as never, text }
  }

  return {
    url,
    runtime,
    db: runtime.database.db,
    services: runtime.services,
    databaseEnv: scratch.env,
    request,
    async login() {
      const response = await request<{ token: string }>('/api/admin/login', {
        method: 'POST',
        json: adminCredentials,
      })
      if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`)
      return response.body.token
    },
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await pages?.close()
      await runtime.close()
      await scratch.drop()
    },
  }
}

/** The server a test file (or describe block) shares, with the owner's token when started with `signIn`. */
export type SharedTestServer = TestServer & { readonly token: string }

/**
 * Starts a test server in beforeAll and closes it in afterAll, in the calling file or describe block.
 * `env` may be a function, read when the server starts, for values an earlier beforeAll produced
 * (a fake Stripe's port). The handle reads through to that server and may only be used in tests and
 * in hooks registered after this call.
 */
export function useTestServer(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: StartOptions & { signIn?: boolean } = {},
): SharedTestServer {
  const { signIn, ...startOptions } = options
  let started: { server: TestServer; token?: string } | undefined
  // Rendering pages loads the built page stack, slower than the API alone.
  beforeAll(
    async () => {
      started = { server: await startTestServer(typeof env === 'function' ? env() : env, startOptions) }
      if (signIn) started.token = await started.server.login()
    },
    startOptions.pages ? 120_000 : undefined,
  )
  afterAll(async () => {
    await started?.server.close()
    started = undefined
  })
  return new Proxy({} as SharedTestServer, {
    get(_, property) {
      if (!started) {
        throw new Error(
          `useTestServer: read "${String(property)}" while no server is running; it starts in beforeAll`,
        )
      }
      if (property !== 'token') return Reflect.get(started.server, property)
      if (started.token === undefined) throw new Error('useTestServer: a token needs { signIn: true }')
      return started.token
    },
  })
}
