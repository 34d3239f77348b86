import { Link } from 'react-router'
import { Badge } from '~/components/ui/badge.tsx'
import { CalendarClock } from '~/components/ui/icons.tsx'
import type { LeadMeeting } from '~/services/leads-pipeline.server.ts'

export function MeetingStatusBadge({
  status,
  startAt,
  now,
}: {
  status: LeadMeeting['status']
  startAt: string
  now: string
}) {
  if (status === 'cancelled')
    return (
      <Badge variant="outline" className="border-destructive text-destructive">
        Cancelled
      </Badge>
    )
  return startAt >= now ? <Badge variant="accent">Upcoming</Badge> : <Badge variant="muted">Held</Badge>
}

/** A booking lead's next (or latest) meeting in one line of the pipeline's list. */
export function NextMeeting({ meeting, now }: { meeting: LeadMeeting; now: string }) {
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-foreground">
      <CalendarClock className="h-4 w-4 text-primary" aria-hidden="true" />
      <time dateTime={meeting.startAt}>{meeting.when}</time>
      <MeetingStatusBadge status={meeting.status} startAt={meeting.startAt} now={now} />
    </p>
  )
}

/** Every meeting a booking lead booked, each linking to its booking in the admin. */
export function LeadMeetings({ meetings, now }: { meetings: LeadMeeting[]; now: string }) {
  return (
    <ul className="divide-y divide-border">
      {meetings.map((meeting) => (
        <li
          key={meeting.id}
          className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0"
        >
          <div className="min-w-0">
            <Link
              to={`/admin/bookings/${meeting.id}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {meeting.meetingTypeName}
            </Link>
            <p className="text-sm text-muted-foreground">
              <time dateTime={meeting.startAt}>{meeting.when}</time>
            </p>
          </div>
          <MeetingStatusBadge status={meeting.status} startAt={meeting.startAt} now={now} />
        </li>
      ))}
    </ul>
  )
}
