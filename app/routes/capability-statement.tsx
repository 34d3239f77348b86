import { PageHero } from '~/components/layout/page-intro.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { Card } from '~/components/ui/card.tsx'
import { CircleCheck, Download } from '~/components/ui/icons.tsx'
import { Link } from '~/components/ui/localized-link.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import {
  businessIdentifiers,
  type CapabilitySheet,
  capabilitySheet,
  capabilityStatementFileName,
  capabilityStatementPdfPath,
} from '~/lib/capability-statement.ts'
import { formatArticleDate } from '~/lib/dates.ts'
import { rootDataFromMatches, useRootData } from '~/lib/root-data.ts'
import { professionalServiceJsonLd } from '~/lib/seo.ts'
import { siteContext } from '~/lib/site-context.ts'
import { staticPageMeta } from '~/lib/static-page-seo.ts'
import type { Route } from './+types/capability-statement'

/**
 * The capability statement as the owner wrote it, in English whatever the page's language (the page
 * around it is translated); with the service pillars for the business's JSON-LD.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(siteContext)
  const [statement, pillars, studies] = await Promise.all([
    services.capabilityStatement.current(),
    services.servicePillars.list(),
    services.caseStudies.list(),
  ])
  return {
    sheet: statement ? capabilitySheet(statement, pillars, studies, new Date()) : null,
    identifiers: statement ? businessIdentifiers(statement) : undefined,
    services: pillars.map((pillar) => pillar.title),
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches)
  return staticPageMeta(root, 'capability-statement', {
    path: '/capability-statement',
    breadcrumb: true,
    jsonLd:
      root && loaderData
        ? [professionalServiceJsonLd(root.profile, root.origin, loaderData.services, loaderData.identifiers)]
        : [],
  })
}

export default function CapabilityStatementPage({ loaderData }: Route.ComponentProps) {
  const { sheet } = loaderData
  const { t } = useTranslation()
  const { lang } = useRootData()
  return (
    <>
      <PageHero eyebrow={t('capability.eyebrow')} title={t('capability.title')} intro={t('capability.intro')}>
        {sheet ? (
          <div className="mt-8 flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-5">
            <a
              href={capabilityStatementPdfPath}
              download={capabilityStatementFileName(sheet.legalName)}
              type="application/pdf"
              className={buttonClasses('primary', 'lg')}
            >
              <Download className="h-5 w-5" aria-hidden="true" />
              {t('capability.download')}
              <span className="sr-only"> ({t('capability.downloadHint')})</span>
            </a>
            <p className="text-sm text-muted-foreground">
              {t('capability.generatedOn', { date: formatArticleDate(sheet.generatedOn, lang) })}
            </p>
          </div>
        ) : null}
        {lang !== 'en' ? (
          <p className="mt-4 text-sm text-muted-foreground">{t('capability.englishNote')}</p>
        ) : null}
      </PageHero>
      <div className="site-container section-y">
        {sheet ? (
          <Statement sheet={sheet} />
        ) : (
          <p className="text-lg text-muted-foreground">{t('capability.empty')}</p>
        )}
      </div>
    </>
  )
}

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h3 id={id} className="text-sm font-semibold uppercase tracking-wide text-primary">
      {children}
    </h3>
  )
}

function Bullets({
  items,
  labelledBy,
}: {
  items: ReadonlyArray<{ lead?: string; text: string }>
  labelledBy: string
}) {
  return (
    <ul aria-labelledby={labelledBy} lang="en" className="mt-3 space-y-3">
      {items.map((item) => (
        <li key={`${item.lead ?? ''}${item.text}`} className="flex gap-3 leading-relaxed text-foreground">
          <CircleCheck className="mt-1 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
          <span>
            {item.lead ? <strong className="font-semibold">{item.lead} </strong> : null}
            {item.text}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** The statement: its own words in English (`lang="en"`), its headings in the page's language. */
function Statement({ sheet }: { sheet: CapabilitySheet }) {
  const { t } = useTranslation()
  const primary = sheet.naics.find((naics) => naics.primary)
  return (
    <article aria-labelledby="capability-name" className="space-y-10">
      <header className="space-y-4">
        <h2 id="capability-name" lang="en" className="text-3xl font-bold tracking-tight text-foreground">
          {sheet.legalName}
        </h2>
        <dl aria-label={t('capability.identifiers')} className="flex flex-wrap gap-x-8 gap-y-3">
          <Identifier term="UEI" value={sheet.uei} />
          <Identifier term="CAGE" value={sheet.cage} />
          {primary ? <Identifier term={t('capability.primaryNaics')} value={primary.code} /> : null}
        </dl>
      </header>

      <section aria-labelledby="capability-overview">
        <SectionHeading id="capability-overview">{t('capability.overview')}</SectionHeading>
        <p lang="en" className="mt-3 max-w-3xl text-lg leading-relaxed text-foreground">
          {sheet.summary}
        </p>
      </section>

      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-10">
          <section aria-labelledby="capability-competencies">
            <SectionHeading id="capability-competencies">{t('capability.competencies')}</SectionHeading>
            <Bullets
              labelledBy="capability-competencies"
              items={sheet.competencies.map((item) =>
                item.text ? { lead: `${item.title}:`, text: item.text } : { text: item.title },
              )}
            />
          </section>
          {sheet.differentiators.length > 0 ? (
            <section aria-labelledby="capability-differentiators">
              <SectionHeading id="capability-differentiators">
                {t('capability.differentiators')}
              </SectionHeading>
              <Bullets
                labelledBy="capability-differentiators"
                items={sheet.differentiators.map((text) => ({ text }))}
              />
            </section>
          ) : null}
          {sheet.pastPerformance.length > 0 ? (
            <section aria-labelledby="capability-past-performance">
              <SectionHeading id="capability-past-performance">
                {t('capability.pastPerformance')}
              </SectionHeading>
              <ul className="mt-3 space-y-4">
                {sheet.pastPerformance.map((entry) => (
                  <li key={entry.slug}>
                    <Card className="p-5">
                      <h4 lang="en" className="text-lg font-semibold text-card-foreground">
                        {entry.title}
                      </h4>
                      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
                        <Fact term={t('capability.customer')} value={entry.customer} />
                        <Fact term={t('capability.period')} value={entry.period} />
                        <Fact term={t('capability.value')} value={entry.value} />
                      </dl>
                      <p lang="en" className="mt-3 leading-relaxed text-muted-foreground">
                        {entry.summary}
                      </p>
                      <Link
                        to={`/case-studies#${entry.slug}`}
                        className="mt-3 inline-block font-medium text-primary underline underline-offset-4 hover:no-underline"
                      >
                        {t('capability.caseStudy')}
                        <span className="sr-only" lang="en">
                          {' '}
                          ({entry.title})
                        </span>
                      </Link>
                    </Card>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <Card className="h-fit space-y-8 p-6 sm:p-8">
          <h3 className="text-xl font-semibold text-card-foreground">{t('capability.companyData')}</h3>
          <section aria-labelledby="capability-naics">
            <SectionHeading id="capability-naics">{t('capability.naics')}</SectionHeading>
            <ul aria-labelledby="capability-naics" className="mt-3 space-y-2">
              {sheet.naics.map((naics) => (
                <li key={naics.code} className="leading-snug">
                  <span className="font-semibold tabular-nums text-card-foreground">{naics.code}</span>
                  {naics.primary ? (
                    <span className="ml-2 rounded bg-primary-soft px-1.5 py-0.5 text-xs font-semibold text-primary-soft-foreground">
                      {t('capability.primary')}
                    </span>
                  ) : null}
                  <span lang="en" className="block text-sm text-muted-foreground">
                    {naics.title}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          {sheet.psc.length > 0 ? (
            <section aria-labelledby="capability-psc">
              <SectionHeading id="capability-psc">{t('capability.psc')}</SectionHeading>
              <p className="mt-2 font-semibold tabular-nums text-card-foreground">{sheet.psc.join(', ')}</p>
            </section>
          ) : null}
          <PlainList id="capability-statuses" title={t('capability.statuses')} items={sheet.statuses} />
          <PlainList id="capability-vehicles" title={t('capability.vehicles')} items={sheet.vehicles} />
          <section aria-labelledby="capability-contact">
            <SectionHeading id="capability-contact">{t('capability.contact')}</SectionHeading>
            <address lang="en" className="mt-2 space-y-1 not-italic text-card-foreground">
              <p className="font-semibold">{sheet.contact.name}</p>
              <p className="text-muted-foreground">{sheet.contact.title}</p>
              <p>
                <a
                  href={`mailto:${sheet.contact.email}`}
                  className="break-all text-primary underline underline-offset-4 hover:no-underline"
                >
                  {sheet.contact.email}
                </a>
              </p>
              <p>
                <a
                  href={`tel:${sheet.contact.phone.replace(/[^+\d]/g, '')}`}
                  className="text-primary underline underline-offset-4 hover:no-underline"
                >
                  {sheet.contact.phone}
                </a>
              </p>
            </address>
          </section>
        </Card>
      </div>
    </article>
  )
}

/** A short list of the owner's words under its heading; nothing at all when it is empty. */
function PlainList({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  if (items.length === 0) return null
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id}>{title}</SectionHeading>
      <ul aria-labelledby={id} lang="en" className="mt-2 list-disc space-y-1 pl-5 text-card-foreground">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  )
}

function Identifier({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{term}</dt>
      <dd className="font-mono text-lg font-semibold text-foreground">{value}</dd>
    </div>
  )
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-muted-foreground">{term}</dt>
      <dd lang="en" className="font-medium text-card-foreground">
        {value}
      </dd>
    </div>
  )
}
