import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedDemoContent } from '~/services/seed.server.ts'
import { buildBlogPost, buildProject } from '../factories.ts'
import { useTestServer } from '../support/test-server.ts'

const server = useTestServer({}, { signIn: true, pages: true })

beforeAll(async () => {
  await seedDemoContent(server.db, server.services)
}, 120_000)

async function page(pathname: string) {
  const response = await fetch(`${server.url}${pathname}`)
  expect(response.status, pathname).toBe(200)
  return response.text()
}

/** Each card's picture on a list page: its <img> src and the first AVIF candidate. */
function cardPictures(html: string) {
  return [...html.matchAll(/<picture>(.*?)<\/picture>/gs)].map(([, inner = '']) => ({
    src: /<img [^>]*src="([^"]+)"/.exec(inner)?.[1] ?? '',
    avif: /<source type="image\/avif" srcSet="([^" ]+)/.exec(inner)?.[1] ?? '',
  }))
}

async function fetchImage(url: string) {
  const response = await fetch(`${server.url}${url}`)
  const bytes = Buffer.from(await response.arrayBuffer())
  return { response, bytes }
}

const variant = (src: string, width: number, format: 'avif' | 'webp') =>
  src.replace(/\.jpg$/, `-${width}.${format}`)

describe('generated covers', () => {
  it('give an item without an image a cover served as AVIF and WebP in the upload widths and 800, cached for a year', async () => {
    const project = await server.services.projects.create(
      buildProject({ title: 'Records retention copilot', category: 'productivity-ai', imageUrl: null }),
    )
    const html = await page('/projects')
    const card = cardPictures(html).find((picture) => picture.src.includes(`/${project.slug}/`))
    expect(card?.src).toMatch(new RegExp(`^/covers/projects/en/${project.slug}/[0-9a-f]{16}\\.jpg$`))
    const src = card!.src
    expect(html).toContain(`${variant(src, 320, 'avif')} 320w`)
    // A phone-wide card at 1.75 to 2 device pixels gets 800 rather than 960.
    expect(html).toContain(`${variant(src, 800, 'avif')} 800w`)
    expect(html).toContain(`${variant(src, 1600, 'webp')} 1600w`)

    for (const [width, format] of [
      [640, 'avif'],
      [800, 'avif'],
      [960, 'webp'],
    ] as const) {
      const { response, bytes } = await fetchImage(variant(src, width, format))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe(`image/${format}`)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(response.headers.get('etag')).toBeTruthy()
      const metadata = await sharp(bytes).metadata()
      expect(metadata.format).toBe(format === 'avif' ? 'heif' : 'webp')
      expect(metadata).toMatchObject({ width, height: (width * 9) / 16 })
    }
    const fallback = await fetchImage(src)
    expect(fallback.response.headers.get('content-type')).toBe('image/jpeg')
    expect(await sharp(fallback.bytes).metadata()).toMatchObject({ width: 1600, height: 900 })
    // Asked again, the kept file answers, and a browser's copy is confirmed unchanged.
    const etag = (await fetchImage(variant(src, 640, 'avif'))).response.headers.get('etag') ?? ''
    const again = await fetch(`${server.url}${variant(src, 640, 'avif')}`, {
      // fetch() would add `Cache-Control: no-cache` to a conditional request, which forbids the 304.
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    })
    expect(again.status).toBe(304)
  })

  it('draws a new cover when the title is edited, and no longer the old one', async () => {
    const post = await server.services.blogPosts.create(
      buildBlogPost({ title: 'Cloud exit plans', category: 'Technology', imageUrl: null, published: 1 }),
    )
    const coverOf = async () =>
      cardPictures(await page('/blog')).find((picture) => picture.src.includes(`/${post.slug}/`))?.src ?? ''
    const before = await coverOf()
    const beforeBytes = (await fetchImage(variant(before, 640, 'webp'))).bytes

    await server.request(`/api/admin/blog-posts/${post.id}`, {
      method: 'PATCH',
      token: server.token,
      json: { title: 'Cloud exit plans that work' },
    })
    const after = await coverOf()
    expect(after).toMatch(/^\/covers\/blog\/en\//)
    expect(after).not.toBe(before)
    const afterImage = await fetchImage(variant(after, 640, 'webp'))
    expect(afterImage.response.status).toBe(200)
    expect(afterImage.bytes.equals(beforeBytes)).toBe(false)
    // A cover never drawn for the old title is not drawn now (a made-up hash neither): a page still
    // naming it, kept by a browser or a cache, is sent to the item's cover of today in the same size.
    for (const stale of [variant(before, 320, 'avif'), after.replace(/[0-9a-f]{16}/, '0123456789abcdef')]) {
      const response = await fetch(`${server.url}${stale}`, { redirect: 'manual' })
      expect(response.status, stale).toBe(302)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('location')).toBe(
        stale.endsWith('.jpg') ? after : variant(after, 320, 'avif'),
      )
    }
    const followed = await fetchImage(variant(before, 320, 'avif'))
    expect(followed.response.status).toBe(200)
    expect(followed.response.headers.get('content-type')).toBe('image/avif')
  })

  it('follow the language: a translated title gets its own cover on the Spanish page', async () => {
    const english = cardPictures(await page('/projects')).map((picture) => picture.src)
    const spanish = cardPictures(await page('/es/projects')).map((picture) => picture.src)
    expect(spanish.length).toBe(english.length)
    expect(spanish.every((src) => src.startsWith('/covers/projects/es/'))).toBe(true)
    const { response } = await fetchImage(variant(spanish[0]!, 320, 'avif'))
    expect(response.status).toBe(200)
  })

  it('are not drawn for a draft, which visitors cannot see', async () => {
    const draft = await server.services.blogPosts.create(
      buildBlogPost({ title: 'Unfinished thoughts', imageUrl: null, published: 0 }),
    )
    const cover = draft.covers?.en?.src ?? ''
    expect(cover).toMatch(/^\/covers\/blog\/en\//)
    expect((await fetchImage(variant(cover, 320, 'avif'))).response.status).toBe(404)
  })
})

describe('the seeded demo content', () => {
  it('shows every project and post card with a picture of its own: no two share an address or the same bytes', async () => {
    const cards = [
      ...cardPictures(await page('/projects')),
      // The tests above added a project, so the twelfth seeded one is on the second page.
      ...cardPictures(await page('/projects?page=2')),
      ...cardPictures(await page('/blog')),
    ]
    const seeded = cards.filter((card) => card.src)
    expect(seeded.length).toBeGreaterThanOrEqual(20)
    const sources = seeded.map((card) => card.src)
    expect(new Set(sources).size).toBe(sources.length)
    const digests = await Promise.all(
      seeded.map(async (card) => {
        const { response, bytes } = await fetchImage(card.avif)
        expect(response.status, card.avif).toBe(200)
        return createHash('sha256').update(bytes).digest('hex')
      }),
    )
    expect(new Set(digests).size).toBe(digests.length)
  }, 120_000)

  it('has a neutral monochrome portrait, stored as an upload the owner can replace', async () => {
    const profile = await server.services.settings.getProfile()
    expect(profile.photoUrl).toMatch(/^\/uploads\//)
    const { response, bytes } = await fetchImage(profile.photoUrl ?? '')
    expect(response.status).toBe(200)
    // Grey throughout: every pixel's red, green and blue (nearly) the same, unlike the coloured drawing.
    const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    let mostColour = 0
    for (let index = 0; index < data.length; index += info.channels) {
      const [r = 0, g = 0, b = 0] = [data[index], data[index + 1], data[index + 2]]
      mostColour = Math.max(mostColour, Math.max(r, g, b) - Math.min(r, g, b))
    }
    expect(mostColour).toBeLessThan(12)
  })
})
