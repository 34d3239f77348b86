import type { Kysely } from 'kysely'
import { toCsv } from '~/lib/csv.ts'
import type { LeadKind, LeadListQuery, LeadStatus, LeadUpdate } from '~/schemas/admin.ts'
import { type LeadRow, leadsRepository } from '../db/repositories/leads.server.ts'
import type { Database } from '../db/schema.ts'
import { NotFoundError } from './errors.ts'

export type LeadSource = { page: string | null; referrer: string | null; utm: Record<string, string> }

/** A meeting a lead booked, as the pipeline shows it: its time in the owner's zone and its status. */
export type LeadMeeting = {
  id: number
  meetingTypeName: string
  startAt: string
  when: string
  status: 'confirmed' | 'cancelled'
}

export type Lead = Omit<LeadRow, 'leadStatus' | 'utm' | 'sourcePage' | 'referrer'> & {
  status: LeadStatus
  source: LeadSource
  /** A booking lead's meetings, soonest upcoming first, then the past and cancelled ones. */
  meetings?: LeadMeeting[]
}

/** The meetings of booking leads, by lead id (from the bookings service, which knows the owner's zone). */
export type LeadMeetings = (leadIds: readonly string[]) => Promise<Map<string, LeadMeeting[]>>

function parseUtm(value: string | null): Record<string, string> {
  if (!value) return {}
  try {
    const parsed: unknown = JSON.parse(value)
    if (!parsed || typeof parsed !== 'object') return {}
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
  } catch {
    return {}
  }
}

function toLead({ leadStatus, utm, sourcePage, referrer, ...row }: LeadRow): Lead {
  return {
    ...row,
    status: leadStatus as LeadStatus,
    source: { page: sourcePage, referrer, utm: parseUtm(utm) },
  }
}

/** The owner's pipeline over every kind of lead: status with history, notes, follow-up dates. */
export function createLeadPipelineService(db: Kysely<Database>, meetingsOf?: LeadMeetings) {
  const repository = leadsRepository(db)

  /** Booking leads with their meetings beside them. */
  async function withMeetings(leads: Lead[]): Promise<Lead[]> {
    const ids = leads.filter((lead) => lead.kind === 'booking').map((lead) => lead.id)
    if (!meetingsOf || ids.length === 0) return leads
    const meetings = await meetingsOf(ids)
    return leads.map((lead) =>
      lead.kind === 'booking' ? { ...lead, meetings: meetings.get(lead.id) ?? [] } : lead,
    )
  }

  async function get(kind: LeadKind, id: string) {
    const row = await repository.find(kind, id)
    if (!row) throw new NotFoundError('Lead not found')
    const demo = kind === 'demo' ? await repository.demoDetails(Number(id)) : undefined
    const [lead] = await withMeetings([toLead(row)])
    return { ...lead!, ...(demo ? { demo } : {}), history: await repository.statusHistory(kind, id) }
  }

  return {
    async list(query: LeadListQuery): Promise<Lead[]> {
      return withMeetings((await repository.list(query)).map(toLead))
    },
    get,
    async update(kind: LeadKind, id: string, changes: LeadUpdate) {
      const existing = await repository.find(kind, id)
      if (!existing) throw new NotFoundError('Lead not found')
      await repository.update(kind, id, {
        ...(changes.status ? { leadStatus: changes.status } : {}),
        ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
        ...(changes.followUpOn !== undefined ? { followUpOn: changes.followUpOn } : {}),
      })
      if (changes.status && changes.status !== existing.leadStatus) {
        await repository.recordStatusChange(kind, id, existing.leadStatus, changes.status)
      }
      return get(kind, id)
    },
    async remove(kind: LeadKind, id: string): Promise<void> {
      if (!(await repository.remove(kind, id))) throw new NotFoundError('Lead not found')
    },
    /** Open leads whose follow-up date is today or earlier. */
    async dueForFollowUp(today = new Date().toISOString().slice(0, 10)): Promise<Lead[]> {
      const leads = await repository.list({})
      return leads
        .filter(
          (lead) =>
            lead.followUpOn &&
            lead.followUpOn <= today &&
            lead.leadStatus !== 'won' &&
            lead.leadStatus !== 'lost',
        )
        .sort((a, b) => (a.followUpOn ?? '').localeCompare(b.followUpOn ?? ''))
        .map(toLead)
    },
    async exportCsv(query: LeadListQuery): Promise<string> {
      const leads = (await repository.list(query)).map(toLead)
      return toCsv(
        [
          'kind',
          'id',
          'created_at',
          'status',
          'name',
          'email',
          'organization',
          'summary',
          'message',
          'follow_up_on',
          'notes',
          'source_page',
          'referrer',
          'utm_source',
          'utm_medium',
          'utm_campaign',
        ],
        leads.map((lead) => [
          lead.kind,
          lead.id,
          lead.createdAt,
          lead.status,
          lead.name,
          lead.email,
          lead.organization,
          lead.summary,
          lead.message,
          lead.followUpOn,
          lead.notes,
          lead.source.page,
          lead.source.referrer,
          lead.source.utm.utm_source,
          lead.source.utm.utm_medium,
          lead.source.utm.utm_campaign,
        ]),
      )
    },
  }
}

export type LeadPipelineService = ReturnType<typeof createLeadPipelineService>
