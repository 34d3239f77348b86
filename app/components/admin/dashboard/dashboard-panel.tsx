import type { ReactNode } from 'react'
import { Card } from '~/components/ui/card.tsx'

/** A dashboard card: a region named by its heading, the heading led by an icon when there is one. */
export function DashboardPanel({
  id,
  title,
  icon,
  children,
}: {
  id: string
  title: string
  icon?: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <Card className="h-full p-5 sm:p-6">
        <h2
          id={id}
          className={icon ? 'flex items-center gap-2 text-lg font-semibold' : 'text-lg font-semibold'}
        >
          {icon}
          {title}
        </h2>
        {children}
      </Card>
    </section>
  )
}
