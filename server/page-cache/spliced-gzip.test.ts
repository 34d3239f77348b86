import { randomBytes } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createSplicedGzip, spliceGzip } from './spliced-gzip.ts'

function split(text: string, marker: string): Buffer[] {
  return text.split(marker).map((part) => Buffer.from(part))
}

describe('spliced gzip', () => {
  it('decompresses to the parts joined by the value given at serving time', () => {
    const page = `<html><script nonce="@@">a()</script>${'<p>lorem ipsum</p>'.repeat(2000)}<script nonce="@@">b()</script></html>`
    const body = createSplicedGzip(split(page, '@@'))
    for (const nonce of ['first-nonce', randomBytes(16).toString('base64')]) {
      const gzip = Buffer.concat(spliceGzip(body, Buffer.from(nonce)))
      expect(gunzipSync(gzip).toString()).toBe(page.replaceAll('@@', nonce))
    }
    expect(body.compressedBytes).toBeLessThan(page.length / 10)
  })

  it('handles empty parts, a single part and binary content', () => {
    const binary = randomBytes(70_000)
    const cases: Buffer[][] = [
      [Buffer.alloc(0)],
      [binary],
      [Buffer.alloc(0), Buffer.from('x'), Buffer.alloc(0)],
    ]
    for (const parts of cases) {
      const gzip = Buffer.concat(spliceGzip(createSplicedGzip(parts), Buffer.from('NONCE')))
      expect(gunzipSync(gzip)).toEqual(
        Buffer.concat(parts.flatMap((part, i) => (i ? [Buffer.from('NONCE'), part] : [part]))),
      )
    }
  })
})
