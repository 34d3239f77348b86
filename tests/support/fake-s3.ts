import { createHash, createHmac } from 'node:crypto'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeObject = {
  body: Buffer
  contentType: string | undefined
  cacheControl: string | undefined
  etag: string
  lastModified: Date
}

export type FakeS3 = {
  /** The endpoint to give S3_ENDPOINT (path-style: http://127.0.0.1:<port>/<bucket>/<key>). */
  url: string
  env: Record<string, string>
  /** The bucket's objects by key. */
  objects: Map<string, FakeObject>
  /** Every request answered: method, key and status. */
  requests: { method: string; key: string; status: number }[]
  /** Stops listening (connections refused) until `resume`. */
  stop: () => Promise<void>
  resume: () => Promise<void>
  close: () => Promise<void>
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()

function rfc3986(value: string) {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}

/**
 * Checks an AWS Signature Version 4 `Authorization` header the way S3 does: the access key, then the
 * signature recomputed from the canonical request with the secret. Answers the S3 error code, or null.
 */
function signatureProblem(
  req: IncomingMessage,
  body: Buffer,
  credentials: { accessKeyId: string; secretAccessKey: string },
): string | null {
  const header = req.headers.authorization ?? ''
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      header,
    )
  if (!match) return 'AccessDenied'
  const [, accessKeyId, day = '', region = '', signedHeaders = '', signature] = match
  if (accessKeyId !== credentials.accessKeyId) return 'InvalidAccessKeyId'
  const amzDate = String(req.headers['x-amz-date'] ?? '')
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '')
  if (!amzDate.startsWith(day) || !payloadHash) return 'AccessDenied'
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch'

  const url = new URL(req.url ?? '/', 'http://fake')
  const query = [...url.searchParams.entries()]
    .map(([key, value]) => [rfc3986(key), rfc3986(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&')
  const names = signedHeaders.split(';')
  if (!names.includes('host')) return 'AccessDenied'
  const canonicalHeaders = names
    .map((name) => {
      const value = req.headers[name]
      return `${name}:${String(Array.isArray(value) ? value.join(',') : (value ?? ''))
        .trim()
        .replace(/\s+/g, ' ')}\n`
    })
    .join('')
  const canonicalRequest = [
    req.method,
    url.pathname,
    query,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n')
  const scope = `${day}/${region}/s3/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n')
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region), 's3'), 'aws4_request')
  const expected = createHmac('sha256', key).update(stringToSign).digest('hex')
  return expected === signature ? null : 'SignatureDoesNotMatch'
}

function parseRange(header: string, size: number): { start: number; end: number } | null | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header)
  if (!match || (match[1] === '' && match[2] === '')) return null
  let start: number
  let end: number
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]))
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  }
  return start > end || start >= size ? null : { start, end }
}

/**
 * A path-style S3 endpoint on 127.0.0.1 holding one bucket in memory: PutObject, GetObject (ranges,
 * If-None-Match), HeadObject and DeleteObject, each refused unless SigV4-signed with the given key.
 */
export async function startFakeS3(
  options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string; region?: string } = {},
): Promise<FakeS3> {
  const bucket = options.bucket ?? 'site-uploads'
  const credentials = {
    accessKeyId: options.accessKeyId ?? 'FAKEACCESSKEY',
    secretAccessKey: options.secretAccessKey ?? 'fake-secret-access-key',
  }
  const objects = new Map<string, FakeObject>()
  const requests: FakeS3['requests'] = []

  function answer(res: ServerResponse, key: string, method: string, status: number, code?: string) {
    requests.push({ method, key, status })
    res.statusCode = status
    if (!code || method === 'HEAD') {
      res.end()
      return
    }
    res.setHeader('Content-Type', 'application/xml')
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
    )
  }

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const method = req.method ?? 'GET'
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://fake').pathname)
    const [, bucketName = '', ...rest] = pathname.split('/')
    const key = rest.join('/')
    const problem = signatureProblem(req, body, credentials)
    if (problem) return answer(res, key, method, 403, problem)
    if (bucketName !== bucket) return answer(res, key, method, 404, 'NoSuchBucket')
    if (req.headers['content-encoding']?.includes('aws-chunked'))
      return answer(res, key, method, 501, 'NotImplemented')

    if (method === 'PUT') {
      const etag = `"${createHash('md5').update(body).digest('hex')}"`
      objects.set(key, {
        body,
        contentType: req.headers['content-type'],
        cacheControl: req.headers['cache-control'],
        etag,
        lastModified: new Date(Math.floor(Date.now() / 1000) * 1000),
      })
      res.setHeader('ETag', etag)
      return answer(res, key, method, 200)
    }
    if (method === 'DELETE') {
      objects.delete(key)
      return answer(res, key, method, 204)
    }
    if (method !== 'GET' && method !== 'HEAD') return answer(res, key, method, 405, 'MethodNotAllowed')
    const object = objects.get(key)
    if (!object) return answer(res, key, method, 404, 'NoSuchKey')
    res.setHeader('ETag', object.etag)
    res.setHeader('Last-Modified', object.lastModified.toUTCString())
    res.setHeader('Accept-Ranges', 'bytes')
    if (object.cacheControl) res.setHeader('Cache-Control', object.cacheControl)
    if (req.headers['if-none-match'] === object.etag) return answer(res, key, method, 304)
    if (object.contentType) res.setHeader('Content-Type', object.contentType)
    let content = object.body
    let status = 200
    if (req.headers.range) {
      const range = parseRange(req.headers.range, object.body.byteLength)
      if (!range) {
        res.setHeader('Content-Range', `bytes */${object.body.byteLength}`)
        return answer(res, key, method, 416, 'InvalidRange')
      }
      content = object.body.subarray(range.start, range.end + 1)
      res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${object.body.byteLength}`)
      status = 206
    }
    res.setHeader('Content-Length', content.byteLength)
    requests.push({ method, key, status })
    res.statusCode = status
    res.end(method === 'HEAD' ? undefined : content)
  })

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve((server.address() as AddressInfo).port)
      })
    })
  const port = await listen(0)
  const stop = async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: options.region ?? 'us-east-1',
      S3_ENDPOINT: url,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    objects,
    requests,
    stop,
    resume: async () => {
      await listen(port)
    },
    close: async () => {
      if (server.listening) await stop()
    },
  }
}
