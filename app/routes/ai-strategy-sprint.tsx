import { type FaqItem, SprintFaq } from '~/components/sprint/sprint-faq.tsx'
import { SprintPurchase } from '~/components/sprint/sprint-purchase.tsx'
import { BookingLink } from '~/components/ui/booking-link.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { ArrowDown, CheckCircle2, Mail, ShieldCheck, Target } from '~/components/ui/icons.tsx'
import { Link, usePageLanguage } from '~/components/ui/localized-link.tsx'
import { sprintOfferType, sprintQuestionType, sprintTierType } from '~/content-types/sprint.ts'
import { fallbackLang, localize, localizeAll } from '~/content-types/translations.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { formatUsd } from '~/lib/money.ts'
import { rootDataFromMatches, useRootData } from '~/lib/root-data.ts'
import { siteContext } from '~/lib/site-context.ts'
import { staticPageMeta } from '~/lib/static-page-seo.ts'
import { sprintTierOf } from '~/services/sprint-tiers.server.ts'
import type { Route } from './+types/ai-strategy-sprint'

/**
 * The stored plans, offer and FAQ. Card payment needs both halves of the Stripe configuration; without
 * them the page offers a call.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const { sprintTiers, sprintOffer, sprintQuestions } = site.services
  const [tiers, offers, questions] = await Promise.all([
    sprintTiers.list(),
    sprintOffer.list({}, 1),
    sprintQuestions.list(),
  ])
  const language = site.visitor.language
  const offer = offers[0] && localize(sprintOfferType, offers[0], language)
  const publishableKey = site.config.stripe.publishableKey
  const paymentsReady = site.services.payments.isConfigured() && Boolean(publishableKey)
  // The upgrade link from the welcome email: a paid order may move up a tier for the difference.
  const url = new URL(request.url)
  const orderId = url.searchParams.get('upgrade')
  const token = url.searchParams.get('token')
  const order = orderId && token ? await site.services.payments.upgradableOrder(orderId, token) : undefined
  return {
    tiers: localizeAll(sprintTierType, tiers, language).map(sprintTierOf),
    offer: offer
      ? {
          whatYouGet: offer.whatYouGet.map((item) => String(item.text)),
          bestFor: offer.bestFor,
          guarantee: offer.guarantee.map((item) => String(item.text)),
          fallbacks: offer.fallbacks,
        }
      : null,
    faq: localizeAll(sprintQuestionType, questions, language).map(
      ({ question, answer, fallbacks }): FaqItem => ({ question, answer, fallbacks }),
    ),
    publishableKey: paymentsReady && publishableKey ? publishableKey : null,
    upgrade:
      order && token
        ? { orderId: order.id, token, fromTier: order.tier, fromTierName: order.tierName, paid: order.paid }
        : null,
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches)
  const faq = loaderData?.faq ?? []
  return staticPageMeta(root, 'ai-strategy-sprint', {
    path: '/ai-strategy-sprint',
    breadcrumb: true,
    jsonLd: [
      {
        '@type': 'FAQPage',
        mainEntity: faq.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      },
    ],
  })
}

export default function AiStrategySprintPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const language = usePageLanguage()
  const { profile, origin } = useRootData()
  const { tiers, offer, faq } = loaderData
  const startingPrice = tiers.length > 0 ? Math.min(...tiers.map((tier) => tier.price)) : undefined

  return (
    <>
      <section className="border-b border-border bg-muted/40">
        <div className="site-container band-y">
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm font-semibold uppercase tracking-wide text-primary">
              {t('sprint.hero.eyebrow')}
            </p>
            <span className="inline-flex items-center rounded-full bg-accent-soft px-3 py-0.5 text-xs font-semibold text-accent-soft-foreground">
              {t('sprint.hero.badge')}
            </span>
          </div>
          <h1 className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-foreground sm:text-5xl">
            {t('sprint.hero.title')}
          </h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-muted-foreground">
            {t('sprint.hero.text')}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <BookingLink profile={profile} meeting="discovery" size="lg">
              {t('sprint.hero.bookCall')}
            </BookingLink>
            <a href="#plans" className={buttonClasses('outline', 'lg')}>
              <ArrowDown className="h-5 w-5" aria-hidden="true" />
              {t('sprint.hero.seePlans')}
            </a>
          </div>
          <dl className="mt-10 grid max-w-3xl gap-4 sm:grid-cols-3">
            <div className="rounded-lg border border-border bg-card px-4 py-3">
              <dt className="text-sm text-muted-foreground">{t('sprint.hero.facts.durationLabel')}</dt>
              <dd className="text-xl font-bold text-card-foreground">{t('sprint.hero.facts.duration')}</dd>
            </div>
            {startingPrice === undefined ? null : (
              <div className="rounded-lg border border-border bg-card px-4 py-3">
                <dt className="text-sm text-muted-foreground">{t('sprint.hero.facts.feeLabel')}</dt>
                <dd className="text-xl font-bold text-card-foreground">
                  {t('sprint.hero.facts.fee', { price: formatUsd(startingPrice, language) })}
                </dd>
              </div>
            )}
            <div className="rounded-lg border border-border bg-card px-4 py-3">
              <dt className="text-sm text-muted-foreground">{t('sprint.hero.facts.creditLabel')}</dt>
              <dd className="text-xl font-bold text-card-foreground">{t('sprint.hero.facts.credit')}</dd>
            </div>
          </dl>
        </div>
      </section>

      {offer ? (
        <section aria-labelledby="sprint-what-you-get" className="site-container section-y">
          <div className="grid grid-cols-1 gap-10 lg:grid-cols-2">
            <div>
              <h2 id="sprint-what-you-get" className="text-3xl font-bold tracking-tight text-foreground">
                {t('sprint.whatYouGet.title')}
              </h2>
              <p className="mt-3 text-muted-foreground">{t('sprint.whatYouGet.intro')}</p>
              <ul className="mt-6 space-y-4" lang={fallbackLang(offer, 'whatYouGet')}>
                {offer.whatYouGet.map((item) => (
                  <li key={item} className="flex gap-3">
                    <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
                    <span className="text-foreground">{item}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div className="space-y-6">
              <div className="rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm">
                <h2 className="flex items-center gap-3 text-xl font-semibold">
                  <Target className="h-6 w-6 text-primary" aria-hidden="true" />
                  {t('sprint.bestFor.title')}
                </h2>
                <p className="mt-3 text-muted-foreground" lang={fallbackLang(offer, 'bestFor')}>
                  {offer.bestFor}
                </p>
              </div>
              <div
                className="rounded-2xl border-2 border-accent bg-accent-soft p-6 text-accent-soft-foreground"
                data-testid="sprint-guarantee"
              >
                <h2 className="flex items-center gap-3 text-xl font-semibold">
                  <ShieldCheck className="h-6 w-6" aria-hidden="true" />
                  {t('sprint.guarantee.title')}
                </h2>
                <ul className="mt-4 space-y-3" lang={fallbackLang(offer, 'guarantee')}>
                  {offer.guarantee.map((promise) => (
                    <li key={promise} className="flex gap-3">
                      <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
                      <span>{promise}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
        </section>
      ) : null}

      <section id="plans" className="scroll-mt-24 border-y border-border bg-muted/40">
        <div className="site-container section-y">
          <SprintPurchase
            tiers={tiers}
            publishableKey={loaderData.publishableKey}
            upgrade={loaderData.upgrade}
            bookingProfile={profile}
            origin={origin}
          />
        </div>
      </section>

      <section
        aria-labelledby={faq.length > 0 ? 'sprint-faq' : undefined}
        className="mx-auto max-w-3xl section-y px-(--gutter) lg:px-0"
      >
        {faq.length > 0 ? (
          <>
            <h2 id="sprint-faq" className="text-center text-3xl font-bold tracking-tight text-foreground">
              {t('sprint.faq.title')}
            </h2>
            <div className="mt-8">
              <SprintFaq items={faq} />
            </div>
          </>
        ) : null}
        <div className="mt-12 rounded-2xl border border-border bg-primary-soft px-6 py-8 text-center text-primary-soft-foreground">
          <p className="text-lg font-semibold">{t('sprint.closing.title')}</p>
          <p className="mt-2">{t('sprint.closing.text')}</p>
          <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <BookingLink profile={profile} meeting="discovery" size="md">
              {t('sprint.hero.bookCall')}
            </BookingLink>
            <Link to="/contact" className={buttonClasses('outline', 'md')}>
              <Mail className="h-4 w-4" aria-hidden="true" />
              {t('sprint.closing.contact')}
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
