import type { FormEventHandler, ReactNode, Ref } from 'react'
import { Form, Link } from 'react-router'
import { cn } from '~/lib/cn.ts'

/** The look of a field in the admin's filter bars. */
export const filterFieldClasses =
  'h-10 w-full rounded-md border border-border bg-background px-3 text-sm text-foreground shadow-sm'

/**
 * A filter bar: a plain GET search form, so filtering works without JavaScript; with it, sending the
 * form calls `onApply` to filter in place.
 */
export function FilterForm({
  label,
  layout,
  onApply,
  onChange,
  formRef,
  children,
}: {
  label: string
  /** How the bar lays out its fields. */
  layout: string
  onApply: () => void
  onChange?: FormEventHandler<HTMLFormElement>
  formRef?: Ref<HTMLFormElement>
  children: ReactNode
}) {
  return (
    <Form
      ref={formRef}
      method="get"
      role="search"
      aria-label={label}
      className={cn(layout, 'gap-3 rounded-xl border border-border bg-card p-4 shadow-sm')}
      onSubmit={(event) => {
        event.preventDefault()
        onApply()
      }}
      onChange={onChange}
    >
      {children}
    </Form>
  )
}

/** A labelled choice of a filter bar; the empty value, `allLabel`, filters nothing. */
export function FilterSelect<Value extends string>({
  id,
  name,
  label,
  allLabel,
  options,
  selectRef,
  defaultValue,
  onChange,
  className,
}: {
  id: string
  name: string
  label: string
  allLabel: string
  options: ReadonlyArray<readonly [Value, string]>
  selectRef: Ref<HTMLSelectElement>
  defaultValue: string
  onChange?: (value: string) => void
  className?: string
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-foreground">
        {label}
      </label>
      <select
        ref={selectRef}
        id={id}
        name={name}
        defaultValue={defaultValue}
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
        className={filterFieldClasses}
      >
        <option value="">{allLabel}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The link that drops every filter, shown while one is set. */
export function ClearFiltersLink({ preventScrollReset = false }: { preventScrollReset?: boolean }) {
  return (
    <Link
      to="."
      preventScrollReset={preventScrollReset}
      className="inline-flex h-10 items-center px-2 text-sm font-medium text-primary hover:underline"
    >
      Clear
    </Link>
  )
}
