import { Card } from '~/components/ui/card.tsx'
import { ArrowRight, Calendar, User } from '~/components/ui/icons.tsx'
import { Link } from '~/components/ui/localized-link.tsx'
import { ResponsiveImage } from '~/components/ui/responsive-image.tsx'
import { fallbackLang } from '~/content-types/translations.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { formatPostDate } from '~/lib/dates.ts'
import { cardImageSizes, cardPicture } from '~/lib/images.ts'
import type { BlogPostSummary } from '~/lib/models.ts'
import { useRootData } from '~/lib/root-data.ts'
import { CategoryBadge } from './category-badge.tsx'

/**
 * A post in a list: its image (its generated cover when it has none), category, date, author, title, excerpt and Read More.
 * `imagePriority` for the first card of a page, whose image is the largest thing on the first screen.
 */
export function BlogCard({
  post,
  headingLevel = 3,
  imagePriority = false,
}: {
  post: BlogPostSummary
  headingLevel?: 2 | 3
  imagePriority?: boolean
}) {
  const { t, i18n } = useTranslation()
  const { profile } = useRootData()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const href = `/blog/${post.slug}`
  const picture = cardPicture(post)
  return (
    <Card className="flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      <article className="flex h-full flex-col">
        {picture ? (
          <ResponsiveImage
            src={picture.src}
            image={picture.image}
            alt=""
            sizes={cardImageSizes}
            priority={imagePriority}
            wrapperClassName="aspect-video"
            fallback={
              // An image of the post's that cannot be loaded gives way to its cover.
              post.cover && picture.image !== post.cover ? (
                <ResponsiveImage
                  src={post.cover.src}
                  image={post.cover}
                  alt=""
                  sizes={cardImageSizes}
                  wrapperClassName="aspect-video"
                />
              ) : null
            }
          />
        ) : null}
        <div className="flex flex-1 flex-col p-6">
          {/* Left-aligned: a right-aligned date moved when a slow first load painted its icon before its text. */}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
            <CategoryBadge category={post.category} />
            <span className="inline-flex items-center gap-1.5">
              <Calendar className="h-4 w-4" aria-hidden="true" />
              <time dateTime={post.createdAt} suppressHydrationWarning>
                {formatPostDate(post.createdAt, i18n.language)}
              </time>
            </span>
          </div>
          <Heading
            lang={fallbackLang(post, 'title')}
            className="mt-4 text-xl font-semibold leading-snug text-card-foreground"
          >
            <Link to={href} className="rounded-sm hover:text-primary">
              {post.title}
            </Link>
          </Heading>
          <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-muted-foreground">
            <User className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">{t('blog.card.by')} </span>
            <Link to="/" className="font-medium hover:text-primary hover:underline">
              {profile.name}
            </Link>
          </p>
          {/* The clamped paragraph keeps its three lines' height; the box around it takes the card's
              spare height, so the fourth line never shows below the ellipsis. */}
          <div className="mt-3 flex-1">
            <p lang={fallbackLang(post, 'excerpt')} className="line-clamp-3 text-muted-foreground">
              {post.excerpt}
            </p>
          </div>
          <Link
            to={href}
            aria-label={t('blog.card.readMoreLabel', { title: post.title })}
            className="mt-5 inline-flex items-center gap-1.5 self-start rounded-sm font-semibold text-primary hover:underline"
          >
            {t('blog.card.readMore')}
            {/* Search engines judge a link by its text, not its label: the same words, for them too. */}
            <span className="sr-only">: {post.title}</span>
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
      </article>
    </Card>
  )
}
