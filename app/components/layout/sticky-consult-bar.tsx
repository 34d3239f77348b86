import { lazy, Suspense, useState } from 'react'
import { BookLink } from '~/components/ui/booking-link.tsx'
import { CalendarDays } from '~/components/ui/icons.tsx'
import { Tooltip } from '~/components/ui/tooltip.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import type { ConsultBarProps } from './consult-bar.tsx'

/** Spec §9: the call-to-action bar appears once the page has scrolled more than 500 px. */
export const stickyBarThresholdPx = 500

const ConsultBar = lazy(() => import('./consult-bar.tsx').then((module) => ({ default: module.ConsultBar })))

/**
 * The bottom call to action, from the first time the page has scrolled far enough: its code loads
 * then, since many visits never scroll that far. It enters hidden and slides in on the next frame.
 */
export function StickyConsultBar({ bookingProfile, visible, onDismiss }: ConsultBarProps) {
  const [wanted, setWanted] = useState(false)
  if (visible && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <ConsultBar bookingProfile={bookingProfile} visible={visible} onDismiss={onDismiss} />
    </Suspense>
  )
}

/** The round calendar button in the bottom corner; it moves up while the bar is showing. */
export function FloatingScheduleButton({
  raised,
  bookingProfile,
}: {
  raised: boolean
  bookingProfile: ConsultBarProps['bookingProfile']
}) {
  const { t } = useTranslation()
  return (
    <Tooltip content={t('footer.scheduleMeeting')}>
      <BookLink
        profile={bookingProfile}
        aria-label={t('footer.scheduleMeeting')}
        className={cn(
          'fixed right-4 z-30 flex h-14 w-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-foreground/20 transition-[bottom,background-color] duration-300 hover:bg-primary-hover motion-reduce:transition-none sm:right-6',
          raised ? 'bottom-28 sm:bottom-24' : 'bottom-4 sm:bottom-6',
        )}
      >
        <CalendarDays className="h-6 w-6" aria-hidden="true" />
      </BookLink>
    </Tooltip>
  )
}
