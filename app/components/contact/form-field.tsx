import type { ComponentProps, ReactNode } from 'react'
import { cn } from '~/lib/cn.ts'

export const inputClasses =
  'block w-full rounded-md border border-border bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:border-ring aria-[invalid=true]:border-destructive sm:text-sm'

/** The visible asterisk; assistive technology hears "required" from the control itself. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-destructive">
      *
    </span>
  )
}

export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-destructive">
      {children}
    </p>
  )
}

type FieldProps = {
  id: string
  name: string
  label: ReactNode
  required?: boolean
  hint?: ReactNode
  error?: string
  className?: string
}

/** A labelled text input or textarea with its validation message wired to aria-invalid and aria-describedby. */
export function TextField({
  id,
  name,
  label,
  required = false,
  hint,
  error,
  className,
  multiline,
  ...control
}: FieldProps &
  (
    | ({ multiline?: false } & Omit<ComponentProps<'input'>, 'id' | 'name' | 'className'>)
    | ({ multiline: true } & Omit<ComponentProps<'textarea'>, 'id' | 'name' | 'className'>)
  )) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const shared = {
    id,
    name,
    required,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  }
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className="mt-1.5">
        {multiline ? (
          <textarea
            {...(control as ComponentProps<'textarea'>)}
            {...shared}
            className={cn(inputClasses, 'resize-y')}
          />
        ) : (
          <input {...(control as ComponentProps<'input'>)} {...shared} className={cn(inputClasses, 'h-11')} />
        )}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  )
}
