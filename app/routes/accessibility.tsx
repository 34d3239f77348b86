import { BarrierReportForm } from '~/components/accessibility/barrier-report-form.tsx'
import { PageHero } from '~/components/layout/page-intro.tsx'
import { Card } from '~/components/ui/card.tsx'
import { CircleCheck } from '~/components/ui/icons.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { type BarrierActionResult, barrierFieldNames, barrierValues } from '~/lib/accessibility.ts'
import { checkedBuildDate } from '~/lib/build-checks.server.ts'
import { formatArticleDate } from '~/lib/dates.ts'
import { formAction } from '~/lib/form-action.server.ts'
import { guardFieldsOf } from '~/lib/form-guard.ts'
import { keepPageDataAfterPost, serverActionOrFailure } from '~/lib/form-submission.ts'
import { rootDataFromMatches, useRootData } from '~/lib/root-data.ts'
import { siteContext } from '~/lib/site-context.ts'
import { staticPageMeta } from '~/lib/static-page-seo.ts'
import { leadSourceFromForm } from '~/lib/visit-source.ts'
import type { Route } from './+types/accessibility'

export function meta({ matches }: Route.MetaArgs) {
  return staticPageMeta(rootDataFromMatches(matches), 'accessibility', {
    path: '/accessibility',
    breadcrumb: true,
  })
}

/** When the running build was made, if it passed every check (docs/decisions/033-federal-buyers-kit.md). */
export async function loader() {
  return { checkedBuild: (await checkedBuildDate()) ?? null }
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext)
  const formData = await request.formData()
  const values = barrierValues(formData)
  const body = { ...values, ...guardFieldsOf(formData), source: leadSourceFromForm(formData) }
  return formAction(values, barrierFieldNames, () =>
    site.services.publicForms.reportBarrier(body, site.visitor),
  )
}

/** With JavaScript: a failed request (network, server error) becomes a result the form can report. */
export function clientAction({ serverAction }: Route.ClientActionArgs): Promise<BarrierActionResult> {
  return serverActionOrFailure(serverAction)
}

export const shouldRevalidate = keepPageDataAfterPost

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-foreground">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-foreground/90">{children}</div>
    </section>
  )
}

function Checklist({ items }: { items: string[] }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck className="mt-1 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

export default function AccessibilityPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { lang } = useRootData()
  const { checkedBuild } = loaderData
  return (
    <>
      <PageHero
        eyebrow={t('accessibility.eyebrow')}
        title={t('accessibility.heading')}
        intro={t('accessibility.intro')}
      />
      <div className="site-container section-y grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-10">
          <Section id="accessibility-standard" title={t('accessibility.standard.title')}>
            <p>{t('accessibility.standard.body')}</p>
          </Section>
          <Section id="accessibility-testing" title={t('accessibility.testing.title')}>
            <Checklist
              items={[
                t('accessibility.testing.axe'),
                t('accessibility.testing.keyboard'),
                t('accessibility.testing.layout'),
                t('accessibility.testing.pdf'),
              ]}
            />
          </Section>
          <Section id="accessibility-last-build" title={t('accessibility.lastBuild.title')}>
            <p>
              {checkedBuild
                ? t('accessibility.lastBuild.passed', { date: formatArticleDate(checkedBuild, lang) })
                : t('accessibility.lastBuild.unknown')}
            </p>
          </Section>
          <Section id="accessibility-limitations" title={t('accessibility.limitations.title')}>
            <ul className="list-disc space-y-2 pl-5">
              <li>{t('accessibility.limitations.payments')}</li>
              <li>{t('accessibility.limitations.audit')}</li>
            </ul>
          </Section>
        </div>
        <Card className="h-fit p-6 sm:p-8">
          <BarrierReportForm />
        </Card>
      </div>
    </>
  )
}
