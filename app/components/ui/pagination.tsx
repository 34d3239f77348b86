import { Link } from '~/components/ui/localized-link.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import { pageHref } from '~/lib/pagination.ts'
import { ChevronLeft, ChevronRight } from './icons.tsx'

/** The page numbers worth a link: the first, the last, and the current one with its neighbours. */
export function visiblePageNumbers(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount))
  const sorted = [...wanted].sort((a, b) => a - b)
  const shown: (number | 'gap')[] = []
  for (const number of sorted) {
    const previous = shown.at(-1)
    if (typeof previous === 'number' && number - previous > 1)
      shown.push(number - previous === 2 ? number - 1 : 'gap')
    shown.push(number)
  }
  return shown
}

const pill =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full border px-3 text-sm font-medium transition-colors'

/**
 * Links to the other pages of a list. Each page has one URL (`?page=N`, none for the first), which the
 * head's rel=prev/next links name too; on a phone the numbers give way to "Page 3 of 9".
 */
export function Pagination({
  pathname,
  params = {},
  page,
  pageCount,
}: {
  pathname: string
  /** The list's other parameters (a filter), kept on every page's link. */
  params?: Record<string, string | undefined>
  page: number
  pageCount: number
}) {
  const { t } = useTranslation()
  if (pageCount <= 1) return null
  const href = (target: number) => pageHref(pathname, params, target)
  const idle = 'border-border bg-background text-foreground hover:border-primary hover:text-primary'
  return (
    <nav aria-label={t('pagination.label')} className="mt-12 flex items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={cn(pill, idle)}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          {t('pagination.previous')}
        </Link>
      ) : null}
      <p className="px-2 text-sm text-muted-foreground sm:hidden">
        {t('pagination.current', { page, count: pageCount })}
      </p>
      <ul className="hidden items-center gap-2 sm:flex">
        {visiblePageNumbers(page, pageCount).map((number, index) =>
          number === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={href(number)}
                aria-label={t('pagination.page', { page: number })}
                aria-current={number === page ? 'page' : undefined}
                className={cn(
                  pill,
                  number === page ? 'border-primary bg-primary text-primary-foreground' : idle,
                )}
              >
                {number}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className={cn(pill, idle)}>
          {t('pagination.next')}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  )
}
