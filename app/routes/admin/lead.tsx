import { data, isRouteErrorResponse, Link, redirect } from 'react-router'
import { SearchX } from '~/components/admin/icons.tsx'
import { type DemoFacts, LeadDetail } from '~/components/admin/leads/lead-detail.tsx'
import type { LeadActionResult } from '~/components/admin/leads/lead-manage-form.tsx'
import { EmptyState } from '~/components/admin/records/empty-state.tsx'
import { adminMeta } from '~/components/admin/shell/admin-meta.ts'
import { AdminPageHeader } from '~/components/admin/shell/admin-page-header.tsx'
import { buttonClasses } from '~/components/ui/button.tsx'
import { adminFailure } from '~/lib/admin-action.server.ts'
import { utcToday } from '~/lib/admin-dates.ts'
import { requireAdminUser } from '~/lib/admin-session.server.ts'
import { siteContext } from '~/lib/site-context.ts'
import { type LeadKind, leadKinds, leadUpdateSchema } from '~/schemas/admin.ts'
import { parseInput } from '~/schemas/parse.ts'
import { NotFoundError } from '~/services/errors.ts'
import type { Lead } from '~/services/leads-pipeline.server.ts'
import type { Route } from './+types/lead'

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Lead: ${loaderData.lead.name}` : 'Lead not found')
}

function leadKey(params: { kind: string; id: string }): { kind: LeadKind; id: string } {
  if (!(leadKinds as readonly string[]).includes(params.kind) || params.id.length > 100) {
    throw data('Lead not found', { status: 404 })
  }
  return { kind: params.kind as LeadKind, id: params.id }
}

/** The demo request's own fields, as far as the pipeline hands them over with the lead. */
function demoFacts(lead: Lead): DemoFacts {
  const own =
    'demo' in lead && lead.demo && typeof lead.demo === 'object' ? (lead.demo as Partial<DemoFacts>) : {}
  return {
    projectTitle: own.projectTitle ?? (lead.summary === 'Demo request' ? null : lead.summary),
    jobTitle: own.jobTitle,
    phoneNumber: own.phoneNumber,
    preferredContactMethod: own.preferredContactMethod,
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  const { kind, id } = leadKey(params)
  try {
    const { history, ...lead } = await site.services.pipeline.get(kind, id)
    const order =
      kind === 'order'
        ? ((await site.services.records.orders()).find((entry) => entry.id === id) ?? null)
        : null
    const visits = await site.services.analytics.visitOfLead(kind, id)
    return { lead, history, demo: kind === 'demo' ? demoFacts(lead) : null, order, visits, today: utcToday() }
  } catch (error) {
    if (error instanceof NotFoundError) throw data('Lead not found', { status: 404 })
    throw error
  }
}

function textField(form: FormData, name: string): string | undefined {
  const value = form.get(name)
  return typeof value === 'string' ? value : undefined
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const site = context.get(siteContext)
  await requireAdminUser(request, site)
  const { kind, id } = leadKey(params)
  const form = await request.formData()
  try {
    if (form.get('intent') === 'delete') {
      await site.services.pipeline.remove(kind, id)
      return redirect('/admin/leads')
    }
    const changes = parseInput(leadUpdateSchema, {
      status: textField(form, 'status') || undefined,
      notes: textField(form, 'notes'),
      followUpOn: textField(form, 'followUpOn'),
    })
    await site.services.pipeline.update(kind, id, changes)
    return data<LeadActionResult>({ ok: true })
  } catch (error) {
    return adminFailure(error)
  }
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadDetail {...loaderData} noScriptResult={actionData} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <div>
      <AdminPageHeader title={notFound ? 'Lead not found' : 'This lead could not be shown'} />
      <EmptyState
        icon={SearchX}
        title={notFound ? 'No lead at this address' : 'Something went wrong'}
        description={
          notFound ? 'It may have been deleted, or the link is incomplete.' : 'Please try again in a moment.'
        }
        action={
          <Link to="/admin/leads" className={buttonClasses('outline', 'md')}>
            Back to leads
          </Link>
        }
      />
    </div>
  )
}
