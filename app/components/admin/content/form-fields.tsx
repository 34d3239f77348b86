import type { ComponentProps, ReactNode } from 'react'
import { FieldError, inputClasses, RequiredMark } from '~/components/contact/form-field.tsx'
import { cn } from '~/lib/cn.ts'

export { TextField } from '~/components/contact/form-field.tsx'

export function SelectField({
  id,
  name,
  label,
  options,
  required = false,
  error,
  className,
  ...control
}: {
  id: string
  name: string
  label: ReactNode
  options: ReadonlyArray<{ value: string; label: string }>
  required?: boolean
  error?: string
  className?: string
} & Omit<ComponentProps<'select'>, 'id' | 'name' | 'className' | 'children'>) {
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <select
        {...control}
        id={id}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(inputClasses, 'mt-1.5 h-11')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  )
}

export function CheckboxField({
  id,
  name,
  label,
  hint,
  checked,
  onCheckedChange,
}: {
  id: string
  name: string
  label: ReactNode
  hint?: ReactNode
  checked: boolean
  onCheckedChange: (checked: boolean) => void
}) {
  const hintId = `${id}-hint`
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
        aria-describedby={hint ? hintId : undefined}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-border accent-primary"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-foreground">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  )
}
