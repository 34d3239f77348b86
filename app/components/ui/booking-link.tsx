import { inPageBookingProps } from '~/components/layout/use-booking-in-view.ts'
import { cn } from '~/lib/cn.ts'
import { buttonClasses } from './button.tsx'
import { CalendarDays } from './icons.tsx'
import { NewTabLink } from './new-tab-link.tsx'

/** The button that opens the owner's booking page in a new tab. */
export function BookingLink({
  href,
  size,
  className,
  children,
}: {
  href: string
  size: 'md' | 'lg'
  className?: string
  children: string
}) {
  return (
    <NewTabLink {...inPageBookingProps} href={href} className={cn(buttonClasses('primary', size), className)}>
      <CalendarDays className={size === 'lg' ? 'h-5 w-5' : 'h-4 w-4'} aria-hidden="true" />
      {children}
    </NewTabLink>
  )
}
