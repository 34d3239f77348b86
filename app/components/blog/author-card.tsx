import { BookLink } from '~/components/ui/booking-link.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { Briefcase, CalendarCheck } from '~/components/ui/icons.tsx'
import { Link } from '~/components/ui/localized-link.tsx'
import { ProfilePhoto } from '~/components/ui/profile-photo.tsx'
import { fallbackLang } from '~/content-types/translations.ts'
import { useTranslation } from '~/i18n/react.tsx'
import type { PublicProfile } from '~/lib/profile.ts'
import { initials } from '~/lib/text.ts'

function AuthorPhoto({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation()
  return (
    <ProfilePhoto
      profile={profile}
      size={80}
      alt={t('blogPost.author.photoAlt', { name: profile.name })}
      className="h-20 w-20 shrink-0 rounded-full bg-muted object-cover"
      fallback={
        <span
          aria-hidden="true"
          className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xl font-bold text-primary-soft-foreground"
        >
          {initials(profile.name)}
        </span>
      }
    />
  )
}

export function AuthorCard({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation()
  return (
    <Card className="p-6">
      <section aria-labelledby="author-heading" className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <AuthorPhoto profile={profile} />
        <div className="min-w-0">
          <h2
            id="author-heading"
            className="text-sm font-semibold uppercase tracking-wide text-muted-foreground"
          >
            {t('blogPost.author.heading')}
          </h2>
          <p className="mt-1 text-xl font-bold text-card-foreground">{profile.name}</p>
          <p lang={fallbackLang(profile, 'title')} className="text-primary">
            {profile.title}
          </p>
          <p lang={fallbackLang(profile, 'description')} className="mt-3 text-muted-foreground">
            {profile.description}
          </p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link to="/" className={buttonClasses('outline', 'md')}>
              <Briefcase className="h-4 w-4" aria-hidden="true" />
              {t('blogPost.author.viewPortfolio')}
            </Link>
            <BookLink profile={profile} className={buttonClasses('primary', 'md')}>
              <CalendarCheck className="h-4 w-4" aria-hidden="true" />
              {t('blogPost.author.bookConsultation')}
            </BookLink>
          </div>
        </div>
      </section>
    </Card>
  )
}
