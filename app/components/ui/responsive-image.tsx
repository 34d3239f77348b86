import { type ReactNode, useEffect, useRef, useState } from 'react'
import { preload } from 'react-dom'
import { cn } from '~/lib/cn.ts'
import { type ImageAsset, variantFormats, variantSrcSet, variantUrl } from '~/lib/images.ts'

export type ResponsiveImageProps = {
  /** The stored address; for an upload, `image` describes it and its variants. */
  src: string
  image?: ImageAsset | null
  alt: string
  /** How wide the image is drawn, for the browser's choice among the variants. */
  sizes: string
  /** The drawn size when the image is not an upload, so its space is reserved before it loads. */
  width?: number
  height?: number
  /** The page's largest image at first paint: fetched first, never lazily, and preloaded from <head>. */
  priority?: boolean
  /**
   * With `priority`: the screens (a media query) where the layout puts the image in the first screen.
   * The preload is for those screens only, and the image itself is lazy: there the preload has already
   * fetched it; elsewhere it loads as the visitor nears it, like the rest of the page's images, rather
   * than competing with the stylesheet and the text that is seen first.
   */
  priorityMedia?: string
  className?: string
  /** Wraps the picture in a box (e.g. an aspect ratio) that keeps its place even while loading. */
  wrapperClassName?: string
  /** Shown instead when the image cannot be loaded; nothing by default. */
  fallback?: ReactNode
}

/**
 * An owner-supplied image as a <picture> of AVIF and WebP variants with the intrinsic width and
 * height, lazy unless it is the page's main image. It disappears (or shows `fallback`) when it cannot
 * be loaded. The server-rendered <img> may fail before React attaches its onError handler, so the
 * effect also checks an image that has already finished loading with nothing to show.
 */
export function ResponsiveImage({
  src,
  image,
  alt,
  sizes,
  width,
  height,
  priority = false,
  priorityMedia,
  className,
  wrapperClassName,
  fallback = null,
}: ResponsiveImageProps) {
  const [failed, setFailed] = useState(false)
  const imageRef = useRef<HTMLImageElement>(null)
  const variants = image && image.widths.length > 0 ? image : null

  if (priority && !failed) {
    if (variants) {
      const largest = variants.widths[variants.widths.length - 1]!
      preload(variantUrl(variants.src, largest, 'avif'), {
        as: 'image',
        type: 'image/avif',
        imageSrcSet: variantSrcSet(variants, 'avif'),
        imageSizes: sizes,
        fetchPriority: 'high',
        media: priorityMedia,
      })
    } else {
      preload(src, { as: 'image', fetchPriority: 'high', media: priorityMedia })
    }
  }

  useEffect(() => {
    const element = imageRef.current
    if (element?.complete && element.naturalWidth === 0) setFailed(true)
  }, [])

  if (failed) return <>{fallback}</>
  const picture = (
    <picture>
      {variants
        ? variantFormats.map((format) => (
            <source
              key={format}
              type={`image/${format}`}
              srcSet={variantSrcSet(variants, format)}
              sizes={sizes}
            />
          ))
        : null}
      <img
        ref={imageRef}
        src={image?.src ?? src}
        alt={alt}
        width={image?.width ?? width}
        height={image?.height ?? height}
        loading={priority && !priorityMedia ? 'eager' : 'lazy'}
        decoding={priority && !priorityMedia ? undefined : 'async'}
        fetchPriority={priority && !priorityMedia ? 'high' : undefined}
        onError={() => setFailed(true)}
        className={cn(wrapperClassName && 'h-full w-full object-cover', className)}
      />
    </picture>
  )
  if (!wrapperClassName) return picture
  return <div className={cn('overflow-hidden bg-muted', wrapperClassName)}>{picture}</div>
}
