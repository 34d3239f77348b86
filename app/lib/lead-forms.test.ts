import { describe, expect, it } from 'vitest'
import { demoRequestInputSchema } from '~/schemas/leads.ts'
import { contactValues, demoRequestSchemaInput, demoRequestValues } from './lead-forms.ts'

const formOf = (entries: Record<string, string>) => {
  const formData = new FormData()
  for (const [name, value] of Object.entries(entries)) formData.set(name, value)
  return formData
}

describe('lead form values', () => {
  it('reads the contact fields, a missing one as empty, and nothing else', () => {
    expect(contactValues(formOf({ name: 'Ada', email: 'ada@example.org', extra: 'x' }))).toEqual({
      name: 'Ada',
      email: 'ada@example.org',
      subject: '',
      message: '',
    })
  })

  it('reads the consent box as checked only when it says yes', () => {
    expect(demoRequestValues(formOf({ consent: 'yes' })).consent).toBe(true)
    expect(demoRequestValues(formOf({})).consent).toBe(false)
  })

  it('leaves the contact method to the schema default when none was chosen', () => {
    const values = demoRequestValues(formOf({ name: 'Ada', email: 'ada@example.org' }))
    const { consent: _, ...input } = demoRequestSchemaInput(values)
    const parsed = demoRequestInputSchema.parse(input)
    expect(parsed.preferredContactMethod).toBe('email')
  })
})
