import fs from 'node:fs/promises'
import { get } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressDirectory } from '../../scripts/precompress.ts'
import { clientFiles } from '../../server/static-files.ts'

let clientDir: string
let url: string
let close: () => Promise<void>
const script = `export function hello(){return ${JSON.stringify('hello '.repeat(200))}}\n`

beforeAll(async () => {
  clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'client-build-'))
  await fs.mkdir(path.join(clientDir, 'assets'))
  await fs.writeFile(path.join(clientDir, 'assets', 'entry-Ab12Cd34.js'), script)
  await fs.writeFile(path.join(clientDir, 'assets', 'tiny-Zz99.css'), 'a{}')
  await fs.writeFile(path.join(clientDir, 'manifest.webmanifest'), JSON.stringify({ name: 'x'.repeat(400) }))
  await fs.writeFile(path.join(clientDir, 'sw.js'), `self.x=${JSON.stringify('y'.repeat(400))}`)
  await precompressDirectory(clientDir)
  // The order of server/app.ts: compression, then the build's files, then the pages.
  const app = express()
  app.use(compression())
  app.use(clientFiles(clientDir))
  app.use((_req, res) => {
    res.status(200).type('html').send('<p>page</p>')
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => new Promise((resolve) => server.close(() => resolve()))
})

afterAll(async () => {
  await close?.()
  await fs.rm(clientDir, { recursive: true, force: true })
})

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

function raw(pathname: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}
    get(`${url}${pathname}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    }).on('error', reject)
  })
}

describe('precompressed browser build', () => {
  it('writes a brotli and a gzip copy of compressible files, not of tiny ones', async () => {
    const names = await fs.readdir(path.join(clientDir, 'assets'))
    expect(names.sort()).toEqual([
      'entry-Ab12Cd34.js',
      'entry-Ab12Cd34.js.br',
      'entry-Ab12Cd34.js.gz',
      'tiny-Zz99.css',
    ])
  })

  it('serves the brotli copy of a hashed asset to a client that accepts it, immutable for a year', async () => {
    const response = await raw('/assets/entry-Ab12Cd34.js', 'gzip, deflate, br')
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/^text\/javascript/)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers.vary).toMatch(/Accept-Encoding/)
    expect(brotliDecompressSync(response.body).toString()).toBe(script)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    // Never revalidated, so nothing to revalidate with.
    expect(response.headers.etag).toBeUndefined()
    expect(response.headers['last-modified']).toBeUndefined()
  })

  it('serves the gzip copy when brotli is not accepted, and the file itself when nothing is', async () => {
    const gzip = await raw('/assets/entry-Ab12Cd34.js', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(script)
    const plain = await raw('/assets/entry-Ab12Cd34.js', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
    const refused = await raw('/assets/entry-Ab12Cd34.js', 'br;q=0, gzip')
    expect(refused.headers['content-encoding']).toBe('gzip')
  })

  it('serves the web manifest and the service worker compressed, the worker always revalidated', async () => {
    const manifest = await raw('/manifest.webmanifest', 'br')
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/)
    expect(manifest.headers['content-encoding']).toBe('br')
    const worker = await raw('/sw.js', 'br')
    expect(worker.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(worker.body).toString()).toContain('self.x=')
  })

  it('answers 404 for an asset that is not in the build, and leaves other paths to the pages', async () => {
    const missing = await raw('/assets/entry-Old.js', 'br')
    expect(missing.status).toBe(404)
    expect(missing.headers['content-type']).toMatch(/^text\/plain/)
    expect((await raw('/assets/entry-Ab12Cd34.js.br')).status).toBe(404)
    const page = await raw('/blog', 'identity')
    expect(page.body.toString()).toBe('<p>page</p>')
  })
})
