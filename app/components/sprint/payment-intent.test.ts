import { describe, expect, it } from 'vitest'
import { paymentReturnUrl } from './payment-intent.ts'

describe('paymentReturnUrl', () => {
  it('points at the success page with the service and the lowercase tier', () => {
    expect(paymentReturnUrl('https://jordanavery.consulting', 'Professional', 'en')).toBe(
      'https://jordanavery.consulting/payment-success?service=ai-strategy-sprint&tier=professional',
    )
  })

  it('keeps a local origin with its port', () => {
    expect(paymentReturnUrl('http://127.0.0.1:3206', 'enterprise', 'en')).toBe(
      'http://127.0.0.1:3206/payment-success?service=ai-strategy-sprint&tier=enterprise',
    )
  })

  it('brings the buyer back to the success page in the language they bought in', () => {
    expect(paymentReturnUrl('https://jordanavery.consulting', 'essentials', 'fr')).toBe(
      'https://jordanavery.consulting/fr/payment-success?service=ai-strategy-sprint&tier=essentials',
    )
  })
})
