import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { inPageBookingProps } from '~/components/layout/use-booking-in-view.ts'
import { BookingLink, BookLink } from '~/components/ui/booking-link.tsx'
import { Button, buttonClasses } from '~/components/ui/button.tsx'
import { Loader2 } from '~/components/ui/icons.tsx'
import { usePageLanguage } from '~/components/ui/localized-link.tsx'
import { toast } from '~/components/ui/toast.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/lib/cn.ts'
import { formatUsd } from '~/lib/money.ts'
import type { SprintTier } from '~/lib/sprint.ts'
import type { BookingMode } from '~/schemas/admin.ts'
import { CheckoutSkeleton } from './checkout-skeleton.tsx'
import {
  createSprintPaymentIntent,
  createSprintUpgradeIntent,
  paymentReturnUrl,
  type SprintUpgrade,
} from './payment-intent.ts'
import { TierCard } from './tier-card.tsx'

const loadCheckout = () => import('./sprint-checkout.tsx')
const SprintCheckout = lazy(loadCheckout)

type PurchaseStep =
  | { step: 'plans' }
  | { step: 'preparing'; tierId: SprintTier['id'] }
  | { step: 'checkout'; tierId: SprintTier['id']; clientSecret: string }

type SprintPurchaseProps = {
  tiers: SprintTier[]
  /** Stripe's publishable key when the server can take card payments; null sends buyers to a call instead. */
  publishableKey: string | null
  /** Present when the buyer came from the upgrade link of a paid order. */
  upgrade?: SprintUpgrade | null
  /** Where the discovery-call buttons lead (the owner's booking setting). */
  bookingProfile: { bookingMode: BookingMode; bookingUrl: string }
  origin: string
}

/** Spec §4: the plan list, then a chosen tier with its payment intent, then the checkout form. */
export function SprintPurchase({
  tiers,
  publishableKey,
  upgrade,
  bookingProfile,
  origin,
}: SprintPurchaseProps) {
  const { t } = useTranslation()
  const language = usePageLanguage()
  const [purchase, setPurchase] = useState<PurchaseStep>({ step: 'plans' })
  const plansHeading = useRef<HTMLHeadingElement>(null)
  const checkoutHeading = useRef<HTMLHeadingElement>(null)
  const returnFocusTo = useRef<'plans' | 'checkout' | null>(null)
  // One checkout per tier for this visit: choosing the same tier again (or a repeated click) reuses its order.
  const checkoutIds = useRef(new Map<string, string>())

  useEffect(() => {
    const target = returnFocusTo.current
    returnFocusTo.current = null
    if (target === 'checkout' && purchase.step === 'checkout') checkoutHeading.current?.focus()
    if (target === 'plans' && purchase.step === 'plans') plansHeading.current?.focus()
  }, [purchase])

  async function choose(tier: SprintTier) {
    if (purchase.step !== 'plans') return
    setPurchase({ step: 'preparing', tierId: tier.id })
    // Fetch the checkout code (and with it Stripe.js) while the server creates the payment intent.
    void loadCheckout().catch(() => undefined)
    try {
      let checkoutId = checkoutIds.current.get(tier.id)
      if (!checkoutId) {
        checkoutId = crypto.randomUUID()
        checkoutIds.current.set(tier.id, checkoutId)
      }
      const clientSecret = upgrade
        ? await createSprintUpgradeIntent(tier, upgrade)
        : await createSprintPaymentIntent(tier, checkoutId)
      returnFocusTo.current = 'checkout'
      setPurchase({ step: 'checkout', tierId: tier.id, clientSecret })
    } catch {
      setPurchase({ step: 'plans' })
      toast({
        title: t('sprint.toast.intentErrorTitle'),
        description: t('sprint.toast.intentErrorText'),
        variant: 'destructive',
      })
    }
  }

  function backToPlans() {
    returnFocusTo.current = 'plans'
    setPurchase({ step: 'plans' })
  }

  const chosen = purchase.step === 'checkout' ? tiers.find((tier) => tier.id === purchase.tierId) : undefined
  /** What the buyer pays for a tier: its price, or for an upgrade only the difference to what was paid. */
  const priceOf = (tier: SprintTier) => (upgrade ? tier.price - upgrade.paid : tier.price)
  const canChoose = (tier: SprintTier) => !upgrade || tier.price > upgrade.paid
  const price = (tier: SprintTier) => formatUsd(priceOf(tier), language)

  if (purchase.step === 'checkout' && chosen && publishableKey) {
    return (
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
          <h2 ref={checkoutHeading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
            {t('sprint.checkout.title')}
          </h2>
          <p className="mt-2 text-muted-foreground">{t('sprint.checkout.intro')}</p>
          <div className="mt-6">
            <Suspense fallback={<CheckoutSkeleton role="status" label={t('sprint.checkout.loading')} />}>
              <SprintCheckout
                key={purchase.clientSecret}
                publishableKey={publishableKey}
                clientSecret={purchase.clientSecret}
                tierName={chosen.name}
                price={priceOf(chosen)}
                returnUrl={paymentReturnUrl(origin, chosen.id, language)}
                onBack={backToPlans}
              />
            </Suspense>
          </div>
        </div>
        <aside
          aria-labelledby="sprint-order-summary"
          className="h-fit rounded-2xl border border-border bg-muted/60 p-6 text-foreground"
        >
          <h3
            id="sprint-order-summary"
            className="text-sm font-semibold uppercase tracking-wide text-muted-foreground"
          >
            {t('sprint.checkout.summary')}
          </h3>
          <p className="mt-3 font-semibold">{t('sprint.checkout.item', { tier: chosen.name })}</p>
          <ul className="mt-3 space-y-1 text-sm text-muted-foreground">
            {chosen.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <p className="mt-4 flex items-baseline justify-between border-t border-border pt-4">
            <span className="text-sm text-muted-foreground">{t('sprint.checkout.total')}</span>
            <span className="text-2xl font-bold" data-testid="checkout-total">
              {price(chosen)}
            </span>
          </p>
        </aside>
      </div>
    )
  }

  return (
    <div>
      <h2
        id="sprint-plans-heading"
        ref={plansHeading}
        tabIndex={-1}
        className="text-center text-3xl font-bold tracking-tight text-foreground outline-none"
      >
        {t('sprint.plans.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">{t('sprint.plans.intro')}</p>
      {upgrade ? (
        <p
          className="mx-auto mt-6 max-w-3xl rounded-xl border border-border bg-accent-soft p-4 text-center text-accent-soft-foreground"
          data-testid="upgrade-banner"
        >
          {t('sprint.upgrade.banner', { tier: upgrade.fromTierName })}
        </p>
      ) : null}

      {publishableKey ? null : (
        <div
          className="mx-auto mt-8 flex max-w-3xl flex-col items-start gap-4 rounded-xl border border-border bg-primary-soft p-5 text-primary-soft-foreground sm:flex-row sm:items-center sm:justify-between"
          data-testid="payment-unavailable"
        >
          <div>
            <p className="font-semibold">{t('sprint.unavailable.title')}</p>
            <p className="mt-1 text-sm">{t('sprint.unavailable.text')}</p>
          </div>
          <BookingLink profile={bookingProfile} meeting="discovery" size="md" className="shrink-0">
            {t('sprint.unavailable.book')}
          </BookingLink>
        </div>
      )}

      <ul className="mt-12 grid grid-cols-1 gap-8 lg:grid-cols-3">
        {tiers.map((tier) => {
          const preparing = purchase.step === 'preparing' && purchase.tierId === tier.id
          return (
            <li key={tier.id}>
              <TierCard
                tier={tier}
                action={
                  publishableKey ? (
                    <Button
                      className="w-full"
                      size="lg"
                      variant={tier.recommended ? 'primary' : 'outline'}
                      disabled={purchase.step !== 'plans' || !canChoose(tier)}
                      aria-busy={preparing}
                      onClick={() => choose(tier)}
                    >
                      {preparing ? (
                        <Loader2
                          className="h-4 w-4 animate-spin motion-reduce:animate-none"
                          aria-hidden="true"
                        />
                      ) : null}
                      {preparing
                        ? t('sprint.plans.preparing')
                        : !canChoose(tier)
                          ? t('sprint.upgrade.current')
                          : upgrade
                            ? t('sprint.upgrade.select', { tier: tier.name, amount: price(tier) })
                            : t('sprint.plans.select', { tier: tier.name })}
                    </Button>
                  ) : (
                    <BookLink
                      {...inPageBookingProps}
                      profile={bookingProfile}
                      meeting="discovery"
                      className={cn(buttonClasses(tier.recommended ? 'primary' : 'outline', 'lg'), 'w-full')}
                    >
                      {t('sprint.unavailable.discuss', { tier: tier.name })}
                    </BookLink>
                  )
                }
              />
            </li>
          )
        })}
      </ul>
    </div>
  )
}
