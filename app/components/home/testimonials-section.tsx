import { Card } from '~/components/ui/card.tsx'
import { Quote, Star } from '~/components/ui/icons.tsx'
import { ResponsiveImage } from '~/components/ui/responsive-image.tsx'
import { fallbackLang } from '~/content-types/translations.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import type { ImageAsset } from '~/lib/images.ts'
import type { Testimonial } from '~/lib/models.ts'
import { CardListSection } from './card-list-section.tsx'
import { type MaybeStreamed, TextCardSkeleton } from './streamed-list.tsx'

const ratingScale = 5
const avatarSize = 48

export function TestimonialsSection({ testimonials }: { testimonials: MaybeStreamed<Testimonial> }) {
  return (
    <CardListSection
      section="testimonials"
      muted
      items={testimonials}
      skeleton={<TextCardSkeleton />}
      testId="testimonials"
      renderCard={(testimonial) => <TestimonialCard testimonial={testimonial} />}
    />
  )
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTranslation()
  const rating = Math.min(ratingScale, Math.max(0, Math.round(testimonial.rating)))
  return (
    <Card className="h-full">
      <figure className="flex h-full flex-col p-6">
        <div className="flex items-center justify-between gap-4">
          <div
            role="img"
            aria-label={t('home.testimonials.rating', { rating })}
            className="flex items-center gap-0.5 text-accent"
          >
            {Array.from({ length: ratingScale }, (_, index) => (
              <Star
                key={index}
                aria-hidden="true"
                className={cn('h-5 w-5', index < rating ? 'fill-current' : 'fill-none text-muted-foreground')}
              />
            ))}
          </div>
          <Quote className="h-8 w-8 text-primary-soft-foreground opacity-30" aria-hidden="true" />
        </div>
        <blockquote lang={fallbackLang(testimonial, 'content')} className="mt-4 flex-1 text-card-foreground">
          <p>{`“${testimonial.content}”`}</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-3 border-t border-border pt-5">
          <Avatar name={testimonial.name} url={testimonial.avatarUrl} image={testimonial.avatar} />
          <div className="min-w-0">
            <p className="font-semibold text-card-foreground">{testimonial.name}</p>
            <p lang={fallbackLang(testimonial, 'title')} className="text-sm text-muted-foreground">
              {`${testimonial.title}, ${testimonial.company}`}
            </p>
          </div>
        </figcaption>
      </figure>
    </Card>
  )
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return `${first}${last}`.toUpperCase()
}

/** The client's photo, or their initials when there is none or it fails to load. */
function Avatar({ name, url, image }: { name: string; url: string | null; image: ImageAsset | null }) {
  const initials = (
    <span
      aria-hidden="true"
      className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-bold text-primary-soft-foreground"
    >
      {initialsOf(name)}
    </span>
  )
  if (!url) return initials
  return (
    <ResponsiveImage
      src={url}
      image={image}
      alt=""
      sizes={`${avatarSize}px`}
      width={avatarSize}
      height={avatarSize}
      className="h-12 w-12 shrink-0 rounded-full border border-border object-cover"
      fallback={initials}
    />
  )
}
