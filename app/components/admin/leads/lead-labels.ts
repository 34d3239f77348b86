import type { LeadKind, LeadStatus } from '~/schemas/admin.ts'

export const leadKindLabels: Record<LeadKind, string> = {
  contact: 'Contact',
  accessibility: 'Accessibility barrier',
  demo: 'Demo request',
  order: 'Sprint order',
  booking: 'Booking',
}

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  qualified: 'Qualified',
  proposal: 'Proposal',
  won: 'Won',
  lost: 'Lost',
}

export function leadPath(kind: LeadKind, id: string): string {
  return `/admin/leads/${kind}/${encodeURIComponent(id)}`
}

/** The CSV export of the same filtered list the page shows. */
export function leadsCsvHref(query: { q?: string; kind?: string; status?: string }): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value) params.set(name, value)
  }
  const search = params.toString()
  return `/api/admin/leads.csv${search ? `?${search}` : ''}`
}
