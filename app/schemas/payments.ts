import './zod-config.ts'
import { z } from 'zod'

export const paymentIntentInputSchema = z.strictObject({
  amount: z.number({ error: 'amount must be a number' }).optional(),
  description: z.string({ error: 'description must be text' }).max(500).optional(),
  /** Chosen by the browser once per checkout, so a repeated request reuses the same order and intent. */
  checkoutId: z.uuid({ error: 'checkoutId must be a UUID' }).optional(),
  metadata: z.strictObject({
    service: z.literal('ai-strategy-sprint', { error: 'Unknown service' }),
    tier: z.string({ error: 'tier is required' }).trim().min(1, 'tier is required').max(50),
  }),
})
export type PaymentIntentInput = z.output<typeof paymentIntentInputSchema>

export const upgradeInputSchema = z.strictObject({
  orderId: z.uuid({ error: 'orderId must be a UUID' }),
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(200),
  tier: z.string({ error: 'tier is required' }).trim().min(1, 'tier is required').max(50),
})
export type UpgradeInput = z.output<typeof upgradeInputSchema>
