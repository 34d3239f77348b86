import type { ComponentProps } from 'react'
import { cn } from '~/lib/cn.ts'
import { X } from './icons.tsx'

const variants = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
  secondary: 'bg-primary-soft text-primary-soft-foreground hover:bg-primary-soft/80',
  outline: 'border border-border bg-background text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground hover:opacity-90',
  link: 'text-primary underline-offset-4 hover:underline',
} as const

// A minimum height, not a fixed one: a label too long for a phone's width wraps onto a second line and the button grows.
const sizes = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-10 px-4 py-2 text-sm',
  lg: 'min-h-12 px-6 py-2.5 text-base',
  icon: 'h-10 w-10',
} as const

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants
  size?: keyof typeof sizes
}

export function buttonClasses(variant: keyof typeof variants = 'primary', size: keyof typeof sizes = 'md') {
  return cn(
    'inline-flex items-center justify-center gap-2 text-balance text-center rounded-md font-medium [&_svg]:shrink-0 transition-colors disabled:pointer-events-none disabled:opacity-60',
    variants[variant],
    sizes[size],
  )
}

/** A button with the site's look; a link that should look like one takes `buttonClasses` instead. */
export function Button({ variant, size, className, type, ...props }: ButtonProps) {
  return <button className={cn(buttonClasses(variant, size), className)} type={type ?? 'button'} {...props} />
}

/** A small ghost button with a cross, named for screen readers by `label`, that closes or dismisses what it sits in. */
export function CloseButton({
  label,
  onClick,
  className,
}: {
  label: string
  onClick: () => void
  className?: string
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('h-8 w-8 shrink-0', className)}
      aria-label={label}
      onClick={onClick}
    >
      <X className="h-4 w-4" aria-hidden="true" />
    </Button>
  )
}
