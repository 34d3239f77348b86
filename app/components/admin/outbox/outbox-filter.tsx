import { useEffect, useRef } from 'react'
import { Form, Link, useSubmit } from 'react-router'
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
    <Form
      method="get"
      role="search"
      aria-label="Filter emails"
      className="flex flex-wrap items-end gap-3 rounded-xl border border-border bg-card p-4 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault()
        apply(selectRef.current?.value ?? '')
      }}
    >
      <div className="min-w-48 flex-1 sm:flex-none">
        <label htmlFor="outbox-status" className="mb-1 block text-sm font-medium text-foreground">
          Status
        </label>
        <select
          ref={selectRef}
          id="outbox-status"
          name="status"
          defaultValue={status}
          onChange={(event) => apply(event.currentTarget.value)}
          className="h-10 w-full rounded-md border border-border bg-background px-3 text-sm text-foreground shadow-sm"
        >
          <option value="">All statuses</option>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {outboxStatusLabels[value]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="outline">
        Filter
      </Button>
      {status ? (
        <Link
          to="."
          preventScrollReset
          className="inline-flex h-10 items-center px-2 text-sm font-medium text-primary hover:underline"
        >
          Clear
        </Link>
      ) : null}
    </Form>
  )
}
