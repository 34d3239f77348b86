import { useEffect } from 'react'
import { useFetcher } from 'react-router'
import { Trash2 } from '~/components/admin/icons.tsx'
import { Button } from '~/components/ui/button.tsx'
import { toast } from '~/components/ui/toast.tsx'
import type { LeadActionResult } from './lead-manage-form.tsx'

export const deleteLeadConfirmation = 'Are you sure you want to delete this lead?'

/** Deletes after the browser's confirmation; the action answers a success with a redirect to the list. */
export function LeadDeleteButton() {
  const fetcher = useFetcher<LeadActionResult>({ key: 'lead-delete' })
  const deleting = fetcher.state !== 'idle'

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok) {
      toast({
        title: 'Error',
        description: fetcher.data.error || 'Failed to delete lead',
        variant: 'destructive',
      })
    }
  }, [fetcher.state, fetcher.data])

  return (
    <fetcher.Form
      method="post"
      onSubmit={async (event) => {
        event.preventDefault()
        if (!window.confirm(deleteLeadConfirmation)) return
        await fetcher.submit({ intent: 'delete' }, { method: 'post' })
        // The submission resolves after the redirect it answered with has landed.
        if (window.location.pathname === '/admin/leads') toast({ title: 'Lead deleted' })
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      <Button type="submit" variant="destructive" disabled={deleting}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {deleting ? 'Deleting...' : 'Delete lead'}
      </Button>
    </fetcher.Form>
  )
}
