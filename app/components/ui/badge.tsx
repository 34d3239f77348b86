import type { ComponentProps } from 'react'
import { cn } from '~/lib/cn.ts'

const variants = {
  default: 'bg-primary-soft text-primary-soft-foreground',
  accent: 'bg-accent-soft text-accent-soft-foreground',
  outline: 'border border-border text-foreground',
  muted: 'bg-muted text-muted-foreground',
} as const

export function Badge({
  variant = 'default',
  className,
  ...props
}: ComponentProps<'span'> & { variant?: keyof typeof variants }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold wrap-anywhere',
        variants[variant],
        className,
      )}
      {...props}
    />
  )
}
