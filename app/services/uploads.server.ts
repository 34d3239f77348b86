import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { concurrencyLimit } from '~/lib/concurrency.ts'
import { type ImageAsset, type VariantFormat, variantFormats, variantUrl } from '~/lib/images.ts'
import { loadSharp } from '~/lib/sharp.server.ts'
import { uploadsRepository } from '../db/repositories/uploads.server.ts'
import type { Database } from '../db/schema.ts'
import { NotFoundError, ValidationError } from './errors.ts'
import { createDirectoryStorage, type UploadStorage } from './upload-storage.server.ts'

export const maxUploadBytes = 5 * 1024 * 1024
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const
// The widest place an image is shown is 720 CSS pixels (an article's images, its cover on a laptop);
// at two device pixels per pixel that is 1440, which 1600 covers. A 1920-pixel AVIF took 40% more
// memory to encode (decision 023) for pixels no page asks for.
/** The widths browsers choose from in `srcset`; an image narrower than one is never enlarged to it. */
export const responsiveWidths = [320, 640, 960, 1280, 1600] as const
const maxImageWidth = responsiveWidths[responsiveWidths.length - 1]!
const maxInputPixels = 40_000_000
/** Longer than this, the taller variants would pass AVIF's 16,384-pixel limit; no photo or graphic needs it. */
export const maxImageSide = 10_000
const uploadPath = /^\/uploads\/([0-9a-f-]{36}\.(?:jpg|png|webp))$/
const maxRememberedAssets = 5000

export type StoredImage = {
  id: string
  url: string
  width: number
  height: number
  bytes: number
  /** The widths of the AVIF and WebP variants, each at `/uploads/<id>-<width>.<avif|webp>`. */
  widths: number[]
}

type Pixels = { data: Buffer; width: number; height: number; channels: 1 | 2 | 3 | 4 }

/** The widths to encode: every standard width below the image's own, then the image's own. */
export function variantWidthsFor(width: number): number[] {
  return [...responsiveWidths.filter((candidate) => candidate < width), Math.min(width, maxImageWidth)]
}

function encoder(sharp: Awaited<ReturnType<typeof loadSharp>>, pixels: Pixels, width: number) {
  const image = sharp(pixels.data, {
    raw: { width: pixels.width, height: pixels.height, channels: pixels.channels },
  })
  return width < pixels.width ? image.resize({ width }) : image
}

type SharpImage = ReturnType<Awaited<ReturnType<typeof loadSharp>>>

// AVIF effort 2 encodes several times faster than the default 4 for a few percent more bytes, which
// keeps an upload (and a generated cover) quick on a small server.
/** An image as one of the variants, with the settings every stored variant is made with. */
export function encodeAs(image: SharpImage, format: VariantFormat | 'jpg'): Promise<Buffer> {
  if (format === 'jpg') return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer()
  return format === 'avif'
    ? image.avif({ quality: 55, effort: 2, chromaSubsampling: '4:2:0' }).toBuffer()
    : image.webp({ quality: 80 }).toBuffer()
}

async function encodeVariant(pixels: Pixels, width: number, format: VariantFormat): Promise<Buffer> {
  return encodeAs(encoder(await loadSharp(), pixels, width), format)
}

/** Decoded, turned upright, stripped of metadata and at most `maxImageWidth` wide. */
async function decode(input: Buffer): Promise<Pixels> {
  const sharp = await loadSharp()
  const decoded = await sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' })
    .rotate()
    .resize({ width: maxImageWidth, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const pixels: Pixels = {
    data: decoded.data,
    width: decoded.info.width,
    height: decoded.info.height,
    channels: decoded.info.channels,
  }
  if (pixels.channels !== 2 && pixels.channels !== 4) return pixels
  // A fully opaque image with an alpha channel is stored without it, so its fallback can be a JPEG.
  const { isOpaque } = await encoder(sharp, pixels, pixels.width).stats()
  if (!isOpaque) return pixels
  const { data, info } = await encoder(sharp, pixels, pixels.width)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height, channels: info.channels }
}

type Encoded = {
  width: number
  height: number
  extension: 'jpg' | 'png'
  fallback: Buffer
  widths: number[]
  variants: { width: number; format: VariantFormat; data: Buffer }[]
}

/** One after another: an AVIF encoder holds tens of megabytes while it works. */
async function encodeVariants(pixels: Pixels, widths: number[]): Promise<Encoded['variants']> {
  const variants: Encoded['variants'] = []
  for (const width of widths) {
    for (const format of variantFormats) {
      variants.push({ width, format, data: await encodeVariant(pixels, width, format) })
    }
  }
  return variants
}

/**
 * Image work (uploads, their variants, generated covers) runs one image at a time across the process:
 * decoding and encoding one 1600-pixel image takes about 45 MB, and twenty uploads at once would
 * otherwise hold all of it together.
 */
export const oneImageAtATime = concurrencyLimit(1)

const thousands = (value: number) => value.toLocaleString('en-US')

/** Refuses, before decoding it, an image too large in either direction to store. */
async function checkDimensions(input: Buffer): Promise<void> {
  const sharp = await loadSharp()
  let width: number | undefined
  let height: number | undefined
  try {
    ;({ width, height } = await sharp(input).metadata())
  } catch {
    throw new ValidationError('The file is not a readable JPEG, PNG or WebP image')
  }
  if (width === undefined || height === undefined) {
    throw new ValidationError('The file is not a readable JPEG, PNG or WebP image')
  }
  if (Math.max(width, height) > maxImageSide || width * height > maxInputPixels) {
    throw new ValidationError(
      `The image is too large: it is ${thousands(width)} × ${thousands(height)} pixels, and images may be at most ${thousands(maxImageSide)} pixels on each side and ${thousands(maxInputPixels / 1_000_000)} megapixels`,
    )
  }
}

async function encodeImage(input: Buffer): Promise<Encoded> {
  await checkDimensions(input)
  let pixels: Pixels
  try {
    pixels = await decode(input)
  } catch {
    throw new ValidationError('The file is not a readable JPEG, PNG or WebP image')
  }
  const transparent = pixels.channels === 2 || pixels.channels === 4
  const widths = variantWidthsFor(pixels.width)
  const sharp = await loadSharp()
  const fallback = await (transparent
    ? encoder(sharp, pixels, pixels.width).png({ compressionLevel: 9, palette: true }).toBuffer()
    : encodeAs(encoder(sharp, pixels, pixels.width), 'jpg'))
  const variants = await encodeVariants(pixels, widths)
  return {
    width: pixels.width,
    height: pixels.height,
    extension: transparent ? 'png' : 'jpg',
    fallback,
    widths,
    variants,
  }
}

/** Changes whenever the encoding settings do, so a cache never serves files made with older ones. */
const encodingVersion = 'w320-1600;avif-q55-e2-420;webp-q80;jpeg-q82;png-palette'

async function encodeCached(input: Buffer, cacheDir: string): Promise<Encoded> {
  const key = createHash('sha256').update(encodingVersion).update(input).digest('hex')
  const entry = path.join(cacheDir, key)
  try {
    const meta = JSON.parse(await fs.readFile(path.join(entry, 'meta.json'), 'utf8')) as Omit<
      Encoded,
      'fallback' | 'variants'
    >
    const variants = await Promise.all(
      meta.widths.flatMap((width) =>
        variantFormats.map(async (format) => ({
          width,
          format,
          data: await fs.readFile(path.join(entry, `${width}.${format}`)),
        })),
      ),
    )
    return { ...meta, fallback: await fs.readFile(path.join(entry, 'fallback')), variants }
  } catch {
    // Not cached yet (or an unreadable entry): encode and store it.
  }
  const encoded = await encodeImage(input)
  const staging = `${entry}.${randomUUID()}`
  try {
    await fs.mkdir(staging, { recursive: true })
    await Promise.all([
      fs.writeFile(path.join(staging, 'fallback'), encoded.fallback),
      ...encoded.variants.map(({ width, format, data }) =>
        fs.writeFile(path.join(staging, `${width}.${format}`), data),
      ),
    ])
    const { fallback: _fallback, variants: _variants, ...meta } = encoded
    // meta.json last: an entry without it is incomplete and is never read.
    await fs.writeFile(path.join(staging, 'meta.json'), JSON.stringify(meta))
    await fs.rm(entry, { recursive: true, force: true })
    await fs.rename(staging, entry)
  } catch {
    await fs.rm(staging, { recursive: true, force: true }).catch(() => undefined)
  }
  return encoded
}

function toAsset(row: { fileName: string; width: number; height: number; variantWidths: string | null }) {
  let widths: number[] = []
  try {
    const parsed: unknown = row.variantWidths ? JSON.parse(row.variantWidths) : []
    if (Array.isArray(parsed)) widths = parsed.filter((width) => Number.isInteger(width) && width > 0)
  } catch {
    widths = []
  }
  return { src: `/uploads/${row.fileName}`, width: row.width, height: row.height, widths }
}

/**
 * Images the owner uploads: decoded, stripped of metadata, at most 1600 px wide, stored as a JPEG
 * (PNG when transparent) fallback plus AVIF and WebP variants in the responsive widths, so nothing
 * but pixels from the original file is ever served and pages can offer `srcset`.
 */
const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
}

function contentTypeOf(fileName: string) {
  return contentTypes[path.extname(fileName).slice(1)] ?? 'application/octet-stream'
}

/** Every file stored for one upload: its variants, then the fallback (written last). */
function filesOf(fileName: string, widths: number[]): string[] {
  const url = `/uploads/${fileName}`
  return [
    ...widths.flatMap((width) =>
      variantFormats.map((format) => path.basename(variantUrl(url, width, format))),
    ),
    fileName,
  ]
}

export function createUploadService(db: Kysely<Database>, storageOrDirectory: UploadStorage | string) {
  const storage =
    typeof storageOrDirectory === 'string' ? createDirectoryStorage(storageOrDirectory) : storageOrDirectory
  const uploads = uploadsRepository(db)
  const assets = new Map<string, ImageAsset | null>()
  const backfilling = new Set<string>()

  /** Uploads stored before variants existed get them in the background the first time a page shows them. */
  function backfill(id: string, fileName: string) {
    if (backfilling.has(id)) return
    backfilling.add(id)
    const run = async () => {
      const pixels = await decode(await storage.read(fileName))
      const widths = variantWidthsFor(pixels.width)
      const variants = await encodeVariants(pixels, widths)
      await storage.put(
        variants.map(({ width, format, data }) => ({
          name: path.basename(variantUrl(`/uploads/${fileName}`, width, format)),
          data,
          contentType: `image/${format}`,
        })),
      )
      await uploads.setVariantWidths(id, widths)
      assets.delete(`/uploads/${fileName}`)
    }
    oneImageAtATime(run)
      .catch(() => undefined)
      .finally(() => backfilling.delete(id))
  }

  return {
    storage,
    /** The local directory uploads are kept in; undefined when they live in a bucket. */
    directory: storage.kind === 'directory' ? storage.directory : undefined,
    /**
     * Stores an image. With `cacheDir`, the encoded files are kept there by the input's hash and reused
     * for the same input, which makes re-seeding demo artwork nearly free.
     */
    async saveImage(
      file: { buffer: Buffer; contentType: string; originalName?: string },
      options: { cacheDir?: string } = {},
    ): Promise<StoredImage> {
      if (!(acceptedImageTypes as readonly string[]).includes(file.contentType)) {
        throw new ValidationError('Upload a JPEG, PNG or WebP image')
      }
      if (file.buffer.byteLength > maxUploadBytes) throw new ValidationError('Images must be 5 MB or smaller')
      const { cacheDir } = options
      const encoded = await oneImageAtATime(() =>
        cacheDir ? encodeCached(file.buffer, cacheDir) : encodeImage(file.buffer),
      )
      const id = randomUUID()
      const fileName = `${id}.${encoded.extension}`
      const url = `/uploads/${fileName}`
      // The fallback is written last: a page only links an upload once it is complete. When the
      // store fails, put throws (503) before any row exists.
      await storage.put([
        ...encoded.variants.map(({ width, format, data }) => {
          const name = path.basename(variantUrl(url, width, format))
          return { name, data, contentType: contentTypeOf(name) }
        }),
        { name: fileName, data: encoded.fallback, contentType: contentTypeOf(fileName) },
      ])
      await uploads.insert({
        id,
        fileName,
        originalName: file.originalName?.slice(0, 200) ?? null,
        contentType: encoded.extension === 'png' ? 'image/png' : 'image/jpeg',
        width: encoded.width,
        height: encoded.height,
        bytes: encoded.fallback.byteLength,
        createdAt: new Date().toISOString(),
        variantWidths: JSON.stringify(encoded.widths),
      })
      const { width, height, widths } = encoded
      return { id, url, width, height, bytes: encoded.fallback.byteLength, widths }
    },

    /**
     * Removes an upload's row and every file stored for it (fallback and variants). Pages that still
     * link it show a broken image, as with any deleted file; the row goes first so no page describes
     * an upload whose files are gone.
     */
    async deleteImage(id: string): Promise<void> {
      const row = await uploads.findFiles(id)
      if (!row) throw new NotFoundError('No such upload')
      await uploads.remove(id)
      assets.delete(`/uploads/${row.fileName}`)
      const widths = toAsset({ ...row, width: 0, height: 0 }).widths
      await storage.remove(filesOf(row.fileName, widths))
    },

    /**
     * The responsive description of each image URL that is one of our uploads; other URLs (external
     * images, files in public/) are left out, and pages show them as a plain <img>. Uploads never
     * change once stored, so what was read once is remembered.
     */
    async describe(urls: Iterable<string | null | undefined>): Promise<Map<string, ImageAsset>> {
      const found = new Map<string, ImageAsset>()
      const missing = new Map<string, string>()
      for (const url of urls) {
        const fileName = url ? uploadPath.exec(url)?.[1] : undefined
        if (!url || !fileName) continue
        const known = assets.get(url)
        if (known) found.set(url, known)
        else if (known === undefined) missing.set(fileName, url)
      }
      if (missing.size === 0) return found
      const rows = await uploads.describe([...missing.keys()])
      if (assets.size + missing.size > maxRememberedAssets) assets.clear()
      for (const row of rows) {
        const asset = toAsset(row)
        found.set(asset.src, asset)
        missing.delete(row.fileName)
        if (row.variantWidths === null) backfill(row.id, row.fileName)
        else assets.set(asset.src, asset)
      }
      for (const url of missing.values()) assets.set(url, null)
      return found
    },
  }
}

export type UploadService = ReturnType<typeof createUploadService>
export type ImageDescriber = Pick<UploadService, 'describe'>

/** Each item's image asset (null for none or an image that is not an upload), in one lookup. */
export async function describeImages<T>(
  images: ImageDescriber,
  items: T[],
  url: (item: T) => string | null,
): Promise<(ImageAsset | null)[]> {
  const assets = await images.describe(items.map(url))
  return items.map((item) => assets.get(url(item) ?? '') ?? null)
}
