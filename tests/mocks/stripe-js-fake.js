/**
 * A stand-in for Stripe.js (https://js.stripe.com/endive/stripe.js) for browser tests: enough of
 * `Stripe()`, `elements()` and the Payment Element for @stripe/react-stripe-js, and a
 * `confirmPayment()` that behaves like Stripe's with its test cards:
 * - 4242 4242 4242 4242 succeeds: the browser goes to return_url with payment_intent,
 *   payment_intent_client_secret and redirect_status=succeeded appended, as Stripe does;
 * - 4000 0000 0000 0002 is declined: `{ error: { type: 'card_error', message: 'Your card was declined.' } }`;
 * - an empty card number: `{ error: { type: 'validation_error', message: 'Your card number is incomplete.' } }`.
 * Setting `window.stripeFake = { throwOnConfirm: true }` makes `confirmPayment()` throw instead.
 */
;(() => {
  const declinedCard = '4000000000000002'

  function createEmitter() {
    const listeners = new Map()
    return {
      on(event, handler) {
        if (!listeners.has(event)) listeners.set(event, new Set())
        listeners.get(event).add(handler)
      },
      off(event, handler) {
        listeners.get(event)?.delete(handler)
      },
      emit(event, payload) {
        for (const handler of listeners.get(event) ?? []) handler(payload)
      },
    }
  }

  function field(id, label, placeholder, autocomplete) {
    const wrapper = document.createElement('div')
    wrapper.style.display = 'flex'
    wrapper.style.flexDirection = 'column'
    wrapper.style.gap = '4px'
    wrapper.style.flex = '1'
    wrapper.style.minWidth = '0'
    const labelElement = document.createElement('label')
    labelElement.htmlFor = id
    labelElement.textContent = label
    const input = document.createElement('input')
    input.id = id
    input.name = id
    input.placeholder = placeholder
    input.autocomplete = autocomplete
    input.inputMode = 'numeric'
    input.style.border = '1px solid currentColor'
    input.style.borderRadius = '6px'
    input.style.padding = '8px'
    input.style.minWidth = '0'
    input.style.background = 'transparent'
    input.style.color = 'inherit'
    wrapper.append(labelElement, input)
    return { wrapper, input }
  }

  function createPaymentElement(elements) {
    const emitter = createEmitter()
    let container = null
    let cardInput = null

    const element = {
      mount(target) {
        container = typeof target === 'string' ? document.querySelector(target) : target
        const form = document.createElement('div')
        form.setAttribute('data-testid', 'fake-payment-element')
        form.style.display = 'flex'
        form.style.flexDirection = 'column'
        form.style.gap = '12px'
        const card = field('fake-card-number', 'Card number', '1234 1234 1234 1234', 'cc-number')
        const row = document.createElement('div')
        row.style.display = 'flex'
        row.style.gap = '12px'
        row.append(
          field('fake-card-expiry', 'Expiration date', 'MM / YY', 'cc-exp').wrapper,
          field('fake-card-cvc', 'Security code', 'CVC', 'cc-csc').wrapper,
        )
        form.append(card.wrapper, row)
        container.append(form)
        cardInput = card.input
        cardInput.addEventListener('input', () => {
          emitter.emit('change', { elementType: 'payment', empty: cardInput.value === '', complete: false })
        })
        setTimeout(() => emitter.emit('ready', { elementType: 'payment' }), 50)
      },
      on: emitter.on,
      off: emitter.off,
      once(event, handler) {
        const wrapped = (payload) => {
          emitter.off(event, wrapped)
          handler(payload)
        }
        emitter.on(event, wrapped)
      },
      update() {},
      focus() {
        cardInput?.focus()
      },
      blur() {
        cardInput?.blur()
      },
      clear() {
        if (cardInput) cardInput.value = ''
      },
      collapse() {},
      unmount() {
        container?.replaceChildren()
      },
      destroy() {
        container?.replaceChildren()
        elements.registered.delete('payment')
      },
      cardNumber() {
        return (cardInput?.value ?? '').replace(/\s+/g, '')
      },
    }
    return element
  }

  function createElements(options) {
    const elements = {
      registered: new Map(),
      options: { ...options },
      create(type) {
        if (type !== 'payment')
          throw new Error(`The Stripe.js fake only offers the payment element, not ${type}`)
        const element = createPaymentElement(elements)
        elements.registered.set(type, element)
        return element
      },
      getElement(type) {
        return elements.registered.get(type) ?? null
      },
      update(updates) {
        Object.assign(elements.options, updates)
      },
      fetchUpdates() {
        return Promise.resolve({})
      },
      submit() {
        return Promise.resolve({})
      },
    }
    return elements
  }

  function notSupported(name) {
    return () => Promise.reject(new Error(`The Stripe.js fake does not implement ${name}`))
  }

  function createStripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) {
      throw new Error('Invalid publishable key')
    }
    return {
      elements: createElements,
      createToken: notSupported('createToken'),
      createPaymentMethod: notSupported('createPaymentMethod'),
      confirmCardPayment: notSupported('confirmCardPayment'),
      _registerWrapper() {},
      registerAppInfo() {},
      async confirmPayment({ elements, confirmParams }) {
        if (window.stripeFake?.throwOnConfirm) throw new Error('The Stripe.js fake was told to throw')
        const element = elements?.getElement('payment')
        const cardNumber = element ? element.cardNumber() : ''
        if (cardNumber === '') {
          return {
            error: {
              type: 'validation_error',
              code: 'incomplete_number',
              message: 'Your card number is incomplete.',
            },
          }
        }
        if (cardNumber === declinedCard) {
          return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } }
        }
        const clientSecret = elements.options.clientSecret ?? ''
        const returnUrl = new URL(confirmParams.return_url)
        returnUrl.searchParams.set('payment_intent', clientSecret.split('_secret_')[0])
        returnUrl.searchParams.set('payment_intent_client_secret', clientSecret)
        returnUrl.searchParams.set('redirect_status', 'succeeded')
        window.location.assign(returnUrl.toString())
        // Like Stripe.js, never settle while the browser leaves the page.
        return new Promise(() => {})
      },
    }
  }
  // @stripe/stripe-js compares this with the release it expects.
  createStripe.version = 'endive'
  window.Stripe = createStripe
})()
