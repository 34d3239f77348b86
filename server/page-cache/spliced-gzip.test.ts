import { randomBytes } from 'node:crypto'
import { deflateRawSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createSharedText, createSplicedGzip, recompress, spliceGzip, textPartsOf } from './spliced-gzip.ts'

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

  it('gives a valid checksum for any value in many holes, the last at the very end', () => {
    const parts = [
      ...Array.from({ length: 40 }, (_, i) => Buffer.from(`<p>part ${i}</p>`.repeat(i))),
      Buffer.alloc(0),
    ]
    const body = createSplicedGzip(parts, 16, 9)
    for (const hole of [Buffer.alloc(16), Buffer.alloc(16, 0xff), randomBytes(16)]) {
      const gzip = Buffer.concat(spliceGzip(body, hole))
      expect(gunzipSync(gzip)).toEqual(Buffer.concat(parts.flatMap((part, i) => (i ? [hole, part] : [part]))))
    }
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

describe('text shared by many bodies', () => {
  const stylesheet = createSharedText(
    Buffer.from(Array.from({ length: 900 }, (_, i) => `.rule-${i}{margin:${i}px}`).join('')),
  )
  const page = (title: string) =>
    `<head><style>${stylesheet.text}</style><script nonce="@@">theme()</script></head>` +
    `<body><h1>${title}</h1>${`<p>${title} in the text.</p>`.repeat(200)}<style>${stylesheet.text}</style></body>`

  it('is deflated once: each body refers to the same copy and counts only its own bytes', () => {
    const first = createSplicedGzip(split(page('Cloud'), '@@'), 6, 1, stylesheet)
    const second = createSplicedGzip(split(page('Zero trust'), '@@'), 6, 1, stylesheet)
    const alone = createSplicedGzip(split(page('Cloud'), '@@'), 6, 1)
    const sharedPieces = (body: typeof first) =>
      body.parts.flat().filter((piece) => piece === stylesheet.piece).length
    expect(sharedPieces(first)).toBe(2)
    expect(sharedPieces(second)).toBe(2)
    expect(first.compressedBytes).toBeLessThan(alone.compressedBytes - stylesheet.piece.deflated.length)
  })

  it('reads back as the whole page, at the first level and made again at the best', () => {
    const text = page('Data strategy')
    const quick = createSplicedGzip(split(text, '@@'), 8, 1, stylesheet)
    const best = recompress(quick, 9)
    expect(best.parts.flat()).toContain(stylesheet.piece)
    expect(best.compressedBytes).toBeLessThan(quick.compressedBytes)
    for (const body of [quick, best]) {
      expect(gunzipSync(Buffer.concat(spliceGzip(body, Buffer.from('n0nce-42')))).toString()).toBe(
        text.replaceAll('@@', 'n0nce-42'),
      )
      expect(Buffer.concat(textPartsOf(body)).toString()).toBe(text.replaceAll('@@', ''))
    }
  })

  it('leaves a body that does not contain it as it would be alone', () => {
    const parts = split('<p>No stylesheet here @@ at all</p>', '@@')
    const body = createSplicedGzip(parts, 2, 9, stylesheet)
    expect(body.parts.flat()).not.toContain(stylesheet.piece)
    expect(body.compressedBytes).toBe(createSplicedGzip(parts, 2, 9).compressedBytes)
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
    for (const { deflated } of body.parts.flat()) expect(deflated.buffer.byteLength).toBe(deflated.length)
  })

  it('keeps the inflated text of a small page in a buffer of its own size', async () => {
    const body = await createSplicedGzip([Buffer.from('<p>small page</p>'), Buffer.from('</html>')], 4, 1)
    const parts = textPartsOf(body)
    expect(parts[0]!.buffer.byteLength).toBe(body.partLengths[0]! + body.holeLength + body.partLengths[1]!)
  })
})
