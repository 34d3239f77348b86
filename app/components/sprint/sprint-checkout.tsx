import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { type Appearance, loadStripe, type Stripe } from '@stripe/stripe-js'
import { type FormEvent, useEffect, useMemo, useState } from 'react'
import { Button } from '~/components/ui/button.tsx'
import { Loader2, Lock } from '~/components/ui/icons.tsx'
import { usePageLanguage } from '~/components/ui/localized-link.tsx'
import { toast } from '~/components/ui/toast.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { formatUsd } from '~/lib/money.ts'
import { currentTheme } from '~/lib/theme.ts'
import { CheckoutSkeleton } from './checkout-skeleton.tsx'

export type SprintCheckoutProps = {
  publishableKey: string
  clientSecret: string
  tierName: string
  price: number
  returnUrl: string
  onBack: () => void
}

/** One Stripe.js instance per key for the page's lifetime, as Stripe asks; a failed load resolves to null. */
const stripeInstances = new Map<string, Promise<Stripe | null>>()

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let instance = stripeInstances.get(publishableKey)
  if (!instance) {
    instance = loadStripe(publishableKey).catch(() => {
      stripeInstances.delete(publishableKey)
      return null
    })
    stripeInstances.set(publishableKey, instance)
  }
  return instance
}

function appearance(): Appearance {
  const dark = currentTheme() === 'dark'
  return {
    theme: dark ? 'night' : 'stripe',
    variables: { colorPrimary: dark ? '#60a5fa' : '#1d4ed8', borderRadius: '6px' },
  }
}

/**
 * The card-payment step, loaded only once a tier is chosen so that Stripe's script and SDK stay
 * off the page until then.
 */
export default function SprintCheckout({ publishableKey, clientSecret, ...formProps }: SprintCheckoutProps) {
  const { t } = useTranslation()
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey])
  const options = useMemo(() => ({ clientSecret, appearance: appearance() }), [clientSecret])
  const [loadFailed, setLoadFailed] = useState(false)

  useEffect(() => {
    let current = true
    stripe.then((instance) => {
      if (current && !instance) setLoadFailed(true)
    })
    return () => {
      current = false
    }
  }, [stripe])

  if (loadFailed) {
    return (
      <div>
        <p role="alert" className="rounded-md border border-destructive px-4 py-3 text-sm text-destructive">
          {t('sprint.checkout.loadFailed')}
        </p>
        <Button variant="outline" className="mt-4" onClick={formProps.onBack}>
          {t('sprint.checkout.back')}
        </Button>
      </div>
    )
  }

  return (
    <Elements stripe={stripe} options={options}>
      <CheckoutForm {...formProps} />
    </Elements>
  )
}

function CheckoutForm({
  tierName,
  price,
  returnUrl,
  onBack,
}: Omit<SprintCheckoutProps, 'publishableKey' | 'clientSecret'>) {
  const { t } = useTranslation()
  const language = usePageLanguage()
  const stripe = useStripe()
  const elements = useElements()
  const [ready, setReady] = useState(false)
  const [processing, setProcessing] = useState(false)
  const [email, setEmail] = useState('')

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!stripe || !elements || processing) return
    setProcessing(true)
    try {
      // The receipt address is where the welcome email and calendar link go after the payment succeeds.
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl, receipt_email: email.trim() },
      })
      // Without an error Stripe is already taking the browser to the return URL.
      if (error) {
        toast({
          title: t('sprint.toast.paymentFailedTitle'),
          description: error.message ?? t('sprint.toast.unexpectedText'),
          variant: 'destructive',
        })
      }
    } catch {
      toast({
        title: t('sprint.toast.unexpectedTitle'),
        description: t('sprint.toast.unexpectedText'),
        variant: 'destructive',
      })
    } finally {
      setProcessing(false)
    }
  }

  return (
    <form onSubmit={pay} aria-label={t('sprint.checkout.formLabel', { tier: tierName })} aria-busy={!ready}>
      <div className="mb-5">
        <label htmlFor="sprint-receipt-email" className="block text-sm font-medium text-foreground">
          {t('sprint.checkout.emailLabel')} <span aria-hidden="true">*</span>
        </label>
        <input
          id="sprint-receipt-email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby="sprint-receipt-email-hint"
          className="mt-1 h-10 w-full rounded-md border border-border bg-background px-3 text-foreground"
        />
        <p id="sprint-receipt-email-hint" className="mt-1 text-sm text-muted-foreground">
          {t('sprint.checkout.emailHint')}
        </p>
      </div>
      <div className="relative min-h-40">
        {ready ? null : (
          <CheckoutSkeleton
            className="absolute inset-0"
            data-testid="payment-element-loading"
            label={t('sprint.checkout.loading')}
          />
        )}
        <PaymentElement
          onReady={() => setReady(true)}
          options={{ layout: 'tabs' }}
          className={ready ? undefined : 'opacity-0'}
        />
      </div>
      <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
        <Lock className="h-4 w-4 shrink-0" aria-hidden="true" />
        {t('sprint.checkout.secure')}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack} disabled={processing}>
          {t('sprint.checkout.back')}
        </Button>
        <Button type="submit" size="lg" disabled={!stripe || !elements || !ready || processing}>
          {processing ? (
            <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : null}
          {processing
            ? t('sprint.checkout.processing')
            : t('sprint.checkout.pay', { amount: formatUsd(price, language) })}
        </Button>
      </div>
    </form>
  )
}
