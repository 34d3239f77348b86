import { randomBytes } from 'node:crypto'
import { deflateRawSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createSplicedGzip, recompress, spliceGzip, textPartsOf } from './spliced-gzip.ts'

function split(text: string, marker: string): Buffer[] {
  return text.split(marker).map((part) => Buffer.from(part))
}

describe('spliced gzip', () => {
  it('decompresses to the parts joined by the value given at serving time', async () => {
    const page = `<html><script nonce="@@">a()</script>${'<p>lorem ipsum</p>'.repeat(2000)}<script nonce="@@">b()</script></html>`
    const body = await createSplicedGzip(split(page, '@@'), 12)
    for (const nonce of ['first-nonce!', randomBytes(9).toString('base64')]) {
      const gzip = Buffer.concat(spliceGzip(body, Buffer.from(nonce)))
      expect(gunzipSync(gzip).toString()).toBe(page.replaceAll('@@', nonce))
    }
    expect(body.compressedBytes).toBeLessThan(page.length / 10)
  })

  it('handles empty parts, a single part and binary content', async () => {
    const binary = randomBytes(70_000)
    const cases: Buffer[][] = [
      [Buffer.alloc(0)],
      [binary],
      [Buffer.alloc(0), Buffer.from('x'), Buffer.alloc(0)],
    ]
    for (const parts of cases) {
      const gzip = Buffer.concat(spliceGzip(await createSplicedGzip(parts, 5), Buffer.from('NONCE')))
      expect(gunzipSync(gzip)).toEqual(
        Buffer.concat(parts.flatMap((part, i) => (i ? [Buffer.from('NONCE'), part] : [part]))),
      )
    }
  })

  it('lets a part refer to the text before it, never to the value in a hole', async () => {
    // The page's data repeats its text, right after holes that hold the nonce; the nonce itself is
    // repeated text too (the same value at every hole), which no part may copy from a hole.
    const article = Array.from({ length: 300 }, (_, i) => `<p>Paragraph ${i} of the article.</p>`).join('')
    const page = [
      '<head><script nonce="@@">theme()</script></head>',
      `<body>${article}`,
      `<script nonce="@@">data(${JSON.stringify(article)})</script>`,
      '<script nonce="@@">start()</script></body>',
    ].join('')
    const parts = split(page, '@@')
    const body = await createSplicedGzip(parts, 24)
    const alone = parts.reduce((total, part) => total + deflateRawSync(part, { level: 9 }).length, 0)
    expect(body.compressedBytes).toBeLessThan(alone * 0.7)
    for (const nonce of [randomBytes(16).toString('base64'), 'script nonce="@@">theme(', 'A'.repeat(24)]) {
      const gzip = Buffer.concat(spliceGzip(body, Buffer.from(nonce)))
      expect(gunzipSync(gzip).toString()).toBe(page.replaceAll('@@', nonce))
    }
    expect(() => spliceGzip(body, Buffer.from('short'))).toThrow(/24/)
  })
})

describe('a spliced gzip made again', () => {
  it('holds the same text at the best level, smaller, and gives the text back part by part', async () => {
    const page = `<main>${'<article><h2>Title</h2><p>Words about delivery.</p></article>'.repeat(800)}</main>`
    const parts = [Buffer.from('<head nonce="'), Buffer.from(`">${page}`), Buffer.from('</html>')]
    const quick = await createSplicedGzip(parts, 24, 1)
    const best = await recompress(quick, 9)
    expect(best.level).toBe(9)
    expect(best.compressedBytes).toBeLessThan(quick.compressedBytes)
    expect(textPartsOf(best)).toEqual(parts)
    const nonce = Buffer.from(randomBytes(16).toString('base64'))
    expect(gunzipSync(Buffer.concat(spliceGzip(best, nonce)))).toEqual(
      Buffer.concat([parts[0]!, nonce, parts[1]!, nonce, parts[2]!]),
    )
  })

  it('keeps no compressed part inside a larger buffer than its own', async () => {
    const body = await createSplicedGzip([Buffer.from('a'.repeat(100)), Buffer.from('b')], 4, 1)
    for (const part of body.parts) expect(part.buffer.byteLength).toBe(part.length)
  })

  it('keeps the inflated text of a small page in a buffer of its own size', async () => {
    const body = await createSplicedGzip([Buffer.from('<p>small page</p>'), Buffer.from('</html>')], 4, 1)
    const parts = textPartsOf(body)
    expect(parts[0]!.buffer.byteLength).toBe(body.partLengths[0]! + body.holeLength + body.partLengths[1]!)
  })
})
