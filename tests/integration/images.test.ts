import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildBlogPost, buildProject } from '../factories.ts'
import { useTestServer } from '../support/test-server.ts'

type Stored = { id: string; url: string; width: number; height: number; widths: number[] }

const server = useTestServer({}, { signIn: true, pages: true })

async function upload(image: Buffer, contentType: string) {
  return server.request<Stored & { message?: string }>('/api/admin/uploads', {
    method: 'POST',
    token: server.token,
    headers: { 'content-type': contentType, 'x-file-name': 'photo' },
    body: new Uint8Array(image),
  })
}

function photo(width: number, height: number, channels: 3 | 4 = 3) {
  const background = channels === 4 ? { r: 20, g: 80, b: 200, alpha: 0.5 } : '#0f766e'
  return sharp({ create: { width, height, channels, background } }).png().toBuffer()
}

function variant(url: string, width: number, format: 'avif' | 'webp') {
  return url.replace(/\.[a-z]+$/, `-${width}.${format}`)
}

async function fetchImage(url: string) {
  const response = await fetch(`${server.url}${url}`)
  const bytes = Buffer.from(await response.arrayBuffer())
  return { response, bytes, metadata: response.ok ? await sharp(bytes).metadata() : undefined }
}

async function page(pathname: string) {
  const response = await fetch(`${server.url}${pathname}`)
  expect(response.status).toBe(200)
  return response.text()
}

/** A tag's attributes by lower-case name, as a browser reads them (React writes `srcSet`). */
function attributes(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, key = '', value = '']) => [
      key.toLowerCase(),
      value,
    ]),
  )
}

/** The <picture> elements of a page, each with its sources and the attributes of its <img>. */
function pictures(html: string) {
  return [...html.matchAll(/<picture>(.*?)<\/picture>/gs)].map(([, inner = '']) => {
    return {
      sources: [...inner.matchAll(/<source [^>]*>/g)].map(([tag]) => attributes(tag)),
      img: attributes(/<img [^>]*>/.exec(inner)?.[0] ?? ''),
    }
  })
}

describe('uploaded images', () => {
  it('are stored as AVIF and WebP in the responsive widths, never wider than the original', async () => {
    const response = await upload(await photo(1500, 1000), 'image/png')

    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({ width: 1500, height: 1000, widths: [320, 640, 960, 1280, 1500] })
    expect(response.body.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/)
    for (const width of response.body.widths) {
      for (const format of ['avif', 'webp'] as const) {
        const { response: served, metadata } = await fetchImage(variant(response.body.url, width, format))
        expect(served.status, `${width}.${format}`).toBe(200)
        expect(served.headers.get('content-type')).toBe(`image/${format}`)
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
        expect(metadata?.format).toBe(format === 'avif' ? 'heif' : 'webp')
        expect(metadata?.width).toBe(width)
        expect(metadata?.height).toBe(Math.round((width * 1000) / 1500))
      }
    }
    const fallback = await fetchImage(response.body.url)
    expect(fallback.response.headers.get('content-type')).toBe('image/jpeg')
    expect(fallback.metadata).toMatchObject({ format: 'jpeg', width: 1500, height: 1000 })
    expect((await fetchImage(variant(response.body.url, 1600, 'avif'))).response.status).toBe(404)
  })

  it('keeps a small image at its own size and a transparent one as a PNG fallback', async () => {
    const response = await upload(await photo(200, 120, 4), 'image/png')

    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({ width: 200, height: 120, widths: [200] })
    expect(response.body.url).toMatch(/\.png$/)
    const avif = await fetchImage(variant(response.body.url, 200, 'avif'))
    expect(avif.metadata).toMatchObject({ width: 200, height: 120, hasAlpha: true })
    expect((await fetchImage(variant(response.body.url, 320, 'webp'))).response.status).toBe(404)
  })

  it('caps a very wide image at 1600 pixels, twice the widest place a page shows one', async () => {
    const response = await upload(await photo(2600, 1300), 'image/png')

    expect(response.body).toMatchObject({ width: 1600, height: 800, widths: [320, 640, 960, 1280, 1600] })
    expect((await fetchImage(variant(response.body.url, 1600, 'webp'))).metadata?.width).toBe(1600)
    expect((await fetchImage(variant(response.body.url, 1920, 'avif'))).response.status).toBe(404)
  })

  it('are removed from the uploads directory with their variants when deleted', async () => {
    const stored = (await upload(await photo(700, 400), 'image/png')).body
    const names = [
      stored.url,
      ...stored.widths.flatMap((w) => [variant(stored.url, w, 'avif'), variant(stored.url, w, 'webp')]),
    ]
    const directory = server.services.uploads.directory!
    const present = async () =>
      (await fs.readdir(directory)).filter((name) => names.includes(`/uploads/${name}`)).length
    expect(await present()).toBe(7)
    const deleted = await server.request(`/api/admin/uploads/${stored.id}`, {
      method: 'DELETE',
      token: server.token,
    })
    expect(deleted.status).toBe(200)
    expect(await present()).toBe(0)
    expect((await fetchImage(stored.url)).response.status).toBe(404)
  })

  it('refuses a file that does not decode, with a clear 400', async () => {
    const response = await upload(Buffer.from('definitely not a jpeg'), 'image/jpeg')

    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(/not a readable/)
  })
})

describe('pages', () => {
  let stored: Stored
  let postSlug: string

  beforeAll(async () => {
    stored = (await upload(await photo(1280, 720), 'image/png')).body
    const post = await server.services.blogPosts.create(
      buildBlogPost({ title: 'Responsive header image', imageUrl: stored.url }),
    )
    postSlug = post.slug
    await server.services.blogPosts.create(
      buildBlogPost({ title: 'External image', imageUrl: 'https://images.example/cover.png' }),
    )
    await server.services.projects.create(buildProject({ title: 'Pictured project', imageUrl: stored.url }))
  })

  it('list uploads as lazy <picture>s with AVIF and WebP srcsets and the intrinsic size', async () => {
    for (const pathname of ['/blog', '/projects']) {
      const picture = pictures(await page(pathname)).find(({ img }) => img.src === stored.url)
      expect(picture, pathname).toBeDefined()
      expect(picture?.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp'])
      expect(picture?.sources[0]?.srcset).toBe(
        [320, 640, 960, 1280].map((width) => `${variant(stored.url, width, 'avif')} ${width}w`).join(', '),
      )
      expect(picture?.sources[1]?.srcset).toContain(`${variant(stored.url, 1280, 'webp')} 1280w`)
      expect(picture?.sources[0]?.sizes).toMatch(/100vw$/)
      expect(picture?.img).toMatchObject({ width: '1280', height: '720', loading: 'lazy', decoding: 'async' })
      expect(picture?.img.fetchpriority).toBeUndefined()
    }
  })

  it("loads the blog list's first image first: the largest thing on its first screen", async () => {
    const newest = await server.services.blogPosts.create(
      buildBlogPost({ title: 'Newest with an image', imageUrl: stored.url }),
    )
    const html = await page('/blog')
    const [first, ...rest] = pictures(html)
    expect(html.indexOf(newest.title)).toBeGreaterThan(html.indexOf(first?.img.src ?? ''))
    expect(first?.img).toMatchObject({ src: stored.url, loading: 'eager', fetchpriority: 'high' })
    expect(rest.every(({ img }) => img.loading === 'lazy')).toBe(true)
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toMatch(/<link rel="preload" as="image"[^>]*type="image\/avif"/)
    await server.services.blogPosts.remove(newest.id)
  })

  it('shows an external image as before, in a box that keeps its place', async () => {
    const html = await page('/blog')
    const external = pictures(html).find(({ img }) => img.src === 'https://images.example/cover.png')
    expect(external?.sources).toEqual([])
    // The newest post, so the list's first image: loaded first.
    expect(external?.img.loading).toBe('eager')
    expect(html).toMatch(
      /<div class="[^"]*aspect-video[^"]*"><picture><img src="https:\/\/images\.example\/cover\.png"/,
    )
  })

  it("loads an article's header image eagerly, first, and preloads it from <head>", async () => {
    const html = await page(`/blog/${postSlug}`)
    const header = pictures(html).find(({ img }) => img.src === stored.url)
    expect(header?.img).toMatchObject({ loading: 'eager', fetchpriority: 'high', width: '1280' })
    const head = html.slice(0, html.indexOf('</head>'))
    const preloads = [...head.matchAll(/<link rel="preload"[^>]*>/g)].map(([tag]) => attributes(tag))
    expect(preloads.filter((link) => link.as === 'image')).toEqual([
      {
        rel: 'preload',
        as: 'image',
        type: 'image/avif',
        fetchpriority: 'high',
        imagesrcset: header?.sources[0]?.srcset,
        imagesizes: '(min-width: 1024px) 720px, 100vw',
      },
    ])
  })

  it('preloads nothing on an article without an image', async () => {
    const post = await server.services.blogPosts.create(buildBlogPost({ imageUrl: null }))
    const html = await page(`/blog/${post.slug}`)
    expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/rel="preload"[^>]*as="image"/)
  })
})

describe('uploads stored before variants existed', () => {
  it('keep their address and get their variants the first time a page needs them', async () => {
    const id = '00000000-0000-4000-8000-000000000001'
    const fileName = `${id}.webp`
    const legacy = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#334155' } })
      .webp()
      .toBuffer()
    await fs.mkdir(server.services.uploads.directory!, { recursive: true })
    await fs.writeFile(path.join(server.services.uploads.directory!, fileName), legacy)
    await server.db
      .insertInto('uploads')
      .values({
        id,
        fileName,
        originalName: 'old.png',
        contentType: 'image/webp',
        width: 800,
        height: 600,
        bytes: legacy.byteLength,
        createdAt: new Date().toISOString(),
        variantWidths: null,
      })
      .execute()
    const url = `/uploads/${fileName}`

    const first = (await server.services.uploads.describe([url])).get(url)
    expect(first).toEqual({ src: url, width: 800, height: 600, widths: [] })
    expect((await fetchImage(url)).response.status).toBe(200)

    let described = first
    for (let attempt = 0; attempt < 100 && described?.widths.length === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      described = (await server.services.uploads.describe([url])).get(url)
    }
    expect(described?.widths).toEqual([320, 640, 800])
    expect((await fetchImage(variant(url, 640, 'avif'))).metadata).toMatchObject({ width: 640, height: 480 })
  })
})
