import { useEffect, useRef, useState } from 'react'
import { cn } from '~/lib/cn.ts'

/**
 * An owner-supplied image that disappears when it cannot be loaded. The server-rendered <img> may
 * fail before React attaches its onError handler, so the effect also checks an image that has
 * already finished loading with nothing to show.
 */
export function PostImage({
  src,
  alt,
  className,
  wrapperClassName,
  loading = 'lazy',
}: {
  src: string
  alt: string
  className?: string
  wrapperClassName?: string
  loading?: 'lazy' | 'eager'
}) {
  const [failed, setFailed] = useState(false)
  const imageRef = useRef<HTMLImageElement>(null)

  useEffect(() => {
    const image = imageRef.current
    if (image?.complete && image.naturalWidth === 0) setFailed(true)
  }, [])

  if (failed) return null
  return (
    <div className={cn('overflow-hidden bg-muted', wrapperClassName)}>
      <img
        ref={imageRef}
        src={src}
        alt={alt}
        loading={loading}
        decoding="async"
        onError={() => setFailed(true)}
        className={cn('h-full w-full object-cover', className)}
      />
    </div>
  )
}
