import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { inPageBookingProps } from '~/components/layout/use-booking-in-view.ts'
import { type BookedMeeting, bookingTarget } from '~/lib/booking-target.ts'
import { cn } from '~/lib/cn.ts'
import type { BookingMode } from '~/schemas/admin.ts'
import { buttonClasses } from './button.tsx'
import { CalendarDays } from './icons.tsx'
import { Link } from './localized-link.tsx'
import { NewTabLink } from './new-tab-link.tsx'

type BookingProfile = { bookingMode: BookingMode; bookingUrl: string }

/**
 * Any Book link: to the site's booking page of `meeting` in the page's language, or, when the owner
 * chose an external scheduling page, to that page in a new tab.
 */
export function BookLink({
  profile,
  meeting = 'consult',
  children,
  ...anchor
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  profile: BookingProfile
  meeting?: BookedMeeting
  children: ReactNode
}) {
  const target = bookingTarget(profile, meeting)
  if (target.external)
    return (
      <NewTabLink href={target.href} {...anchor}>
        {children}
      </NewTabLink>
    )
  return (
    <Link to={target.href} {...anchor}>
      {children}
    </Link>
  )
}

/** The Book button: the site's primary button with a calendar. */
export function BookingLink({
  profile,
  meeting,
  size,
  className,
  children,
}: {
  profile: BookingProfile
  meeting?: BookedMeeting
  size: 'md' | 'lg'
  className?: string
  children: string
}) {
  return (
    <BookLink
      {...inPageBookingProps}
      profile={profile}
      meeting={meeting}
      className={cn(buttonClasses('primary', size), className)}
    >
      <CalendarDays className={size === 'lg' ? 'h-5 w-5' : 'h-4 w-4'} aria-hidden="true" />
      {children}
    </BookLink>
  )
}
