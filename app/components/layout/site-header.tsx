import { SearchBox } from '~/components/search/site-search.tsx'
import { BookLink } from '~/components/ui/booking-link.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { CalendarCheck } from '~/components/ui/icons.tsx'
import { Link, NavLink } from '~/components/ui/localized-link.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import { mainNavigation } from '~/lib/navigation.ts'
import type { PublicProfile } from '~/lib/profile.ts'
import { initials } from '~/lib/text.ts'
import { LanguageMenu } from './language-switcher.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import { ThemeToggle } from './theme-toggle.tsx'
import { useScrolledPast } from './use-scrolled-past.ts'

/** Spec §9: the bar gains its shadow once the page has scrolled more than 50 px. */
export const navShadowThresholdPx = 50

export function SiteHeader({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation()
  const scrolled = useScrolledPast(navShadowThresholdPx)
  return (
    <header
      data-scrolled={scrolled ? '' : undefined}
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b border-border bg-background transition-shadow duration-200',
        scrolled ? 'shadow-lg shadow-foreground/10' : 'shadow-none',
      )}
    >
      <div className="site-container flex h-16 items-center gap-4 lg:h-14">
        <Link to="/" className="flex min-w-0 shrink-0 items-center gap-2.5 rounded-md">
          <span
            aria-hidden="true"
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-primary text-sm font-bold text-primary-foreground"
          >
            {initials(profile.name)}
          </span>
          <span className="truncate text-lg font-bold tracking-tight text-foreground">{profile.name}</span>
        </Link>
        <div className="ml-auto hidden items-center gap-2 lg:flex">
          <SearchBox className="w-56 xl:w-72" />
          <LanguageMenu />
          <ThemeToggle />
          <BookLink profile={profile} className={cn(buttonClasses('primary', 'sm'), 'ml-1')}>
            <CalendarCheck className="h-4 w-4" aria-hidden="true" />
            {t('nav.bookConsult')}
          </BookLink>
        </div>
        <MobileMenu profile={profile} className="ml-auto lg:hidden" />
      </div>
      <nav aria-label={t('nav.mainNavigation')} className="hidden border-t border-border lg:block">
        <ul className="site-container flex h-11 items-center gap-1">
          {mainNavigation.map((item) => (
            <li key={item.to} className="first:-ml-3">
              <NavLink
                to={item.to}
                end={item.to === '/'}
                className={({ isActive }) =>
                  cn(
                    'inline-flex h-8 items-center rounded-md px-3 text-sm font-medium transition-colors',
                    isActive
                      ? 'bg-primary-soft text-primary-soft-foreground'
                      : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                  )
                }
              >
                {t(item.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}
