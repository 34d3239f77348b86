import { useEffect } from 'react'
import { useFetcher } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { toast } from '~/components/ui/toast.tsx'
import type { AdminFailure } from '~/lib/admin-action.ts'
import { type LeadStatus, leadStatuses } from '~/schemas/admin.ts'
import { leadStatusLabels } from './lead-labels.ts'

export type LeadActionResult = { ok: true } | AdminFailure

const fieldClasses =
  'w-full rounded-md border border-border bg-background px-3 text-sm text-foreground shadow-sm'

/** Status, private notes and the next follow-up date, saved in place. */
export function LeadManageForm({
  status,
  notes,
  followUpOn,
  noScriptResult,
}: {
  status: LeadStatus
  notes: string | null
  followUpOn: string | null
  /** The action's answer when the form was posted without JavaScript. */
  noScriptResult?: LeadActionResult
}) {
  const fetcher = useFetcher<LeadActionResult>({ key: 'lead-update' })
  const saving = fetcher.state !== 'idle'
  const result = fetcher.data ?? noScriptResult

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    if (fetcher.data.ok) toast({ title: 'Lead updated' })
    else
      toast({
        title: 'Error',
        description: fetcher.data.error || 'Failed to update lead',
        variant: 'destructive',
      })
  }, [fetcher.state, fetcher.data])

  const issueFor = (field: string) =>
    result && !result.ok ? result.issues?.find((issue) => issue.path === field)?.message : undefined
  const notesIssue = issueFor('notes')
  const followUpIssue = issueFor('followUpOn')

  return (
    <fetcher.Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value="update" />
      <div>
        <label htmlFor="lead-status-select" className="mb-1 block text-sm font-medium text-foreground">
          Status
        </label>
        <select
          id="lead-status-select"
          name="status"
          defaultValue={status}
          className={`${fieldClasses} h-10`}
        >
          {leadStatuses.map((value) => (
            <option key={value} value={value}>
              {leadStatusLabels[value]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="lead-notes" className="mb-1 block text-sm font-medium text-foreground">
          Private notes
        </label>
        <textarea
          id="lead-notes"
          name="notes"
          rows={5}
          maxLength={10_000}
          defaultValue={notes ?? ''}
          aria-invalid={notesIssue ? true : undefined}
          aria-describedby={notesIssue ? 'lead-notes-error' : 'lead-notes-hint'}
          className={`${fieldClasses} py-2`}
        />
        {notesIssue ? (
          <p id="lead-notes-error" className="mt-1 text-sm text-destructive">
            {notesIssue}
          </p>
        ) : (
          <p id="lead-notes-hint" className="mt-1 text-xs text-muted-foreground">
            Only you see these notes.
          </p>
        )}
      </div>
      <div>
        <label htmlFor="lead-follow-up" className="mb-1 block text-sm font-medium text-foreground">
          Next follow-up
        </label>
        <input
          id="lead-follow-up"
          type="date"
          name="followUpOn"
          defaultValue={followUpOn ?? ''}
          aria-invalid={followUpIssue ? true : undefined}
          aria-describedby={followUpIssue ? 'lead-follow-up-error' : undefined}
          className={`${fieldClasses} h-10`}
        />
        {followUpIssue ? (
          <p id="lead-follow-up-error" className="mt-1 text-sm text-destructive">
            {followUpIssue}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save changes'}
        </Button>
        {noScriptResult && !fetcher.data ? (
          <p role="status" className="text-sm text-muted-foreground">
            {noScriptResult.ok ? 'Lead updated' : noScriptResult.error}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  )
}
