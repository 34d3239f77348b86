import { Link } from 'react-router'
import { sourceLabels } from '~/components/admin/analytics/labels.ts'
import { useAdminLanguage } from '~/components/admin/use-admin-language.ts'
import { ArrowLeft } from '~/components/ui/icons.tsx'
import { languageNamesInEnglish, languageOfPath } from '~/i18n/config.ts'
import { formatAdminDateTime } from '~/lib/admin-dates.ts'
import { formatUsdCents } from '~/lib/money.ts'
import { type LeadStatus, leadStatuses } from '~/schemas/admin.ts'
import type { OrderSummary } from '~/services/admin-records.server.ts'
import type { VisitSummary } from '~/services/analytics/analytics.server.ts'
import type { Lead } from '~/services/leads-pipeline.server.ts'
import { OrderStatusBadge, sprintTierName } from '../records/order-status.tsx'
import { FollowUpDate, LeadKindBadge, LeadStatusBadge } from './lead-badges.tsx'
import { LeadDeleteButton } from './lead-delete-button.tsx'
import { DetailCard, type Fact, FactList } from './lead-facts.tsx'
import { leadStatusLabels } from './lead-labels.ts'
import { type LeadActionResult, LeadManageForm } from './lead-manage-form.tsx'
import { LeadMeetings } from './lead-meetings.tsx'

export type StatusChange = { fromStatus: string | null; toStatus: string; changedAt: string }

export type LeadVisit = VisitSummary & { kind: string; createdAt: string }

/** What a demo request says beyond the fields every lead has. */
export type DemoFacts = {
  projectTitle: string | null
  jobTitle?: string | null
  phoneNumber?: string | null
  preferredContactMethod?: string | null
}

const contactMethodLabels: Record<string, string> = { email: 'Email', phone: 'Phone', both: 'Email or phone' }

const notRecorded = 'Not recorded'

function statusLabel(status: string | null): string {
  if (!status) return 'None'
  return (leadStatuses as readonly string[]).includes(status)
    ? leadStatusLabels[status as LeadStatus]
    : status
}

export function LeadDetail({
  lead,
  history,
  demo,
  order,
  visits = [],
  today,
  noScriptResult,
}: {
  lead: Lead
  history: StatusChange[]
  demo: DemoFacts | null
  order: OrderSummary | null
  /** The analytics visits that made this lead (one per goal it reached). */
  visits?: LeadVisit[]
  today: string
  noScriptResult?: LeadActionResult
}) {
  const language = useAdminLanguage()
  const utmEntries = Object.entries(lead.source.utm)
  const contactFacts: Fact[] = [
    {
      label: 'Email',
      value: lead.email ? (
        <a
          href={`mailto:${lead.email}`}
          className="break-words text-primary underline-offset-4 hover:underline"
        >
          {lead.email}
        </a>
      ) : null,
    },
    ...(demo && demo.phoneNumber !== undefined
      ? [
          {
            label: 'Phone',
            value: demo.phoneNumber ? (
              <a
                href={`tel:${demo.phoneNumber.replace(/[^+0-9]/g, '')}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {demo.phoneNumber}
              </a>
            ) : null,
          },
        ]
      : []),
    ...(lead.kind === 'order' ? [] : [{ label: 'Organization', value: lead.organization }]),
    ...(demo && demo.jobTitle !== undefined ? [{ label: 'Job title', value: demo.jobTitle }] : []),
    ...(demo && demo.preferredContactMethod !== undefined
      ? [
          {
            label: 'Preferred contact',
            value: demo.preferredContactMethod
              ? (contactMethodLabels[demo.preferredContactMethod] ?? demo.preferredContactMethod)
              : null,
          },
        ]
      : []),
  ]

  return (
    <div className="space-y-6">
      <div>
        <Link
          to="/admin/leads"
          className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to leads
        </Link>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <LeadKindBadge kind={lead.kind} />
          <LeadStatusBadge status={lead.status} />
          {lead.followUpOn ? (
            <FollowUpDate date={lead.followUpOn} today={today} status={lead.status} />
          ) : null}
        </div>
        <h1 className="mt-3 break-words text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
          {lead.name}
        </h1>
        <p className="mt-1 break-words text-muted-foreground">{lead.summary}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          Received <time dateTime={lead.createdAt}>{formatAdminDateTime(lead.createdAt, language)}</time>
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          {lead.kind === 'order' ? (
            <DetailCard title="Order">
              {order ? (
                <FactList
                  facts={[
                    { label: 'Tier', value: sprintTierName(order) },
                    { label: 'Amount', value: formatUsdCents(order.amountCents, { language }) },
                    { label: 'Payment status', value: <OrderStatusBadge status={order.status} /> },
                    {
                      label: 'Payment intent',
                      value: order.paymentIntentId ? (
                        <code className="break-all text-xs">{order.paymentIntentId}</code>
                      ) : null,
                    },
                  ]}
                  missing={notRecorded}
                />
              ) : (
                <p className="text-sm text-muted-foreground">The order record is no longer available.</p>
              )}
            </DetailCard>
          ) : (
            <DetailCard title={lead.kind === 'booking' ? 'What they want to talk about' : 'Message'}>
              {lead.kind === 'contact' ? (
                <p className="mb-3 break-words text-sm">
                  <span className="font-medium text-muted-foreground">Subject: </span>
                  <span className="text-foreground">{lead.summary}</span>
                </p>
              ) : demo ? (
                <p className="mb-3 break-words text-sm">
                  <span className="font-medium text-muted-foreground">Project: </span>
                  <span className="text-foreground">{demo.projectTitle ?? 'No project chosen'}</span>
                </p>
              ) : null}
              {lead.message ? (
                <div
                  className="whitespace-pre-wrap break-words rounded-lg bg-muted p-4 text-sm leading-relaxed text-foreground"
                  data-testid="lead-message"
                >
                  {lead.message}
                </div>
              ) : (
                <p className="text-sm italic text-muted-foreground">No message was included.</p>
              )}
            </DetailCard>
          )}

          {lead.meetings ? (
            <DetailCard title="Meetings">
              <LeadMeetings meetings={lead.meetings} now={new Date().toISOString()} />
            </DetailCard>
          ) : null}

          <DetailCard title="Source">
            <FactList
              missing={notRecorded}
              facts={[
                { label: 'Sent from page', value: lead.source.page },
                // The page's language is the one the visitor read and was answered in.
                {
                  label: 'Language',
                  value: lead.source.page ? languageNamesInEnglish[languageOfPath(lead.source.page)] : null,
                },
                { label: 'Referrer', value: lead.source.referrer },
                {
                  label: 'UTM parameters',
                  value:
                    utmEntries.length > 0 ? (
                      <ul className="space-y-1">
                        {utmEntries.map(([name, value]) => (
                          <li key={name}>
                            <span className="text-muted-foreground">{name}: </span>
                            {value}
                          </li>
                        ))}
                      </ul>
                    ) : null,
                },
              ]}
            />
          </DetailCard>

          {visits.length > 0 ? (
            <DetailCard title="Visit">
              <div className="space-y-4" data-testid="lead-visit">
                {visits.map((visit) => (
                  <FactList
                    key={`${visit.kind}-${visit.createdAt}`}
                    missing={notRecorded}
                    facts={[
                      { label: 'Source', value: sourceLabels[visit.referrerGroup] ?? visit.referrerGroup },
                      { label: 'Referring site', value: visit.referrerHost },
                      { label: 'Campaign', value: visit.utmCampaign },
                      {
                        label: 'Campaign source / medium',
                        value:
                          visit.utmSource || visit.utmMedium
                            ? `${visit.utmSource ?? '—'} / ${visit.utmMedium ?? '—'}`
                            : null,
                      },
                      { label: 'Entry page', value: visit.entryPath },
                      {
                        label: 'Pages read',
                        value:
                          visit.pages.length > 0 ? (
                            <ol className="list-decimal space-y-1 pl-5">
                              {visit.pages.map((page) => (
                                <li key={page} className="break-all">
                                  {page}
                                </li>
                              ))}
                            </ol>
                          ) : null,
                      },
                    ]}
                  />
                ))}
              </div>
            </DetailCard>
          ) : null}

          <DetailCard title="Status history">
            {history.length > 0 ? (
              <ol className="space-y-2 text-sm">
                {history.map((change, index) => (
                  <li
                    key={`${index}-${change.changedAt}`}
                    className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1"
                    data-testid="status-change"
                  >
                    <span className="font-medium text-foreground">
                      {statusLabel(change.fromStatus)} <span aria-hidden="true">→</span>{' '}
                      <span className="sr-only">to</span> {statusLabel(change.toStatus)}
                    </span>
                    <time dateTime={change.changedAt} className="text-muted-foreground">
                      {formatAdminDateTime(change.changedAt, language)}
                    </time>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-muted-foreground">No status changes yet.</p>
            )}
          </DetailCard>
        </div>

        <div className="min-w-0 space-y-6">
          <DetailCard title="Manage lead">
            <LeadManageForm
              status={lead.status}
              notes={lead.notes}
              followUpOn={lead.followUpOn}
              noScriptResult={noScriptResult}
            />
          </DetailCard>
          <DetailCard title="Contact details">
            <FactList facts={contactFacts} stacked />
          </DetailCard>
          <DetailCard title="Delete">
            <p className="mb-4 text-sm text-muted-foreground">
              Removes the lead, its notes and its status history for good.
            </p>
            <LeadDeleteButton />
          </DetailCard>
        </div>
      </div>
    </div>
  )
}
