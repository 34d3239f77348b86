import type { PublicProfile } from '~/lib/profile.ts'
import { ResponsiveImage, type ResponsiveImageProps } from './responsive-image.tsx'

/** The owner's photo, drawn `size` pixels square unless `sizes` says otherwise. */
export function ProfilePhoto({
  profile,
  size,
  sizes = `${size}px`,
  ...image
}: { profile: Pick<PublicProfile, 'photoUrl' | 'photo'>; size: number; sizes?: string } & Omit<
  ResponsiveImageProps,
  'src' | 'image' | 'sizes' | 'width' | 'height'
>) {
  return (
    <ResponsiveImage
      src={profile.photoUrl}
      image={profile.photo}
      sizes={sizes}
      width={size}
      height={size}
      {...image}
    />
  )
}
