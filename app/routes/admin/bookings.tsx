import { Link, NavLink } from 'react-router'
import { MeetingStatusBadge } from '~/components/admin/leads/lead-meetings.tsx'
import { EmptyState } from '~/components/admin/records/empty-state.tsx'
import { RecordCardList } from '~/components/admin/records/record-card-list.tsx'
import { adminMeta } from '~/components/admin/shell/admin-meta.ts'
import { AdminPageHeader } from '~/components/admin/shell/admin-page-header.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { CalendarClock, Clock, Globe } from '~/components/ui/icons.tsx'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import { cn } from '~/lib/cn.ts'
import { siteContext } from '~/lib/site-context.ts'
import { truncate } from '~/lib/text.ts'
import { bookingListQuerySchema } from '~/schemas/booking.ts'
import type { Route } from './+types/bookings'

export function meta() {
  return adminMeta('Bookings')
}

const tabs = [
  { when: 'upcoming', label: 'Upcoming' },
  { when: 'past', label: 'Past' },
  { when: 'cancelled', label: 'Cancelled' },
] as const

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  const parsed = bookingListQuerySchema.safeParse({
    when: new URL(request.url).searchParams.get('when') ?? undefined,
  })
  const when = parsed.success ? parsed.data.when : 'upcoming'
  const bookings = await site.services.bookings.list(when)
  return {
    when,
    now: new Date().toISOString(),
    bookings: bookings.map((booking) => ({
      id: booking.id,
      name: booking.name,
      email: booking.email,
      organization: booking.organization,
      topic: booking.topic,
      meetingName: booking.meetingTypeName,
      durationMinutes: booking.durationMinutes,
      startAt: booking.startAt,
      status: booking.status,
      ownerWhen: booking.ownerWhen,
      visitorZone: booking.zoneLabel,
      notes: booking.notes,
    })),
  }
}

export default function BookingsPage({ loaderData }: Route.ComponentProps) {
  const { when, bookings, now } = loaderData
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Bookings"
        description="Meetings booked on the site, in your time zone. Open one to add notes, move or cancel it."
        actions={
          <>
            <Link to="/admin/availability" className={buttonClasses('outline', 'md')}>
              <Clock className="h-4 w-4" aria-hidden="true" />
              Availability
            </Link>
            <Link to="/admin/calendars" className={buttonClasses('outline', 'md')}>
              <CalendarClock className="h-4 w-4" aria-hidden="true" />
              Calendars
            </Link>
          </>
        }
      />
      <nav aria-label="Which bookings">
        <ul className="flex gap-1 rounded-lg bg-muted p-1 text-sm font-medium sm:inline-flex">
          {tabs.map((tab) => (
            <li key={tab.when} className="flex-1 sm:flex-none">
              <NavLink
                to={`?when=${tab.when}`}
                aria-current={tab.when === when ? 'page' : undefined}
                className={cn(
                  'block rounded-md px-4 py-2 text-center',
                  tab.when === when
                    ? 'bg-background text-foreground shadow-sm'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className="text-sm font-medium text-muted-foreground">
        {bookings.length === 1 ? '1 meeting' : `${bookings.length} meetings`}
      </p>
      {bookings.length === 0 ? (
        <EmptyState
          icon={CalendarClock}
          title={
            when === 'upcoming'
              ? 'No meetings ahead'
              : when === 'past'
                ? 'No past meetings'
                : 'No cancelled meetings'
          }
          description={
            when === 'upcoming'
              ? 'When a visitor books a time on the site, it shows here and in Leads.'
              : 'Meetings move here once they have taken place or been cancelled.'
          }
        />
      ) : (
        <RecordCardList
          label="Bookings"
          items={bookings}
          keyOf={(booking) => String(booking.id)}
          testId="booking-row"
        >
          {(booking: (typeof bookings)[number]) => (
            <>
              <div className="flex flex-wrap items-center gap-2">
                <MeetingStatusBadge status={booking.status} startAt={booking.startAt} now={now} />
                <span className="text-sm font-semibold text-foreground">
                  <time dateTime={booking.startAt}>{booking.ownerWhen}</time>
                </span>
              </div>
              <h2 className="mt-3 text-base font-semibold text-foreground">
                <Link to={`/admin/bookings/${booking.id}`} className="break-words hover:underline">
                  {booking.name}
                </Link>
                <span className="font-normal text-muted-foreground">
                  {' '}
                  · {booking.meetingName}, {booking.durationMinutes} min
                </span>
              </h2>
              <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
                <span className="break-all">{booking.email}</span>
                {booking.organization ? <span>{booking.organization}</span> : null}
                <span className="inline-flex items-center gap-1">
                  <Globe className="h-3.5 w-3.5" aria-hidden="true" />
                  {booking.visitorZone}
                </span>
              </p>
              <p className="mt-2 break-words text-sm text-foreground">
                {truncate(booking.topic.replace(/\s+/g, ' '), 180)}
              </p>
              {booking.notes ? (
                <p className="mt-2 break-words text-sm italic text-muted-foreground">
                  Notes: {truncate(booking.notes, 140)}
                </p>
              ) : null}
            </>
          )}
        </RecordCardList>
      )}
    </div>
  )
}
