import type { ReactNode } from 'react'
import { cn } from '~/lib/cn.ts'

/** The padding and alignment of every cell of the admin's record tables. */
export const tableCell = 'px-3 py-3 align-top'

/** A missing value in a table cell. */
export const noValue = <span className="text-muted-foreground">—</span>

export type TableColumn = { label: string; numeric?: boolean }

/**
 * A record table in a card that scrolls sideways on its own when the screen is narrower than
 * `minWidthClass`. With `label` the frame is a named region; without, the page's heading names it.
 */
export function ScrollTable({
  label,
  minWidthClass,
  columns,
  children,
}: {
  label?: string
  minWidthClass: string
  columns: readonly TableColumn[]
  children: ReactNode
}) {
  const Frame = label ? 'section' : 'div'
  return (
    <Frame
      aria-label={label}
      // A scrollable frame must be reachable by keyboard to scroll it.
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-border bg-card text-card-foreground shadow-sm"
    >
      <table className={cn('w-full border-collapse text-left text-sm', minWidthClass)}>
        <thead className="border-b border-border bg-muted text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={column.numeric ? `${tableCell} text-right` : tableCell}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </Frame>
  )
}
