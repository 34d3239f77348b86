import type { ReactNode } from 'react'
import { useEffect, useState } from 'react'
import { isRouteErrorResponse, Outlet, useLocation } from 'react-router'
import { NotFoundPage } from '~/components/layout/not-found-page.tsx'
import { SiteHeader } from '~/components/layout/site-header.tsx'
import {
  FloatingScheduleButton,
  StickyConsultBar,
  stickyBarThresholdPx,
} from '~/components/layout/sticky-consult-bar.tsx'
import { useInPageBookingInView } from '~/components/layout/use-booking-in-view.ts'
import { useScrolledPast } from '~/components/layout/use-scrolled-past.ts'
import { PwaSupport } from '~/components/pwa/pwa-support.tsx'
import { Link } from '~/components/ui/localized-link.tsx'
import { serverHtml } from '~/components/ui/server-html.tsx'
import { unlocalizedPath } from '~/i18n/config.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { usePageViewBeacon } from '~/lib/page-view-beacon.ts'
import { useRootData } from '~/lib/root-data.ts'
import type { Route } from './+types/public-layout'

const stickyBarDismissedKey = 'sticky-bar-dismissed'

const SiteFooter = serverHtml('SiteFooter', () =>
  import('~/components/layout/site-footer.tsx').then((module) => module.SiteFooter),
)

/** An article opened with ?embed=true is shown inside another site's iframe: content only, no site chrome. */
function isEmbedView(pathname: string, search: string): boolean {
  return unlocalizedPath(pathname).startsWith('/blog/') && new URLSearchParams(search).get('embed') === 'true'
}

function isBookingPath(pathname: string): boolean {
  return /^\/book(ings)?(\/|$)/.test(unlocalizedPath(pathname))
}

/**
 * One calm path to booking (decision 031): the bottom bar once the page has scrolled far enough, unless
 * the visitor dismissed it this visit; the floating calendar button (wide screens) otherwise. Both give
 * way while the page shows a booking button of its own.
 */
function useBookingPrompts() {
  const { pathname } = useLocation()
  const scrolledFar = useScrolledPast(stickyBarThresholdPx)
  const pageOffersBooking = useInPageBookingInView()
  const [dismissed, setDismissed] = useState(false)
  useEffect(() => {
    try {
      setDismissed(sessionStorage.getItem(stickyBarDismissedKey) === '1')
    } catch {
      // Without sessionStorage the bar simply comes back on the next page load.
    }
  }, [])
  const dismiss = () => {
    setDismissed(true)
    try {
      sessionStorage.setItem(stickyBarDismissedKey, '1')
    } catch {
      // See above.
    }
  }
  // The booking pages are where the prompts lead: none is offered there.
  const offered = pageOffersBooking === false && !isBookingPath(pathname)
  const bar = scrolledFar && !dismissed && offered
  return { bar, floatingButton: !bar && offered, dismiss }
}

function PublicShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { profile, footerServices } = useRootData()
  const booking = useBookingPrompts()
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        {t('nav.skipToContent')}
      </a>
      <SiteHeader profile={profile} />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none lg:pt-[6.375rem]">
        {children}
      </main>
      <SiteFooter profile={profile} services={footerServices} />
      <aside aria-label={t('stickyBar.label')}>
        <FloatingScheduleButton visible={booking.floatingButton} bookingProfile={profile} />
        <StickyConsultBar bookingProfile={profile} visible={booking.bar} onDismiss={booking.dismiss} />
      </aside>
      <PwaSupport raised={booking.bar} />
    </div>
  )
}

export default function PublicLayout() {
  const { pathname, search } = useLocation()
  usePageViewBeacon()
  if (isEmbedView(pathname, search)) {
    return (
      <main id="main">
        <Outlet />
      </main>
    )
  }
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  )
}

/** A page that fails still shows the site's navigation, so the visitor can move on. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PublicShell>
        <NotFoundPage />
      </PublicShell>
    )
  }
  return (
    <PublicShell>
      <section className="mx-auto max-w-2xl band-y px-(--gutter) text-center">
        <h1 className="text-3xl font-bold text-foreground">{t('common.error')}</h1>
        <p className="mt-4 text-muted-foreground">{t('common.errorText')}</p>
        <Link to="/" className="mt-8 inline-block font-medium text-primary underline underline-offset-4">
          {t('notFound.backHome')}
        </Link>
      </section>
    </PublicShell>
  )
}
