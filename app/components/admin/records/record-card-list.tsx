import type { Key, ReactNode } from 'react'
import { cn } from '~/lib/cn.ts'

/** Records as a list of cards, one a row (leads, orders, newsletter issues). */
export function RecordCardList<Item>({
  label,
  items,
  keyOf,
  testId,
  className,
  children,
}: {
  label: string
  items: readonly Item[]
  keyOf: (item: Item) => Key
  /** Each row's data-testid. */
  testId: string
  /** The row's own layout, beside the card's frame. */
  className?: string
  children: (item: Item) => ReactNode
}) {
  return (
    <ul className="space-y-3" aria-label={label}>
      {items.map((item) => (
        <li
          key={keyOf(item)}
          className={cn(
            className,
            'rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-5',
          )}
          data-testid={testId}
        >
          {children(item)}
        </li>
      ))}
    </ul>
  )
}
