import type { ReactNode } from 'react'
import { inPageBookingProps } from '~/components/layout/use-booking-in-view.ts'
import { BookLink } from '~/components/ui/booking-link.tsx'
import { CalendarClock, Mail, MapPin, Phone } from '~/components/ui/icons.tsx'
import { fallbackLang } from '~/content-types/translations.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { formatStat, type ShownStat } from '~/lib/home-content.ts'
import type { PublicProfile } from '~/lib/profile.ts'
import { mailtoHref, telHref } from './contact-links.ts'

/** The greeting, the pitch and the headline figures the owner picked for the hero. */
export function HeroIntro({ profile, stats }: { profile: PublicProfile; stats: ShownStat[] }) {
  const { t, i18n } = useTranslation()
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t('home.hero.eyebrow')}</p>
      <h1
        id="hero-heading"
        className="mt-3 text-4xl font-bold tracking-tight text-foreground sm:text-5xl lg:text-6xl"
      >
        {t('home.greeting', { name: profile.name })}
      </h1>
      <p
        lang={fallbackLang(profile, 'title')}
        className="mt-4 text-xl font-medium text-foreground sm:text-2xl"
      >
        {profile.title}
      </p>
      <p lang={fallbackLang(profile, 'description')} className="mt-6 max-w-2xl text-lg text-muted-foreground">
        {profile.description}
      </p>
      <p lang={fallbackLang(profile, 'experience')} className="mt-4 max-w-2xl text-muted-foreground">
        {profile.experience}
      </p>

      {stats.length > 0 ? (
        <dl
          aria-label={t('home.hero.statsLabel')}
          className="mt-8 grid max-w-xl grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-3"
        >
          {stats.map((stat) => (
            // The figure shows before its label (the reversed order); in a reversed column "end" is the
            // top, so every figure of the row stands at the same height however its label wraps.
            <div
              key={stat.id}
              className="flex flex-row-reverse items-baseline justify-end gap-3 rounded-lg border border-border bg-card px-4 py-2 sm:flex-col-reverse sm:items-start sm:gap-0 sm:p-4"
            >
              <dt
                lang={fallbackLang(stat, 'label')}
                className="text-sm font-medium text-muted-foreground sm:mt-1"
              >
                {stat.label}
              </dt>
              <dd className="min-w-20 text-2xl font-bold text-primary sm:min-w-0 sm:text-3xl">
                {formatStat(stat, stat.value, i18n.language)}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  )
}

/** Where and how to reach the owner. */
export function HeroContact({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation()
  return (
    <address
      aria-label={t('home.hero.contactLabel')}
      className="w-full rounded-xl border border-border bg-card p-5 text-sm not-italic shadow-sm"
    >
      <ul className="space-y-3">
        <ContactLine icon={<MapPin className="h-4 w-4" aria-hidden="true" />} label={t('home.hero.location')}>
          <span lang={fallbackLang(profile, 'location')}>{profile.location}</span>
        </ContactLine>
        <ContactLine icon={<Mail className="h-4 w-4" aria-hidden="true" />} label={t('home.hero.email')}>
          <a href={mailtoHref(profile.email)} className="break-all text-primary hover:underline">
            {profile.email}
          </a>
        </ContactLine>
        <ContactLine icon={<Phone className="h-4 w-4" aria-hidden="true" />} label={t('home.hero.phone')}>
          <a href={telHref(profile.phone)} className="text-primary hover:underline">
            {profile.phone}
          </a>
        </ContactLine>
        <ContactLine icon={<CalendarClock className="h-4 w-4" aria-hidden="true" />}>
          <BookLink
            {...inPageBookingProps}
            profile={profile}
            className="font-medium text-primary hover:underline"
          >
            {t('home.hero.scheduleMeeting')}
          </BookLink>
        </ContactLine>
      </ul>
    </address>
  )
}

function ContactLine({ icon, label, children }: { icon: ReactNode; label?: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3">
      <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        {icon}
      </span>
      <span className="min-w-0 text-card-foreground">
        {label ? <span className="sr-only">{label}: </span> : null}
        {children}
      </span>
    </li>
  )
}
