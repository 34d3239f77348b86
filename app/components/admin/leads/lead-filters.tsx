import { useEffect, useRef } from 'react'
import { useSubmit } from 'react-router'
import {
  ClearFiltersLink,
  FilterForm,
  FilterSelect,
  filterFieldClasses,
} from '~/components/admin/records/filter-fields.tsx'
import { Button } from '~/components/ui/button.tsx'
import { Search } from '~/components/ui/icons.tsx'
import { leadKinds, leadStatuses } from '~/schemas/admin.ts'
import { leadKindLabels, leadStatusLabels } from './lead-labels.ts'

export type LeadFilterValues = { q: string; kind: string; status: string }

const searchDebounceMs = 300

/**
 * A plain GET form, so filtering works without JavaScript; with it, a choice applies at once and
 * typing applies after a short pause.
 */
export function LeadFilters({ values }: { values: LeadFilterValues }) {
  const submit = useSubmit()
  const formRef = useRef<HTMLFormElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const kindRef = useRef<HTMLSelectElement>(null)
  const statusRef = useRef<HTMLSelectElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  // Back and forward navigation changes the URL under an uncontrolled form; bring the fields along,
  // but never rewrite the search box while the owner is typing in it.
  useEffect(() => {
    if (searchRef.current && document.activeElement !== searchRef.current) searchRef.current.value = values.q
    if (kindRef.current) kindRef.current.value = values.kind
    if (statusRef.current) statusRef.current.value = values.status
  }, [values.q, values.kind, values.status])

  useEffect(() => () => clearTimeout(timer.current), [])

  function apply() {
    clearTimeout(timer.current)
    const form = formRef.current
    if (!form) return
    const params = new URLSearchParams()
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string' && value.trim()) params.set(name, value.trim())
    }
    submit(params, { method: 'get', replace: true, preventScrollReset: true })
  }

  const filtered = Boolean(values.q || values.kind || values.status)
  const choices = [
    {
      name: 'kind',
      label: 'Kind',
      options: leadKinds.map((kind) => [kind, leadKindLabels[kind]] as const),
      selectRef: kindRef,
    },
    {
      name: 'status',
      label: 'Status',
      options: leadStatuses.map((status) => [status, leadStatusLabels[status]] as const),
      selectRef: statusRef,
    },
  ] as const

  return (
    <FilterForm
      formRef={formRef}
      label="Filter leads"
      layout="grid grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      onApply={apply}
      onChange={(event) => {
        if ((event.target as EventTarget) === searchRef.current) {
          clearTimeout(timer.current)
          timer.current = setTimeout(apply, searchDebounceMs)
        } else {
          apply()
        }
      }}
    >
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="lead-search" className="mb-1 block text-sm font-medium text-foreground">
          Search
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <input
            ref={searchRef}
            id="lead-search"
            type="search"
            name="q"
            defaultValue={values.q}
            maxLength={200}
            placeholder="Name, email, organization or text"
            className={`${filterFieldClasses} pl-9`}
          />
        </div>
      </div>
      {choices.map((choice) => (
        <FilterSelect
          key={choice.name}
          id={`lead-${choice.name}`}
          allLabel="All"
          defaultValue={values[choice.name]}
          {...choice}
        />
      ))}
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
        <Button type="submit" variant="outline">
          Apply
        </Button>
        {filtered ? <ClearFiltersLink /> : null}
      </div>
    </FilterForm>
  )
}
