import type { ReactNode } from 'react'
import { SearchBox } from '~/components/search/site-search.tsx'
import { ArrowLeft, ArrowRight } from '~/components/ui/icons.tsx'
import { Link } from '~/components/ui/localized-link.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { mainNavigation } from '~/lib/navigation.ts'

export const panelHeading = 'text-sm font-semibold uppercase tracking-wide text-muted-foreground'

/**
 * The 404 page: the spec's title and sentence, then the ways on: search, the main sections and
 * `latest`, the newest articles (NotFoundLatestPosts, when the 404 route's loader could read them).
 * That panel lives in a module of its own: the site's frame renders this page for a missing article
 * or booking page without it, and so does not carry its date and category code on every page.
 */
export function NotFoundPage({ latest }: { latest?: ReactNode }) {
  const { t } = useTranslation()
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

        {latest}
      </div>
    </div>
  )
}
