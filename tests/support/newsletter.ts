import type { TestServer } from './test-server.ts'

/** Follows the confirmation link from the newest confirmation email queued for this address. */
export async function confirmSubscription(server: TestServer, email: string): Promise<void> {
  const message = await server.db
    .selectFrom('outbox')
    .select('textBody')
    .where('toAddress', '=', email.toLowerCase())
    .where('kind', '=', 'newsletter-confirmation')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  const link = message.textBody.match(/https?:\/\/\S+\/newsletter\/confirm\?\S+/)?.[0]
  if (!link) throw new Error(`no confirmation link in the email to ${email}`)
  const url = new URL(link)
  const confirmed = await server.services.newsletter.confirm(
    Number(url.searchParams.get('id')),
    url.searchParams.get('token') ?? '',
  )
  if (!confirmed) throw new Error(`confirmation link for ${email} was refused`)
}
