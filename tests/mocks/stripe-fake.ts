import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A form value as the stripe SDK encodes it: `metadata[tier]=x` becomes { metadata: { tier: 'x' } }. */
export type FormValue = string | { [key: string]: FormValue }
export type FormBody = { [key: string]: FormValue }

export type RecordedStripeRequest = {
  method: string
  path: string
  body: FormBody
  idempotencyKey: string | undefined
  authorization: string | undefined
}

export type FailureMode = {
  status?: number
  /** Real Stripe marks most 500s as not worth retrying; `true` lets the SDK retry. */
  retryable?: boolean
}

export type FakePaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded'

/** A payment intent as the fake keeps it and answers it. */
export type FakePaymentIntent = {
  id: string
  object: 'payment_intent'
  amount: number
  currency: FormValue | undefined
  description: FormValue | null
  status: FakePaymentIntentStatus
  client_secret: string
  metadata: FormValue
  livemode: false
  created: number
}

export type StripeFake = {
  port: number
  /** Environment for startTestServer: points the app's Stripe client at this fake. */
  env: Record<string, string>
  requests: RecordedStripeRequest[]
  /** Every later request fails with this status (500 unless told) until `succeed()`. */
  fail: (mode?: FailureMode) => void
  succeed: () => void
  /** Every payment intent created so far, oldest first. */
  intents: FakePaymentIntent[]
  /** What Stripe would report after the browser confirmed (or failed to confirm) a payment. */
  setIntentStatus: (id: string, status: FakePaymentIntentStatus) => void
  reset: () => void
  close: () => Promise<void>
}

/** Parses a form-encoded body, nesting bracketed keys (`a[b][c]=v`) into objects. */
export function parseFormBody(text: string): FormBody {
  const root: FormBody = {}
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const [head, ...rest] = rawKey.split('[').map((part) => part.replace(/\]$/, ''))
    const keys = [head ?? '', ...rest]
    let node: FormBody = root
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        node[key] = value
        return
      }
      const next = node[key]
      if (typeof next === 'object') {
        node = next
      } else {
        const child: FormBody = {}
        node[key] = child
        node = child
      }
    })
  }
  return root
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake', ...headers })
  res.end(JSON.stringify(body))
}

function sendNotFound(res: ServerResponse, message: string) {
  sendJson(res, 404, { error: { type: 'invalid_request_error', message } })
}

const intentPath = /^\/v1\/payment_intents\/([^/]+)$/

/**
 * A local stand-in for the Stripe API on 127.0.0.1 and a free port: create a payment intent
 * (`POST /v1/payment_intents`) and retrieve one (`GET /v1/payment_intents/:id`).
 */
export async function startStripeFake(): Promise<StripeFake> {
  const requests: RecordedStripeRequest[] = []
  const intents: FakePaymentIntent[] = []
  const byIdempotencyKey = new Map<string, FakePaymentIntent>()
  let failure: Required<FailureMode> | undefined

  const server: Server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? ''
    const body = parseFormBody(await readBody(req))
    const idempotencyKey = req.headers['idempotency-key']
    requests.push({
      method: req.method ?? '',
      path,
      body,
      idempotencyKey: Array.isArray(idempotencyKey) ? idempotencyKey[0] : idempotencyKey,
      authorization: req.headers.authorization,
    })

    const retrieved = req.method === 'GET' ? intentPath.exec(path) : null
    if (!retrieved && (req.method !== 'POST' || path !== '/v1/payment_intents')) {
      sendNotFound(res, `Unrecognized request URL (${req.method}: ${path})`)
      return
    }
    if (failure) {
      sendJson(
        res,
        failure.status,
        { error: { type: 'api_error', message: 'The fake Stripe API was told to fail.' } },
        { 'stripe-should-retry': String(failure.retryable) },
      )
      return
    }

    if (retrieved) {
      const id = decodeURIComponent(retrieved[1] ?? '')
      const intent = intents.find((candidate) => candidate.id === id)
      if (intent) sendJson(res, 200, intent)
      else sendNotFound(res, `No such payment_intent: '${id}'`)
      return
    }

    // Like Stripe, a repeated idempotency key answers the intent the first request created.
    const key = Array.isArray(idempotencyKey) ? idempotencyKey[0] : idempotencyKey
    const replayed = key ? byIdempotencyKey.get(key) : undefined
    if (replayed) {
      sendJson(res, 200, replayed)
      return
    }
    const id = `pi_${randomBytes(12).toString('hex')}`
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount: Number(body.amount),
      currency: body.currency,
      description: body.description ?? null,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      metadata: typeof body.metadata === 'object' ? body.metadata : {},
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    }
    intents.push(intent)
    if (key) byIdempotencyKey.set(key, intent)
    sendJson(res, 200, intent)
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    port,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    requests,
    fail(mode = {}) {
      failure = { status: mode.status ?? 500, retryable: mode.retryable ?? false }
    },
    succeed() {
      failure = undefined
    },
    intents,
    setIntentStatus(id, status) {
      const intent = intents.find((candidate) => candidate.id === id)
      if (!intent) throw new Error(`The Stripe fake has no payment intent ${id}`)
      intent.status = status
    },
    reset() {
      failure = undefined
      requests.length = 0
      intents.length = 0
      byIdempotencyKey.clear()
    },
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
