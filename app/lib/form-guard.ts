/** The field a person never sees and leaves empty; a bot filling every input fills it too. */
export const honeypotField = 'website'
/** When the form was rendered, signed by the server so a client cannot backdate it. */
export const formTokenField = 'formToken'

/** The public forms the spam checks guard; each form's token is good for that form only. */
export const publicForms = ['contact', 'demo-request', 'newsletter'] as const
export type PublicForm = (typeof publicForms)[number]
