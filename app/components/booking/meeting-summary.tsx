import type { ReactNode } from 'react'
import { Clock, MapPin, Phone, Video } from '~/components/ui/icons.tsx'
import { ProfilePhoto } from '~/components/ui/profile-photo.tsx'
import { fallbackLang } from '~/content-types/translations.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { useRootData } from '~/lib/root-data.ts'
import { initials } from '~/lib/text.ts'

const locationIcons = { video: Video, phone: Phone, 'in-person': MapPin } as const

export type MeetingFacts = {
  name: string
  description: string
  durationMinutes: number
  locationKind: string
  fallbacks: string[]
}

/** Who the meeting is with, what it is, how long and where: the booking page's left column. */
export function MeetingSummary({
  meeting,
  children,
  headingLevel = 1,
}: {
  meeting: MeetingFacts
  children?: ReactNode
  headingLevel?: 1 | 2
}) {
  const { t } = useTranslation()
  const { profile } = useRootData()
  const LocationIcon = locationIcons[meeting.locationKind as keyof typeof locationIcons] ?? Video
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <div className="space-y-5">
      <div className="flex items-center gap-3">
        <ProfilePhoto
          profile={profile}
          size={48}
          alt=""
          className="h-12 w-12 shrink-0 rounded-full bg-muted object-cover"
          fallback={
            <span
              aria-hidden="true"
              className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary-soft font-bold text-primary-soft-foreground"
            >
              {initials(profile.name)}
            </span>
          }
        />
        <div className="min-w-0">
          <p className="font-semibold text-foreground">{profile.name}</p>
          <p lang={fallbackLang(profile, 'title')} className="truncate text-sm text-muted-foreground">
            {profile.title}
          </p>
        </div>
      </div>
      <Heading
        lang={meeting.fallbacks.includes('name') ? 'en' : undefined}
        className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl"
      >
        {meeting.name}
      </Heading>
      <ul className="space-y-2 text-sm font-medium text-muted-foreground">
        <li className="flex items-center gap-2">
          <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t('booking.minutes', { count: meeting.durationMinutes })}
        </li>
        <li className="flex items-center gap-2">
          <LocationIcon className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t(`booking.location.${meeting.locationKind}`)}
        </li>
      </ul>
      <p
        lang={meeting.fallbacks.includes('description') ? 'en' : undefined}
        className="leading-relaxed text-muted-foreground"
      >
        {meeting.description}
      </p>
      {children}
    </div>
  )
}
