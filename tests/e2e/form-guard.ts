import type { APIRequestContext } from '@playwright/test'

/** The spam-check fields a browser form sends: the empty honeypot and a token fetched as the form does. */
export async function formGuardFor(request: APIRequestContext) {
  const response = await request.get('/api/form-token')
  const { formToken } = (await response.json()) as { formToken: string }
  return { website: '', formToken }
}
