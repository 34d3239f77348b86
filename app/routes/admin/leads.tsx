import { Link } from 'react-router'
import { Handshake, SearchX } from '~/components/admin/icons.tsx'
import { LeadFilters } from '~/components/admin/leads/lead-filters.tsx'
import { leadsCsvHref } from '~/components/admin/leads/lead-labels.ts'
import { LeadList } from '~/components/admin/leads/lead-list.tsx'
import { EmptyState } from '~/components/admin/records/empty-state.tsx'
import { adminMeta } from '~/components/admin/shell/admin-meta.ts'
import { AdminPageHeader } from '~/components/admin/shell/admin-page-header.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { Download } from '~/components/ui/icons.tsx'
import { utcToday } from '~/lib/admin-dates.ts'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import { siteContext } from '~/lib/site-context.ts'
import { leadListQuerySchema } from '~/schemas/admin.ts'
import { parseInput } from '~/schemas/parse.ts'
import type { Route } from './+types/leads'

export function meta() {
  return adminMeta('Leads')
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  const params = new URL(request.url).searchParams
  // An over-long search is cut rather than refused: a filter URL should always show a page.
  const query = parseInput(leadListQuerySchema, {
    q: params.get('q')?.slice(0, 200) || undefined,
    kind: params.get('kind') || undefined,
    status: params.get('status') || undefined,
  })
  return {
    leads: await site.services.pipeline.list(query),
    filters: { q: query.q ?? '', kind: query.kind ?? '', status: query.status ?? '' },
    today: utcToday(),
  }
}

export default function LeadsPage({ loaderData }: Route.ComponentProps) {
  const { leads, filters, today } = loaderData
  const filtered = Boolean(filters.q || filters.kind || filters.status)
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Leads"
        description="Contact messages, demo requests and Sprint orders in one pipeline, newest first."
        actions={
          <a href={leadsCsvHref(filters)} download className={buttonClasses('outline', 'md')}>
            <Download className="h-4 w-4" aria-hidden="true" />
            Export CSV
          </a>
        }
      />
      <LeadFilters values={filters} />
      <p role="status" className="text-sm font-medium text-muted-foreground">
        {leads.length === 1 ? '1 lead' : `${leads.length} leads`}
        {filtered ? ' match these filters' : ''}
      </p>
      {leads.length > 0 ? (
        <LeadList leads={leads} today={today} />
      ) : filtered ? (
        <EmptyState
          icon={SearchX}
          title="No leads match these filters"
          description="Try another search or widen the kind and status filters."
          action={
            <Link to="." className={buttonClasses('outline', 'md')}>
              Clear filters
            </Link>
          }
        />
      ) : (
        <EmptyState
          icon={Handshake}
          title="No leads yet"
          description="Contact messages, demo requests and paid Sprint orders will appear here as they arrive."
        />
      )}
    </div>
  )
}
