import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '~/config.server.ts'
import { buildBlogPost } from '../factories.ts'
import { testDialect } from '../support/databases.ts'
import { type FakeS3, startFakeS3 } from '../support/fake-s3.ts'
import { runNpmScript } from '../support/project-commands.ts'
import { startTestServer, type TestServer, useTestServer } from '../support/test-server.ts'

type Stored = { id: string; url: string; width: number; widths: number[]; message?: string }

let s3: FakeS3

beforeAll(async () => {
  s3 = await startFakeS3()
})

afterAll(async () => {
  await s3?.close()
})

const server = useTestServer(() => s3.env, { pages: true, signIn: true })

async function upload(width = 700, height = 400) {
  const image = await sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer()
  return server.request<Stored>('/api/admin/uploads', {
    method: 'POST',
    token: server.token,
    headers: { 'content-type': 'image/png', 'x-file-name': 'photo.png' },
    body: new Uint8Array(image),
  })
}

function keysOf(stored: Stored) {
  const base = stored.url.replace(/^\/uploads\//, 'uploads/').replace(/\.jpg$/, '')
  return [
    `${base}.jpg`,
    ...stored.widths.flatMap((width) => [`${base}-${width}.avif`, `${base}-${width}.webp`]),
  ].sort()
}

async function uploadRows() {
  return (await server.db.selectFrom('uploads').select('id').execute()).length
}

describe('uploads in an S3-compatible bucket (S3_BUCKET)', () => {
  let stored: Stored

  it('puts the image and every variant in the bucket, typed and cacheable, and nothing on disk', async () => {
    const response = await upload()
    expect(response.status).toBe(201)
    stored = response.body
    expect(stored.widths).toEqual([320, 640, 700])

    const keys = keysOf(stored)
    expect(keys.filter((key) => s3.objects.has(key))).toEqual(keys)
    expect(s3.objects.get(keys.find((key) => key.endsWith('.jpg'))!)?.contentType).toBe('image/jpeg')
    expect(s3.objects.get(keys.find((key) => key.endsWith('-640.avif'))!)?.contentType).toBe('image/avif')
    expect(s3.objects.get(keys.find((key) => key.endsWith('-320.webp'))!)?.contentType).toBe('image/webp')
    for (const key of keys)
      expect(s3.objects.get(key)?.cacheControl).toBe('public, max-age=31536000, immutable')
    // The fallback, which pages link, is the last object written.
    const puts = s3.requests.filter((request) => request.method === 'PUT').map((request) => request.key)
    expect(puts.at(-1)).toBe(`uploads/${path.basename(stored.url)}`)
    await expect(fs.readdir(path.join(server.runtime.config.dataDir, 'uploads'))).rejects.toThrow(/ENOENT/)
    expect(server.services.uploads.directory).toBeUndefined()
  })

  it('serves them from the bucket on a page and at /uploads, with ETag, 304 and ranges', async () => {
    const post = await server.services.blogPosts.create(
      buildBlogPost({ title: 'A header image kept in a bucket', imageUrl: stored.url }),
    )
    const html = await (await fetch(`${server.url}/blog/${post.slug}`)).text()
    const srcset = /<source type="image\/avif" srcSet="([^"]+)"/.exec(html)?.[1]
    expect(srcset).toContain(`${stored.url.replace(/\.jpg$/, '')}-640.avif 640w`)

    for (const key of keysOf(stored)) {
      const response = await fetch(`${server.url}/${key}`)
      expect(response.status, key).toBe(200)
      expect(Buffer.from(await response.arrayBuffer())).toEqual(s3.objects.get(key)?.body)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    }
    const fallback = await fetch(`${server.url}${stored.url}`)
    expect(fallback.headers.get('content-type')).toBe('image/jpeg')
    const etag = fallback.headers.get('etag')
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
    expect(fallback.headers.get('last-modified')).toBeTruthy()

    const revalidated = await fetch(`${server.url}${stored.url}`, { headers: { 'if-none-match': etag! } })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('etag')).toBe(etag)

    const whole = s3.objects.get(`uploads/${path.basename(stored.url)}`)!.body
    const partial = await fetch(`${server.url}${stored.url}`, { headers: { range: 'bytes=0-99' } })
    expect(partial.status).toBe(206)
    expect(partial.headers.get('content-range')).toBe(`bytes 0-99/${whole.byteLength}`)
    expect(Buffer.from(await partial.arrayBuffer())).toEqual(whole.subarray(0, 100))
    const beyond = await fetch(`${server.url}${stored.url}`, { headers: { range: 'bytes=99999999-' } })
    expect(beyond.status).toBe(416)

    expect((await fetch(`${server.url}/uploads/00000000-0000-4000-8000-000000000000.jpg`)).status).toBe(404)
    const outside = await fetch(`${server.url}/uploads/..%2F..%2Fsecrets.txt`)
    expect(outside.status).toBe(404)
    expect(s3.requests.some((request) => request.key.includes('secrets'))).toBe(false)
  })

  it('removes the row and every object when the upload is deleted', async () => {
    const other = (await upload(400, 300)).body
    const rowsBefore = await uploadRows()
    const deleted = await server.request(`/api/admin/uploads/${stored.id}`, {
      method: 'DELETE',
      token: server.token,
    })
    expect(deleted.status).toBe(200)
    expect(keysOf(stored).filter((key) => s3.objects.has(key))).toEqual([])
    expect(keysOf(other).filter((key) => s3.objects.has(key))).toEqual(keysOf(other))
    expect(await uploadRows()).toBe(rowsBefore - 1)
    expect((await fetch(`${server.url}${stored.url}`)).status).toBe(404)

    const again = await server.request(`/api/admin/uploads/${stored.id}`, {
      method: 'DELETE',
      token: server.token,
    })
    expect(again.status).toBe(404)
    expect(
      (await server.request('/api/admin/uploads/not-an-id', { method: 'DELETE', token: server.token }))
        .status,
    ).toBe(404)
    expect((await server.request(`/api/admin/uploads/${other.id}`, { method: 'DELETE' })).status).toBe(401)
  })

  it('answers 503 and stores no row while the bucket is unreachable, and works again once it is back', async () => {
    const rows = await uploadRows()
    const objects = s3.objects.size
    await s3.stop()
    try {
      const refused = await upload()
      expect(refused.status).toBe(503)
      expect(refused.body.message).toMatch(/image store is unavailable.*nothing was saved/i)
      expect(await uploadRows()).toBe(rows)
      // Serving answers a clear 502 rather than hanging or a 500.
      const served = await fetch(`${server.url}/uploads/00000000-0000-4000-8000-000000000000.jpg`)
      expect(served.status).toBe(502)
    } finally {
      await s3.resume()
    }
    expect(s3.objects.size).toBe(objects)
    const retried = await upload()
    expect(retried.status).toBe(201)
    expect(await uploadRows()).toBe(rows + 1)
  }, 60_000)
})

describe('a bucket that refuses our signature', () => {
  let wrong: TestServer | undefined
  afterAll(async () => {
    await wrong?.close()
  })

  it('answers 503 and stores nothing when the secret key is wrong', async () => {
    wrong = await startTestServer({ ...s3.env, S3_SECRET_ACCESS_KEY: 'not-the-secret' })
    const before = s3.objects.size
    const login = await wrong.login()
    const image = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    const response = await wrong.request('/api/admin/uploads', {
      method: 'POST',
      token: login,
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(image),
    })
    expect(response.status).toBe(503)
    expect(s3.objects.size).toBe(before)
    expect(s3.requests.at(-1)?.status).toBe(403)
    expect((await wrong.db.selectFrom('uploads').select('id').execute()).length).toBe(0)
  })
})

describe('S3 configuration', () => {
  const base = { DATA_DIR: '/tmp/unused' }

  it('refuses a half-configured bucket at start with the variable to set', () => {
    expect(() =>
      loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-west-1' }),
    ).toThrow(/S3_BUCKET: required when S3_REGION, S3_ENDPOINT are set/)
    expect(() =>
      loadConfig({ ...base, S3_BUCKET: 'b', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'AK' }),
    ).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both/)
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b' })).toThrow(/S3_REGION: required/)
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/)
  })

  it('keeps uploads on disk without S3_BUCKET, and takes the SDK credentials chain without keys', () => {
    expect(loadConfig(base).s3).toBeUndefined()
    expect(loadConfig({ ...base, S3_BUCKET: 'b', S3_REGION: 'eu-west-1' }).s3).toEqual({
      bucket: 'b',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    })
  })
})

describe.skipIf(testDialect !== 'sqlite')('npm run backup with S3_BUCKET', () => {
  it('backs up the database and says the uploads are in the bucket, with the command to copy them', async () => {
    const target = await fs.mkdtemp(path.join(os.tmpdir(), 's3-backup-'))
    try {
      const { stdout } = await runNpmScript('backup', [target], {
        env: { ...s3.env, DATA_DIR: server.runtime.config.dataDir, DATABASE_URL: '' },
      })
      expect(stdout).toContain(`Backup written to ${target}`)
      expect(stdout).toContain('Uploads are kept in the bucket s3://site-uploads/uploads/')
      expect(stdout).toContain(
        `aws s3 sync --endpoint-url ${s3.url} s3://site-uploads/uploads/ ${target}/uploads/`,
      )
      expect((await fs.stat(path.join(target, 'site.db'))).size).toBeGreaterThan(0)

      const restoredDir = path.join(target, 'restored')
      const restored = await runNpmScript('restore', [target], {
        env: { ...s3.env, DATA_DIR: restoredDir, DATABASE_URL: '' },
      })
      expect(restored.stdout).toContain(`Restored ${target} into ${restoredDir}`)
      expect(restored.stdout).toContain(
        `aws s3 sync --endpoint-url ${s3.url} ${target}/uploads/ s3://site-uploads/uploads/`,
      )
    } finally {
      await fs.rm(target, { recursive: true, force: true })
    }
  }, 30_000)
})
