import type { ReactNode } from 'react'
import { Button, type ButtonProps } from './button.tsx'
import { Loader2, type LucideIcon } from './icons.tsx'

/** A submit button that spins and says what it is doing while its form is on its way. */
export function PendingButton({
  pending,
  icon: Icon,
  pendingLabel,
  children,
  ...props
}: Omit<ButtonProps, 'type' | 'disabled'> & {
  pending: boolean
  icon: LucideIcon
  pendingLabel: string
  children: ReactNode
}) {
  return (
    <Button {...props} type="submit" disabled={pending}>
      {pending ? (
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <Icon className="h-4 w-4" aria-hidden="true" />
      )}
      {pending ? pendingLabel : children}
    </Button>
  )
}
