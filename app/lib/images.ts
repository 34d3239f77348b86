/**
 * What a page needs to show an uploaded image responsively: the fallback file, its intrinsic size
 * (for width/height, so the layout never shifts) and the widths encoded as AVIF and WebP next to it.
 */
export type ImageAsset = { src: string; width: number; height: number; widths: number[] }

export type VariantFormat = 'avif' | 'webp'

export const variantFormats: readonly VariantFormat[] = ['avif', 'webp']

/** `/uploads/<id>.jpg` → `/uploads/<id>-640.avif`; the naming the upload pipeline writes. */
export function variantUrl(src: string, width: number, format: VariantFormat): string {
  return `${src.replace(/\.[a-z0-9]+$/i, '')}-${width}.${format}`
}

export function variantSrcSet(image: ImageAsset, format: VariantFormat): string {
  return image.widths.map((width) => `${variantUrl(image.src, width, format)} ${width}w`).join(', ')
}

/** A card in the three-column grids of /blog, /projects and the home page (max-w-7xl). */
export const cardImageSizes =
  '(min-width: 1280px) 390px, (min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw'

/**
 * A generated cover (docs/decisions/035): drawn at 16:9 and offered, like an upload, as AVIF and WebP in
 * the responsive widths up to this one, with a JPEG of this size for the `src`.
 */
export const coverSize = { width: 1600, height: 900 }

/** What a card shows: the item's upload, else an image it links to, else its generated cover. */
export function cardPicture(item: {
  imageUrl?: string | null
  image?: ImageAsset | null
  cover?: ImageAsset | null
}): { src: string; image: ImageAsset | null } | null {
  if (item.image) return { src: item.image.src, image: item.image }
  if (item.imageUrl) return { src: item.imageUrl, image: null }
  return item.cover ? { src: item.cover.src, image: item.cover } : null
}
