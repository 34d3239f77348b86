/**
 * The fields of the public lead forms as they are posted, and how the posted form is read into the
 * values the shared schemas (app/schemas/leads.ts) check: the same in the browser and in the action.
 */
import { type FormActionResult, textFields } from './form-submission.ts'

export const contactFieldNames = ['name', 'email', 'subject', 'message'] as const
export type ContactValues = Record<(typeof contactFieldNames)[number], string>
export type ContactActionResult = FormActionResult<ContactValues>

export function contactValues(formData: FormData): ContactValues {
  return textFields(formData, contactFieldNames)
}

/** The fields the visitor fills in, in the order the form shows them (the first with an error takes focus). */
const demoVisitorFieldNames = [
  'name',
  'email',
  'phoneNumber',
  'preferredContactMethod',
  'company',
  'jobTitle',
  'message',
] as const
export const demoTextFieldNames = ['projectId', 'projectTitle', ...demoVisitorFieldNames] as const
export const demoRequestFieldOrder = [...demoVisitorFieldNames, 'consent'] as const

export type DemoRequestValues = Record<(typeof demoTextFieldNames)[number], string> & { consent: boolean }
export type DemoRequestActionResult = FormActionResult<DemoRequestValues>

/** The posted form as the shared schema reads it: an unchecked box is `false`, no method means the default. */
export function demoRequestValues(formData: FormData): DemoRequestValues {
  return { ...textFields(formData, demoTextFieldNames), consent: formData.get('consent') === 'yes' }
}

export function demoRequestSchemaInput(values: DemoRequestValues) {
  return { ...values, preferredContactMethod: values.preferredContactMethod || undefined }
}
