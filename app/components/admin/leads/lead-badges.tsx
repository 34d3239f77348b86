import { Inbox, Presentation, Receipt } from '~/components/admin/icons.tsx'
import { useAdminLanguage } from '~/components/admin/use-admin-language.ts'
import { Badge } from '~/components/ui/badge.tsx'
import { CalendarClock, ShieldCheck } from '~/components/ui/icons.tsx'
import { formatAdminDate } from '~/lib/admin-dates.ts'
import { cn } from '~/lib/cn.ts'
import type { LeadKind, LeadStatus } from '~/schemas/admin.ts'
import { leadKindLabels, leadStatusLabels } from './lead-labels.ts'

const kindIcons = {
  contact: Inbox,
  accessibility: ShieldCheck,
  demo: Presentation,
  order: Receipt,
  booking: CalendarClock,
} as const

export function LeadKindBadge({ kind }: { kind: LeadKind }) {
  const Icon = kindIcons[kind]
  return (
    <Badge variant="outline" className="gap-1">
      <Icon className="h-3 w-3" aria-hidden="true" />
      {leadKindLabels[kind]}
    </Badge>
  )
}

const statusVariants = {
  new: 'accent',
  qualified: 'default',
  proposal: 'default',
  won: 'accent',
  lost: 'muted',
} as const

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge variant={statusVariants[status]} data-status={status}>
      {leadStatusLabels[status]}
    </Badge>
  )
}

/** The next follow-up of an open lead; a date already past is marked in words as well as in colour. */
export function FollowUpDate({ date, today, status }: { date: string; today: string; status: LeadStatus }) {
  const language = useAdminLanguage()
  const open = status !== 'won' && status !== 'lost'
  const overdue = open && date < today
  const due = open && date === today
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-sm',
        overdue
          ? 'font-semibold text-destructive'
          : due
            ? 'font-semibold text-accent'
            : 'text-muted-foreground',
      )}
    >
      <CalendarClock className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        Follow up {formatAdminDate(date, language)}
        {overdue ? ' (overdue)' : due ? ' (today)' : ''}
      </span>
    </span>
  )
}
