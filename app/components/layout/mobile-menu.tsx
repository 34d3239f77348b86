import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { SearchBox } from '~/components/search/site-search.tsx'
import { BookLink } from '~/components/ui/booking-link.tsx'
import { Button, buttonClasses } from '~/components/ui/button.tsx'
import { CalendarCheck, Menu, X } from '~/components/ui/icons.tsx'
import { NavLink, useLocalizedPath } from '~/components/ui/localized-link.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import { mainNavigation } from '~/lib/navigation.ts'
import type { PublicProfile } from '~/lib/profile.ts'
import { LanguageButtons } from './language-switcher.tsx'
import { ThemeToggle } from './theme-toggle.tsx'

/** Spec §9: after a tap the menu closes first and the page changes 150 ms later. */
export const mobileNavigationDelayMs = 150
const desktopQuery = '(min-width: 64rem)'
const panelId = 'mobile-menu'

function popoverSupported(): boolean {
  return typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype
}

function isPanelOpen(panel: HTMLElement): boolean {
  return popoverSupported() ? panel.matches(':popover-open') : panel.hasAttribute('data-open')
}

function hidePanel(panel: HTMLElement | null) {
  if (panel && popoverSupported() && panel.matches(':popover-open')) panel.hidePopover()
}

export function MobileMenu({ profile, className }: { profile: PublicProfile; className?: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const navigationTimer = useRef<number | undefined>(undefined)

  const close = useCallback((returnFocus = false) => {
    setOpen(false)
    hidePanel(panelRef.current)
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  // The button opens the panel natively (popovertarget) even before the page is hydrated; React
  // follows the panel's state from then on, including a menu opened before hydration.
  useEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    const sync = () => setOpen(isPanelOpen(panel))
    sync()
    panel.addEventListener('toggle', sync)
    return () => panel.removeEventListener('toggle', sync)
  }, [])

  const navigateAfterClosing = useCallback(
    (to: string) => {
      close()
      window.clearTimeout(navigationTimer.current)
      navigationTimer.current = window.setTimeout(() => navigate(localize(to)), mobileNavigationDelayMs)
    },
    [close, navigate, localize],
  )

  useEffect(() => () => window.clearTimeout(navigationTimer.current), [])

  // A new page closes the menu (not the first render: a menu opened before hydration stays open).
  const shownPathname = useRef(pathname)
  useEffect(() => {
    if (shownPathname.current === pathname) return
    shownPathname.current = pathname
    setOpen(false)
    hidePanel(panelRef.current)
  }, [pathname])

  useEffect(() => {
    if (!open) return
    const previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'

    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return
      close()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      // An open search list inside the menu handles Escape itself and marks it as handled.
      if (event.key === 'Escape' && !event.defaultPrevented) close(true)
    }
    const desktop = window.matchMedia(desktopQuery)
    const onResize = () => {
      if (desktop.matches) close()
    }

    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    desktop.addEventListener('change', onResize)
    return () => {
      document.body.style.overflow = previousOverflow
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
      desktop.removeEventListener('change', onResize)
    }
  }, [open, close])

  function onLinkClick(event: MouseEvent<HTMLAnchorElement>, to: string) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    navigateAfterClosing(to)
  }

  return (
    <div className={className}>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
        popoverTarget={panelId}
        onClick={(event) => {
          // Where popovers are unsupported (before 2024 browsers), React opens and closes the panel.
          if (popoverSupported()) return
          event.preventDefault()
          setOpen((value) => !value)
        }}
      >
        {open ? (
          <X className="h-6 w-6" aria-hidden="true" />
        ) : (
          <Menu className="h-6 w-6" aria-hidden="true" />
        )}
      </Button>
      {open ? <div aria-hidden="true" className="fixed inset-x-0 bottom-0 top-16 z-30 bg-black/50" /> : null}
      <div
        ref={panelRef}
        id={panelId}
        popover="manual"
        data-open={open ? '' : undefined}
        className={cn(
          'fixed inset-x-0 top-16 bottom-auto z-40 m-0 h-auto max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto overscroll-contain border-x-0 border-t border-b-0 border-border bg-background p-0 text-foreground shadow-xl',
          'not-supports-[selector(:popover-open)]:not-data-open:hidden',
        )}
      >
        <div className="mx-auto flex max-w-3xl flex-col gap-5 px-(--gutter) py-5">
          <SearchBox variant="inline" onNavigate={navigateAfterClosing} />
          <nav aria-label={t('nav.mainNavigation')}>
            <ul className="flex flex-col gap-1">
              {mainNavigation.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === '/'}
                    onClick={(event) => onLinkClick(event, item.to)}
                    className={({ isActive }) =>
                      cn(
                        'flex min-h-11 items-center rounded-md px-3 text-base font-medium transition-colors',
                        isActive
                          ? 'bg-primary-soft text-primary-soft-foreground'
                          : 'text-foreground hover:bg-muted',
                      )
                    }
                  >
                    {t(item.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-wrap items-end justify-between gap-4 border-t border-border pt-5">
            <LanguageButtons />
            <ThemeToggle className="border border-border" />
          </div>
          <BookLink
            profile={profile}
            onClick={() => close()}
            className={cn(buttonClasses('primary', 'lg'), 'w-full whitespace-normal text-center')}
          >
            <CalendarCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
            {t('nav.bookConsult')}
          </BookLink>
        </div>
      </div>
    </div>
  )
}
