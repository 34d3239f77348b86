import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import type { FakePaymentIntent, StripeFake } from '../../mocks/stripe-fake.ts'

const stripeJsFake = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../mocks/stripe-js-fake.js',
)

export type Confirmation = { paymentIntent: string; receiptEmail: string | null }

/**
 * Stripe.js talks to Stripe's API when the buyer pays; the fake Stripe.js does not. This wraps its
 * `confirmPayment()` so that, before the browser leaves for the return URL, the Stripe API fake records
 * what Stripe would: the intent succeeded (for the success test card) and the receipt address the
 * page confirmed with.
 */
const recordConfirmations = `
;(() => {
  const createStripe = window.Stripe
  function recordingStripe(...args) {
    const stripe = createStripe(...args)
    const confirmPayment = stripe.confirmPayment
    stripe.confirmPayment = async (options) => {
      const element = options.elements && options.elements.getElement('payment')
      const clientSecret = (options.elements && options.elements.options.clientSecret) || ''
      if (element && element.cardNumber() === '4242424242424242') {
        await window.journeyStripeConfirmed({
          paymentIntent: clientSecret.split('_secret_')[0],
          receiptEmail: (options.confirmParams && options.confirmParams.receipt_email) || null,
        })
      }
      return confirmPayment(options)
    }
    return stripe
  }
  recordingStripe.version = createStripe.version
  window.Stripe = recordingStripe
})()
`

/** Serves the Stripe.js fake on js.stripe.com and lets Stripe's API fake see each confirmed payment. */
export async function serveStripeJs(page: Page, stripe: StripeFake): Promise<Confirmation[]> {
  const confirmations: Confirmation[] = []
  await page.exposeFunction('journeyStripeConfirmed', (confirmation: Confirmation) => {
    confirmations.push(confirmation)
    stripe.setIntentStatus(confirmation.paymentIntent, 'succeeded')
    const intent = stripe.intents.find((candidate) => candidate.id === confirmation.paymentIntent)
    Object.assign(intent as FakePaymentIntent, { receipt_email: confirmation.receiptEmail })
  })
  const body = `${await readFile(stripeJsFake, 'utf8')}\n${recordConfirmations}`
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ body, contentType: 'text/javascript; charset=utf-8' }),
  )
  return confirmations
}
