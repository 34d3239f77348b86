/** The field a person never sees and leaves empty; a bot filling every input fills it too. */
export const honeypotField = 'website'
/** When the form was rendered, signed by the server so a client cannot backdate it. */
export const formTokenField = 'formToken'

/** The public forms the spam checks guard; each form's token is good for that form only. */
export const publicForms = ['contact', 'demo-request', 'newsletter', 'booking', 'accessibility'] as const
export type PublicForm = (typeof publicForms)[number]

/** The guard fields of a plain form post (a missing one stays missing, and is refused). */
export function guardFieldsOf(formData: FormData): Record<string, unknown> {
  const read = (name: string) => {
    const value = formData.get(name)
    return typeof value === 'string' ? value : undefined
  }
  return { [honeypotField]: read(honeypotField), [formTokenField]: read(formTokenField) }
}
