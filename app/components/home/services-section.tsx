import { inPageBookingProps } from '~/components/layout/use-booking-in-view.ts'
import { BookLink } from '~/components/ui/booking-link.tsx'
import { Card } from '~/components/ui/card.tsx'
import { iconByName } from '~/components/ui/content-icon.tsx'
import { ArrowRight, CalendarDays, Check } from '~/components/ui/icons.tsx'
import { Link } from '~/components/ui/localized-link.tsx'
import { fallbackLang } from '~/content-types/translations.ts'
import { useTranslation } from '~/i18n/react.tsx'
import type { ShownServicePillar } from '~/lib/home-content.ts'
import { useRootData } from '~/lib/root-data.ts'
import { HeadedHomeSection } from './section-shell.tsx'

export function ServicesSection({ pillars }: { pillars: ShownServicePillar[] }) {
  const { t } = useTranslation()
  const { profile } = useRootData()
  return (
    <HeadedHomeSection id="services" className="section-y">
      <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2">
        {pillars.map((pillar) => {
          const Icon = iconByName[pillar.icon]
          const { title } = pillar
          return (
            <li key={pillar.id}>
              <Card className="flex h-full flex-col p-6 sm:p-8">
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <h3
                  lang={fallbackLang(pillar, 'title')}
                  className="mt-5 text-xl font-semibold text-card-foreground"
                >
                  {title}
                </h3>
                <p lang={fallbackLang(pillar, 'summary')} className="mt-3 text-muted-foreground">
                  {pillar.summary}
                </p>
                <ul
                  aria-label={t('home.services.pointsLabel')}
                  lang={fallbackLang(pillar, 'points')}
                  className="mt-5 flex-1 space-y-2"
                >
                  {pillar.points.map((point, index) => (
                    // Points have no identity of their own: their place is what the owner edits.
                    <li key={index} className="flex items-start gap-2 text-sm text-card-foreground">
                      <Check className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden="true" />
                      {point.text}
                    </li>
                  ))}
                </ul>
                <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 border-t border-border pt-5 text-sm font-semibold">
                  {pillar.caseStudiesUrl ? (
                    <Link
                      to={pillar.caseStudiesUrl}
                      className="inline-flex items-center gap-1.5 rounded-sm text-primary hover:underline"
                    >
                      <span>
                        {t('home.services.caseStudies')}
                        <span className="sr-only">{`: ${title}`}</span>
                      </span>
                      <ArrowRight className="h-4 w-4" aria-hidden="true" />
                    </Link>
                  ) : null}
                  <BookLink
                    {...inPageBookingProps}
                    profile={profile}
                    className="inline-flex items-center gap-1.5 rounded-sm text-accent hover:underline"
                  >
                    <CalendarDays className="h-4 w-4" aria-hidden="true" />
                    <span>
                      {t('home.services.bookConsult')}
                      <span className="sr-only">{`: ${title}`}</span>
                    </span>
                  </BookLink>
                </div>
              </Card>
            </li>
          )
        })}
      </ul>
      <FederalBuyers />
    </HeadedHomeSection>
  )
}

/** For the agencies' buyers: the capability statement and the accessibility statement they ask for. */
function FederalBuyers() {
  const { t } = useTranslation()
  const link = 'inline-flex items-center gap-1.5 rounded-sm font-semibold text-primary hover:underline'
  return (
    <div className="mt-8 rounded-2xl border border-border bg-muted/40 p-6 sm:p-8">
      <h3 className="text-xl font-semibold text-foreground">{t('federal.home.title')}</h3>
      <p className="mt-2 max-w-3xl text-muted-foreground">{t('federal.home.text')}</p>
      <p className="mt-4 flex flex-wrap gap-x-8 gap-y-3 text-sm">
        <Link to="/capability-statement" className={link}>
          {t('federal.home.capability')}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
        <Link to="/accessibility" className={link}>
          {t('federal.home.accessibility')}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </p>
    </div>
  )
}
