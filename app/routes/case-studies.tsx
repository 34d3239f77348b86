import { BookingCallToAction, PageHero, PageSection } from '~/components/layout/page-intro.tsx'
import { Badge } from '~/components/ui/badge.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { CircleCheck, Download } from '~/components/ui/icons.tsx'
import { useLocalizedPath } from '~/components/ui/localized-link.tsx'
import { ResponsiveImage } from '~/components/ui/responsive-image.tsx'
import { caseStudyType, workPrincipleType } from '~/content-types/index.ts'
import { fallbackLang, type Localized, localizeAll } from '~/content-types/translations.ts'
import { useTranslation } from '~/i18n/react.tsx'
import {
  caseStudiesSummaryFileName,
  caseStudiesSummaryPath,
  caseStudyImageHeight,
  caseStudyImageWidth,
  metricText,
} from '~/lib/case-studies.ts'
import { cn } from '~/lib/cn.ts'
import type { CaseStudy } from '~/lib/models.ts'
import { rootDataFromMatches, useRootData } from '~/lib/root-data.ts'
import { siteContext } from '~/lib/site-context.ts'
import { staticPageMeta } from '~/lib/static-page-seo.ts'
import type { Route } from './+types/case-studies'

/** The stored case studies and How I Work principles, in the owner's order and the page's language. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, visitor } = context.get(siteContext)
  const [studies, principles] = await Promise.all([
    services.caseStudies.list(),
    services.workPrinciples.list(),
  ])
  return {
    studies: localizeAll(caseStudyType, studies, visitor.language),
    principles: localizeAll(workPrincipleType, principles, visitor.language),
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return staticPageMeta(rootDataFromMatches(matches), 'case-studies', {
    path: '/case-studies',
    breadcrumb: true,
  })
}

export default function CaseStudiesPage({ loaderData }: Route.ComponentProps) {
  const { studies, principles } = loaderData
  const { t } = useTranslation()
  const { profile } = useRootData()
  const localizedPath = useLocalizedPath()

  return (
    <>
      <PageHero
        eyebrow={t('caseStudies.eyebrow')}
        title={t('caseStudies.heading')}
        intro={t('caseStudies.intro')}
      />

      <ul
        aria-label={t('caseStudies.listLabel')}
        className="site-container section-y space-y-16 lg:space-y-24 [&>li+li]:render-when-near"
      >
        {studies.map((study, index) => (
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
        className="section-y"
      >
        <div className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2">
          {principles.map((principle) => (
            <Card key={principle.id} className="p-6 sm:p-8">
              <h3
                lang={fallbackLang(principle, 'title')}
                className="text-xl font-semibold text-card-foreground"
              >
                {principle.title}
              </h3>
              <p
                lang={fallbackLang(principle, 'description')}
                className="mt-3 leading-relaxed text-muted-foreground"
              >
                {principle.description}
              </p>
              <ul lang={fallbackLang(principle, 'practices')} className="mt-5 space-y-3">
                {principle.practices.map((practice) => (
                  <li key={practice.text} className="flex gap-3 text-sm leading-relaxed text-card-foreground">
                    <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
                    <span>{practice.text}</span>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </PageSection>

      <BookingCallToAction id="case-studies-cta-title" page="caseStudies" className="section-y">
        <a
          href={localizedPath(caseStudiesSummaryPath)}
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
  study: Localized<CaseStudy>
  imageFirst: boolean
  /** The first study's picture is in the first screen on a phone: the page's largest image. */
  first: boolean
}) {
  const { t } = useTranslation()
  const titleId = `${study.slug}-title`
  const sections = [
    { key: 'challenge', label: t('caseStudies.challenge') },
    { key: 'action', label: t('caseStudies.action') },
    { key: 'result', label: t('caseStudies.result') },
  ] as const

  return (
    <article
      id={study.slug}
      aria-labelledby={titleId}
      className="grid grid-cols-1 items-start gap-8 lg:grid-cols-5 lg:gap-12"
    >
      <div className={cn('lg:col-span-2', imageFirst ? '' : 'lg:order-2')}>
        <ResponsiveImage
          src={study.imageUrl}
          image={study.image}
          alt=""
          sizes="(min-width: 1280px) 480px, (min-width: 1024px) 38vw, 100vw"
          width={caseStudyImageWidth}
          height={caseStudyImageHeight}
          priority={first}
          className="aspect-[8/5] h-auto w-full rounded-2xl border border-border bg-muted object-cover shadow-sm lg:sticky lg:top-32 dark:brightness-90"
        />
      </div>
      <div className="lg:col-span-3">
        <Badge variant="accent">{t(`caseStudies.categories.${study.category}`)}</Badge>
        <h2
          id={titleId}
          lang={fallbackLang(study, 'title')}
          className="mt-3 text-3xl font-bold tracking-tight text-foreground"
        >
          {study.title}
        </h2>
        <p lang={fallbackLang(study, 'summary')} className="mt-3 text-lg text-muted-foreground">
          {study.summary}
        </p>
        <ul
          aria-label={t('caseStudies.metricsLabel')}
          lang={fallbackLang(study, 'metrics')}
          className="mt-5 flex flex-wrap gap-2"
        >
          {study.metrics.map((metric) => (
            <li
              key={metricText(metric)}
              className="rounded-full border border-border bg-primary-soft px-3 py-1 text-sm font-semibold text-primary-soft-foreground"
            >
              {metricText(metric)}
            </li>
          ))}
        </ul>
        <div className="mt-8 space-y-6">
          {sections.map((section) => (
            <div key={section.key} className="border-l-4 border-primary pl-5">
              <h3 className="text-sm font-semibold uppercase tracking-wide text-primary">{section.label}</h3>
              <p lang={fallbackLang(study, section.key)} className="mt-2 leading-relaxed text-foreground">
                {study[section.key]}
              </p>
            </div>
          ))}
        </div>
      </div>
    </article>
  )
}
