import { buttonClasses } from '~/components/ui/button.tsx'
import { ArrowRight, Clock, MapPin, Phone, Video } from '~/components/ui/icons.tsx'
import { Link } from '~/components/ui/localized-link.tsx'
import { useTranslation } from '~/i18n/react.tsx'

const locationIcons = { video: Video, phone: Phone, 'in-person': MapPin } as const

export type OpenMeeting = {
  id: number
  slug: string
  name: string
  description: string
  durationMinutes: number
  locationKind: string
  fallbacks: string[]
}

/** The meeting types open for booking, each a card leading to its times. */
export function MeetingList({ meetings }: { meetings: OpenMeeting[] }) {
  const { t } = useTranslation()
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {meetings.map((meeting) => {
        const LocationIcon = locationIcons[meeting.locationKind as keyof typeof locationIcons] ?? Video
        return (
          <li
            key={meeting.id}
            className="flex flex-col rounded-xl border border-border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <h2
              lang={meeting.fallbacks.includes('name') ? 'en' : undefined}
              className="text-xl font-bold text-card-foreground"
            >
              {meeting.name}
            </h2>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-muted-foreground">
              <span className="inline-flex items-center gap-1.5">
                <Clock className="h-4 w-4" aria-hidden="true" />
                {t('booking.minutes', { count: meeting.durationMinutes })}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <LocationIcon className="h-4 w-4" aria-hidden="true" />
                {t(`booking.location.${meeting.locationKind}`)}
              </span>
            </p>
            <p
              lang={meeting.fallbacks.includes('description') ? 'en' : undefined}
              className="mt-3 flex-1 leading-relaxed text-muted-foreground"
            >
              {meeting.description}
            </p>
            <Link
              to={`/book/${meeting.slug}`}
              className={`${buttonClasses('primary', 'md')} mt-5 self-start`}
            >
              {t('booking.index.choose')}
              <span className="sr-only">: {meeting.name}</span>
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
