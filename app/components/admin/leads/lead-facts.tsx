import type { ReactNode } from 'react'
import { Card } from '~/components/ui/card.tsx'
import { cn } from '~/lib/cn.ts'

export function DetailCard({
  title,
  children,
  className,
}: {
  title: string
  children: ReactNode
  className?: string
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <section aria-labelledby={id}>
        <h2 id={id} className="text-lg font-semibold text-foreground">
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </section>
    </Card>
  )
}

export type Fact = { label: string; value: ReactNode }

/** Label and value pairs; an empty value says so instead of leaving a gap. */
export function FactList({
  facts,
  missing = 'Not given',
  stacked = false,
}: {
  facts: Fact[]
  missing?: string
  /** Label above value, for narrow columns. */
  stacked?: boolean
}) {
  return (
    <dl
      className={cn(
        'grid gap-x-6 gap-y-3 text-sm',
        !stacked && 'sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)]',
      )}
    >
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="font-medium text-muted-foreground">{fact.label}</dt>
          <dd className={cn('-mt-2 min-w-0 break-words text-foreground', !stacked && 'sm:mt-0')}>
            {fact.value === null || fact.value === undefined || fact.value === '' ? (
              <span className="italic text-muted-foreground">{missing}</span>
            ) : (
              fact.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
