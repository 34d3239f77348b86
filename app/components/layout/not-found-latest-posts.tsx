import { CategoryBadge } from '~/components/blog/category-badge.tsx'
import { Link } from '~/components/ui/localized-link.tsx'
import { fallbackLang } from '~/content-types/translations.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { formatPostDate } from '~/lib/dates.ts'
import type { BlogPostSummary } from '~/lib/models.ts'
import { panelHeading } from './not-found-page.tsx'

/** What the 404 page's loader sends with its status: the newest posts, to offer a way on. */
export type NotFoundData = { latestPosts: BlogPostSummary[] }

export function isNotFoundData(value: unknown): value is NotFoundData {
  return typeof value === 'object' && value !== null && Array.isArray((value as NotFoundData).latestPosts)
}

/** The 404 page's panel of the newest articles (NotFoundPage's `latest`); nothing without any. */
export function NotFoundLatestPosts({ posts }: { posts: BlogPostSummary[] }) {
  const { t, i18n } = useTranslation()
  if (posts.length === 0) return null
  return (
    <section aria-labelledby="not-found-latest" className="min-w-0">
      <h2 id="not-found-latest" className={panelHeading}>
        {t('notFound.latestHeading')}
      </h2>
      <ul className="mt-4 space-y-3">
        {posts.map((post) => (
          <li key={post.id}>
            <Link
              to={`/blog/${post.slug}`}
              className="block rounded-lg border border-border bg-card p-4 transition-colors hover:border-primary"
            >
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                <CategoryBadge category={post.category} />
                <time dateTime={post.createdAt} suppressHydrationWarning>
                  {formatPostDate(post.createdAt, i18n.language)}
                </time>
              </span>
              <span
                lang={fallbackLang(post, 'title')}
                className="mt-2 block break-words font-semibold leading-snug text-card-foreground"
              >
                {post.title}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
