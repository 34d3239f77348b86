import type { APIRequestContext } from '@playwright/test'

/** The spam-check fields a browser form sends: the empty honeypot and the form's token, fetched as the form does. */
export async function formGuardFor(
  request: APIRequestContext,
  form: 'contact' | 'demo-request' | 'newsletter',
) {
  const response = await request.get(`/api/form-token?form=${form}`)
  const { formToken } = (await response.json()) as { formToken: string }
  return { website: '', formToken }
}
