import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createI18n } from '~/i18n/i18n.ts'
import {
  checkFields,
  type FieldIssues,
  firstErrorPerField,
  formOutcome,
  serverActionOrFailure,
  serverMessage,
  translateFieldError,
  validateFields,
} from '~/lib/form-submission.ts'
import { contactInputSchema, demoRequestFormSchema } from '~/schemas/leads.ts'

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
  const texts = (t: typeof english, section: string, issues: FieldIssues) =>
    Object.fromEntries(
      Object.entries(issues).map(([field, issue]) => [
        field,
        issue && translateFieldError(t, section, field, issue),
      ]),
    )

  it("puts the schema's issues in the visitor's language, by their codes", () => {
    const contact = checkFields(contactInputSchema, {
      name: '',
      email: 'nope',
      subject: 'x'.repeat(201),
      message: 'Hi\u0000',
    })
    expect(texts(english, 'contact', contact)).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      subject: 'Must be at most 200 characters',
      // Anything unforeseen reads as a general message.
      message: 'Please check this field',
    })
    const demo = checkFields(demoRequestFormSchema, {
      name: 'A',
      email: 'a@b.gov',
      phoneNumber: 'call me',
      preferredContactMethod: 'fax',
      consent: false,
    })
    expect(texts(french, 'demoRequest', demo)).toEqual({
      phoneNumber: 'Saisissez un numéro de téléphone valide',
      preferredContactMethod: 'Choisissez e-mail, téléphone ou les deux',
      consent: "Vous devez accepter d'être contacté",
    })
  })

  it("does not depend on the schema's English wording", () => {
    const reworded = { path: 'name', message: 'Names are capped', code: 'tooLong', params: { max: 120 } }
    expect(translateFieldError(english, 'contact', 'name', reworded)).toBe('Must be at most 120 characters')
    const custom = { path: 'email', message: 'Whatever it says', code: 'required' }
    expect(translateFieldError(french, 'contact', 'email', custom)).toBe("L'e-mail est obligatoire")
  })
})

describe('formOutcome', () => {
  it("reports the form's own fields, and anything else as a refusal", () => {
    const fields = ['name', 'email']
    expect(
      formOutcome({ issues: [{ path: 'email', message: 'Invalid email', code: 'invalidEmail' }] }, fields),
    ).toEqual({ fieldErrors: { email: { path: 'email', message: 'Invalid email', code: 'invalidEmail' } } })
    expect(formOutcome({ issues: [{ path: 'source.page', message: 'Must be a path' }] }, fields)).toEqual({
      refusal: { reason: 'failed' },
    })
    expect(
      formOutcome(
        { reason: 'too-fast', formToken: 't', issues: [{ path: 'formToken', message: 'x' }] },
        fields,
      ),
    ).toEqual({ refusal: { reason: 'too-fast', formToken: 't' } })
    expect(formOutcome(undefined, fields)).toEqual({ refusal: { reason: 'failed' } })
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

describe('serverActionOrFailure', () => {
  it('passes the server action’s answer on', async () => {
    await expect(serverActionOrFailure(async () => ({ ok: true as const }))).resolves.toEqual({ ok: true })
  })

  it('turns a request that failed into a failed refusal the form reports', async () => {
    await expect(
      serverActionOrFailure(async () => {
        throw new TypeError('Failed to fetch')
      }),
    ).resolves.toEqual({ ok: false, refusal: { reason: 'failed' } })
  })

  it('leaves a redirect to the router', async () => {
    const redirect = new Response(null, { status: 303, headers: { Location: '/bookings/1' } })
    await expect(
      serverActionOrFailure(async () => {
        throw redirect
      }),
    ).rejects.toBe(redirect)
  })
})
