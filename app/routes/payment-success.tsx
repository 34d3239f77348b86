import { metaTranslator } from '~/components/blog/meta-translator.ts'
import { buttonClasses } from '~/components/ui/button.tsx'
import { CheckCircle2, Clock, Home, Mail, RotateCcw, ShieldCheck, XCircle } from '~/components/ui/icons.tsx'
import { Link, usePageLanguage } from '~/components/ui/localized-link.tsx'
import type { Language } from '~/i18n/config.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import { formatUsd } from '~/lib/money.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { pageMeta } from '~/lib/seo.ts'
import { siteContext } from '~/lib/site-context.ts'
import { type SprintTier, sprintService } from '~/lib/sprint.ts'
import type { PaymentState } from '~/services/payments.server.ts'
import type { SprintTierService } from '~/services/sprint-tiers.server.ts'
import type { Route } from './+types/payment-success'

/** Spec §8: an unknown tier falls back to Professional. */
const fallbackTierId = 'professional'

/** "unverified": no payment to check, or Stripe could not confirm it; the page then claims nothing. */
type PaymentView = PaymentState | 'unverified'

type Purchase = { kind: 'sprint'; tier: Pick<SprintTier, 'id' | 'name' | 'price'> } | { kind: 'unknown' }

/** The stored plan a return link names; Professional for one it does not (deleted or mistyped). */
async function sprintPurchase(
  tiers: SprintTierService,
  tierId: string,
  language: Language,
): Promise<Purchase> {
  const tier = (await tiers.findTier(tierId, language)) ?? (await tiers.findTier(fallbackTierId, language))
  return tier
    ? { kind: 'sprint', tier: { id: tier.id, name: tier.name, price: tier.price } }
    : { kind: 'unknown' }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  const { language } = site.visitor
  const params = new URL(request.url).searchParams
  let purchase: Purchase =
    params.get('service') === sprintService
      ? await sprintPurchase(site.services.sprintTiers, params.get('tier') ?? '', language)
      : { kind: 'unknown' }
  let payment: PaymentView = 'unverified'

  // Stripe appends these to the return URL; the status shown is the one Stripe reports now, not the URL's.
  const paymentIntentId = params.get('payment_intent')
  const clientSecret = params.get('payment_intent_client_secret')
  if (paymentIntentId && clientSecret) {
    try {
      const check = await site.services.payments.checkPayment(paymentIntentId, clientSecret)
      payment = check.state
      // What the order bought, at the name and amount it was bought at.
      if (check.tier && check.tierName) {
        const name = await site.services.sprintTiers.boughtName(check.tier, check.tierName, language)
        purchase = { kind: 'sprint', tier: { id: check.tier, name, price: check.amount } }
      }
    } catch {
      // Not configured, unknown payment or Stripe unreachable: fall back to the wording that claims nothing.
      payment = 'unverified'
    }
  }
  return { purchase, payment }
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches)
  const t = metaTranslator(root?.lang)
  return pageMeta(root, {
    title: t('paymentSuccess.meta.title'),
    description: t('seo.paymentSuccess.description'),
    path: '/payment-success',
    noindex: true,
  })
}

const stateIcons = {
  paid: { Icon: CheckCircle2, className: 'bg-accent-soft text-accent-soft-foreground' },
  unverified: { Icon: CheckCircle2, className: 'bg-primary-soft text-primary-soft-foreground' },
  processing: { Icon: Clock, className: 'bg-primary-soft text-primary-soft-foreground' },
  failed: { Icon: XCircle, className: 'bg-muted text-destructive' },
} as const

export default function PaymentSuccessPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const language = usePageLanguage()
  const { purchase, payment } = loaderData
  const { Icon, className: iconClassName } = stateIcons[payment]
  const tierName = purchase.kind === 'sprint' ? purchase.tier.name : null
  const summary =
    purchase.kind === 'sprint'
      ? {
          service: t('paymentSuccess.summary.sprint'),
          tier: purchase.tier.name,
          price: formatUsd(purchase.tier.price, language),
        }
      : {
          service: t('paymentSuccess.summary.fallbackService'),
          tier: t('paymentSuccess.summary.fallbackTier'),
          price: t('paymentSuccess.summary.fallbackPrice'),
        }
  const summaryRows = [
    ['service', summary.service],
    ['tier', summary.tier],
    ['price', summary.price],
    ['status', t(`paymentSuccess.summary.statuses.${payment}`)],
  ] as const
  const steps = ['welcome', 'kickoff', 'sprint', 'roadmap'] as const
  const completed = payment !== 'failed'

  return (
    <div className="mx-auto max-w-3xl band-y px-(--gutter)" data-payment-state={payment}>
      <div className="text-center">
        <span
          className={cn('mx-auto flex h-16 w-16 items-center justify-center rounded-full', iconClassName)}
        >
          <Icon className="h-9 w-9" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
          {t(`paymentSuccess.states.${payment}.title`)}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
          {t(`paymentSuccess.states.${payment}.text`, {
            service: summary.service,
            tier: tierName ?? summary.tier,
          })}
        </p>
      </div>

      <section
        aria-labelledby="order-summary"
        className="mt-10 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm"
      >
        <h2 id="order-summary" className="text-lg font-semibold">
          {t('paymentSuccess.summary.title')}
        </h2>
        <dl className="mt-4 divide-y divide-border text-sm">
          {summaryRows.map(([key, value]) => (
            <div key={key} className="flex justify-between gap-4 py-2">
              <dt className="text-muted-foreground">{t(`paymentSuccess.summary.${key}`)}</dt>
              <dd className="text-right font-medium" data-testid={`summary-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {completed ? (
        <section aria-labelledby="next-steps" className="mt-10">
          <h2 id="next-steps" className="text-2xl font-bold tracking-tight text-foreground">
            {t('paymentSuccess.next.title')}
          </h2>
          <ol className="mt-6 space-y-5">
            {steps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <div>
                  <p className="font-semibold text-foreground">
                    {t(`paymentSuccess.next.steps.${step}.title`)}
                  </p>
                  <p className="mt-1 text-muted-foreground">{t(`paymentSuccess.next.steps.${step}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {completed ? (
        <section
          aria-labelledby="guarantee-reminder"
          className="mt-10 rounded-2xl border-2 border-accent bg-accent-soft p-6 text-accent-soft-foreground"
        >
          <h2 id="guarantee-reminder" className="flex items-center gap-3 text-lg font-semibold">
            <ShieldCheck className="h-6 w-6" aria-hidden="true" />
            {t('paymentSuccess.guarantee.title')}
          </h2>
          <p className="mt-3">{t('paymentSuccess.guarantee.text')}</p>
        </section>
      ) : null}

      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        {completed ? null : (
          <Link to="/ai-strategy-sprint#plans" className={buttonClasses('primary', 'lg')}>
            <RotateCcw className="h-5 w-5" aria-hidden="true" />
            {t('paymentSuccess.buttons.retry')}
          </Link>
        )}
        <Link to="/" className={buttonClasses(completed ? 'primary' : 'outline', 'lg')}>
          <Home className="h-5 w-5" aria-hidden="true" />
          {t('paymentSuccess.buttons.home')}
        </Link>
        <Link to="/contact" className={buttonClasses('outline', 'lg')}>
          <Mail className="h-5 w-5" aria-hidden="true" />
          {t('paymentSuccess.buttons.contact')}
        </Link>
      </div>
    </div>
  )
}
