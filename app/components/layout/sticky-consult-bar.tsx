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

/**
 * The round calendar button in the bottom corner, inside the grid's right gutter: shown from the lg
 * breakpoint, where the gutter is wide enough for it to cover nothing (on a narrower screen it would sit
 * on the text; the bottom bar is the phone's way to book). It fades out while hidden.
 */
export function FloatingScheduleButton({
  visible,
  bookingProfile,
}: {
  visible: boolean
  bookingProfile: ConsultBarProps['bookingProfile']
}) {
  const { t } = useTranslation()
  return (
    <Tooltip content={t('footer.scheduleMeeting')}>
      <BookLink
        profile={bookingProfile}
        aria-label={t('footer.scheduleMeeting')}
        data-visible={visible ? '' : undefined}
        className={cn(
          'fixed bottom-6 right-[max(0.5rem,calc((100%-80rem)/2+(var(--gutter)-3rem)/2))] z-30 hidden h-12 w-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-foreground/20 transition-[opacity,visibility,background-color] duration-300 hover:bg-primary-hover motion-reduce:transition-none lg:flex',
          visible ? 'visible opacity-100' : 'invisible opacity-0',
        )}
      >
        <CalendarDays className="h-5 w-5" aria-hidden="true" />
      </BookLink>
    </Tooltip>
  )
}
