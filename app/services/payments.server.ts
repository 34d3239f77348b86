import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type Stripe from 'stripe'
import { isLanguage, type Language, localizedPath } from '~/i18n/config.ts'
import { type SprintTier, sprintCurrency, sprintService } from '~/lib/sprint.ts'
import type { PaymentIntentInput, UpgradeInput } from '~/schemas/payments.ts'
import type { Config } from '../config.server.ts'
import { ordersRepository } from '../db/repositories/orders.server.ts'
import { stripeEventsRepository } from '../db/repositories/stripe-events.server.ts'
import type { Database, OrderRow } from '../db/schema.ts'
import { centsOf, dollarsOf } from '../lib/money.ts'
import {
  DomainError,
  NotFoundError,
  ServiceUnavailableError,
  UpstreamError,
  ValidationError,
} from './errors.ts'
import type { Notifier } from './notifications.server.ts'
import type { LinkSigner } from './signed-links.server.ts'
import type { SprintTierService } from './sprint-tiers.server.ts'

export type PaymentIntentCreated = { clientSecret: string; orderId: string; amount: number; tier: string }

/** What a buyer is told about a payment: paid, still settling, or not completed. */
export type PaymentState = 'paid' | 'processing' | 'failed'

export type PaymentCheck = {
  state: PaymentState
  /** The tier recorded on the payment itself, when it is one of ours. */
  tier: string | undefined
  /** The tier's name when the order was made. */
  tierName: string | undefined
  /** Whole dollars charged or to be charged. */
  amount: number
}

const paymentIntentIdPattern = /^pi_[A-Za-z0-9]{1,255}$/

/** Stripe's PaymentIntent statuses, reduced to what the buyer needs to know. */
export function paymentStateOf(status: Stripe.PaymentIntent.Status): PaymentState {
  switch (status) {
    case 'succeeded':
      return 'paid'
    case 'processing':
    case 'requires_capture':
      return 'processing'
    default:
      return 'failed'
  }
}

/** A lazily made Stripe client: the SDK (about 20 MB of memory) loads with the first payment call. */
export type StripeClient = () => Promise<Stripe>

async function loadStripe() {
  return (await import('stripe')).default
}

export function createStripeClient(stripe: Config['stripe']): StripeClient | undefined {
  const { secretKey } = stripe
  if (!secretKey) return undefined
  let client: Promise<Stripe> | undefined
  return () => {
    client ??= loadStripe().then((StripeSdk) => makeClient(StripeSdk, secretKey, stripe))
    return client
  }
}

function makeClient(
  StripeSdk: Awaited<ReturnType<typeof loadStripe>>,
  secretKey: string,
  stripe: Config['stripe'],
) {
  return new StripeSdk(secretKey, {
    host: stripe.host,
    port: stripe.port,
    protocol: stripe.protocol,
    maxNetworkRetries: 2,
    timeout: 15_000,
  })
}

export type WebhookOutcome = { received: true; duplicate: boolean; orderStatus?: string }

const webhookToleranceSeconds = 300

export function createPaymentService(options: {
  db: Kysely<Database>
  stripe: StripeClient | undefined
  webhookSecret: string | undefined
  notifier: Notifier
  signer: LinkSigner
  /** The owner's plans: what a checkout costs is read from them. */
  tiers: Pick<SprintTierService, 'findTier' | 'tiers' | 'boughtName'>
  onQueued: () => void
  /** Told once an order is paid (the analytics goal with its amount); never fails the payment. */
  onPaid?: (orderId: string) => Promise<void>
}) {
  const { stripe, notifier, signer, tiers } = options
  const orders = ordersRepository(options.db)
  const stripeEvents = stripeEventsRepository(options.db)

  const failedToInitialize = () => new UpstreamError('Failed to initialize payment. Please try again.')

  function requireStripe(): StripeClient {
    if (!stripe) throw new ServiceUnavailableError('Online payment is not configured')
    return stripe
  }

  function createOrder(
    id: string,
    tier: SprintTier,
    amountCents: number,
    upgradeOf: string | null,
    language: Language,
  ) {
    return orders.insertPending({
      id,
      service: sprintService,
      tier: tier.id,
      tierName: tier.name,
      amountCents,
      currency: sprintCurrency,
      upgradeOf,
      language,
    })
  }

  /** One PaymentIntent per order: the order id is the idempotency key, so a retry returns the same intent. */
  async function intentForOrder(order: OrderRow): Promise<PaymentIntentCreated> {
    const client = await requireStripe()()
    let intent: Stripe.PaymentIntent
    try {
      intent = order.paymentIntentId
        ? await client.paymentIntents.retrieve(order.paymentIntentId)
        : await client.paymentIntents.create(
            {
              amount: order.amountCents,
              currency: order.currency,
              description: `AI Strategy Sprint - ${order.tierName}${order.upgradeOf ? ' (upgrade)' : ''}`,
              metadata: {
                service: sprintService,
                tier: order.tier,
                orderId: order.id,
                ...(order.upgradeOf ? { upgradeOf: order.upgradeOf } : {}),
              },
              automatic_payment_methods: { enabled: true },
            },
            { idempotencyKey: `order-${order.id}` },
          )
    } catch {
      throw failedToInitialize()
    }
    await orders.attachPayment(order.id, intent.id)
    if (!intent.client_secret) throw failedToInitialize()
    return {
      clientSecret: intent.client_secret,
      orderId: order.id,
      amount: dollarsOf(order.amountCents),
      tier: order.tier,
    }
  }

  /**
   * Marks an order paid and queues the welcome and owner emails, once: the status change is
   * conditional, so a replayed event or a second instance finds nothing left to do. A payment whose
   * amount or currency differs from the order's price fulfils nothing.
   */
  async function fulfil(intent: Stripe.PaymentIntent): Promise<string | undefined> {
    const order = await orders.findForPayment(intent.id, intent.metadata?.orderId ?? '')
    if (!order) return undefined
    if (intent.amount !== order.amountCents || intent.currency !== order.currency) return order.status
    const owner = await notifier.owner()
    const email = intent.receipt_email ?? order.customerEmail
    const language = isLanguage(order.language) ? order.language : 'en'
    const tierName = order.tierName || order.tier
    const paidOrder = {
      id: order.id,
      tierName,
      shownTierName: await tiers.boughtName(order.tier, tierName, language),
      amountCents: order.amountCents,
      email,
      upgrade: order.upgradeOf !== null,
      upgradeUrl: order.upgradeOf === null ? await upgradeUrl(order, language) : undefined,
      language,
    }
    // An order paid before without the buyer's address (the success page was first) gets only the
    // welcome email now: the owner was told the first time.
    const change = await orders.markPaid(
      order.id,
      { customerEmail: email, paymentIntentId: intent.id },
      (trx, change) => notifier.orderPaid(trx, owner, paidOrder, { notifyOwner: change === 'paid' }),
    )
    if (change === 'paid') await options.onPaid?.(order.id)
    return change === 'paid' ? 'paid' : order.status
  }

  async function setStatus(paymentIntentId: string, status: 'failed' | 'processing' | 'refunded') {
    const allowedFrom = status === 'refunded' ? ['paid', 'processing', 'pending'] : ['pending', 'processing']
    return orders.setStatusOfPayment(paymentIntentId, status, allowedFrom)
  }

  /** The welcome email's upgrade link, while some plan costs more than the order did. */
  async function upgradeUrl(
    order: Pick<OrderRow, 'id' | 'amountCents'>,
    language: Language = 'en',
  ): Promise<string | undefined> {
    const higher = (await tiers.tiers()).some((tier) => centsOf(tier.price) > order.amountCents)
    if (!higher) return undefined
    return `${notifier.siteUrl}${localizedPath('/ai-strategy-sprint', language)}?upgrade=${order.id}&token=${signer.sign('order-upgrade', order.id)}`
  }

  return {
    isConfigured: () => stripe !== undefined,

    /**
     * Prices come from the stored plans; an amount sent by the browser is only checked against them.
     * The order is recorded before Stripe is called so that no payment exists without an order.
     */
    async createIntent(input: PaymentIntentInput, language: Language = 'en'): Promise<PaymentIntentCreated> {
      const tier = await tiers.findTier(input.metadata.tier)
      if (!tier) {
        throw new ValidationError('Unknown tier', [{ path: 'metadata.tier', message: 'Unknown tier' }])
      }
      if (input.amount !== undefined && input.amount !== tier.price) {
        throw new ValidationError(`The ${tier.name} tier costs $${tier.price}`, [
          { path: 'amount', message: `Must be ${tier.price} for the ${tier.name} tier` },
        ])
      }
      requireStripe()
      const order = await createOrder(
        input.checkoutId ?? randomUUID(),
        tier,
        centsOf(tier.price),
        null,
        language,
      )
      if (order.tier !== tier.id || order.upgradeOf !== null || order.status !== 'pending') {
        throw new DomainError(409, 'This checkout was already used; reload the page to start again')
      }
      try {
        return await intentForOrder(order)
      } catch (error) {
        if (!order.paymentIntentId) {
          await orders.failUnpaid(order.id)
        }
        throw error
      }
    },

    /**
     * "Upgrade by paying the difference": a new order for the gap between a higher plan's price and
     * what the buyer paid.
     */
    async createUpgradeIntent(
      input: UpgradeInput,
      language: Language = 'en',
    ): Promise<PaymentIntentCreated & { upgradeOf: string }> {
      if (!signer.verify('order-upgrade', input.orderId, input.token))
        throw new NotFoundError('Order not found')
      const original = await orders.find(input.orderId)
      if (!original) throw new NotFoundError('Order not found')
      if (original.status !== 'paid') throw new ValidationError('Only a paid order can be upgraded')
      const to = await tiers.findTier(input.tier)
      if (!to || centsOf(to.price) <= original.amountCents) {
        throw new ValidationError('Choose a higher tier to upgrade to', [
          { path: 'tier', message: 'Choose a higher tier' },
        ])
      }
      requireStripe()
      // One upgrade order per original order and target tier, so retries reuse it.
      const existing = await orders.findOpenUpgrade(original.id, to.id)
      const order =
        existing ??
        (await createOrder(randomUUID(), to, centsOf(to.price) - original.amountCents, original.id, language))
      return { ...(await intentForOrder(order)), upgradeOf: original.id }
    },

    /** The order an upgrade link points at, when the link is genuine. */
    async upgradableOrder(orderId: string, token: string) {
      if (!/^[0-9a-f-]{36}$/.test(orderId) || !signer.verify('order-upgrade', orderId, token))
        return undefined
      const order = await orders.find(orderId)
      return order?.status === 'paid'
        ? {
            id: order.id,
            tier: order.tier,
            tierName: order.tierName || order.tier,
            paid: dollarsOf(order.amountCents),
          }
        : undefined
    },

    upgradeUrl,

    /**
     * Stripe's webhook: the signature is checked on the raw body, each event is handled once, and the
     * order moves to paid, processing, failed or refunded.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
      if (!options.webhookSecret) throw new ServiceUnavailableError('Stripe webhooks are not configured')
      const client = stripe ? await stripe() : new (await loadStripe())('sk_unused')
      let event: Stripe.Event
      try {
        event = client.webhooks.constructEvent(
          rawBody,
          signature ?? '',
          options.webhookSecret,
          webhookToleranceSeconds,
        )
      } catch {
        throw new ValidationError('Invalid Stripe signature')
      }
      if (!(await stripeEvents.record(event))) return { received: true, duplicate: true }
      try {
        let orderStatus: string | undefined
        switch (event.type) {
          case 'payment_intent.succeeded':
            orderStatus = await fulfil(event.data.object)
            break
          case 'payment_intent.processing':
            orderStatus = await setStatus(event.data.object.id, 'processing')
            break
          case 'payment_intent.payment_failed':
          case 'payment_intent.canceled':
            orderStatus = await setStatus(event.data.object.id, 'failed')
            break
          case 'charge.refunded': {
            const paymentIntent = event.data.object.payment_intent
            const id = typeof paymentIntent === 'string' ? paymentIntent : paymentIntent?.id
            if (id && event.data.object.refunded) orderStatus = await setStatus(id, 'refunded')
            break
          }
        }
        options.onQueued()
        return { received: true, duplicate: false, orderStatus }
      } catch (error) {
        // Not handled: forget the event so Stripe's retry is processed.
        await stripeEvents.forget(event.id)
        throw error
      }
    },

    /**
     * Asks Stripe for a payment's real status after the browser comes back from checkout. The
     * client secret Stripe appends to the return URL must match, so a guessed id reveals nothing.
     * A succeeded payment is fulfilled here too, should the webhook be late.
     */
    async checkPayment(paymentIntentId: string, clientSecret: string): Promise<PaymentCheck> {
      if (!paymentIntentIdPattern.test(paymentIntentId)) {
        throw new ValidationError('Invalid payment reference', [
          { path: 'payment_intent', message: 'Invalid payment reference' },
        ])
      }
      const client = await requireStripe()()
      let intent: Stripe.PaymentIntent
      try {
        intent = await client.paymentIntents.retrieve(paymentIntentId)
      } catch (error) {
        const { errors } = await loadStripe()
        if (error instanceof errors.StripeInvalidRequestError && error.statusCode === 404) {
          throw new NotFoundError('Payment not found')
        }
        throw new UpstreamError('Could not check the payment status')
      }
      if (!intent.client_secret || intent.client_secret !== clientSecret)
        throw new NotFoundError('Payment not found')
      const state = paymentStateOf(intent.status)
      const ours = intent.metadata?.service === sprintService
      const order = ours ? await orders.findForPayment(intent.id, intent.metadata?.orderId ?? '') : undefined
      if (state === 'paid') {
        await fulfil(intent)
        options.onQueued()
      } else {
        await setStatus(intent.id, state)
      }
      return {
        state,
        tier: order?.tier,
        tierName: order ? order.tierName || order.tier : undefined,
        amount: Math.round(intent.amount / 100),
      }
    },
  }
}

export type PaymentService = ReturnType<typeof createPaymentService>
