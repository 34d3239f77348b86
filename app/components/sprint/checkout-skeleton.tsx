import type { HTMLAttributes } from 'react'
import { Skeleton } from '~/components/ui/skeleton.tsx'
import { cn } from '~/lib/cn.ts'

/** Holds the payment form's place while the checkout or Stripe's fields load. */
export function CheckoutSkeleton({
  label,
  className,
  ...frame
}: { label: string } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...frame} className={cn('space-y-3', className)}>
      <span className="sr-only">{label}</span>
      <Skeleton className="h-10 w-full" />
      <div className="flex gap-3">
        <Skeleton className="h-10 flex-1" />
        <Skeleton className="h-10 flex-1" />
      </div>
      <Skeleton className="h-10 w-2/3" />
    </div>
  )
}
