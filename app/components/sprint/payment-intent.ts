import { type Language, localizedPath } from '~/i18n/config.ts'
import { type SprintTier, sprintService } from '~/lib/sprint.ts'

/** Asks the server for a payment intent for one tier; resolves to its client secret. */
export async function createSprintPaymentIntent(
  tier: Pick<SprintTier, 'id' | 'name' | 'price'>,
  checkoutId: string,
): Promise<string> {
  const response = await fetch('/api/create-payment-intent', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      checkoutId,
      amount: tier.price,
      description: `AI Strategy Sprint - ${tier.name}`,
      metadata: { service: sprintService, tier: tier.id },
    }),
  })
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`)
  const body = (await response.json()) as { clientSecret?: unknown }
  if (typeof body.clientSecret !== 'string' || body.clientSecret.length === 0) {
    throw new Error('The payment intent came back without a client secret')
  }
  return body.clientSecret
}

/** A paid order moving up a plan: the plan it bought, by name as bought, and what it paid in dollars. */
export type SprintUpgrade = {
  orderId: string
  token: string
  fromTier: string
  fromTierName: string
  paid: number
}

/** Asks the server for the payment of an upgrade: the difference between the paid tier and this one. */
export async function createSprintUpgradeIntent(
  tier: Pick<SprintTier, 'id'>,
  upgrade: SprintUpgrade,
): Promise<string> {
  const response = await fetch('/api/orders/upgrade', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderId: upgrade.orderId, token: upgrade.token, tier: tier.id }),
  })
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`)
  const body = (await response.json()) as { clientSecret?: unknown }
  if (typeof body.clientSecret !== 'string' || body.clientSecret.length === 0) {
    throw new Error('The payment intent came back without a client secret')
  }
  return body.clientSecret
}

/**
 * Spec §7: where Stripe sends the buyer after confirming, in the page's language, e.g.
 * /es/payment-success?service=ai-strategy-sprint&tier=professional.
 */
export function paymentReturnUrl(origin: string, tierId: string, language: Language): string {
  const url = new URL(localizedPath('/payment-success', language), `${origin}/`)
  url.searchParams.set('service', sprintService)
  url.searchParams.set('tier', tierId.toLowerCase())
  return url.toString()
}
