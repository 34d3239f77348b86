import { useEffect, useState } from 'react'
import { BookLink } from '~/components/ui/booking-link.tsx'
import { buttonClasses, CloseButton } from '~/components/ui/button.tsx'
import { CalendarCheck } from '~/components/ui/icons.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import type { BookingMode } from '~/schemas/admin.ts'

/**
 * The bottom call to action. It stays in the page when hidden (invisible, so neither focusable nor
 * announced) so that it can slide in and out.
 */
export type ConsultBarProps = {
  /** Where the Book button leads (the owner's booking setting). */
  bookingProfile: { bookingMode: BookingMode; bookingUrl: string }
  visible: boolean
  onDismiss: () => void
}

export function ConsultBar({ bookingProfile, visible, onDismiss }: ConsultBarProps) {
  const { t } = useTranslation()
  // Mounted with the first scroll past the threshold: drawn hidden once, so that it slides in.
  const [entered, setEntered] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  const shown = visible && entered
  return (
    <div
      data-visible={shown ? '' : undefined}
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card text-card-foreground shadow-[0_-8px_24px_-12px] shadow-foreground/20 transition-[transform,opacity,visibility] duration-300 motion-reduce:transition-none',
        shown ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-full opacity-0',
      )}
    >
      {/* One row on every screen, the page's grid, and the height the page keeps free at its end. */}
      <div className="site-container flex min-h-(--dock-height) items-center gap-3 py-2 sm:gap-4">
        <p className="min-w-0 flex-1 text-sm font-semibold leading-snug sm:text-base">
          {t('stickyBar.text')}
        </p>
        <BookLink profile={bookingProfile} className={cn(buttonClasses('primary', 'sm'), 'shrink-0')}>
          <CalendarCheck className="h-4 w-4 shrink-0" aria-hidden="true" />
          {/* A phone shows the short word, and hears the whole name, which contains it. */}
          <span aria-hidden="true" className="sm:hidden">
            {t('stickyBar.bookShort')}
          </span>
          <span className="sr-only sm:not-sr-only">{t('nav.bookConsult')}</span>
        </BookLink>
        <CloseButton label={t('stickyBar.dismiss')} onClick={onDismiss} />
      </div>
    </div>
  )
}
