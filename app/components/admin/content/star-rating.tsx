import { Star } from '~/components/ui/icons.tsx'
import { cn } from '~/lib/cn.ts'

export const ratingScale = 5

/** One to five stars, read out as "Rated 4 out of 5". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const stars = Math.min(ratingScale, Math.max(0, Math.round(rating)))
  return (
    <div
      role="img"
      aria-label={`Rated ${stars} out of ${ratingScale}`}
      className={cn('flex items-center gap-0.5', className)}
    >
      {Array.from({ length: ratingScale }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn('h-4 w-4', index < stars ? 'fill-current text-accent' : 'text-muted-foreground')}
        />
      ))}
    </div>
  )
}
