import { useEffect, useRef } from 'react'
import { useSubmit } from 'react-router'
import { ClearFiltersLink, FilterForm, FilterSelect } from '~/components/admin/records/filter-fields.tsx'
import { Button } from '~/components/ui/button.tsx'
import type { OutboxStatus } from '~/services/outbox-admin.server.ts'
import { outboxStatusLabels } from './outbox-labels.tsx'

const statuses = Object.keys(outboxStatusLabels) as OutboxStatus[]

/** A plain GET form, so filtering works without JavaScript; with it, choosing a status applies at once. */
export function OutboxFilter({ status }: { status: OutboxStatus | '' }) {
  const submit = useSubmit()
  const selectRef = useRef<HTMLSelectElement>(null)

  // Back and forward navigation changes the URL under the uncontrolled select; keep it in step.
  useEffect(() => {
    if (selectRef.current) selectRef.current.value = status
  }, [status])

  function apply(value: string) {
    submit(value ? { status: value } : {}, { method: 'get', replace: true, preventScrollReset: true })
  }

  return (
    <FilterForm
      label="Filter emails"
      layout="flex flex-wrap items-end"
      onApply={() => apply(selectRef.current?.value ?? '')}
    >
      <FilterSelect
        id="outbox-status"
        name="status"
        label="Status"
        allLabel="All statuses"
        options={statuses.map((value) => [value, outboxStatusLabels[value]] as const)}
        selectRef={selectRef}
        defaultValue={status}
        onChange={apply}
        className="min-w-48 flex-1 sm:flex-none"
      />
      <Button type="submit" variant="outline">
        Filter
      </Button>
      {status ? <ClearFiltersLink preventScrollReset /> : null}
    </FilterForm>
  )
}
