import type { ReactNode } from 'react'
import { ScrollTable, type TableColumn, tableCell } from '~/components/admin/records/scroll-table.tsx'

/**
 * One table of the Analytics page under its heading, with the link that downloads it as CSV under
 * the same filters.
 */
export function AnalyticsTable({
  title,
  csvHref,
  columns,
  rows,
  empty = 'Nothing in this period.',
}: {
  title: string
  csvHref: string
  columns: readonly TableColumn[]
  rows: ReactNode[][]
  empty?: string
}) {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return (
    <section aria-labelledby={`analytics-${slug}`} className="min-w-0" data-testid={`analytics-${slug}`}>
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <h2 id={`analytics-${slug}`} className="text-base font-semibold text-foreground">
          {title}
        </h2>
        <a
          href={csvHref}
          download
          className="rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          CSV<span className="sr-only"> of {title}</span>
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-border bg-card p-4 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ScrollTable minWidthClass="min-w-[20rem]" columns={columns}>
          {rows.map((cells, index) => (
            <tr key={index}>
              {cells.map((cell, column) => (
                <td
                  key={column}
                  className={
                    columns[column]?.numeric
                      ? `${tableCell} text-right tabular-nums`
                      : `${tableCell} break-all`
                  }
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </ScrollTable>
      )}
    </section>
  )
}
