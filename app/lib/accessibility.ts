import { type FormActionResult, textFields } from './form-submission.ts'

/** How soon the owner answers a reported accessibility barrier: stated on the page and in the emails. */
export const barrierResponseBusinessDays = 2

/**
 * The fields of the report-a-barrier form as they are posted, read the same way in the browser and in
 * the action (lead-forms.ts does the same for the contact form).
 */
export const barrierFieldNames = ['name', 'email', 'page', 'message'] as const
export type BarrierValues = Record<(typeof barrierFieldNames)[number], string>
export type BarrierActionResult = FormActionResult<BarrierValues>

export function barrierValues(formData: FormData): BarrierValues {
  return textFields(formData, barrierFieldNames)
}
