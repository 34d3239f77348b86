import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createI18n } from '~/i18n/i18n.ts'
import { contactInputSchema, demoRequestFormSchema } from '~/schemas/leads.ts'
import { firstErrorPerField, serverMessage, translateFieldError, validateFields } from './form-submission.ts'

const english = createI18n('en').getFixedT('en')
const french = createI18n('fr').getFixedT('fr')

describe('validateFields', () => {
  it('gives the first message of each field in the shared schema', () => {
    expect(
      validateFields(contactInputSchema, { name: '', email: 'nope', subject: ' ', message: 'Hi' }),
    ).toEqual({
      name: 'Required',
      email: 'Invalid email',
      subject: 'Required',
    })
    expect(
      validateFields(contactInputSchema, { name: 'A', email: 'a@b.gov', subject: 'S', message: 'M' }),
    ).toBe(undefined)
  })

  it('requires the demo consent', () => {
    const errors = validateFields(demoRequestFormSchema, { name: 'A', email: 'a@b.gov', consent: false })
    expect(errors).toEqual({ consent: 'You must agree to be contacted' })
  })

  it('keeps one message per top-level field', () => {
    expect(
      firstErrorPerField([
        { path: 'email', message: 'first' },
        { path: 'email', message: 'second' },
        { path: '', message: 'whole form' },
      ]),
    ).toEqual({ email: 'first', form: 'whole form' })
  })
})

describe('translateFieldError', () => {
  it("puts the schema's messages in the visitor's language", () => {
    expect(translateFieldError(english, 'contact', 'subject', 'Required')).toBe('Subject is required')
    expect(translateFieldError(english, 'contact', 'email', 'Invalid email')).toBe(
      'Please enter a valid email address',
    )
    expect(translateFieldError(english, 'contact', 'name', 'Must be at most 120 characters')).toBe(
      'Must be at most 120 characters',
    )
    expect(translateFieldError(french, 'demoRequest', 'consent', 'You must agree to be contacted')).toBe(
      "Vous devez accepter d'être contacté",
    )
    expect(translateFieldError(english, 'demoRequest', 'name', 'Name is required')).toBe('Name is required')
  })

  it('falls back to a general message for anything unforeseen', () => {
    expect(translateFieldError(english, 'contact', 'message', 'Must not contain NUL characters')).toBe(
      'Please check this field',
    )
  })
})

describe('serverMessage', () => {
  it("reads the server's JSON message or short plain text, and nothing else", () => {
    expect(serverMessage(new ErrorResponseImpl(503, '', '{"message":"Try later"}'))).toBe('Try later')
    expect(serverMessage(new ErrorResponseImpl(500, '', 'Service down'))).toBe('Service down')
    expect(serverMessage(new ErrorResponseImpl(500, '', '<html>oops</html>'))).toBeUndefined()
    expect(serverMessage(new ErrorResponseImpl(500, '', ''))).toBeUndefined()
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined()
  })
})
