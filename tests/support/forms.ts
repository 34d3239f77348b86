import type { PublicForm } from '~/db/schema.ts'
import type { TestServer } from './test-server.ts'

/**
 * The spam-check fields a browser form sends: the honeypot left empty and a render-time token for
 * `form`, signed by the server `ageMs` ago (old enough by default to pass the minimum fill time).
 */
export function formGuard(server: Pick<TestServer, 'services'>, form: PublicForm, ageMs = 60_000) {
  return { website: '', formToken: server.services.forms.issueToken(form, Date.now() - ageMs) }
}

/** A public form body as a browser would send it: the fields plus the spam-check fields of `form`. */
export function asSubmitted<T extends object>(
  server: Pick<TestServer, 'services'>,
  form: PublicForm,
  body: T,
) {
  return { ...formGuard(server, form), ...body }
}
