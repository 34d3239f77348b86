import { BookingCallToAction, PageHero, PageSection } from '~/components/layout/page-intro.tsx'
import { Badge } from '~/components/ui/badge.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { CircleCheck, Download } from '~/components/ui/icons.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import { rootDataFromMatches, useRootData } from '~/lib/root-data.ts'
import { staticPageMeta } from '~/lib/seo.ts'
import {
  type CaseStudy,
  caseStudies,
  caseStudiesSummaryFileName,
  caseStudiesSummaryPath,
  caseStudyImageHeight,
  caseStudyImageWidth,
  splitMetrics,
  workPrinciples,
} from '../../content/case-studies.ts'
import type { Route } from './+types/case-studies'

export function meta({ matches }: Route.MetaArgs) {
  return staticPageMeta(rootDataFromMatches(matches), 'case-studies', {
    path: '/case-studies',
    breadcrumb: true,
  })
}

export default function CaseStudiesPage() {
  const { t } = useTranslation()
  const { profile } = useRootData()

  return (
    <>
      <PageHero
        eyebrow={t('caseStudies.eyebrow')}
        title={t('caseStudies.heading')}
        intro={t('caseStudies.intro')}
      />

      <ul
        aria-label={t('caseStudies.listLabel')}
        className="mx-auto max-w-7xl space-y-16 px-4 py-16 sm:px-6 lg:space-y-24 lg:px-8"
      >
        {caseStudies.map((study, index) => (
          <li key={study.id}>
            <CaseStudyArticle study={study} imageFirst={index % 2 === 0} first={index === 0} />
          </li>
        ))}
      </ul>

      <PageSection
        id="how-i-work-title"
        texts="caseStudies.howIWork"
        large
        band="border-y border-border bg-muted/40"
        className="py-16"
      >
        <div className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2">
          {workPrinciples.map((principle) => (
            <Card key={principle.id} className="p-6 sm:p-8">
              <h3 className="text-xl font-semibold text-card-foreground">{principle.title}</h3>
              <p className="mt-3 leading-relaxed text-muted-foreground">{principle.description}</p>
              <ul className="mt-5 space-y-3">
                {principle.practices.map((practice) => (
                  <li key={practice} className="flex gap-3 text-sm leading-relaxed text-card-foreground">
                    <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
                    <span>{practice}</span>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </PageSection>

      <BookingCallToAction id="case-studies-cta-title" page="caseStudies" className="py-20">
        <a
          href={caseStudiesSummaryPath}
          download={caseStudiesSummaryFileName(profile.name)}
          type="application/pdf"
          className={buttonClasses('outline', 'lg')}
        >
          <Download className="h-5 w-5" aria-hidden="true" />
          {t('caseStudies.cta.download')}
          <span className="sr-only"> ({t('caseStudies.cta.downloadHint')})</span>
        </a>
      </BookingCallToAction>
    </>
  )
}

function CaseStudyArticle({
  study,
  imageFirst,
  first,
}: {
  study: CaseStudy
  imageFirst: boolean
  /** The first study's picture is in the first screen on a phone: the page's largest image. */
  first: boolean
}) {
  const { t } = useTranslation()
  const titleId = `${study.id}-title`
  const sections = [
    { key: 'challenge', label: t('caseStudies.challenge'), text: study.challenge },
    { key: 'action', label: t('caseStudies.action'), text: study.action },
    { key: 'result', label: t('caseStudies.result'), text: study.result },
  ] as const

  return (
    <article
      id={study.id}
      aria-labelledby={titleId}
      className="grid grid-cols-1 items-start gap-8 lg:grid-cols-5 lg:gap-12"
    >
      <div className={cn('lg:col-span-2', imageFirst ? '' : 'lg:order-2')}>
        <img
          src={study.imageUrl}
          alt=""
          width={caseStudyImageWidth}
          height={caseStudyImageHeight}
          loading={first ? 'eager' : 'lazy'}
          decoding={first ? undefined : 'async'}
          fetchPriority={first ? 'high' : undefined}
          className="h-auto w-full rounded-2xl border border-border bg-muted shadow-sm lg:sticky lg:top-32 dark:brightness-90"
        />
      </div>
      <div className="lg:col-span-3">
        <Badge variant="accent">{t(`caseStudies.categories.${study.category}`)}</Badge>
        <h2 id={titleId} className="mt-3 text-3xl font-bold tracking-tight text-foreground">
          {study.title}
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">{study.summary}</p>
        <ul aria-label={t('caseStudies.metricsLabel')} className="mt-5 flex flex-wrap gap-2">
          {splitMetrics(study.metrics).map((metric) => (
            <li
              key={metric}
              className="rounded-full border border-border bg-primary-soft px-3 py-1 text-sm font-semibold text-primary-soft-foreground"
            >
              {metric}
            </li>
          ))}
        </ul>
        <div className="mt-8 space-y-6">
          {sections.map((section) => (
            <div key={section.key} className="border-l-4 border-primary pl-5">
              <h3 className="text-sm font-semibold uppercase tracking-wide text-primary">{section.label}</h3>
              <p className="mt-2 leading-relaxed text-foreground">{section.text}</p>
            </div>
          ))}
        </div>
      </div>
    </article>
  )
}
