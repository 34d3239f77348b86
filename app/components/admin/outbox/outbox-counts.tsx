import { Link } from 'react-router'
import { cn } from '~/lib/cn.ts'
import type { OutboxCounts as Counts, OutboxStatus } from '~/services/outbox-admin.server.ts'
import { outboxStatusLabels } from './outbox-labels.tsx'

const statuses = Object.keys(outboxStatusLabels) as OutboxStatus[]

/** The number of emails in each state; each one is also a shortcut to that filter. */
export function OutboxCounts({ counts, active }: { counts: Counts; active: OutboxStatus | '' }) {
  const items: Array<{ status: OutboxStatus | ''; label: string; count: number }> = [
    { status: '', label: 'All', count: counts.total },
    ...statuses.map((status) => ({ status, label: outboxStatusLabels[status], count: counts[status] })),
  ]
  return (
    <ul aria-label="Emails by status" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {items.map((item) => {
        const current = item.status === active
        return (
          <li key={item.status || 'all'}>
            <Link
              to={item.status ? `?status=${item.status}` : '.'}
              preventScrollReset
              aria-current={current ? 'page' : undefined}
              data-testid={`outbox-count-${item.status || 'all'}`}
              className={cn(
                'block rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:bg-muted',
                current ? 'border-primary ring-1 ring-primary' : 'border-border',
                item.status === 'failed' && item.count > 0 ? 'text-destructive' : '',
              )}
            >
              <span className="block text-sm text-muted-foreground">{item.label}</span>
              <span className="mt-1 block text-2xl font-bold">{item.count}</span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
