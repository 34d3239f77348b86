import { Link } from 'react-router'
import { Inbox } from '~/components/admin/icons.tsx'
import { LeadList } from '~/components/admin/leads/lead-list.tsx'
import { EmptyState } from '~/components/admin/records/empty-state.tsx'
import { adminMeta } from '~/components/admin/shell/admin-meta.ts'
import { AdminPageHeader } from '~/components/admin/shell/admin-page-header.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { ArrowRight } from '~/components/ui/icons.tsx'
import { utcToday } from '~/lib/admin-dates.ts'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import { siteContext } from '~/lib/site-context.ts'
import type { Route } from './+types/contacts'

export function meta() {
  return adminMeta('Contacts')
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  return { contacts: await site.services.pipeline.list({ kind: 'contact' }), today: utcToday() }
}

export default function ContactsPage({ loaderData }: Route.ComponentProps) {
  const { contacts, today } = loaderData
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Contacts"
        description="Messages sent through the contact form, newest first."
        actions={
          <Link to="/admin/leads?kind=contact" className={buttonClasses('outline', 'md')}>
            Open in Leads
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        }
      />
      <p role="status" className="text-sm font-medium text-muted-foreground">
        {contacts.length === 1 ? '1 message' : `${contacts.length} messages`}
      </p>
      {contacts.length > 0 ? (
        <LeadList leads={contacts} today={today} showKind={false} />
      ) : (
        <EmptyState
          icon={Inbox}
          title="No contact messages yet"
          description="Messages sent from the contact page will appear here."
        />
      )}
    </div>
  )
}
