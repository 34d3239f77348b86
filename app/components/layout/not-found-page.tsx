import { CategoryBadge } from '~/components/blog/category-badge.tsx'
import { SearchBox } from '~/components/search/search-box.tsx'
import { ArrowLeft, ArrowRight } from '~/components/ui/icons.tsx'
import { Link } from '~/components/ui/localized-link.tsx'
import { fallbackLang } from '~/content-types/translations.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { formatPostDate } from '~/lib/dates.ts'
import type { BlogPostSummary } from '~/lib/models.ts'
import { mainNavigation } from '~/lib/navigation.ts'

/** What the 404 page's loader sends with its status: the newest posts, to offer a way on. */
export type NotFoundData = { latestPosts: BlogPostSummary[] }

export function isNotFoundData(value: unknown): value is NotFoundData {
  return typeof value === 'object' && value !== null && Array.isArray((value as NotFoundData).latestPosts)
}

const panelHeading = 'text-sm font-semibold uppercase tracking-wide text-muted-foreground'

/**
 * The 404 page: the spec's title and sentence, then the ways on: search, the main sections and the
 * newest articles (when the loader could read them).
 */
export function NotFoundPage({ latestPosts = [] }: { latestPosts?: BlogPostSummary[] }) {
  const { t, i18n } = useTranslation()
  const sections = mainNavigation.filter((item) => item.to !== '/')
  return (
    <div className="site-container band-y">
      <div className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-foreground sm:text-5xl">
          {t('notFound.title')}
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">{t('notFound.text')}</p>
        <p className="mt-2 text-lg text-muted-foreground">{t('notFound.help')}</p>
        <div className="mt-8 max-w-xl">
          <p id="not-found-search" className={panelHeading}>
            {t('notFound.searchHeading')}
          </p>
          <SearchBox variant="inline" className="mt-3" />
        </div>
      </div>

      <div className="mt-14 grid gap-10 md:grid-cols-2 lg:gap-16">
        <nav aria-labelledby="not-found-sections" className="min-w-0">
          <h2 id="not-found-sections" className={panelHeading}>
            {t('notFound.sectionsHeading')}
          </h2>
          <ul className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-2">
            {sections.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="group flex min-h-11 items-center justify-between gap-2 rounded-md border-b border-border py-2 font-medium text-foreground hover:text-primary"
                >
                  {t(item.labelKey)}
                  <ArrowRight
                    className="h-4 w-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary"
                    aria-hidden="true"
                  />
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to="/"
            className="mt-6 inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t('notFound.backHome')}
          </Link>
        </nav>

        {latestPosts.length > 0 ? (
          <section aria-labelledby="not-found-latest" className="min-w-0">
            <h2 id="not-found-latest" className={panelHeading}>
              {t('notFound.latestHeading')}
            </h2>
            <ul className="mt-4 space-y-3">
              {latestPosts.map((post) => (
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
        ) : null}
      </div>
    </div>
  )
}
