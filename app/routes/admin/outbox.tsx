import { useEffect, useRef } from 'react'
import { data, useNavigate } from 'react-router'
import { MailCheck } from '~/components/admin/icons.tsx'
import { EmailDetailDialog } from '~/components/admin/outbox/email-detail-dialog.tsx'
import { OutboxCounts } from '~/components/admin/outbox/outbox-counts.tsx'
import { OutboxFilter } from '~/components/admin/outbox/outbox-filter.tsx'
import { outboxStatusLabels } from '~/components/admin/outbox/outbox-labels.tsx'
import { emailViewLinkId, OutboxTable } from '~/components/admin/outbox/outbox-table.tsx'
import { type OutboxActionResult, useRetryToasts } from '~/components/admin/outbox/retry-button.tsx'
import { SmtpBanner } from '~/components/admin/outbox/smtp-banner.tsx'
import { EmptyState } from '~/components/admin/records/empty-state.tsx'
import { adminMeta } from '~/components/admin/shell/admin-meta.ts'
import { AdminPageHeader } from '~/components/admin/shell/admin-page-header.tsx'
import { adminFailure } from '~/lib/admin-action.server.ts'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import { siteContext } from '~/lib/site-context.ts'
import { NotFoundError, ValidationError } from '~/services/errors.ts'
import { isOutboxStatus, type OutboxStatus, outboxListLimit } from '~/services/outbox-admin.server.ts'
import type { Route } from './+types/outbox'

export function meta() {
  return adminMeta('Email outbox')
}

function readId(value: FormDataEntryValue | string | null): number | undefined {
  const id = Number(value)
  return typeof value === 'string' && /^\d{1,12}$/.test(value) && Number.isSafeInteger(id) && id > 0
    ? id
    : undefined
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  const { outboxAdmin, outbox } = site.services
  const url = new URL(request.url)
  const requested = url.searchParams.get('status')
  const status: OutboxStatus | '' = isOutboxStatus(requested) ? requested : ''
  const selectedId = readId(url.searchParams.get('email'))
  const [emails, counts, selected] = await Promise.all([
    outboxAdmin.list(status ? { status } : {}),
    outboxAdmin.counts(),
    selectedId
      ? outboxAdmin.get(selectedId).catch((error: unknown) => {
          if (error instanceof NotFoundError) return null
          throw error
        })
      : null,
  ])
  // The HTML part stays on the server: the admin shows the text part only.
  const detail = selected
    ? (({ htmlBody, ...rest }) => ({ ...rest, hasHtml: Boolean(htmlBody) }))(selected)
    : null
  return { configured: outbox.configured, status, emails, counts, selected: detail, limit: outboxListLimit }
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  const form = await request.formData()
  try {
    if (form.get('intent') !== 'retry') throw new ValidationError('Unknown action')
    const id = readId(form.get('id'))
    if (!id) throw new NotFoundError('Email not found')
    await site.services.outboxAdmin.retry(id)
    site.services.outbox.kick()
    const { toAddress } = await site.services.outboxAdmin.get(id)
    return data<OutboxActionResult>({
      ok: true,
      to: toAddress,
      configured: site.services.outbox.configured,
    })
  } catch (error) {
    return adminFailure(error)
  }
}

export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  const { configured, status, emails, counts, selected, limit } = loaderData
  const navigate = useNavigate()
  useRetryToasts()
  const lastSelected = useRef<number | null>(null)

  // The dialog is opened by a link, not a trigger, so focus goes back to that link once it closes.
  useEffect(() => {
    if (selected) {
      lastSelected.current = selected.id
      return
    }
    const previous = lastSelected.current
    lastSelected.current = null
    if (previous !== null) document.getElementById(emailViewLinkId(previous))?.focus()
  }, [selected])

  const closeDetail = () => {
    void navigate(status ? `?status=${status}` : '.', { preventScrollReset: true, replace: true })
  }

  const summary =
    emails.length === limit
      ? `Showing the newest ${limit} emails`
      : `${emails.length === 1 ? '1 email' : `${emails.length} emails`}${status ? ` ${outboxStatusLabels[status].toLowerCase()}` : ''}`

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Email outbox"
        description="Every email the site sends is written here first, then sent by the server, with retries when a send fails."
      />
      <SmtpBanner configured={configured} />
      <OutboxCounts counts={counts} active={status} />
      <OutboxFilter status={status} />
      <p role="status" className="text-sm font-medium text-muted-foreground" data-testid="outbox-summary">
        {summary}
      </p>
      {emails.length > 0 ? (
        <OutboxTable emails={emails} status={status} />
      ) : (
        <EmptyState
          icon={MailCheck}
          title={status ? `No ${outboxStatusLabels[status].toLowerCase()} emails` : 'No emails yet'}
          description={
            status
              ? 'Choose another status to see the rest of the outbox.'
              : 'Contact notifications, acknowledgements, subscription confirmations and newsletters appear here as soon as they are queued.'
          }
        />
      )}
      <EmailDetailDialog email={selected} onClose={closeDetail} />
    </div>
  )
}
