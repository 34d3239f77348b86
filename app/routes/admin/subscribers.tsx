import { data } from 'react-router'
import { EmptyState } from '~/components/admin/records/empty-state.tsx'
import {
  type SubscriberActionResult,
  SubscriberList,
  type SubscriberRecord,
} from '~/components/admin/records/subscriber-list.tsx'
import { adminMeta } from '~/components/admin/shell/admin-meta.ts'
import { AdminPageHeader } from '~/components/admin/shell/admin-page-header.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { Download, Newspaper } from '~/components/ui/icons.tsx'
import { adminFailure } from '~/lib/admin-action.server.ts'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import { siteContext } from '~/lib/site-context.ts'
import { subscriberUpdateSchema } from '~/schemas/admin.ts'
import { parseInput } from '~/schemas/parse.ts'
import { NotFoundError } from '~/services/errors.ts'
import type { Route } from './+types/subscribers'

export function meta() {
  return adminMeta('Subscribers')
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  const { subscribers, activeCount } = await site.services.records.subscribers()
  // The rows are whole table records, so they carry the double opt-in dates beyond the declared shape.
  return { subscribers: subscribers as SubscriberRecord[], activeCount }
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  const form = await request.formData()
  try {
    const id = Number(form.get('id'))
    if (!Number.isSafeInteger(id) || id <= 0) throw new NotFoundError('Subscriber not found')
    const { isActive } = parseInput(subscriberUpdateSchema, { isActive: Number(form.get('isActive')) })
    await site.services.records.setSubscriberActive(id, isActive === 1)
    return data<SubscriberActionResult>({ ok: true, active: isActive === 1 })
  } catch (error) {
    return adminFailure(error)
  }
}

export default function SubscribersPage({ loaderData }: Route.ComponentProps) {
  const { subscribers, activeCount } = loaderData
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Subscribers"
        description="Newsletter sign-ups, newest first. An address becomes active once its owner confirms it by email; inactive ones are left out of the export."
        actions={
          <a href="/api/admin/subscribers.csv" download className={buttonClasses('outline', 'md')}>
            <Download className="h-4 w-4" aria-hidden="true" />
            Export active emails (CSV)
          </a>
        }
      />
      <p role="status" className="text-sm font-medium text-muted-foreground" data-testid="active-count">
        {activeCount === 1 ? '1 active subscriber' : `${activeCount} active subscribers`}
        {subscribers.length !== activeCount ? ` of ${subscribers.length}` : ''}
      </p>
      {subscribers.length > 0 ? (
        <SubscriberList subscribers={subscribers} />
      ) : (
        <EmptyState
          icon={Newspaper}
          title="No subscribers yet"
          description="Addresses entered in the newsletter sign-up on the blog and articles will appear here."
        />
      )}
    </div>
  )
}
