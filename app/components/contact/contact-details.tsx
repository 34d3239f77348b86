import type { ReactNode } from 'react'
import { GitHubIcon, LinkedInIcon, XIcon } from '~/components/layout/social-icons.tsx'
import { inPageBookingProps } from '~/components/layout/use-booking-in-view.ts'
import { BookLink } from '~/components/ui/booking-link.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { CalendarDays, Mail, MapPin, Phone } from '~/components/ui/icons.tsx'
import { NewTabLink } from '~/components/ui/new-tab-link.tsx'
import { fallbackLang } from '~/content-types/translations.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import type { PublicProfile } from '~/lib/profile.ts'

/** `+1 (301) 555-0142` dials as `tel:+13015550142`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`
}

export function githubProfileUrl(username: string): string {
  return `https://github.com/${encodeURIComponent(username)}`
}

/** The Get in Touch column: direct lines, the booking link and the owner's social profiles. */
export function ContactDetails({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation()
  const socialLinks = [
    profile.linkedinUrl
      ? { href: profile.linkedinUrl, label: t('contact.details.social.linkedin'), icon: LinkedInIcon }
      : null,
    profile.twitterUrl
      ? { href: profile.twitterUrl, label: t('contact.details.social.twitter'), icon: XIcon }
      : null,
    profile.githubUsername
      ? {
          href: githubProfileUrl(profile.githubUsername),
          label: t('contact.details.social.github'),
          icon: GitHubIcon,
        }
      : null,
  ].filter((link) => link !== null)

  return (
    <section aria-labelledby="get-in-touch" className="space-y-8">
      <div>
        <h2 id="get-in-touch" className="text-2xl font-bold text-foreground">
          {t('contact.details.heading')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('contact.details.intro')}</p>
      </div>

      <ul className="space-y-5">
        <DetailItem
          icon={<Phone className="h-5 w-5" aria-hidden="true" />}
          label={t('contact.details.phone')}
        >
          <a
            href={telHref(profile.phone)}
            className="font-medium text-foreground hover:text-primary hover:underline"
          >
            {profile.phone}
          </a>
        </DetailItem>
        <DetailItem icon={<Mail className="h-5 w-5" aria-hidden="true" />} label={t('contact.details.email')}>
          <a
            href={`mailto:${profile.email}`}
            className="break-all font-medium text-foreground hover:text-primary hover:underline"
          >
            {profile.email}
          </a>
        </DetailItem>
        <DetailItem
          icon={<MapPin className="h-5 w-5" aria-hidden="true" />}
          label={t('contact.details.location')}
        >
          <span lang={fallbackLang(profile, 'location')} className="font-medium text-foreground">
            {profile.location}
          </span>
        </DetailItem>
      </ul>

      <div className="rounded-xl border border-border bg-primary-soft p-5 text-primary-soft-foreground">
        <h3 className="flex items-center gap-2 font-semibold">
          <CalendarDays className="h-5 w-5" aria-hidden="true" />
          {t('contact.details.booking.heading')}
        </h3>
        <p className="mt-1 text-sm">{t('contact.details.booking.text')}</p>
        <BookLink
          {...inPageBookingProps}
          profile={profile}
          className={cn(buttonClasses('primary', 'md'), 'mt-4')}
        >
          {t('contact.details.booking.link')}
        </BookLink>
      </div>

      {socialLinks.length > 0 ? (
        <div>
          <h3 className="font-semibold text-foreground">{t('contact.details.social.heading')}</h3>
          <ul className="mt-3 flex flex-wrap gap-3">
            {socialLinks.map(({ href, label, icon: Icon }) => (
              <li key={href}>
                <NewTabLink href={href} className={buttonClasses('outline', 'md')}>
                  <Icon className="h-4 w-4" aria-hidden="true" />
                  {label}
                </NewTabLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}

function DetailItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-4">
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        {children}
      </div>
    </li>
  )
}
